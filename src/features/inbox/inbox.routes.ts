import { single } from '../../http/list-query.js';
import { parseId } from '../../http/params.js';
import { route, ok, type RouteTable } from '../../http/route.js';
import { inboxName } from './inbox-name.js';
import { MAX_CAPTURES_PER_INBOX } from './inbox.store.js';

const INBOX_VIEW = 'inbox/inbox.response.schema.json';

/** The admin side of the inboxes: list, read, set how one answers, forget one. */
export const INBOX_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/inbox',
    operationId: 'getAdminInbox',
    tag: 'Webhooks (admin)',
    summary: 'List the webhook inboxes',
    auth: 'admin',
    responses: {
      200: {
        schema: 'inbox/inbox-list.response.schema.json',
        description: 'The inboxes that received something or were configured',
      },
    },
    handle({ deps }) {
      return ok({ inboxes: deps.inboxes.list() });
    },
  },
  {
    method: 'get',
    path: '/__admin/inbox/:name',
    operationId: 'getAdminInboxName',
    tag: 'Webhooks (admin)',
    summary: 'What an inbox received, newest first',
    description: 'An inbox nothing was sent to yet is empty, not missing.',
    auth: 'admin',
    query: [{ name: 'limit', schema: { type: 'integer', minimum: 1 }, description: 'At most this many (default 100)' }],
    responses: {
      200: { schema: INBOX_VIEW, description: 'The inbox and its requests' },
      400: { description: 'A bad name or limit' },
    },
    handle({ deps, req }) {
      const name = inboxName(req.params.name);
      const raw = single(req.query, 'limit');
      const limit = raw === null ? MAX_CAPTURES_PER_INBOX : parseId(raw, 'VALIDATION_ERROR');
      return ok({ inbox: deps.inboxes.view(name), requests: deps.inboxes.captures(name, limit) });
    },
  },
  route({
    method: 'put',
    path: '/__admin/inbox/:name/mode',
    operationId: 'putAdminInboxNameMode',
    tag: 'Webhooks (admin)',
    summary: 'Set how an inbox answers: accept, fail (500 by default) or hang',
    description:
      'To test the outbox’s retries: fail makes every attempt fail until set back (or for the next `times` requests), hang never answers, so the sandbox’s attempt times out (SANDBOX_WEBHOOK_TIMEOUT_MS).',
    auth: 'admin',
    request: { schema: 'inbox/mode.request.schema.json', required: true },
    responses: {
      200: { schema: INBOX_VIEW, description: 'The inbox as it answers now' },
      400: { description: 'A bad name or body' },
    },
    writes: false,
    handle({ deps, req, body }) {
      const name = inboxName(req.params.name);
      const input = body;
      const inbox = deps.inboxes.configure(name, input);
      return ok({ inbox, requests: deps.inboxes.captures(name) });
    },
  }),
  {
    method: 'delete',
    path: '/__admin/inbox/:name',
    operationId: 'deleteAdminInboxName',
    tag: 'Webhooks (admin)',
    summary: 'Forget an inbox: its requests and its mode',
    auth: 'admin',
    responses: {
      200: { schema: 'admin/ok.response.schema.json', description: 'Forgotten' },
      400: { description: 'A bad name' },
    },
    writes: false,
    handle({ deps, req }) {
      deps.inboxes.forget(inboxName(req.params.name));
      return ok({ ok: true });
    },
  },
];
