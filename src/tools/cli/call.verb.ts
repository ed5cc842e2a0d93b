import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import type { CallParams } from '../client/call.js';
import { adminVerb } from './command.js';
import { UsageError } from './usage-error.js';
import { said, t } from './messages/say.js';
import { EXIT } from './verb.js';

/** `id=5&name=x` → { id: '5', name: 'x' } (URLSearchParams' form, so values may be encoded). */
function pairs(text: unknown): Record<string, string> | undefined {
  return typeof text === 'string' ? Object.fromEntries(new URLSearchParams(text)) : undefined;
}

function bodyOf(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(t('call.badBody', (error as Error).message));
  }
}

/**
 * Any operation of the route table by its operationId, with no verb of its own needed: the
 * generated operations module (src/generated/operations.ts) says its method and path, so a new
 * route row is a command here as soon as `npm run gen:types` has run. Inside --tenant it
 * reaches that tenant's sandbox, like every verb.
 */
export const callVerb = adminVerb({
  name: 'call',
  summary: said('call.summary'),
  commands: [
    {
      name: '',
      args: ['<operationId>'],
      options: {
        path: { type: 'string', value: 'NAME=VALUE&…', description: said('call.path') },
        query: { type: 'string', value: 'NAME=VALUE&…', description: said('call.query') },
        body: { type: 'string', value: 'JSON', description: said('call.body') },
      },
      summary: said('call.command.summary'),
      details: [said('call.details', Object.keys(OPERATIONS).join(', '))],
      async run({ admin, args, options, io }) {
        const id = args[0];
        if (!Object.hasOwn(OPERATIONS, id)) throw new UsageError(t('call.noOperation', id));
        const params = { path: pairs(options.path), query: pairs(options.query) } as CallParams<OperationId>;
        const answer = await admin.call(id as OperationId, params, bodyOf(options.body) as never);
        io.stdout(`${JSON.stringify(answer, null, 2)}\n`);
        return EXIT.ok;
      },
    },
  ],
});
