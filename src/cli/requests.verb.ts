import type { RequestRecord } from '../generated/schema-types.js';
import { adminVerb, idArg, limitOf, limitOption, sellerFilter } from './command.js';
import { fields, table, when } from './output.js';
import { EXIT } from './verb.js';

export const requestsVerb = adminVerb({
  name: 'requests',
  summary: 'The request journal: what clients sent and what the sandbox answered',
  commands: [
    {
      name: 'list',
      operations: ['getAdminRequests'],
      args: [],
      options: {
        seller: { type: 'string', value: 'ID', description: 'Only this seller’s' },
        path: { type: 'string', value: 'TEXT', description: 'Only paths containing this' },
        status: { type: 'string', value: 'HTTP', description: 'Only this status (or 4xx, 5xx)' },
        admin: { type: 'boolean', description: 'Include the admin API’s requests (the CLI’s and the console’s own)' },
        ...limitOption,
      },
      summary: 'Recent requests, newest first (the public API’s; --admin adds the admin API’s)',
      async run({ admin, options, print }) {
        const list = await admin.requests.list({
          ...sellerFilter(options.seller),
          ...(typeof options.path === 'string' ? { path: options.path } : {}),
          ...(typeof options.status === 'string' ? { status: options.status } : {}),
          hideAdmin: options.admin !== true,
          limit: limitOf(options.limit),
        });
        print(
          list,
          () =>
            table<RequestRecord>(list.requests, [
              ['ID', (entry) => entry.id],
              ['TIME', (entry) => when(entry.time)],
              ['METHOD', (entry) => entry.method],
              ['PATH', (entry) => entry.path],
              ['STATUS', (entry) => entry.status],
              ['SELLER', (entry) => entry.sellerId],
              ['MS', (entry) => Math.round(entry.durationMs)],
            ]) + `${list.requests.length} request(s)\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminRequestsId'],
      args: ['<id>'],
      summary: 'One request: its headers (keys redacted) and both bodies',
      async run({ admin, args, print }) {
        const entry = await admin.requests.get(idArg(args[0], 'the request id'));
        print(entry, () =>
          fields([
            ['id', entry.id],
            ['time', when(entry.time)],
            ['request', `${entry.method} ${entry.path}${entry.query ? `?${entry.query}` : ''}`],
            ['answer', `${entry.status} in ${Math.round(entry.durationMs)} ms`],
            // A refusal's X-Sandbox-Reason, as the client heard it.
            ...(entry.reason ? [['reason', entry.reason] as [string, unknown]] : []),
            ['seller', entry.sellerId],
            ...Object.entries(entry.requestHeaders).map(([name, value]): [string, unknown] => [`  ${name}`, value]),
            ['request body', `${entry.requestBody ?? ''}${entry.requestBodyTruncated ? ' …(truncated)' : ''}`],
            ['response body', `${entry.responseBody ?? ''}${entry.responseBodyTruncated ? ' …(truncated)' : ''}`],
          ]),
        );
        return EXIT.ok;
      },
    },
  ],
});
