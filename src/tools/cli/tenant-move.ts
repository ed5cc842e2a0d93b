import { readFile, writeFile } from 'node:fs/promises';
import type { TenantIdentity, TenantMove } from '../../generated/schema-types.js';
import { TENANT_NAME_PATTERN, TENANT_NAME_RULE } from '../../core/lib/key-form.js';
import { SandboxRefusal } from '../client/admin-client.js';
import { call, type CallBody, type Transport } from '../client/call.js';
import type { Command, CommandContext } from './command.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';
import { said, t } from './messages/say.js';
import { systemProblemText } from './system-error.js';

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
  if (!TENANT_NAME_PATTERN.test(raw)) throw new UsageError(t('tenants.badName', TENANT_NAME_RULE, raw));
  return raw;
}

/**
 * Where the move's calls go: the operator's routes of tenants, or (with `tenant`) that tenant's
 * own sandbox; `token` stands for the tenant's own token, made by its create. Each call is an
 * operation of the route table by its operationId (src/tools/client/call.ts): a refusal is a
 * SandboxRefusal (exit 1, its error printed).
 */
function transportOf(context: CommandContext, tenant?: string, token?: string): Transport {
  return {
    baseUrl: context.url,
    tenant,
    headers: { ...context.adminHeaders, ...(token ? { 'X-Admin-Token': token } : {}) },
    refuse: (status, body, what) => new SandboxRefusal(status, body, what),
  };
}

function parseTenantFile(text: string, file: string): TenantFile {
  let parsed: Partial<TenantFile>;
  try {
    parsed = JSON.parse(text) as Partial<TenantFile>;
  } catch (error) {
    throw new UsageError(t('tenants.notJson', file, systemProblemText(error)));
  }
  if (
    parsed.gatewaySandboxTenant !== 1 ||
    typeof parsed.name !== 'string' ||
    !TENANT_NAME_PATTERN.test(parsed.name) ||
    typeof parsed.fixtures !== 'boolean' ||
    typeof parsed.state !== 'object' ||
    parsed.state === null
  ) {
    throw new UsageError(t('tenants.notTenantFile', file));
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
    summary: said('tenants.export.summary'),
    details: [said('tenants.export.details')],
    async run(context) {
      const name = nameArg(context.args[0]);
      const file = context.args[1] ?? `${name}.tenant.json`;
      const operator = transportOf(context);
      const { tenants } = await call(operator, 'getAdminTenants', undefined, undefined, 'tenants list');
      const tenant = tenants.find((candidate) => candidate.name === name);
      if (!tenant)
        throw new SandboxRefusal(
          404,
          { error: 'TENANT_NOT_FOUND', message: t('tenants.notHere', name, context.url) },
          `tenant ${name} export`,
        );
      // Writes stop before the state is read: nothing answered here after this is missing from the file (issue 27).
      const { identity }: TenantMove = await call(
        operator,
        'postAdminTenantsNameMove',
        { path: { name } },
        { writes: 'stopped' },
        `tenant ${name} move`,
      );
      try {
        const state = await call(
          transportOf(context, name),
          'getAdminState',
          { query: { secrets: 'include' } },
          undefined,
          `tenant ${name} state`,
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
          throw new UsageError(t('file.cannotWrite', file, systemProblemText(error)));
        });
      } catch (error) {
        // No file, no move: the tenant takes writes again.
        await call(
          operator,
          'postAdminTenantsNameMove',
          { path: { name } },
          { writes: 'open' },
          `tenant ${name} move`,
        ).catch(() => undefined);
        throw error;
      }
      context.print(
        { file, name, fixtures: tenant.fixtures, writes: 'stopped' },
        () => `${t('tenants.exported', name, file)}\n`,
      );
      return EXIT.ok;
    },
  },
  {
    name: 'import',
    args: ['<file>'],
    summary: said('tenants.import.summary'),
    details: [said('tenants.import.details')],
    async run(context) {
      const file = context.args[0];
      const text = await readFile(file, 'utf8').catch((error: Error) => {
        throw new UsageError(t('tenants.cannotRead', file, systemProblemText(error)));
      });
      const exported = parseTenantFile(text, file);
      const { name } = exported;
      const created = await call(
        transportOf(context),
        'postAdminTenantsName',
        { path: { name } },
        { fixtures: exported.fixtures },
        `tenant ${name} create`,
      );
      // The tenant's own token, for its own routes and for the operator's on it.
      const own = transportOf(context, undefined, created.adminToken);
      try {
        await call(
          transportOf(context, name, created.adminToken),
          'putAdminState',
          undefined,
          exported.state as CallBody<'putAdminState'>,
          `tenant ${name} state`,
        );
        // Last: from here the token made a moment ago no longer works, the one the tenant had does.
        if (exported.identity)
          await call(
            own,
            'putAdminTenantsNameIdentity',
            { path: { name } },
            exported.identity,
            `tenant ${name} identity`,
          );
      } catch (error) {
        await call(own, 'deleteAdminTenantsName', { path: { name } }, undefined, `tenant ${name} delete`).catch(
          () => undefined,
        );
        throw error;
      }
      if (exported.identity)
        context.print({ name, file, identity: 'kept' }, () => `${t('tenants.imported', name, file)}\n`);
      else
        context.print({ name, adminToken: created.adminToken, file }, () => {
          const [first, ...rest] = t('tenants.importedNewToken', name, file).split('\n');
          return [first, `X-Admin-Token: ${created.adminToken}`, ...rest, ''].join('\n');
        });
      return EXIT.ok;
    },
  },
];
