import { INBOX_MODE_VALUES } from '../../generated/schema-enums.js';
import type { CapturedRequest, InboxView } from '../../generated/schema-types.js';
import { adminVerb, idArg, limitOf, limitOption, oneOfArg } from './command.js';
import { fields, table, when } from './output.js';
import { said, t } from './messages/say.js';
import { EXIT } from './verb.js';

const behaviour = ({ behaviour: { mode, status, times } }: InboxView) =>
  `${mode}${mode === 'fail' ? ` ${status}` : ''}${times === null ? '' : ` (${t('inbox.more', times)})`}`;

export const inboxVerb = adminVerb({
  name: 'inbox',
  summary: said('inbox.summary'),
  commands: [
    {
      name: 'list',
      operations: ['getAdminInbox'],
      args: [],
      summary: said('inbox.list.summary'),
      async run({ admin, url, tenant, print }) {
        const list = await admin.inbox.list();
        print(list, () =>
          list.inboxes.length
            ? table<InboxView>(list.inboxes, [
                [t('head.name'), (inbox) => inbox.name],
                [t('inbox.head.received'), (inbox) => inbox.total],
                [t('inbox.head.last'), (inbox) => when(inbox.lastAt)],
                [t('inbox.head.answers'), behaviour],
                ['URL', (inbox) => `${url}${inbox.path}`],
              ])
            : tenant === null
              ? `${t('inbox.none', admin.template('postAdminInboxName').replace('{name}', '<name>'))}\n`
              : // A tenant's inbox URL carries its capability, which the sandbox derives: ask for it by name.
                `${t('inbox.noneTenant', tenant, admin.template('getAdminInbox'))}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminInboxName'],
      args: ['<name>'],
      options: { ...limitOption, body: { type: 'boolean', description: said('inbox.show.body') } },
      summary: said('inbox.show.summary'),
      async run({ admin, url, args, options, print }) {
        const contents = await admin.inbox.get(args[0], { limit: limitOf(options.limit) });
        print(
          contents,
          () =>
            fields([
              ['inbox', contents.inbox.name],
              // The whole URL to point a webhook at: a tenant's with its capability (only its token reads it).
              ['url', `${url}${contents.inbox.path}`],
              [t('inbox.received'), contents.inbox.total],
              [t('inbox.answers'), behaviour(contents.inbox)],
            ]) +
            table<CapturedRequest>(contents.requests, [
              ['ID', (request) => request.id],
              [t('inbox.head.at'), (request) => when(request.at)],
              [t('inbox.head.delivery'), (request) => request.deliveryId],
              [
                t('inbox.head.signature'),
                (request) =>
                  request.signature.header === null
                    ? t('inbox.signature.none')
                    : request.signature.valid === null
                      ? t('inbox.signature.notChecked')
                      : request.signature.valid
                        ? t('inbox.signature.valid')
                        : t('inbox.signature.invalid'),
              ],
              [t('inbox.head.answered'), (request) => request.answeredStatus ?? t('inbox.hung')],
              [
                t('inbox.head.body'),
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
        status: { type: 'string', value: 'HTTP', description: said('inbox.mode.status') },
        times: { type: 'string', value: 'N', description: said('inbox.mode.times') },
      },
      summary: said('inbox.mode.summary', INBOX_MODE_VALUES.join(', ')),
      async run({ admin, args, options, print }) {
        const mode = oneOfArg(args[1], INBOX_MODE_VALUES, t('arg.mode'));
        const contents = await admin.inbox.setMode(args[0], {
          mode,
          ...(options.status === undefined ? {} : { status: idArg(String(options.status), '--status') }),
          ...(options.times === undefined ? {} : { times: idArg(String(options.times), '--times') }),
        });
        print(contents, () => `${t('inbox.nowAnswers', contents.inbox.name, behaviour(contents.inbox))}\n`);
        return EXIT.ok;
      },
    },
    {
      name: 'forget',
      operations: ['deleteAdminInboxName'],
      args: ['<name>'],
      summary: said('inbox.forget.summary'),
      async run({ admin, args, print }) {
        const done = await admin.inbox.forget(args[0]);
        print(done, () => `${t('inbox.forgotten', args[0])}\n`);
        return EXIT.ok;
      },
    },
  ],
});
