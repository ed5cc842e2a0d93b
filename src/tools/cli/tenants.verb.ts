import { TENANT_MOVE_COMMANDS } from './tenant-move.js';
import { TENANT_NAME_PATTERN, TENANT_NAME_RULE } from '../../core/lib/key-form.js';
import type { TenantCreated, TenantCreateInput } from '../../generated/schema-types.js';
import { adminVerb, oneOfArg } from './command.js';
import { said, t } from './messages/say.js';
import { fields, table, when } from './output.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

function nameArg(raw: string): string {
  if (!TENANT_NAME_PATTERN.test(raw)) throw new UsageError(t('tenants.badName', TENANT_NAME_RULE, raw));
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
      if (equals < 1) throw new UsageError(t('tenants.badLabels', pair));
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
      [t('label.tenant'), created.tenant.name],
      [t('label.console'), consoleUrl],
      [t('label.adminApi'), created.tenant.adminPath],
      ['X-Admin-Token', created.adminToken],
      ...(created.tenant.expiresAt
        ? ([[t('tenants.expiresIdle'), when(created.tenant.expiresAt)]] as [string, string][])
        : []),
      ...(labels.length ? ([[t('label.labels'), labels.join(', ')]] as [string, string][]) : []),
    ]) +
    (created.credentials.length
      ? table(created.credentials, [
          [t('head.user'), (row) => row.userId],
          [t('head.email'), (row) => row.email],
          ['X-API-PUBLIC-KEY', (row) => row.publicKey],
          ['X-API-PRIVATE-KEY', (row) => row.privateKey],
          [t('head.webhookSecret'), (row) => row.webhookSecret],
        ])
      : '') +
    `${t('tenants.shownOnlyNow')}\n`
  );
}

/** The tenants of a shared sandbox (issue 21): the operator's routes, whatever --tenant says. */
export const tenantsVerb = adminVerb({
  name: 'tenants',
  summary: said('tenants.summary'),
  commands: [
    {
      name: 'create',
      operations: ['postAdminTenantsName'],
      args: ['<name>'],
      options: {
        fixtures: {
          type: 'boolean',
          description: said('tenants.create.fixtures'),
        },
        ttl: {
          type: 'string',
          value: 'DURATION',
          description: said('tenants.create.ttl'),
        },
        clock: { type: 'string', value: 'frozen|running', description: said('tenants.create.clock') },
        'clock-start': {
          type: 'string',
          value: 'INSTANT',
          description: said('tenants.create.clockStart'),
        },
        labels: {
          type: 'string',
          value: 'K=V,…',
          description: said('tenants.create.labels'),
        },
      },
      summary: said('tenants.create.summary'),
      details: [said('tenants.create.details', TENANT_NAME_RULE)],
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
      summary: said('tenants.list.summary'),
      details: [said('tenants.list.details')],
      async run({ admin, print }) {
        const { tenants } = await admin.tenants.list();
        // Two clocks meet here: a tenant's creation and last activity are wall-clock instants of the process, its
        // sandbox clock (which tests freeze and advance) is another; each column says which one it is.
        print({ tenants }, () =>
          tenants.length
            ? table(tenants, [
                [t('head.name'), (row) => row.name],
                [
                  t('head.labels'),
                  (row) =>
                    Object.entries(row.labels)
                      .map(([key, value]) => `${key}=${value}`)
                      .join(','),
                ],
                [t('tenants.head.created'), (row) => when(row.createdAt)],
                [t('tenants.head.lastActivity'), (row) => when(row.lastActivityAt)],
                [t('tenants.head.expires'), (row) => when(row.expiresAt)],
                [t('tenants.head.records'), (row) => row.records],
                ['KB', (row) => Math.ceil(row.approxBytes / 1024)],
              ]) + `${t('tenants.clocksNote')}\n`
            : `${t('tenants.none')}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'delete',
      operations: ['deleteAdminTenantsName'],
      args: ['<name>'],
      summary: said('tenants.delete.summary'),
      async run({ admin, args, print }) {
        const name = nameArg(args[0]);
        const answer = await admin.tenants.delete(name);
        print(answer, () => `${t('tenants.deleted', name)}\n`);
        return EXIT.ok;
      },
    },
    ...TENANT_MOVE_COMMANDS,
  ],
});
