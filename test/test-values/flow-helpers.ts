import { createHmac } from 'node:crypto';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import request from 'supertest';
import type {
  DeliveryKind,
  DeliveryRecord,
  LedgerEntry,
  LedgerKind,
  SaleStatus,
} from '../../src/generated/schema-types.js';
import type { Settings } from '../../src/core/settings.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { Receiver, type ReceivedRequest } from '../helpers/receiver.js';
import { expectSchema, schemas } from '../helpers/schema.js';

/**
 * What the flow tests of the test values share. A flow is driven from the public API alone;
 * the only admin calls are the clock advance (frozen mode) and reading the deliveries to
 * check them. The expectations restate the documented rules (README "Test values",
 * docs/sales-state-machine.md), never the code under test.
 */

export type ClockMode = 'frozen' | 'running';

/** The delay with the clock running: short, so a three-step plan takes a fraction of a second. */
export const RUNNING_DELAY_MS = 100;
/** With the clock running, a step lands this close after its instant (the bound). */
export const RUNNING_TOLERANCE_MS = 50;

export const acme = ACCOUNTS.acme;

export interface Flow {
  t: TestApp;
  receiver: Receiver;
  mode: ClockMode;
  delayMs: number;
  /**
   * How late the event loop itself ran timers (this machine may be shared and busy): the
   * sandbox cannot be on time by more than the host lets it, so the bound allows for it.
   */
  loopDelay: IntervalHistogram;
}

export async function startFlow(mode: ClockMode, overrides: Partial<Settings> = {}): Promise<Flow> {
  const receiver = await new Receiver().start();
  // The frozen clock uses the real default delay (2 s); the running one a short delay.
  const delayMs = mode === 'frozen' ? 2_000 : RUNNING_DELAY_MS;
  const t = await buildTestApp({ clockFrozen: mode === 'frozen', autoDelayMs: delayMs, ...overrides });
  // The tests share the server's event loop: compiling a validator on first use (tens of ms)
  // while a step is due would make it late. Compile them all now, the server's and the test's.
  t.deps.schemas.warm();
  schemas.warm();
  // The seller dashboard's part, done once: the permanent cashout webhook.
  await request(t.app)
    .patch(`/__admin/sellers/${acme.id}`)
    .send({ webhook: { url: `${receiver.url}/webhook`, notifyWithdrawals: true } })
    .expect(200);
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  return { t, receiver, mode, delayMs, loopDelay };
}

export async function stopFlow(flow: Flow | undefined): Promise<void> {
  flow?.loopDelay.disable();
  flow?.t.close();
  await flow?.receiver.stop();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Lets `ms` of sandbox time pass: the admin clock advance when frozen, real time when running. */
export async function pass(flow: Flow, ms: number): Promise<void> {
  if (flow.mode === 'running') {
    await sleep(ms);
    return;
  }
  const res = await request(flow.t.app)
    .post('/__admin/clock/advance')
    .send({ seconds: ms / 1000 })
    .expect(200);
  expectSchema(res.body, 'clock/advance.response.schema.json');
}

/** Polls until `done` holds (running mode), failing with what was seen after `timeoutMs`. */
export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await sleep(10);
  }
}

export function expectSignedByAcme(received: ReceivedRequest): void {
  expect(received.headers['x-signature']).toBe(
    createHmac('sha256', acme.webhookSecret).update(received.body).digest('hex'),
  );
}

export async function availableCents(flow: Flow): Promise<number> {
  const res = await request(flow.t.app).get('/api/public/balance').set(keys('acme')).expect(200);
  expectSchema(res.body, 'cashouts/balance.response.schema.json');
  return res.body.availableCents as number;
}

export interface RevenueCounts {
  totalCount: number;
  refundCount: number;
  chargebackCount: number;
  totalAmount: number;
}

export async function revenue(flow: Flow): Promise<RevenueCounts> {
  const res = await request(flow.t.app).get('/api/seller').set(keys('acme')).expect(200);
  expectSchema(res.body, 'seller/seller.response.schema.json');
  const { totalCount, refundCount, chargebackCount, totalAmount } = res.body.revenue;
  return { totalCount, refundCount, chargebackCount, totalAmount };
}

