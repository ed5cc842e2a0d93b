import { SandboxRefusal } from '../client/admin-client.js';
import { adminVerb, idArg, limitOf, limitOption, type CommandContext } from './command.js';
import { brl, table, when } from './output.js';
import { EXIT } from './verb.js';

/**
 * ledger and search read routes another part of issue 23 adds to the server (GET
 * /__admin/sellers/{id}/ledger, GET /__admin/search). Their fields are read by name, each
 * optional, so an answer with more (or fewer) fields still prints; a sandbox without the
 * route says so in one line.
 */
type Row = Record<string, unknown>;
/** The verb reads the answer field by field, as the older servers' shapes too. */
const asRow = (answer: object): Row => ({ ...answer });

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

type Parts = { grossCents: number | null; feeCents: number; reserveCents: number; holdCents: number; netCents: number };
const partsOf = (entry: Row): Parts | null =>
  typeof entry.parts === 'object' && entry.parts !== null ? (entry.parts as Parts) : null;
const signed = (cents: number | null | undefined) =>
  typeof cents === 'number' && cents > 0 ? `+${brl(cents)}` : brl(cents);

/** The extrato as a spreadsheet export: the route's own CSV text, printed as it came. */
async function printCsv(context: CommandContext, sellerId: number): Promise<number> {
  const response = await context.admin.send('getAdminSellersIdLedger', { path: { id: sellerId } }, undefined, {
    accept: 'text/csv',
  });
  const text = await response.text();
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = { error: `HTTP_${response.status}`, message: text.slice(0, 200) };
    }
    throw new SandboxRefusal(response.status, body, `seller ${sellerId} ledger`);
  }
  context.io.stdout(text);
  return EXIT.ok;
}

export const ledgerVerb = adminVerb({
  name: 'ledger',
  summary: 'A seller’s extrato: every credit and debit, with gross, fee, reserve and net, and the balance after each',
  commands: [
    {
      name: '',
      operations: ['getAdminSellersIdLedger'],
      args: ['<seller>'],
      options: {
        ...limitOption,
        page: { type: 'string', value: 'N', description: 'The page, from 1' },
        csv: {
          type: 'boolean',
          description: 'The whole extrato as CSV (; between fields, reais with a comma, Brasília time)',
        },
      },
      summary:
        'The ledger entries: the sandbox instant, kind, gross, fee, reserve or hold, net, the balance after, the sale or cashout',
      details: [
        'The net column adds up to the whole balance: available plus reserved (card reserves and MED holds).',
        'gateway-sandbox ledger 1000 --csv > extrato.csv  writes a file a spreadsheet opens.',
      ],
      async run(context) {
        const { admin, args, options, print } = context;
        const sellerId = idArg(args[0], 'the seller id');
        if (options.csv === true) return printCsv(context, sellerId);
        const body = await orMissing('ledger', 'ledger route (GET /__admin/sellers/{id}/ledger)', () =>
          admin
            .ledger(sellerId, {
              limit: limitOf(options.limit),
              ...(options.page === undefined ? {} : { page: idArg(String(options.page), '--page') }),
            })
            .then(asRow),
        );
        const entries = listIn(body, ['entries', 'ledger', 'items']);
        const pagination = body.pagination as { total?: number; page?: number; totalPages?: number } | undefined;
        const total = pagination?.total ?? (typeof body.total === 'number' ? body.total : entries.length);
        const page = pagination?.page ?? 1;
        const totalPages = pagination?.totalPages ?? 1;
        print(body, () => {
          const balance = [
            `available ${brl(body.balanceCents as number | undefined)}`,
            typeof body.reservedCents === 'number'
              ? `reserved ${brl(body.reservedCents)} (card reserves ${brl(body.reserveCents as number)}, MED holds ${brl(body.holdCents as number)})`
              : null,
            typeof body.totalCents === 'number' ? `total ${brl(body.totalCents)}` : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            table<Row>(entries, [
              ['AT', (entry) => when((entry.at ?? entry.createdAt) as string | undefined)],
              ['KIND', (entry) => entry.kind],
              ['GROSS', (entry) => signed(partsOf(entry)?.grossCents)],
              ['FEE', (entry) => signed(partsOf(entry)?.feeCents)],
              [
                'RESERVED',
                (entry) => {
                  const parts = partsOf(entry);
                  return parts ? signed(parts.reserveCents + parts.holdCents) : null;
                },
              ],
              ['NET', (entry) => signed(partsOf(entry)?.netCents ?? (entry.amountCents as number | undefined))],
              [
                'AVAILABLE AFTER',
                (entry) => cents(entry, 'balanceAfterCents', 'balanceCents', 'balanceAfter', 'balance'),
              ],
              ['FOR', refOf],
              ['NOTE', (entry) => entry.note ?? entry.description],
            ]) +
            `${entries.length} of ${total} entr${total === 1 ? 'y' : 'ies'} of seller ${sellerId}` +
            (totalPages > 1 ? ` (page ${page} of ${totalPages}: --page N for more)` : '') +
            `\n${balance}\n`
          );
        });
        return EXIT.ok;
      },
    },
  ],
});

/** How a hit matched, as words: `metadata.orderId QA-PIX-PAGO-1 (start)`, one per field, `; ` between. */
const MATCH_WORDS: Record<string, string> = { id: 'id', exact: 'whole value', prefix: 'start' };
function matchedText(matched: unknown): string | null {
  if (!Array.isArray(matched)) return null;
  return (matched as { field?: string; value?: string; how?: string }[])
    .map((match) =>
      match.how === 'id'
        ? `id ${match.value}`
        : `${match.field} ${match.value} (${MATCH_WORDS[match.how ?? ''] ?? match.how})`,
    )
    .join('; ');
}

export const searchVerb = adminVerb({
  name: 'search',
  summary:
    'Find sales, cashouts, subscriptions and sellers by id, e-mail, document, customer name, orderId, external id',
  commands: [
    {
      name: '',
      operations: ['getAdminSearch'],
      args: ['<text>'],
      options: limitOption,
      summary: 'Each hit: what it is, its id, a line about it and why it matched',
      async run({ admin, args, options, print }) {
        const body = await orMissing('search', 'search route (GET /__admin/search)', () =>
          admin.search(args[0], { limit: limitOf(options.limit) }).then(asRow),
        );
        const hits = listIn(body, ['hits', 'results', 'items']);
        print(
          body,
          () =>
            (hits.length
              ? table<Row>(hits, [
                  ['TYPE', (hit) => hit.type],
                  ['ID', (hit) => hit.id],
                  ['CREATED', (hit) => (typeof hit.createdAt === 'string' ? when(hit.createdAt) : null)],
                  ['WHAT', (hit) => hit.label ?? hit.title],
                  ['MATCHED', (hit) => matchedText(hit.matched) ?? hit.why ?? hit.field],
                ])
              : '') +
            `${hits.length}${typeof body.total === 'number' ? ` of ${body.total}` : ''} hit(s) for "${args[0]}"\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});
