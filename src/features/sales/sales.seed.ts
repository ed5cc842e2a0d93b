import type { Faker } from '@faker-js/faker';
import type { SeedContext, Seeder } from '../fixtures/seeder.js';
import type { CardOutcome, PaymentMethod, SaleCreateInput, SaleStatus } from '../../generated/schema-types.js';
import { fixtureAddress } from '../fixtures/addresses.js';
import { completeCpf } from '../../core/lib/documents.js';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../../core/lib/clock.js';
import type { PaymentMethodDomain } from './methods/method.js';
import { decidedAtCreation, METHOD_DOMAINS, methodOf } from './methods/registry.js';
import { createSale, transitionSale } from './sales.service.js';

/**
 * The moves after creation that end in each fixture status. For a card the first move is
 * its outcome at creation (a card sale is never left PENDENTE).
 */
const PATHS: Record<SaleStatus, SaleStatus[]> = {
  PENDENTE: [],
  PAGO: ['PAGO'],
  CANCELADO: ['CANCELADO'],
  RECUSADO: ['RECUSADO'],
  FALHA: ['FALHA'],
  EM_PROCESSAMENTO: ['EM_PROCESSAMENTO'],
  ESTORNADO: ['PAGO', 'ESTORNADO'],
  CHARGEBACK: ['PAGO', 'CHARGEBACK'],
  MED: ['PAGO', 'MED'],
};

/** Extra histories: a dispute lost and one won, so both MED exits are in the data. */
const EXTRA_PATHS: SaleStatus[][] = [
  ['PAGO', 'MED', 'ESTORNADO'],
  ['PAGO', 'MED', 'PAGO'],
  ['PAGO'],
  ['PAGO'],
  ['PAGO'],
];

/**
 * The fixture accounts that have sales, each with every method its permissions allow (bravo has
 * boleto disabled). Add an account at the end: ids are kept by position (FIRST_LAYOUT).
 */
const SALE_ACCOUNTS: readonly string[] = ['acme', 'bravo'];

/**
 * The first fixture data: the sales of the first two accounts with the methods of seats 0–4, in
 * one shuffled timeline per account, took the ids 1–120 in creation order (README and the
 * examples quote some of them). That layout is kept as it was; any other (account, method) pair,
 * a method or an account added since, gets a faker stream of its own and ids from a block of its
 * own (blockStart), so adding one moves no sale id, and nothing drawn for the others.
 */
const FIRST_LAYOUT = { accounts: 2, seats: 5 } as const;

/** Ids per (account, seat) block; the first id of a block is far past any sequence a sandbox reaches. */
const BLOCK = 1_000;
const blockStart = (sellerId: number, seat: number) => (sellerId * 100 + seat) * BLOCK;

function input(faker: Faker, method: PaymentMethod, expiresInDays: number): SaleCreateInput {
  const physical = faker.datatype.boolean({ probability: 0.3 });
  const items = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, index) => ({
    title: faker.commerce.productName(),
    unitPrice: faker.number.int({ min: 19, max: 600 }) * 100 + faker.helpers.arrayElement([0, 90, 99]),
    quantity: faker.number.int({ min: 1, max: 3 }),
    tangible: physical && index === 0,
  }));
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const body: SaleCreateInput = {
    amount: items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
    paymentMethod: method,
    customer: {
      name: `${first} ${last}`,
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      document: { type: 'cpf', number: completeCpf(faker.string.numeric(9)) },
      phone: `${faker.helpers.arrayElement(['11', '21', '31', '41', '51', '61', '71', '81'])}9${faker.string.numeric(8)}`,
    },
    items: items as SaleCreateInput['items'],
  };
  if (physical) {
    body.shipping = { ...fixtureAddress(faker, 3000), country: 'BR' };
  }
  methodOf(method).fixtures?.request?.(faker, body, expiresInDays);
  if (faker.datatype.boolean({ probability: 0.4 })) {
    body.utmSource = faker.helpers.arrayElement(['google', 'instagram', 'facebook', 'newsletter']);
    body.utmMedium = faker.helpers.arrayElement(['cpc', 'social', 'email']);
    body.utmCampaign = faker.helpers.arrayElement(['black-friday', 'lancamento', 'remarketing']);
  }
  if (faker.datatype.boolean({ probability: 0.5 }))
    body.metadata = {
      orderId: `PED-${faker.string.numeric(6)}`,
      channel: faker.helpers.arrayElement(['site', 'app', 'whatsapp']),
    };
  return body;
}

type History = { method: PaymentMethod; path: SaleStatus[] };

/** Every fixture history of one method: each status it can end in, then the extra ones. */
function historiesOf(method: PaymentMethod): History[] {
  const statuses = (Object.keys(PATHS) as SaleStatus[]).filter(
    (status) => !decidedAtCreation(method) || (status !== 'PENDENTE' && status !== 'CANCELADO'),
  );
  return [
    ...statuses.map((status) => ({ method, path: PATHS[status] })),
    ...EXTRA_PATHS.map((path) => ({ method, path })),
  ];
}