/** The deliveries of one resource, oldest first, read through the admin API. */
export async function deliveriesOf(flow: Flow, kind: DeliveryKind, resourceId: number): Promise<DeliveryRecord[]> {
  const res = await request(flow.t.app)
    .get(`/__admin/webhooks/deliveries?sellerId=${acme.id}&kind=${kind}&limit=1000`)
    .expect(200);
  expectSchema(res.body, 'webhooks/deliveries.response.schema.json');
  return (res.body.deliveries as DeliveryRecord[]).filter((delivery) => delivery.resource.id === resourceId).reverse();
}

export function ledgerOf(
  flow: Flow,
  type: 'sale' | 'cashout',
  id: number,
): Pick<LedgerEntry, 'kind' | 'amountCents' | 'createdAt'>[] {
  return flow.t.deps.store.collections.ledger
    .values()
    .filter((entry) => entry.ref?.type === type && entry.ref.id === id)
    .map(({ kind, amountCents, createdAt }) => ({ kind, amountCents, createdAt }));
}

/** docs/sales-state-machine.md: the ledger entry of each move and its sign on netAmount (moves without one: none). */
const SALE_LEDGER: Record<string, { kind: LedgerKind; sign: -1 | 0 | 1 }> = {
  'PENDENTE>PAGO': { kind: 'SALE_PAID', sign: 1 },
  'EM_PROCESSAMENTO>PAGO': { kind: 'SALE_PAID', sign: 1 },
  'PAGO>ESTORNADO': { kind: 'SALE_REFUNDED', sign: -1 },
  'PAGO>CHARGEBACK': { kind: 'SALE_CHARGEBACK', sign: -1 },
  'PAGO>MED': { kind: 'SALE_HELD', sign: -1 },
  'MED>PAGO': { kind: 'SALE_RELEASED', sign: 1 },
  'MED>ESTORNADO': { kind: 'SALE_REFUNDED', sign: 0 },
};

/** The ledger entries a path of statuses (from PENDENTE) makes, for a sale whose net is `net`. */
export function expectedSaleLedger(path: SaleStatus[], net: number): { kind: LedgerKind; amountCents: number }[] {
  const entries: { kind: LedgerKind; amountCents: number }[] = [];
  for (let index = 1; index < path.length; index++) {
    const move = SALE_LEDGER[`${path[index - 1]}>${path[index]}`];
    if (move) entries.push({ kind: move.kind, amountCents: move.sign * net });
  }
  return entries;
}

/** README "Revenue": a payment counts once (a won dispute is not counted again), refunds and chargebacks apart. */
export function expectedRevenueDelta(path: SaleStatus[], amount: number): RevenueCounts {
  const delta: RevenueCounts = { totalCount: 0, refundCount: 0, chargebackCount: 0, totalAmount: 0 };
  for (const { kind } of expectedSaleLedger(path, 0)) {
    if (kind === 'SALE_PAID') {
      delta.totalCount++;
      delta.totalAmount += amount;
    }
    if (kind === 'SALE_REFUNDED') delta.refundCount++;
    if (kind === 'SALE_CHARGEBACK') delta.chargebackCount++;
  }
  return delta;
}

export function plus(a: RevenueCounts, b: RevenueCounts): RevenueCounts {
  return {
    totalCount: a.totalCount + b.totalCount,
    refundCount: a.refundCount + b.refundCount,
    chargebackCount: a.chargebackCount + b.chargebackCount,
    totalAmount: a.totalAmount + b.totalAmount,
  };
}

/**
 * The instant a step ran must be its planned instant: exactly, on a frozen clock advanced
 * past it; within RUNNING_TOLERANCE_MS after it, with the clock running.
 */
export function expectOnTime(flow: Flow, actualIso: string, plannedMs: number): void {
  const late = Date.parse(actualIso) - plannedMs;
  if (flow.mode === 'frozen') {
    expect({ late }).toEqual({ late: 0 });
    return;
  }
  // The histogram's resolution adds up to 5 ms to what it reports: it only ever loosens by the host's own lag.
  const hostLagMs = Math.round(flow.loopDelay.max / 1e6);
  expect({ late, hostLagMs, onTime: late >= 0 && late < RUNNING_TOLERANCE_MS + hostLagMs }).toEqual({
    late,
    hostLagMs,
    onTime: true,
  });
}

/** Starts measuring the host's timer lag afresh (one flow). */
export function resetLag(flow: Flow): void {
  flow.loopDelay.reset();
}
