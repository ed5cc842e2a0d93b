import request from 'supertest';
import { advanceClock } from '../../src/features/clock/clock.service.js';
import { MS_PER_DAY, MS_PER_HOUR } from '../../src/core/lib/clock.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import { expectSignedByAcme } from './flow-helpers.js';

/**
 * SANDBOX_BOLETO_CANCEL_AFTER_DAYS (docs/spec-gaps.md): an unpaid boleto stays payable past
 * its due date, then becomes CANCELADO that many days after the due date ends (midnight in
 * Brasília, 03:00Z), with its postback and no fees; 0 never cancels.
 */
let t: TestApp | undefined;
let receiver: Receiver;
beforeEach(async () => {
  receiver = await new Receiver().start();
});
afterEach(async () => {
  t?.close();
  await receiver.stop();
});

async function boleto(app: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await request(app.app)
    .post('/api/sales')
    .set(keys('acme'))
    .send(saleBody('BOLETO', { boleto: { expiresInDays: 5 }, postbackUrl: `${receiver.url}/boleto`, ...overrides }))
    .expect(201);
  expectSchema(res.body, 'sales/sale-created.response.schema.json');
  return res.body.sale as { id: number; payment: { boleto: { dueDate: string } } };
}

const read = async (app: TestApp, id: number) =>
  (await request(app.app).get(`/api/transactions/${id}`).set(keys('acme')).expect(200)).body;

describe('a boleto left unpaid', () => {
  it.each([[30], [1]])('becomes CANCELADO %i days after its due date ends, not a millisecond before', async (days) => {
    t = await buildTestApp({ clockFrozen: true, boletoCancelAfterDays: days });
    const sale = await boleto(t);
    // The due date's day ends at midnight in Brasília: 03:00Z the next day.
    const cancelAt = Date.parse(`${sale.payment.boleto.dueDate}T03:00:00Z`) + MS_PER_DAY + days * MS_PER_DAY;
    await advanceClock(t.deps, cancelAt - t.deps.clock.nowMs() - 1);
    // Past its due date, still payable.
    expect((await read(t, sale.id)).status).toBe('PENDENTE');
    expect(receiver.received).toHaveLength(0);
    await advanceClock(t.deps, 1);
    const cancelled = await read(t, sale.id);
    expectSchema(cancelled, 'sales/sale.response.schema.json');
    expect(cancelled).toMatchObject({
      status: 'CANCELADO',
      systemFee: 0,
      reserveAmount: 0,
      netAmount: 0,
      completedAt: null,
    });
    expect(t.deps.store.collections.sales.get(sale.id)!.statusHistory.at(-1)).toEqual({
      status: 'CANCELADO',
      at: new Date(cancelAt).toISOString(),
    });
    await receiver.waitFor(1);
    expectSignedByAcme(receiver.received[0]);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ id: sale.id, status: 'CANCELADO' });
  });

  it('is never cancelled with SANDBOX_BOLETO_CANCEL_AFTER_DAYS=0', async () => {
    t = await buildTestApp({ clockFrozen: true, boletoCancelAfterDays: 0 });
    const sale = await boleto(t);
    await advanceClock(t.deps, 400 * MS_PER_DAY);
    expect((await read(t, sale.id)).status).toBe('PENDENTE');
  });

  it('is not cancelled once paid: paying late ends the plan', async () => {
    t = await buildTestApp({ clockFrozen: true });
    const sale = await boleto(t);
    await advanceClock(t.deps, 10 * MS_PER_DAY);
    await request(t.app).post(`/__admin/sales/${sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    await advanceClock(t.deps, 60 * MS_PER_DAY + MS_PER_HOUR);
    expect((await read(t, sale.id)).status).toBe('PAGO');
    expect(t.deps.store.collections.sales.get(sale.id)!.statusHistory.map((change) => change.status)).toEqual([
      'PENDENTE',
      'PAGO',
    ]);
  });

  it('keeps the instant it was given at creation when the setting changes later', async () => {
    t = await buildTestApp({ clockFrozen: true, boletoCancelAfterDays: 2 });
    const sale = await boleto(t);
    const planned = t.deps.store.collections.sales.get(sale.id)!.autoSteps;
    const view = await request(t.app).get(`/__admin/sales/${sale.id}`).expect(200);
    expectSchema(view.body, 'sales/sale-admin.response.schema.json');
    expect(view.body.autoSteps).toEqual(planned);
    expect(planned).toEqual([
      {
        status: 'CANCELADO',
        at: new Date(Date.parse(`${sale.payment.boleto.dueDate}T03:00:00Z`) + 3 * MS_PER_DAY).toISOString(),
      },
    ]);
  });
});
