import { SandboxRefusal } from '../client/admin-client.js';
import { adminVerb, idArg, limitOf, limitOption, type CommandContext } from './command.js';
import { said, t } from './messages/say.js';
import { brl, sellerLabels, table, when } from './output.js';
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
  return `${t('type.name', ref.type)} ${'id' in ref && typeof ref.id === 'number' ? ref.id : '?'}`;
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
          message: t('ledger.noRoute', what),
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
  summary: said('ledger.summary'),
  commands: [
    {
      name: '',
      operations: ['getAdminSellersIdLedger'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: ['<seller>'],
      options: {
        ...limitOption,
        page: { type: 'string', value: 'N', description: said('ledger.page') },
        csv: { type: 'boolean', description: said('ledger.csv') },
      },
      summary: said('ledger.command.summary'),
      details: [said('ledger.details')],
      async run(context) {
        const { admin, args, options, print } = context;
        const sellerId = idArg(args[0], t('arg.sellerId'));
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
        const seller = await sellerLabels(admin);
        print(body, () => {
          const balance = [
            t('ledger.available', brl(body.balanceCents as number | undefined)),
            typeof body.reservedCents === 'number'
              ? t(
                  'ledger.reserved',
                  brl(body.reservedCents),
                  brl(body.reserveCents as number),
                  brl(body.holdCents as number),
                )
              : null,
            typeof body.totalCents === 'number' ? t('ledger.total', brl(body.totalCents)) : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            table<Row>(entries, [
              [t('ledger.head.at'), (entry) => when((entry.at ?? entry.createdAt) as string | undefined)],
              [t('ledger.head.kind'), (entry) => entry.kind],
              [t('ledger.head.gross'), (entry) => signed(partsOf(entry)?.grossCents)],
              [t('ledger.head.fee'), (entry) => signed(partsOf(entry)?.feeCents)],
              [
                t('ledger.head.reserved'),
                (entry) => {
                  const parts = partsOf(entry);
                  return parts ? signed(parts.reserveCents + parts.holdCents) : null;
                },
              ],
              [
                t('ledger.head.net'),
                (entry) => signed(partsOf(entry)?.netCents ?? (entry.amountCents as number | undefined)),
              ],
              [
                t('ledger.head.availableAfter'),
                (entry) => cents(entry, 'balanceAfterCents', 'balanceCents', 'balanceAfter', 'balance'),
              ],
              [t('ledger.head.for'), refOf],
              [
                t('ledger.head.note'),
                (entry) => {
                  const note = entry.note ?? entry.description;
                  return typeof note === 'string' ? t('ledger.note', note) : note;
                },
              ],
            ]) +
            t('ledger.count', entries.length, total, seller(sellerId)) +
            (totalPages > 1 ? ` ${t('ledger.pages', page, totalPages)}` : '') +
            `\n${balance}\n`
          );
        });
        return EXIT.ok;
      },
    },
  ],
});

/** How a hit matched, as words: `metadata.orderId QA-PIX-PAGO-1 (start)`, one per field, `; ` between. */
const MATCH_WORDS = { exact: said('search.how.exact'), prefix: said('search.how.prefix') } as const;
function matchedText(matched: unknown): string | null {
  if (!Array.isArray(matched)) return null;
  return (matched as { field?: string; value?: string; how?: string }[])
    .map((match) => {
      if (match.how === 'id') return `id ${match.value}`;
      const how = Object.hasOwn(MATCH_WORDS, match.how ?? '')
        ? MATCH_WORDS[match.how as keyof typeof MATCH_WORDS]()
        : match.how;
      return `${match.field} ${match.value} (${how})`;
    })
    .join('; ');
}

/**
 * A hit's line without its leading "Venda 12 · " (the TYPE and ID columns say it): the rest is the record's own
 * (customer, amount, method, status), the same in any language.
 */
const what = (label: unknown) => (typeof label === 'string' ? label.replace(/^\S+ \d+ · /, '') : label);

export const searchVerb = adminVerb({
  name: 'search',
  summary: said('search.summary'),
  commands: [
    {
      name: '',
      operations: ['getAdminSearch'],
      args: ['<text>'],
      options: limitOption,
      summary: said('search.command.summary'),
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
                  [
                    t('search.head.type'),
                    (hit) => (typeof hit.type === 'string' ? t('type.name', hit.type) : hit.type),
                  ],
                  ['ID', (hit) => hit.id],
                  [t('head.created'), (hit) => (typeof hit.createdAt === 'string' ? when(hit.createdAt) : null)],
                  [t('search.head.what'), (hit) => what(hit.label ?? hit.title)],
                  [t('search.head.matched'), (hit) => matchedText(hit.matched) ?? hit.why ?? hit.field],
                ])
              : '') +
            `${t('search.count', hits.length, typeof body.total === 'number' ? body.total : null, args[0])}\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});
