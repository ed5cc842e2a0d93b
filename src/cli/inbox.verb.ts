import { INBOX_MODE_VALUES } from '../generated/schema-enums.js';
import type { CapturedRequest, InboxView } from '../generated/schema-types.js';
import { adminVerb, idArg, limitOf, limitOption, oneOfArg } from './command.js';
import { fields, table, when } from './output.js';
import { EXIT } from './verb.js';

const behaviour = ({ behaviour: { mode, status, times } }: InboxView) =>
  `${mode}${mode === 'fail' ? ` ${status}` : ''}${times === null ? '' : ` (${times} more)`}`;

export const inboxVerb = adminVerb({
  name: 'inbox',
  summary: 'Webhook inboxes (POST /__admin/inbox/NAME): what they received, and how they answer',
  commands: [
    {
      name: 'list',
      operations: ['getAdminInbox'],
      args: [],
      summary: 'The inboxes, how many requests each holds and how it answers',
      async run({ admin, url, tenant, print }) {
        const list = await admin.inbox.list();
        print(list, () =>
          list.inboxes.length
            ? table<InboxView>(list.inboxes, [
                ['NAME', (inbox) => inbox.name],
                ['RECEIVED', (inbox) => inbox.total],
                ['LAST', (inbox) => when(inbox.lastAt)],
                ['ANSWERS', behaviour],
                ['URL', (inbox) => `${url}${inbox.path}`],
              ])
            : tenant === null
              ? `no inbox yet: point a postbackUrl or webhook at ${admin.template('postAdminInboxName').replace('{name}', '<name>')}\n`
              : // A tenant's inbox URL carries its capability, which the sandbox derives: ask for it by name.
                `no inbox yet: inbox show <name> --tenant ${tenant} prints the URL of one (inside ${admin.template('getAdminInbox')}/) to point a postbackUrl or webhook at\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminInboxName'],
      args: ['<name>'],
      options: { ...limitOption, body: { type: 'boolean', description: 'Print each request’s body in full' } },
      summary: 'What an inbox received, newest first: the delivery, whether its signature is valid, the answer given',
      async run({ admin, url, args, options, print }) {
        const contents = await admin.inbox.get(args[0], { limit: limitOf(options.limit) });
        print(
          contents,
          () =>
            fields([
              ['inbox', contents.inbox.name],
              // The whole URL to point a webhook at: a tenant's with its capability (only its token reads it).
              ['url', `${url}${contents.inbox.path}`],
              ['received', contents.inbox.total],
              ['answers', behaviour(contents.inbox)],
            ]) +
            table<CapturedRequest>(contents.requests, [
              ['ID', (request) => request.id],
              ['AT', (request) => when(request.at)],
              ['DELIVERY', (request) => request.deliveryId],
              [
                'SIGNATURE',
                (request) =>
                  request.signature.header === null
                    ? 'none'
                    : request.signature.valid === null
                      ? 'not checked'
                      : request.signature.valid
                        ? 'valid'
                        : 'INVALID',
              ],
              ['ANSWERED', (request) => request.answeredStatus ?? 'hung'],
              [
                'BODY',
                (request) =>
                  options.body
                    ? request.body
                    : request.body.length > 60
                      ? `${request.body.slice(0, 57)}...`
                      : request.body,
              ],
            ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'mode',
      operations: ['putAdminInboxNameMode'],
      args: ['<name>', '<MODE>'],
      options: {
        status: { type: 'string', value: 'HTTP', description: 'With fail: the status it answers (default 500)' },
        times: { type: 'string', value: 'N', description: 'Only the next N requests, then accept again' },
      },
      summary: `Set how an inbox answers: ${INBOX_MODE_VALUES.join(', ')} (accept: 200; fail: 500 or --status; hang: never, so the sender times out)`,
      async run({ admin, args, options, print }) {
        const mode = oneOfArg(args[1], INBOX_MODE_VALUES, 'the mode');
        const contents = await admin.inbox.setMode(args[0], {
          mode,
          ...(options.status === undefined ? {} : { status: idArg(String(options.status), '--status') }),
          ...(options.times === undefined ? {} : { times: idArg(String(options.times), '--times') }),
        });
        print(contents, () => `inbox ${contents.inbox.name} now answers ${behaviour(contents.inbox)}\n`);
        return EXIT.ok;
      },
    },
    {
      name: 'forget',
      operations: ['deleteAdminInboxName'],
      args: ['<name>'],
      summary: 'Forget an inbox: its requests and its mode',
      async run({ admin, args, print }) {
        const done = await admin.inbox.forget(args[0]);
        print(done, () => `inbox ${args[0]} forgotten\n`);
        return EXIT.ok;
      },
    },
  ],
});
