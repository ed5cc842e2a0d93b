import type { Faker } from '@faker-js/faker';
import type { Seeder } from '../fixtures/seeders.js';
import type { CardOutcome, PaymentMethod, SaleCreateInput, SaleStatus } from '../generated/schema-types.js';
import { completeCpf } from '../lib/documents.js';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../lib/clock.js';
import { decidedAtCreation, methodOf } from './methods/registry.js';
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
const EXTRA_PATHS: SaleStatus[][] = [['PAGO', 'MED', 'ESTORNADO'], ['PAGO', 'MED', 'PAGO'], ['PAGO'], ['PAGO'], ['PAGO']];


const PLANS: { handle: string; methods: PaymentMethod[] }[] = [
  { handle: 'acme', methods: ['PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'BOLETO', 'TRANSFER'] },
  // bravo has boleto disabled.
  { handle: 'bravo', methods: ['PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'TRANSFER'] },
];

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
    body.shipping = {
      street: faker.location.street(),
      streetNumber: String(faker.number.int({ min: 1, max: 3000 })),
      zipCode: faker.string.numeric(8),
      neighborhood: faker.location.county(),
      city: faker.location.city(),
      state: faker.helpers.arrayElement(['SP', 'RJ', 'MG', 'PR', 'RS', 'BA']),
      country: 'BR',
    };
  }
  methodOf(method).seedRequest?.(faker, body, expiresInDays);
  if (faker.datatype.boolean({ probability: 0.4 })) {
    body.utmSource = faker.helpers.arrayElement(['google', 'instagram', 'facebook', 'newsletter']);
    body.utmMedium = faker.helpers.arrayElement(['cpc', 'social', 'email']);
    body.utmCampaign = faker.helpers.arrayElement(['black-friday', 'lancamento', 'remarketing']);
  }
  if (faker.datatype.boolean({ probability: 0.5 })) body.metadata = { orderId: `PED-${faker.string.numeric(6)}`, channel: faker.helpers.arrayElement(['site', 'app', 'whatsapp']) };
  return body;
}

/**
 * Sales of the fixture sellers, in every status and with every method each one has
 * enabled, made through createSale and transitionSale at instants over the 100 days before
 * the anchor. PENDENTE PIX sales expire at least 2 days after the anchor, so nothing falls
 * due once the sandbox clock starts. The proceeds are paid out before the anchor (one
 * ADJUSTMENT per seller), so the balances stay the ones fixtures/sellers.json documents.
 */
export const seedSales: Seeder = ({ deps, faker, accounts, anchorMs, setTime }) => {
  for (const plan of PLANS) {
    const account = accounts.find((candidate) => candidate.handle === plan.handle);
    if (!account || account.sellerId === null) continue;
    const sellerId = account.sellerId;
    const balanceBefore = deps.ledger.available(sellerId);
    const histories: { method: PaymentMethod; path: SaleStatus[] }[] = [];
    for (const method of plan.methods) {
      const statuses = (Object.keys(PATHS) as SaleStatus[]).filter((status) => !decidedAtCreation(method) || (status !== 'PENDENTE' && status !== 'CANCELADO'));
      for (const status of statuses) histories.push({ method, path: PATHS[status] });
      for (const path of EXTRA_PATHS) histories.push({ method, path });
    }
    // Pending sales last, nearest the anchor; the others in a shuffled order over the window.
    const ordered = [...faker.helpers.shuffle(histories.filter((h) => h.path.length > 0)), ...histories.filter((h) => h.path.length === 0)];
    ordered.forEach(({ method, path }, index) => {
      const daysBefore = path.length === 0 ? 2 : 100 - Math.floor((index * 88) / ordered.length);
      let at = anchorMs - daysBefore * MS_PER_DAY + faker.number.int({ min: 8, max: 20 }) * MS_PER_HOUR + faker.number.int({ min: 0, max: 59 }) * MS_PER_MINUTE;
      if (at > anchorMs - MS_PER_HOUR) at = anchorMs - MS_PER_HOUR;
      setTime(at);
      const card = decidedAtCreation(method);
      const sale = createSale(deps, sellerId, input(faker, method, daysBefore + 3), card ? { cardOutcome: path[0] as CardOutcome } : {});
      for (const next of card ? path.slice(1) : path) {
        at += faker.number.int({ min: 5, max: 4 * 24 * 60 }) * MS_PER_MINUTE;
        setTime(Math.min(at, anchorMs - MS_PER_MINUTE));
        transitionSale(deps, sale.id, next);
      }
    });
    setTime(anchorMs - 30 * MS_PER_MINUTE);
    const payout = balanceBefore - deps.ledger.available(sellerId);
    if (payout !== 0) deps.ledger.post({ sellerId, kind: 'ADJUSTMENT', amountCents: payout, note: 'fixtures: sales proceeds transferred out before the anchor' });
  }
};
