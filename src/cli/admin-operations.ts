/**
 * Every admin operation of the route table (ROUTES, src/modules.ts) and what reaches it: the
 * admin client's method (src/client/admin-client.ts) and the CLI's command. A test
 * (test/cli/admin-operations.test.ts) holds the three to each other: an admin row without an
 * entry here, an entry whose method or command does not exist, or an entry for a route that
 * is gone fails it. So a new admin route cannot lack its client method and its verb, unless it
 * is one of the few exceptions below, each with its reason.
 */
export interface AdminOperation {
  /** The client's method, as a dotted path (`sales.move`). */
  client: string;
  /** The CLI's verb and command (`sales move`; a verb that is its own command is its name alone). */
  verb: string;
}

/** `METHOD /path` as the route table writes it. */
export const ADMIN_OPERATIONS: Record<string, AdminOperation> = {
  'POST /__admin/sellers': { client: 'sellers.create', verb: 'sellers create' },
  'GET /__admin/sellers': { client: 'sellers.list', verb: 'sellers list' },
  'GET /__admin/sellers/:id': { client: 'sellers.get', verb: 'sellers show' },
  'PATCH /__admin/sellers/:id': { client: 'sellers.update', verb: 'sellers set-webhook' },
  'POST /__admin/sellers/:id/keys': { client: 'sellers.rotateKeys', verb: 'sellers rotate-keys' },
  'POST /__admin/sellers/:id/webhook-secret': {
    client: 'sellers.rotateWebhookSecret',
    verb: 'sellers rotate-webhook-secret',
  },
  'POST /__admin/sales': { client: 'sales.create', verb: 'sales create' },
  'GET /__admin/sales': { client: 'sales.list', verb: 'sales list' },
  'GET /__admin/sales/:id': { client: 'sales.get', verb: 'sales show' },
  'POST /__admin/sales/:id/status': { client: 'sales.move', verb: 'sales move' },
  'POST /__admin/cashouts': { client: 'cashouts.create', verb: 'cashouts create' },
  'GET /__admin/cashouts': { client: 'cashouts.list', verb: 'cashouts list' },
  'GET /__admin/cashouts/:id': { client: 'cashouts.get', verb: 'cashouts show' },
  'POST /__admin/cashouts/:id/postback': { client: 'cashouts.postback', verb: 'cashouts postback' },
  'POST /__admin/subscriptions': { client: 'subscriptions.create', verb: 'subscriptions create' },
  'GET /__admin/subscriptions': { client: 'subscriptions.list', verb: 'subscriptions list' },
  'GET /__admin/subscriptions/:id': { client: 'subscriptions.get', verb: 'subscriptions show' },
  'POST /__admin/subscriptions/:id/card': { client: 'subscriptions.setCard', verb: 'subscriptions set-card' },
  'POST /__admin/subscriptions/:id/pause': { client: 'subscriptions.pause', verb: 'subscriptions pause' },
  'POST /__admin/subscriptions/:id/resume': { client: 'subscriptions.resume', verb: 'subscriptions resume' },
  'POST /__admin/subscriptions/:id/cancel': { client: 'subscriptions.cancel', verb: 'subscriptions cancel' },
  'POST /__admin/subscriptions/:id/cancelAtPeriodEnd': {
    client: 'subscriptions.cancelAtPeriodEnd',
    verb: 'subscriptions cancel',
  },
  'POST /__admin/reset': { client: 'reset', verb: 'reset' },
  'GET /__admin/state': { client: 'state.get', verb: 'state save' },
  'PUT /__admin/state': { client: 'state.put', verb: 'state load' },
  'GET /__admin/scenarios': { client: 'scenarios.list', verb: 'scenario list' },
  'POST /__admin/scenarios/apply': { client: 'scenarios.apply', verb: 'scenario apply' },
  'GET /__admin/scenarios/export': { client: 'scenarios.export', verb: 'scenario export' },
  'POST /__admin/faults': { client: 'faults.add', verb: 'faults arm' },
  'GET /__admin/faults': { client: 'faults.list', verb: 'faults list' },
  'DELETE /__admin/faults': { client: 'faults.clear', verb: 'faults clear' },
  'DELETE /__admin/faults/:id': { client: 'faults.disarm', verb: 'faults disarm' },
  'GET /__admin/requests': { client: 'requests.list', verb: 'requests list' },
  'GET /__admin/requests/:id': { client: 'requests.get', verb: 'requests show' },
  'GET /__admin/events': { client: 'events.stream', verb: 'events' },
  'GET /__admin/events/timeline': { client: 'events.timeline', verb: 'timeline' },
  'GET /__admin/overview': { client: 'overview', verb: 'overview' },
  'GET /__admin/clock': { client: 'clock.get', verb: 'clock show' },
  'POST /__admin/clock/advance': { client: 'clock.advance', verb: 'clock advance' },
  'GET /__admin/webhooks/deliveries': { client: 'deliveries.list', verb: 'deliveries list' },
  'GET /__admin/webhooks/deliveries/:id': { client: 'deliveries.get', verb: 'deliveries show' },
  'POST /__admin/webhooks/deliveries/:id/redeliver': { client: 'deliveries.redeliver', verb: 'deliveries redeliver' },
  'GET /__admin/test-values': { client: 'testValues', verb: 'test-values' },
  'GET /__admin/inbox': { client: 'inbox.list', verb: 'inbox list' },
  'GET /__admin/inbox/:name': { client: 'inbox.get', verb: 'inbox show' },
  'PUT /__admin/inbox/:name/mode': { client: 'inbox.setMode', verb: 'inbox mode' },
  'DELETE /__admin/inbox/:name': { client: 'inbox.forget', verb: 'inbox forget' },
  'GET /__admin/sellers/:id/ledger': { client: 'ledger', verb: 'ledger' },
  'GET /__admin/search': { client: 'search', verb: 'search' },
  'GET /__admin/tenants': { client: 'tenants.list', verb: 'tenants list' },
  'POST /__admin/tenants/:name': { client: 'tenants.create', verb: 'tenants create' },
  'DELETE /__admin/tenants/:name': { client: 'tenants.delete', verb: 'tenants delete' },
};

/** Admin rows no client method or verb stands for, and why. */
export const NOT_OPERATIONS: Record<string, string> = {
  'GET /__admin/ui': 'the console: a web page, for a browser',
  'POST /__admin/inbox/:name': 'an inbox receiver: the sandbox’s deliveries post to it, people read it with inbox show',
  'POST /__admin/tenants/:name/move': 'a step of tenants export (src/cluster/tenant-move.ts), not a command of its own',
  'PUT /__admin/tenants/:name/identity':
    'a step of tenants import (src/cluster/tenant-move.ts), not a command of its own',
};
