import { TENANT_MOVE_COMMANDS } from '../cluster/tenant-move.js';
import { TENANT_NAME_PATTERN, TENANT_NAME_RULE } from '../lib/key-form.js';
import { adminVerb } from './command.js';
import { fields, table, when } from './output.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

function nameArg(raw: string): string {
  if (!TENANT_NAME_PATTERN.test(raw)) throw new UsageError(`a tenant name is ${TENANT_NAME_RULE}, got "${raw}"`);
  return raw;
}

/** The tenants of a shared sandbox (issue 21): the operator's routes, whatever --tenant says. */
export const tenantsVerb = adminVerb({
  name: 'tenants',
  summary: 'Tenants of a shared sandbox: each a whole sandbox of its own (keys, data, clock, faults, deliveries)',
  commands: [
    {
      name: 'create',
      args: ['<name>'],
      options: {
        fixtures: {
          type: 'boolean',
          description: 'Seed the fixture accounts, with keys of the tenant’s own (an empty tenant otherwise)',
        },
      },
      summary: 'A new tenant; prints its admin token (shown only now) and, with --fixtures, its accounts’ keys',
      details: [
        'Then: gateway-sandbox --tenant NAME --admin-token TOKEN <verb> …, or SANDBOX_TENANT and SANDBOX_ADMIN_TOKEN.',
      ],
      async run({ admin, args, options, print }) {
        const created = await admin.tenants.create(nameArg(args[0]), { fixtures: options.fixtures === true });
        print(
          created,
          () =>
            fields([
              ['tenant', created.tenant.name],
              ['admin API', created.tenant.adminPath],
              ['X-Admin-Token', created.adminToken],
            ]) +
            (created.credentials.length
              ? table(created.credentials, [
                  ['USER', (row) => row.userId],
                  ['EMAIL', (row) => row.email],
                  ['X-API-PUBLIC-KEY', (row) => row.publicKey],
                  ['X-API-PRIVATE-KEY', (row) => row.privateKey],
                ])
              : '') +
            'The admin token and private keys are shown only now.\n',
        );
        return EXIT.ok;
      },
    },
    {
      name: 'list',
      args: [],
      summary: 'Every tenant: creation, last activity, records, approximate memory (the operator’s token)',
      async run({ admin, print }) {
        const { tenants } = await admin.tenants.list();
        print({ tenants }, () =>
          tenants.length
            ? table(tenants, [
                ['NAME', (row) => row.name],
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
