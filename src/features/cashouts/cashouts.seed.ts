import type { Faker } from '@faker-js/faker';
import type { CashoutChannel, CashoutStatus, PixKeyType } from '../../generated/schema-types.js';
import type { Seeder } from '../fixtures/seeder.js';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../../core/lib/clock.js';
import { completeCnpj, completeCpf } from '../../core/lib/documents.js';
import { RETURNS_AMOUNT } from './cashouts.machine.js';
import { createCashout, transitionCashout } from './cashouts.service.js';

/** The moves each fixture cashout goes through after creation, ending in its final status. */
const HISTORIES: Record<CashoutStatus, CashoutStatus[]> = {
  PENDING: [],
  PROCESSING: ['PROCESSING'],
  COMPLETED: ['PROCESSING', 'COMPLETED'],
  REJECTED: ['PROCESSING', 'REJECTED'],
  CANCELLED: ['CANCELLED'],
};

function pixKey(faker: Faker, type: PixKeyType): string {
  switch (type) {
    case 'CPF':
      return completeCpf(faker.string.numeric(9));
    case 'CNPJ':
      return completeCnpj(`${faker.string.numeric(8)}0001`);
    case 'EMAIL':
      return faker.internet.email().toLowerCase();
    case 'PHONE':
      return `+55${faker.helpers.arrayElement(['11', '21', '31', '41', '51', '61', '71', '81'])}9${faker.string.numeric(8)}`;
    case 'RANDOM':
      return faker.string.uuid();
  }
}

/**
 * Which fixture sellers get cashout history: acme through the API, in every status; nocash (API cashouts off) from the
 * dashboard.
 */
const PLANS: { handle: string; channel: CashoutChannel; statuses: CashoutStatus[] }[] = [
  {
    handle: 'acme',
    channel: 'api',
    statuses: [
      'COMPLETED',
      'COMPLETED',
      'REJECTED',
      'COMPLETED',
      'CANCELLED',
      'COMPLETED',
      'CANCELLED',
      'PROCESSING',
      'PENDING',
      'PENDING',
    ],
  },
  { handle: 'nocash', channel: 'dashboard', statuses: ['COMPLETED', 'COMPLETED'] },
];

/**
 * Cashout history of the fixture sellers, made through the cashout service at instants
 * spread over the 90 days before the anchor. None is left with an automatic step ahead,
 * so nothing falls due once the sandbox clock starts. The money the history moves out is
 * credited first (one ADJUSTMENT per seller, before the first cashout), so the balances at
 * the anchor stay the ones fixtures/sellers.json documents.
 */
export const seedCashouts: Seeder = ({ deps, faker, accounts, anchorMs, setTime }) => {
  for (const plan of PLANS) {
    const account = accounts.find((candidate) => candidate.handle === plan.handle);
    if (!account || account.sellerId === null) continue;
    const sellerId = account.sellerId;
    const cashouts = plan.statuses.map((status, index) => {
      const daysBefore = 90 - Math.floor((index * 85) / plan.statuses.length);
      const at =
        anchorMs -
        daysBefore * MS_PER_DAY +
        faker.number.int({ min: 9, max: 18 }) * MS_PER_HOUR +
        faker.number.int({ min: 0, max: 59 }) * MS_PER_MINUTE;
      const pixKeyType = faker.helpers.arrayElement<PixKeyType>(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM']);
      return {
        status,
        at,
        amountCents: faker.number.int({ min: 10_000, max: 150_000 }),
        pixKey: pixKey(faker, pixKeyType),
        pixKeyType,
      };
    });
    const paidOut = cashouts
      .filter(({ status }) => !RETURNS_AMOUNT.has(status))
      .reduce((sum, { amountCents }) => sum + amountCents, 0);
    setTime(cashouts[0].at - MS_PER_HOUR);
    deps.ledger.post({
      sellerId,
      kind: 'ADJUSTMENT',
      amountCents: paidOut,
      note: 'fixtures: the balance the cashout history paid out',
    });

    for (const { status, at: createdAt, amountCents, pixKey: key, pixKeyType } of cashouts) {
      let at = createdAt;
      setTime(at);
      const cashout = createCashout(
        deps,
        sellerId,
        { amountCents, pixKey: key, pixKeyType, postbackUrl: null },
        plan.channel,
      );
      for (const next of HISTORIES[status]) {
        at += faker.number.int({ min: 2, max: 90 }) * MS_PER_MINUTE;
        setTime(at);
        const externalId =
          next === 'PROCESSING'
            ? `E00000000${new Date(at).toISOString().slice(0, 16).replace(/\D/g, '')}${faker.string.alphanumeric({ length: 11, casing: 'upper' })}`
            : undefined;
        transitionCashout(deps, cashout.id, next, { externalId });
      }
    }
  }
};