/**
 * One timeline: the histories shuffled over the 100 days before the anchor, pending sales last, each made through the
 * services.
 */
function playTimeline(context: SeedContext, faker: Faker, sellerId: number, histories: History[]): void {
  const { deps, anchorMs, setTime } = context;
  const ordered = [
    ...faker.helpers.shuffle(histories.filter((h) => h.path.length > 0)),
    ...histories.filter((h) => h.path.length === 0),
  ];
  ordered.forEach(({ method, path }, index) => {
    const daysBefore = path.length === 0 ? 2 : 100 - Math.floor((index * 88) / ordered.length);
    let at =
      anchorMs -
      daysBefore * MS_PER_DAY +
      faker.number.int({ min: 8, max: 20 }) * MS_PER_HOUR +
      faker.number.int({ min: 0, max: 59 }) * MS_PER_MINUTE;
    if (at > anchorMs - MS_PER_HOUR) at = anchorMs - MS_PER_HOUR;
    setTime(at);
    const card = decidedAtCreation(method);
    const sale = createSale(
      deps,
      sellerId,
      input(faker, method, daysBefore + 3),
      card ? { cardOutcome: path[0] as CardOutcome } : {},
    );
    for (const next of card ? path.slice(1) : path) {
      at += faker.number.int({ min: 5, max: 4 * 24 * 60 }) * MS_PER_MINUTE;
      setTime(Math.min(at, anchorMs - MS_PER_MINUTE));
      transitionSale(deps, sale.id, next);
    }
  });
}

/** Plays a timeline with the sale (and item) ids of a block, then puts the sequences back where they were. */
function inBlock(deps: SeedContext['deps'], start: number, play: () => void): void {
  const sequences = deps.store.meta.sequences;
  const saved = { sales: sequences.sales ?? 0, saleItems: sequences.saleItems ?? 0 };
  // A fixture sale has at most 3 items: the block's item ids stay within (start, start + BLOCK) × 4.
  Object.assign(sequences, { sales: start, saleItems: start * 4 });
  play();
  Object.assign(sequences, saved);
}

/**
 * Sales of the fixture sellers, in every status and with every method each one may use (its
 * module's `fixtures`), made through createSale and transitionSale at instants over the 100 days
 * before the anchor. PENDENTE PIX sales expire at least 2 days after the anchor, so nothing falls
 * due once the sandbox clock starts. The proceeds are paid out before the anchor (one
 * ADJUSTMENT per seller), so the balances stay the ones fixtures/sellers.json documents.
 */
export const seedSales: Seeder = salesSeeder(SALE_ACCOUNTS, METHOD_DOMAINS);

/**
 * The sales seeder over some accounts and methods: the fixtures' is seedSales; a test adds an account or a method's
 * fixtures to see that no id moves.
 */
export function salesSeeder(saleAccounts: readonly string[], plugins: typeof METHOD_DOMAINS): Seeder {
  const seatOf = (method: PaymentMethod) => plugins[method].seat;
  return (context) => {
    const { deps, faker, accounts, anchorMs, setTime } = context;
    saleAccounts.forEach((handle, position) => {
      const sellerId = accounts.find((candidate) => candidate.handle === handle)?.sellerId;
      if (sellerId === undefined || sellerId === null) return;
      const permissions = deps.store.collections.sellers.get(sellerId)!.permissions;
      const mayUse = ({ permission }: PaymentMethodDomain) => permission === null || permissions[permission];
      const methods = (Object.keys(plugins) as PaymentMethod[])
        .filter((method) => plugins[method].fixtures && mayUse(plugins[method]))
        .sort((a, b) => seatOf(a) - seatOf(b));
      const firstLayout = (method: PaymentMethod) =>
        position < FIRST_LAYOUT.accounts && seatOf(method) < FIRST_LAYOUT.seats;
      const balanceBefore = deps.ledger.available(sellerId);
      playTimeline(context, faker, sellerId, methods.filter(firstLayout).flatMap(historiesOf));
      for (const method of methods.filter((candidate) => !firstLayout(candidate))) {
        const stream = context.stream(`sales:${handle}:${seatOf(method)}`);
        inBlock(deps, blockStart(sellerId, seatOf(method)), () =>
          playTimeline(context, stream, sellerId, historiesOf(method)),
        );
      }
      setTime(anchorMs - 30 * MS_PER_MINUTE);
      const payout = balanceBefore - deps.ledger.available(sellerId);
      if (payout !== 0)
        deps.ledger.post({
          sellerId,
          kind: 'ADJUSTMENT',
          amountCents: payout,
          note: 'fixtures: sales proceeds transferred out before the anchor',
        });
    });
  };
}
