import { readFile, writeFile } from 'node:fs/promises';
import type { TenantIdentity, TenantMove } from '../generated/schema-types.js';
import { TENANT_NAME_PATTERN, TENANT_NAME_RULE } from '../lib/key-form.js';
import { SandboxRefusal } from '../client/admin-client.js';
import type { Command, CommandContext } from '../cli/command.js';
import { UsageError } from '../cli/usage-error.js';
import { EXIT } from '../cli/verb.js';

/**
 * A tenant's whole state as one file (issue 22, "moving tenants"): what `tenants import` needs
 * to make the same tenant on another sandbox or shard. `state` is the tenant's
 * GET /__admin/tenants/{name}/state, webhook secrets included (so the file is written 0600).
 */
export interface TenantFile {
  gatewaySandboxTenant: 1;
  name: string;
  /** Whether the tenant was created with the fixture accounts (what its reset brings back). */
  fixtures: boolean;
  exportedAt: string;
  /**
   * Its admin token's hash, its keys, its creation and last activity (issue 29): the import gives them back, so the
   * moved tenant answers the token and keys it had. Absent in files of earlier versions (the import then makes a new
   * token, as it did).
   */
  identity?: TenantIdentity;
  state: Record<string, unknown>;
}

function nameArg(raw: string): string {
  if (!TENANT_NAME_PATTERN.test(raw)) throw new UsageError(`a tenant name is ${TENANT_NAME_RULE}, got "${raw}"`);
  return raw;
}

/** One admin call: the body on success, a SandboxRefusal (exit 1, its error printed) otherwise. */
async function call<T>(
  context: CommandContext,
  what: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...context.adminHeaders,
    ...(options.token ? { 'X-Admin-Token': options.token } : {}),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${context.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the refusal shows the text.
  }
  if (!res.ok) throw new SandboxRefusal(res.status, body, what);
  return body as T;
}

