import { TENANT_MOVE_COMMANDS } from '../cluster/tenant-move.js';
import { TENANT_NAME_PATTERN, TENANT_NAME_RULE } from '../lib/key-form.js';
import type { TenantCreated, TenantCreateInput } from '../generated/schema-types.js';
import { adminVerb, oneOfArg } from './command.js';
import { fields, table, when } from './output.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

function nameArg(raw: string): string {
  if (!TENANT_NAME_PATTERN.test(raw)) throw new UsageError(`a tenant name is ${TENANT_NAME_RULE}, got "${raw}"`);
  return raw;
}

/** The body of POST /__admin/tenants/{name} that `tenants create`'s options ask for; a bad one is a usage error. */
function createBody(options: Record<string, string | boolean | undefined>): TenantCreateInput {
  const body: TenantCreateInput = { fixtures: options.fixtures === true };
  if (typeof options.ttl === 'string') body.ttl = options.ttl;
  if (options.clock !== undefined || options['clock-start'] !== undefined) {
    const clock: NonNullable<TenantCreateInput['clock']> = {};
    if (options.clock !== undefined)
      clock.frozen = oneOfArg(String(options.clock), ['frozen', 'running'], '--clock') === 'frozen';
    if (typeof options['clock-start'] === 'string') clock.start = options['clock-start'];
    body.clock = clock;
  }
  if (typeof options.labels === 'string') {
    body.labels = {};
    for (const pair of options.labels.split(',').filter(Boolean)) {
      const equals = pair.indexOf('=');
      if (equals < 1) throw new UsageError(`--labels takes name=value pairs separated by commas, got "${pair}"`);
      body.labels[pair.slice(0, equals).trim()] = pair.slice(equals + 1).trim();
    }
  }
  return body;
}

/** What a team needs to start: where its console is, its token, its keys and webhook secrets. */
function createdText(created: TenantCreated, consoleUrl: string): string {
  const labels = Object.entries(created.tenant.labels).map(([key, value]) => `${key}=${value}`);
  return (
    fields([
      ['tenant', created.tenant.name],
      ['console', consoleUrl],
      ['admin API', created.tenant.adminPath],
      ['X-Admin-Token', created.adminToken],
      ...(created.tenant.expiresAt
        ? ([['expires if idle at', when(created.tenant.expiresAt)]] as [string, string][])
        : []),
      ...(labels.length ? ([['labels', labels.join(', ')]] as [string, string][]) : []),
    ]) +
    (created.credentials.length
      ? table(created.credentials, [
          ['USER', (row) => row.userId],
          ['EMAIL', (row) => row.email],
          ['X-API-PUBLIC-KEY', (row) => row.publicKey],
          ['X-API-PRIVATE-KEY', (row) => row.privateKey],
          ['WEBHOOK SECRET', (row) => row.webhookSecret],
        ])
      : '') +
    'The admin token and private keys are shown only now.\n'
  );
}

/** The tenants of a shared sandbox (issue 21): the operator's routes, whatever --tenant says. */
export const tenantsVerb = adminVerb({
  name: 'tenants',
  summary: 'Tenants of a shared sandbox: each a whole sandbox of its own (keys, data, clock, faults, deliveries)',
  commands: [
    {
      name: 'create',
      operations: ['postAdminTenantsName'],
      args: ['<name>'],
      options: {
        fixtures: {
          type: 'boolean',
          description: 'Seed the fixture accounts, with keys of the tenant’s own (an empty tenant otherwise)',
        },
        ttl: {
          type: 'string',
          value: 'DURATION',
          description:
            'Delete it after this long without a request ("2h", "1d"; within the server’s SANDBOX_TENANT_MAX_TTL)',
        },
        clock: { type: 'string', value: 'frozen|running', description: 'Its clock frozen or running' },
        'clock-start': {
          type: 'string',
          value: 'INSTANT',
          description: 'Where its clock starts: an ISO 8601 instant, "now" or "anchor"',
        },
        labels: {
          type: 'string',
          value: 'K=V,…',
          description: 'Free labels the operator’s list shows (pipeline=checkout,branch=main,owner=lucia)',
        },
      },
      summary:
        'A new tenant; prints its console URL, admin token (shown only now) and, with --fixtures, its accounts’ keys and webhook secrets',
      details: [
        `A name is ${TENANT_NAME_RULE} (ci-run-42, qa-lucia).`,
        'Needs the operator’s token or a tenant creator’s (SANDBOX_TENANT_CREATOR_TOKEN) as --admin-token.',
        'Then: gateway-sandbox --tenant NAME --admin-token TOKEN <verb> …, or SANDBOX_TENANT and SANDBOX_ADMIN_TOKEN.',
      ],
      async run({ admin, args, options, print, url }) {
        const name = nameArg(args[0]);
        const created = await admin.tenants.create(name, createBody(options));
        const consoleUrl = `${url}${created.tenant.adminPath}/ui`;
        // --json is the API's answer as it is: the console is at {url}{tenant.adminPath}/ui.
        print(created, () => createdText(created, consoleUrl));
        return EXIT.ok;
      },
    },
    {
      name: 'list',
      operations: ['getAdminTenants'],
      args: [],
      summary: 'Every tenant: creation, last activity, records, approximate memory (the operator’s token)',
      async run({ admin, print }) {
        const { tenants } = await admin.tenants.list();
        print({ tenants }, () =>
          tenants.length
            ? table(tenants, [
                ['NAME', (row) => row.name],
                [
                  'LABELS',
                  (row) =>
                    Object.entries(row.labels)
                      .map(([key, value]) => `${key}=${value}`)
                      .join(','),
                ],
                ['CREATED', (row) => when(row.createdAt)],
                ['LAST ACTIVITY', (row) => when(row.lastActivityAt)],
                ['RECORDS', (row) => row.records],
                ['KB', (row) => Math.ceil(row.approxBytes / 1024)],
              ])
            : 'no tenants\n',
        );
        return EXIT.ok;
      },
    },
    {
      name: 'delete',
      operations: ['deleteAdminTenantsName'],
      args: ['<name>'],
      summary:
        'Remove a tenant and everything in it; its keys and token answer 401 from then on (its token or the operator’s)',
      async run({ admin, args, print }) {
        const name = nameArg(args[0]);
        const answer = await admin.tenants.delete(name);
        print(answer, () => `tenant ${name} deleted\n`);
        return EXIT.ok;
      },
    },
    ...TENANT_MOVE_COMMANDS,
  ],
});
