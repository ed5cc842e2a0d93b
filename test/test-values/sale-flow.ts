import request from 'supertest';
import type { PaymentMethod, SaleStatus } from '../../src/generated/schema-types.js';
import { keys } from '../helpers/accounts.js';
import { expectSchema } from '../helpers/schema.js';
import { SALE_MOVES } from '../robustness/model/world.js';
import { saleBody } from '../sales/sale-helpers.js';
import { CARD_PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';
import {
  availableCents,
  deliveriesOf,
  expectedRevenueDelta,
  expectedSaleLedger,
  expectOnTime,
  expectSignedByAcme,
  ledgerOf,
  pass,
  plus,
  resetLag,
  revenue,
  until,
  type Flow,
  type RevenueCounts,
} from './flow-helpers.js';

/** A sale as a flow makes it: the method, the customer's e-mail, the card number for a card. */
export interface SaleCase {
  method: PaymentMethod;
  email: string;
  card?: string;
}

/** What the documented rules say must happen: the status at creation, then the automatic steps. */
export interface SaleExpectation {
  initial: SaleStatus;
  steps: SaleStatus[];
  /** Steps still planned far ahead at the end (an untagged boleto's cancellation after its due date). */
  later?: SaleStatus[];
}

/** Sales that never settled carry no fees (docs/spec-gaps.md). */
const UNSETTLED = new Set<SaleStatus>(['CANCELADO', 'RECUSADO', 'FALHA']);

/** Whether the documented machine allows every move of `steps` in turn from `from`. */
export function isPath(from: SaleStatus, steps: SaleStatus[]): boolean {
  let status = from;
  for (const step of steps) {
    if (!(step in SALE_MOVES[status])) return false;
    status = step;
  }
  return true;
}

interface Started {
  id: number;
  amount: number;
  net: number;
  createdMs: number;
  path: string;
  expected: SaleExpectation;
}

const CARD_METHODS = new Set<PaymentMethod>(CARD_PAYMENT_METHOD_VALUES);
let counter = 0;

async function create(flow: Flow, sale: SaleCase, expected: SaleExpectation): Promise<Started> {
  const path = `/sale/${++counter}`;
  const amount = 10_000 + counter;
  const overrides: Record<string, unknown> = {
    amount,
    items: [{ title: 'Curso', unitPrice: amount, quantity: 1, tangible: false }],
    customer: { name: 'Maria da Silva', email: sale.email },
    postbackUrl: `${flow.receiver.url}${path}`,
  };
  if (sale.card)
    overrides.card = {
      number: sale.card,
      holderName: 'MARIA DA SILVA',
      expirationMonth: '12',
      expirationYear: '2030',
      cvv: '123',
    };
  const res = await request(flow.t.app)
    .post('/api/sales')
    .set(keys('acme'))
    .send(saleBody(sale.method, overrides))
    .expect(201);
  expectSchema(res.body, 'sales/sale-created.response.schema.json');
  expect(res.body.sale.status).toBe(expected.initial);
  const read = await request(flow.t.app).get(`/api/transactions/${res.body.sale.id}`).set(keys('acme')).expect(200);
  expectSchema(read.body, 'sales/sale.response.schema.json');
  // Until it settles a sale shows the fees it will carry; the net is what PAGO credits. Judged by the status read, not
  // the initial one: with the clock running, a sale in analysis may already be declined when it is read back.
  const net = read.body.netAmount as number;
  if (!UNSETTLED.has(read.body.status as SaleStatus))
    expect(read.body.amount - read.body.systemFee - read.body.reserveAmount).toBe(net);
  return { id: res.body.sale.id, amount, net, createdMs: Date.parse(res.body.sale.createdAt), path, expected };
}

async function statusOf(flow: Flow, id: number): Promise<SaleStatus> {
  return (await request(flow.t.app).get(`/api/transactions/${id}`).set(keys('acme')).expect(200)).body.status;
}

/**
 * Drives sales from the public API and lets sandbox time pass, then checks everything a
 * step does: the status at each instant, one signed postback per change in order, the
 * deliveries as recorded, the status history with its instants, the ledger, the balance and
 * the revenue. Several sales run side by side (one per method of a row).
 */
export async function runSaleFlows(flow: Flow, cases: { sale: SaleCase; expected: SaleExpectation }[]): Promise<void> {
  resetLag(flow);
  const balanceBefore = await availableCents(flow);
  const revenueBefore = await revenue(flow);
  const started: Started[] = [];
  for (const { sale, expected } of cases) started.push(await create(flow, sale, expected));
  const longest = Math.max(0, ...started.map((sale) => sale.expected.steps.length));

  if (flow.mode === 'frozen') {
    // Half a delay: nothing yet. The other half: each sale has taken its next step, exactly then.
    for (let step = 0; step < longest; step++) {
      await pass(flow, flow.delayMs / 2);
      for (const sale of started)
        expect(await statusOf(flow, sale.id)).toBe(
          step === 0
            ? sale.expected.initial
            : (sale.expected.steps[step - 1] ?? sale.expected.steps.at(-1) ?? sale.expected.initial),
        );
      await pass(flow, flow.delayMs / 2);
      for (const sale of started)
        expect(await statusOf(flow, sale.id)).toBe(
          sale.expected.steps[step] ?? sale.expected.steps.at(-1) ?? sale.expected.initial,
        );
    }
  } else {
    const finals = started.map((sale) => sale.expected.steps.at(-1) ?? sale.expected.initial);
    await until(
      () => Promise.all(started.map((sale) => statusOf(flow, sale.id))),
      (statuses) => statuses.every((status, index) => status === finals[index]),
    );
  }
  // Nothing else happens afterwards.
  await pass(flow, 2 * flow.delayMs);
  const postbacksOf = (sale: Started) => flow.receiver.received.filter((received) => received.path === sale.path);
  const changes = (sale: Started) =>
    (CARD_METHODS.has(cases[started.indexOf(sale)].sale.method) ? [sale.expected.initial] : []).concat(
      sale.expected.steps,
    );
  await until(
    () => Promise.resolve(started.map((sale) => postbacksOf(sale).length)),
    (counts) => counts.every((count, index) => count === changes(started[index]).length),
  );

  let balanceDelta = 0;
  let revenueDelta: RevenueCounts = { totalCount: 0, refundCount: 0, chargebackCount: 0, totalAmount: 0 };
  for (const sale of started) {
    const final = sale.expected.steps.at(-1) ?? sale.expected.initial;
    const record = flow.t.deps.store.collections.sales.get(sale.id)!;
    const path: SaleStatus[] = ['PENDENTE', ...changes(sale)];

    // The status history: every change, each step at its instant (one more delay each).
    expect(record.statusHistory.map((change) => change.status)).toEqual(path);
    const stepChanges = record.statusHistory.slice(path.length - sale.expected.steps.length);
    stepChanges.forEach((change, index) => expectOnTime(flow, change.at, sale.createdMs + (index + 1) * flow.delayMs));
    expect((record.autoSteps ?? []).map((step) => step.status)).toEqual(sale.expected.later ?? []);

    // One signed postback per change, in order, each the sale as GET /api/transactions shows it then.
    const postbacks = postbacksOf(sale);
    expect(postbacks.map((received) => JSON.parse(received.body).status)).toEqual(changes(sale));
    for (const received of postbacks) {
      expectSignedByAcme(received);
      const body = JSON.parse(received.body);
      expectSchema(body, 'sales/sale.response.schema.json');
      expect(body.id).toBe(sale.id);
    }
    const deliveries = await deliveriesOf(flow, 'sale.postback', sale.id);
    expect(deliveries.map((delivery) => [delivery.resource.status, delivery.status, delivery.attempts.length])).toEqual(
      changes(sale).map((status) => [status, 'DELIVERED', 1]),
    );
    deliveries
      .slice(deliveries.length - sale.expected.steps.length)
      .forEach((delivery, index) =>
        expectOnTime(flow, delivery.createdAt, sale.createdMs + (index + 1) * flow.delayMs),
      );
    if (flow.mode === 'frozen')
      for (const delivery of deliveries) expect(delivery.attempts[0].at).toBe(delivery.createdAt);

    // The ledger and the fees, by the documented rules.
    expect(ledgerOf(flow, 'sale', sale.id).map(({ kind, amountCents }) => ({ kind, amountCents }))).toEqual(
      expectedSaleLedger(path, sale.net),
    );
    const read = await request(flow.t.app).get(`/api/transactions/${sale.id}`).set(keys('acme')).expect(200);
    expect(read.body.status).toBe(final);
    expect(JSON.parse(postbacks.at(-1)?.body ?? 'null')?.status ?? final).toBe(final);
    if (UNSETTLED.has(final))
      expect([read.body.systemFee, read.body.reserveAmount, read.body.netAmount]).toEqual([0, 0, 0]);
    else expect(read.body.netAmount).toBe(sale.net);
    balanceDelta += expectedSaleLedger(path, sale.net).reduce((sum, entry) => sum + entry.amountCents, 0);
    revenueDelta = plus(revenueDelta, expectedRevenueDelta(path, sale.amount));
  }
  expect(await availableCents(flow)).toBe(balanceBefore + balanceDelta);
  expect(await revenue(flow)).toEqual(plus(revenueBefore, revenueDelta));
}
