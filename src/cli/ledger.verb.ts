import { SandboxRefusal } from '../client/admin-client.js';
import { adminVerb, idArg, limitOf, limitOption } from './command.js';
import { brl, table, when } from './output.js';
import { EXIT } from './verb.js';

/**
 * ledger and search read routes another part of issue 23 adds to the server (GET
 * /__admin/sellers/{id}/ledger, GET /__admin/search). Their fields are read by name, each
 * optional, so an answer with more (or fewer) fields still prints; a sandbox without the
 * route says so in one line.
 */
type Row = Record<string, unknown>;

const listIn = (body: Row, names: string[]): Row[] => {
  for (const name of names) if (Array.isArray(body[name])) return body[name] as Row[];
  return [];
};

const cents = (row: Row, ...names: string[]) => {
  for (const name of names) {
    const value = row[name];
    if (typeof value === 'number') return brl(value);
  }
  return null;
};

const refOf = (row: Row) => {
  const ref = row.ref ?? row.resource ?? null;
  if (typeof ref !== 'object' || ref === null || !('type' in ref) || typeof ref.type !== 'string') return null;
  return `${ref.type} ${'id' in ref && typeof ref.id === 'number' ? ref.id : '?'}`;
};

/** A route the sandbox does not serve yet: a line naming it, exit 1. */
async function orMissing(verb: string, what: string, call: () => Promise<Row>): Promise<Row> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SandboxRefusal && error.status === 404 && error.code === 'ROUTE_NOT_FOUND') {
      throw new SandboxRefusal(
        404,
        {
          error: 'ROUTE_NOT_FOUND',
          message: `this sandbox has no ${what} (a version before issue 23's ledger and search)`,
        },
        verb,
      );
    }
    throw error;
  }
}

export const ledgerVerb = adminVerb({
  name: 'ledger',
  summary: 'A seller’s extrato: every credit and debit of its balance, with the balance after each',
  commands: [
    {
      name: '',
      args: ['<seller>'],
      options: { ...limitOption, page: { type: 'string', value: 'N', description: 'The page, from 1' } },
      summary: 'The ledger entries: kind, amount, resulting balance, the sale or cashout, the sandbox instant',
      async run({ admin, args, options, print }) {
        const sellerId = idArg(args[0], 'the seller id');
        const body = await orMissing('ledger', 'ledger route (GET /__admin/sellers/{id}/ledger)', () =>
          admin.ledger(sellerId, {
            limit: limitOf(options.limit),
            ...(options.page === undefined ? {} : { page: idArg(String(options.page), '--page') }),
          }),
        );
        const entries = listIn(body, ['entries', 'ledger', 'items']);
        print(
          body,
          () =>
            table<Row>(entries, [
              ['AT', (entry) => when((entry.at ?? entry.createdAt) as string | undefined)],
              ['KIND', (entry) => entry.kind],
              ['AMOUNT', (entry) => cents(entry, 'amountCents', 'amount')],
              ['BALANCE', (entry) => cents(entry, 'balanceAfterCents', 'balanceCents', 'balanceAfter', 'balance')],
              ['FOR', refOf],
              ['NOTE', (entry) => entry.note ?? entry.description],
            ]) +
            `${entries.length}${typeof body.total === 'number' ? ` of ${body.total}` : ''} entr${entries.length === 1 ? 'y' : 'ies'} of seller ${sellerId}\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});

export const searchVerb = adminVerb({
  name: 'search',
  summary:
    'Find sales, cashouts, subscriptions and sellers by id, e-mail, document, customer name, orderId, external id',
  commands: [
    {
      name: '',
      args: ['<text>'],
      options: limitOption,
      summary: 'Each hit: what it is, its id, a line about it and why it matched',
      async run({ admin, args, options, print }) {
        const body = await orMissing('search', 'search route (GET /__admin/search)', () =>
          admin.search(args[0], { limit: limitOf(options.limit) }),
        );
        const hits = listIn(body, ['hits', 'results', 'items']);
        print(
          body,
          () =>
            (hits.length
              ? table<Row>(hits, [
                  ['TYPE', (hit) => hit.type],
                  ['ID', (hit) => hit.id],
                  ['WHAT', (hit) => hit.label ?? hit.title],
                  ['MATCHED', (hit) => hit.matched ?? hit.why ?? hit.field],
                ])
              : '') +
            `${hits.length}${typeof body.total === 'number' ? ` of ${body.total}` : ''} hit(s) for "${args[0]}"\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});