function parseTenantFile(text: string, file: string): TenantFile {
  let parsed: Partial<TenantFile>;
  try {
    parsed = JSON.parse(text) as Partial<TenantFile>;
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (
    parsed.gatewaySandboxTenant !== 1 ||
    typeof parsed.name !== 'string' ||
    !TENANT_NAME_PATTERN.test(parsed.name) ||
    typeof parsed.fixtures !== 'boolean' ||
    typeof parsed.state !== 'object' ||
    parsed.state === null
  ) {
    throw new UsageError(
      `${file} is not a tenant file of gateway-sandbox tenants export (gatewaySandboxTenant 1, name, fixtures, state)`,
    );
  }
  return parsed as TenantFile;
}

/**
 * `tenants export` and `tenants import`: a tenant moved between sandboxes, or between the shards
 * of a cluster (docs/cluster.md, "Moving a tenant"). They are the operator's: they use
 * /__admin/tenants (list, create) as well as the tenant's own state.
 */
export const TENANT_MOVE_COMMANDS: Command[] = [
  {
    name: 'export',
    args: ['<name>', '[file]'],
    summary:
      'Start moving a tenant: stop its writes here, then write its whole state and identity (webhook secrets and token hash included) to one file, 0600 (default ./<name>.tenant.json)',
    details: [
      "From now on the tenant's writes here answer 503 TENANT_MOVING (Retry-After: 1) and its reads are served, so the file holds every write ever answered here; import the file where the tenant goes, then delete it here.",
      'To give the move up: POST /__admin/tenants/<name>/move {"writes": "open"}.',
      "Needs the operator's token when one is set. Through a cluster's proxy it reaches the tenant's shard.",
    ],
    async run(context) {
      const name = nameArg(context.args[0]);
      const file = context.args[1] ?? `${name}.tenant.json`;
      const { tenants } = await call<{ tenants: { name: string; fixtures: boolean }[] }>(
        context,
        'tenants list',
        'GET',
        '/__admin/tenants',
      );
      const tenant = tenants.find((candidate) => candidate.name === name);
      if (!tenant)
        throw new SandboxRefusal(
          404,
          { error: 'TENANT_NOT_FOUND', message: `no tenant ${name} in ${context.url}` },
          `tenant ${name} export`,
        );
      // Writes stop before the state is read: nothing answered here after this is missing from the file (issue 27).
      const { identity } = await call<TenantMove>(
        context,
        `tenant ${name} move`,
        'POST',
        `/__admin/tenants/${name}/move`,
        {
          body: { writes: 'stopped' },
        },
      );
      try {
        const state = await call<Record<string, unknown>>(
          context,
          `tenant ${name} state`,
          'GET',
          `/__admin/tenants/${name}/state?secrets=include`,
        );
        const exported: TenantFile = {
          gatewaySandboxTenant: 1,
          name,
          fixtures: tenant.fixtures,
          exportedAt: new Date().toISOString(),
          identity,
          state,
        };
        await writeFile(file, `${JSON.stringify(exported)}\n`, { mode: 0o600 }).catch((error: Error) => {
          throw new UsageError(`cannot write ${file}: ${error.message}`);
        });
      } catch (error) {
        // No file, no move: the tenant takes writes again.
        await call(context, `tenant ${name} move`, 'POST', `/__admin/tenants/${name}/move`, {
          body: { writes: 'open' },
        }).catch(() => undefined);
        throw error;
      }
      context.print(
        { file, name, fixtures: tenant.fixtures, writes: 'stopped' },
        () =>
          `tenant ${name} exported to ${file} (it holds webhook secrets: keep it private)\nIts writes here answer 503 TENANT_MOVING until it is deleted here: import ${file} where it goes, then delete it here.\n`,
      );
      return EXIT.ok;
    },
  },
  {
    name: 'import',
    args: ['<file>'],
    summary:
      'Make the tenant of an export file here, with its whole state and identity: its admin token and keys are the ones it had',
    details: [
      'The tenant keeps its name (its keys name it: pk_tnt_<name>_…), its admin token, its keys, data, clock and last activity; it must not exist here yet.',
      'A file of an earlier version holds no identity: the tenant then gets a new admin token, printed (shown only now).',
      "When the state is refused, the tenant just made is deleted again: nothing changes. Needs the operator's token when one is set.",
    ],
    async run(context) {
      const file = context.args[0];
      const text = await readFile(file, 'utf8').catch((error: Error) => {
        throw new UsageError(`cannot read ${file}: ${error.message}`);
      });
      const exported = parseTenantFile(text, file);
      const { name } = exported;
      const created = await call<{ adminToken: string }>(
        context,
        `tenant ${name} create`,
        'POST',
        `/__admin/tenants/${name}`,
        { body: { fixtures: exported.fixtures } },
      );
      try {
        await call(context, `tenant ${name} state`, 'PUT', `/__admin/tenants/${name}/state`, {
          token: created.adminToken,
          body: exported.state,
        });
        // Last: from here the token made a moment ago no longer works, the one the tenant had does.
        if (exported.identity)
          await call(context, `tenant ${name} identity`, 'PUT', `/__admin/tenants/${name}/identity`, {
            token: created.adminToken,
            body: exported.identity,
          });
      } catch (error) {
        await call(context, `tenant ${name} delete`, 'DELETE', `/__admin/tenants/${name}`, {
          token: created.adminToken,
        }).catch(() => undefined);
        throw error;
      }
      if (exported.identity)
        context.print(
          { name, file, identity: 'kept' },
          () => `tenant ${name} imported from ${file}\nIts admin token and keys are the ones it had.\n`,
        );
      else
        context.print(
          { name, adminToken: created.adminToken, file },
          () =>
            `tenant ${name} imported from ${file}\nX-Admin-Token: ${created.adminToken}\nThe admin token is shown only now (the file holds no identity); the tenant's keys are the ones it had.\n`,
        );
      return EXIT.ok;
    },
  },
];
