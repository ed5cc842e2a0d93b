import type { PaymentMethod, SaleStatus, TestCard, TestEmailTag } from '../../src/generated/schema-types.js';
import { SALE_EMAIL_TAGS, TEST_CARDS } from '../../src/features/test-values/test-values.js';
import { DEEP } from '../helpers/runs.js';
import { startFlow, stopFlow, type ClockMode, type Flow } from './flow-helpers.js';
import { isPath, runSaleFlows, type SaleExpectation } from './sale-flow.js';

/**
 * One test per row of the e-mail tag and test card tables (README "Test values"), each with
 * the clock frozen and advanced, with it running (a row per length of plan unless deep: rowsFor), and frozen with
 * SANDBOX_AUTO_PAY: the flow
 * is driven from the public API, and every postback, delivery, history instant, ledger entry,
 * balance and revenue counter is checked (sale-flow.ts).
 */

/** Where a tag applies: the methods that wait, and a card left in analysis (README: "sales that wait"). */
const IN_ANALYSIS_CARD = '4000000000000259';
const WAITING: { method: PaymentMethod; card?: string; initial: SaleStatus }[] = [
  { method: 'PIX', initial: 'PENDENTE' },
  { method: 'BOLETO', initial: 'PENDENTE' },
  { method: 'TRANSFER', initial: 'PENDENTE' },
  { method: 'CREDIT_CARD', card: IN_ANALYSIS_CARD, initial: 'EM_PROCESSAMENTO' },
];

interface Mode {
  name: string;
  clock: ClockMode;
  autoPay: boolean;
}
const MODES: Mode[] = [
  { name: 'with the clock frozen and advanced', clock: 'frozen', autoPay: false },
  { name: 'with the clock running', clock: 'running', autoPay: false },
  { name: 'with SANDBOX_AUTO_PAY, the clock frozen and advanced', clock: 'frozen', autoPay: true },
];

/**
 * The README's rules: a tag decides a waiting sale when the machine allows its path; else SANDBOX_AUTO_PAY pays it;
 * else it waits.
 */
function tagExpectation(tag: TestEmailTag, initial: SaleStatus, autoPay: boolean): SaleExpectation {
  const steps = tag.steps.map((step) => step.status);
  if (isPath(initial, steps)) return { initial, steps };
  return { initial, steps: autoPay ? ['PAGO'] : [] };
}

/** A card's own steps decide; a card it leaves in analysis is paid by SANDBOX_AUTO_PAY. */
function cardExpectation(card: TestCard, autoPay: boolean): SaleExpectation {
  if (card.steps.length) return { initial: card.outcome, steps: card.steps.map((step) => step.status) };
  return { initial: card.outcome, steps: autoPay && card.outcome === 'EM_PROCESSAMENTO' ? ['PAGO'] : [] };
}

/**
 * With the clock running, each row waits real time for its steps. `npm test` runs one row for each length of plan
 * there is (the first with no step, one, two, three steps): the timers of a running clock are what this mode adds, and
 * every row's path is checked in the two frozen modes. `npm run test:deep` runs every row in all three.
 */
function rowsFor<T extends { steps: readonly unknown[] }>(rows: readonly T[], clock: ClockMode): T[] {
  if (DEEP || clock !== 'running') return [...rows];
  return rows.filter((row, index) => rows.findIndex((other) => other.steps.length === row.steps.length) === index);
}

describe.each(MODES)('test values $name', ({ clock, autoPay }) => {
  let flow: Flow;
  beforeAll(async () => {
    flow = await startFlow(clock, { autoPay });
  });
  afterAll(() => stopFlow(flow));

  describe('e-mail tags', () => {
    it.each(rowsFor(SALE_EMAIL_TAGS, clock))(
      '$tag moves a PIX, a boleto, a transfer and a card in analysis as its row says',
      async (tag) => {
        const cases = WAITING.map(({ method, card, initial }) => ({
          sale: { method, card, email: `maria.souza${tag.tag.toUpperCase()}@example.com` },
          expected: tagExpectation(tag, initial, autoPay),
        }));
        await runSaleFlows(flow, cases);
      },
    );
  });

  describe('test cards', () => {
    it.each(rowsFor(TEST_CARDS, clock))('$number gives $outcome, then its steps', async (card) => {
      await runSaleFlows(flow, [
        {
          sale: { method: 'CREDIT_CARD', card: card.number, email: 'maria@example.com' },
          expected: cardExpectation(card, autoPay),
        },
      ]);
    });
  });

  describe('untagged sales', () => {
    it.each(WAITING)(
      `a $method sale ${autoPay ? 'is paid after one delay' : 'waits'}`,
      async ({ method, card, initial }) => {
        // Unpaid, a boleto is cancelled long after its due date (boleto.test.ts): that step is still ahead here.
        const later: SaleStatus[] = !autoPay && method === 'BOLETO' ? ['CANCELADO'] : [];
        await runSaleFlows(flow, [
          {
            sale: { method, card, email: 'maria+unknown-tag@example.com' },
            expected: { initial, steps: autoPay ? ['PAGO'] : [], later },
          },
        ]);
      },
    );
  });
});
