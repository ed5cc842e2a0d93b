import request from 'supertest';
import type { CashoutStatus, LedgerKind } from '../../src/generated/schema-types.js';
import { TEST_PIX_KEYS } from '../../src/features/test-values/test-values.js';
import { keys } from '../helpers/accounts.js';
import { expectSchema } from '../helpers/schema.js';
import {
  acme,
  availableCents,
  deliveriesOf,
  expectOnTime,
  expectSignedByAcme,
  ledgerOf,
  pass,
  resetLag,
  startFlow,
  stopFlow,
  until,
  type ClockMode,
  type Flow,
} from './flow-helpers.js';

/**
 * One test per row of the test PIX key table (README "Test values"), with the clock frozen
 * and advanced, and with it running (and frozen with SANDBOX_AUTO_PAY, which is about sales
 * and must change nothing here): a cashout made through the public API takes its key's path
 * by itself, each step with the permanent webhook (unsigned, the spec's body) and the
 * cashout's postback (signed), the amount debited at creation and given back by REJECTED
 * and CANCELLED.
 */

const MODES: { name: string; clock: ClockMode; autoPay: boolean }[] = [
  { name: 'with the clock frozen and advanced', clock: 'frozen', autoPay: false },
  { name: 'with the clock running', clock: 'running', autoPay: false },
  { name: 'with SANDBOX_AUTO_PAY, the clock frozen and advanced', clock: 'frozen', autoPay: true },
];

/** docs/cashout-state-machine.md: these give the whole amount back. */
const RETURNS = new Set<CashoutStatus>(['REJECTED', 'CANCELLED']);
const FINAL = new Set<CashoutStatus>(['COMPLETED', 'REJECTED', 'CANCELLED']);

let counter = 0;

describe.each(MODES)('test PIX keys $name', ({ clock, autoPay }) => {
  let flow: Flow;
  beforeAll(async () => {
    flow = await startFlow(clock, { autoPay });
  });
  afterAll(() => stopFlow(flow));

  const read = async (id: number) => {
    const res = await request(flow.t.app).get(`/api/public/cashout/${id}`).set(keys('acme')).expect(200);
    expectSchema(res.body, 'cashouts/cashout-detail.response.schema.json');
    return res.body as {
      status: CashoutStatus;
      processedAt: string | null;
      updatedAt: string;
      externalId: string | null;
    };
  };

  it.each(TEST_PIX_KEYS)('$key takes its path by itself', async (row) => {
    const steps = row.steps.map((step) => step.status);
    const final = steps.at(-1)!;
    resetLag(flow);
    const path = `/cashout/${++counter}`;
    const before = await availableCents(flow);
    const amountCents = 15_000 + counter;
    // The key as a person would type it: e-mail keys are matched ignoring case.
    const created = await request(flow.t.app)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({
        amount: amountCents / 100,
        pixKey: row.key.toUpperCase(),
        pixKeyType: row.pixKeyType,
        postbackUrl: `${flow.receiver.url}${path}`,
      })
      .expect(201);
    expectSchema(created.body, 'cashouts/cashout.response.schema.json');
    expect(created.body.status).toBe('PENDING');
    const id = created.body.id as number;
    const createdMs = Date.parse(created.body.createdAt);
    expect(await availableCents(flow)).toBe(before - amountCents);

    if (flow.mode === 'frozen') {
      for (const [index, status] of steps.entries()) {
        await pass(flow, flow.delayMs / 2);
        expect((await read(id)).status).toBe(index === 0 ? 'PENDING' : steps[index - 1]);
        await pass(flow, flow.delayMs / 2);
        expect((await read(id)).status).toBe(status);
      }
    } else {
      await until(
        () => read(id),
        (cashout) => cashout.status === final,
      );
    }
    await pass(flow, 2 * flow.delayMs);
    const cashout = await read(id);
    expect(cashout.status).toBe(final);
    expectOnTime(flow, cashout.updatedAt, createdMs + steps.length * flow.delayMs);
    if (FINAL.has(final)) expect(cashout.processedAt).toBe(cashout.updatedAt);
    else expect(cashout.processedAt).toBeNull();
    if (steps.includes('PROCESSING')) expect(cashout.externalId).toMatch(/^E00000000\d{12}SBX\d{8}$/);

    // The permanent webhook (unsigned) and the postback (signed), one per step, in order.
    const received = () =>
      flow.receiver.received.filter(
        (request) => request.path === path || (request.path === '/webhook' && JSON.parse(request.body).id === id),
      );
    await until(
      () => Promise.resolve(received().length),
      (count) => count === 2 * steps.length,
    );
    const webhooks = received().filter((request) => request.path === '/webhook');
    const postbacks = received().filter((request) => request.path === path);
    expect(webhooks.map((request) => JSON.parse(request.body).status)).toEqual(steps);
    expect(postbacks.map((request) => JSON.parse(request.body).status)).toEqual(steps);
    for (const request of webhooks) {
      expectSchema(JSON.parse(request.body), 'webhooks/cashout-webhook.schema.json');
      expect(request.headers['x-signature']).toBeUndefined();
      expect(JSON.parse(request.body)).toMatchObject({
        userId: acme.id,
        type: 'WITHDRAWAL',
        pixKey: row.key.toUpperCase(),
      });
    }
    for (const request of postbacks) {
      expectSchema(JSON.parse(request.body), 'webhooks/cashout-postback.schema.json');
      expectSignedByAcme(request);
    }
    for (const kind of ['cashout.webhook', 'cashout.postback'] as const) {
      const deliveries = await deliveriesOf(flow, kind, id);
      expect(deliveries.map((delivery) => [delivery.resource.status, delivery.status])).toEqual(
        steps.map((status) => [status, 'DELIVERED']),
      );
      deliveries.forEach((delivery, index) =>
        expectOnTime(flow, delivery.createdAt, createdMs + (index + 1) * flow.delayMs),
      );
    }

    // The ledger: the whole amount out at creation, back if the path ends in REJECTED or CANCELLED.
    const expected: { kind: LedgerKind; amountCents: number }[] = [{ kind: 'CASHOUT', amountCents: -amountCents }];
    if (RETURNS.has(final)) expected.push({ kind: 'CASHOUT_RETURNED', amountCents });
    expect(ledgerOf(flow, 'cashout', id).map(({ kind, amountCents: cents }) => ({ kind, amountCents: cents }))).toEqual(
      expected,
    );
    expect(await availableCents(flow)).toBe(before - amountCents + (RETURNS.has(final) ? amountCents : 0));
  });

  it('leaves a cashout to any other key waiting for the provider', async () => {
    const created = await request(flow.t.app)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({ amount: 150, pixKey: 'someone@sandbox.test', pixKeyType: 'EMAIL' })
      .expect(201);
    await pass(flow, 3 * flow.delayMs);
    expect((await read(created.body.id)).status).toBe('PENDING');
  });
});
