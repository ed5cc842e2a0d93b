import type { RequestRecord } from '../../generated/schema-types.js';
import { adminVerb, idArg, limitOf, limitOption, sellerFilter, sellerOption } from './command.js';
import { fields, sellerLabels, table, when } from './output.js';
import { said, t } from './messages/say.js';
import { EXIT } from './verb.js';

export const requestsVerb = adminVerb({
  name: 'requests',
  summary: said('requests.summary'),
  commands: [
    {
      name: 'list',
      operations: ['getAdminRequests'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: [],
      options: {
        ...sellerOption,
        path: { type: 'string', value: 'TEXT', description: said('requests.path') },
        status: { type: 'string', value: 'HTTP', description: said('requests.status') },
        admin: { type: 'boolean', description: said('requests.admin') },
        ...limitOption,
      },
      summary: said('requests.list.summary'),
      async run({ admin, options, print }) {
        const list = await admin.requests.list({
          ...sellerFilter(options.seller),
          ...(typeof options.path === 'string' ? { path: options.path } : {}),
          ...(typeof options.status === 'string' ? { status: options.status } : {}),
          hideAdmin: options.admin !== true,
          limit: limitOf(options.limit),
        });
        const seller = await sellerLabels(admin);
        print(
          list,
          () =>
            table<RequestRecord>(list.requests, [
              ['ID', (entry) => entry.id],
              [t('requests.head.time'), (entry) => when(entry.time)],
              [t('head.method'), (entry) => entry.method],
              [t('faults.head.path'), (entry) => entry.path],
              ['STATUS', (entry) => entry.status],
              [t('head.seller'), (entry) => seller(entry.sellerId)],
              ['MS', (entry) => Math.round(entry.durationMs)],
            ]) + `${t('requests.count', list.requests.length)}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminRequestsId'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: ['<id>'],
      summary: said('requests.show.summary'),
      async run({ admin, args, print }) {
        const entry = await admin.requests.get(idArg(args[0], t('arg.requestId')));
        const seller = await sellerLabels(admin);
        const truncated = (cut: boolean | undefined) => (cut ? ` …(${t('requests.truncated')})` : '');
        print(entry, () =>
          fields([
            ['id', entry.id],
            [t('requests.time'), when(entry.time)],
            [t('requests.request'), `${entry.method} ${entry.path}${entry.query ? `?${entry.query}` : ''}`],
            [t('requests.answer'), t('requests.answerIn', entry.status, Math.round(entry.durationMs))],
            // A refusal's X-Sandbox-Reason, as the client heard it.
            ...(entry.reason ? [[t('requests.reason'), entry.reason] as [string, unknown]] : []),
            [t('label.seller'), seller(entry.sellerId)],
            ...Object.entries(entry.requestHeaders).map(([name, value]): [string, unknown] => [`  ${name}`, value]),
            [t('requests.requestBody'), `${entry.requestBody ?? ''}${truncated(entry.requestBodyTruncated)}`],
            [t('requests.responseBody'), `${entry.responseBody ?? ''}${truncated(entry.responseBodyTruncated)}`],
          ]),
        );
        return EXIT.ok;
      },
    },
  ],
});
