import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ROOT } from '../helpers/child.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import type { SaleStatus } from '../../src/generated/schema-types.js';
import { allowedMoves, SALE_MACHINE, SALE_STATUSES } from '../../src/features/sales/sales.machine.js';
import { renderSaleMachineDoc } from '../../src/features/sales/sales.machine-doc.js';
import { transitionSale } from '../../src/features/sales/sales.service.js';
import { getSale, moveSale, postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterAll(() => t.close());

/** Moves after creation (of a PENDENTE PIX sale) that reach each status. */
const PATH_TO: Record<SaleStatus, SaleStatus[]> = {
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

const ALLOWED: Record<SaleStatus, SaleStatus[]> = {
  PENDENTE: ['PAGO', 'CANCELADO', 'RECUSADO', 'FALHA', 'EM_PROCESSAMENTO'],
  EM_PROCESSAMENTO: ['PAGO', 'RECUSADO', 'FALHA'],
  PAGO: ['ESTORNADO', 'CHARGEBACK', 'MED'],
  MED: ['ESTORNADO', 'PAGO'],
  CANCELADO: [],
  RECUSADO: [],
  ESTORNADO: [],
  FALHA: [],
  CHARGEBACK: [],
};

async function pixSaleIn(status: SaleStatus): Promise<number> {
  const res = await postSale(t, saleBody('PIX')).expect(201);
  // One unit of work, as any writer's.
  t.deps.store.transaction(() => {
    for (const next of PATH_TO[status]) transitionSale(t.deps, res.body.sale.id, next);
  });
  return res.body.sale.id;
}

const PAIRS = SALE_STATUSES.flatMap((from) => SALE_STATUSES.map((to) => [from, to] as [SaleStatus, SaleStatus]));

describe('the sale state machine', () => {
  it('is exactly the table of the issue', () => {
    expect(Object.fromEntries(SALE_STATUSES.map((status) => [status, allowedMoves(status).sort()]))).toEqual(
      Object.fromEntries(Object.entries(ALLOWED).map(([status, moves]) => [status, [...moves].sort()])),
    );
  });

  it.each(PAIRS.filter(([from, to]) => ALLOWED[from].includes(to)))(
    'moves a sale from %s to %s: 200 with the sale',
    async (from, to) => {
      const id = await pixSaleIn(from);
      const res = await moveSale(t, id, to).expect(200);
      expectSchema(res.body, 'sales/sale.response.schema.json');
      expect(res.body).toMatchObject({ id, status: to });
      expect((await getSale(t, id)).body.status).toBe(to);
      expect(t.deps.store.collections.sales.get(id)!.statusHistory.map((change) => change.status)).toEqual([
        'PENDENTE',
        ...PATH_TO[from],
        to,
      ]);
    },
  );

  it.each(PAIRS.filter(([from, to]) => !ALLOWED[from].includes(to)))(
    'answers 409 when a %s sale is moved to %s, with the allowed moves, and changes nothing',
    async (from, to) => {
      const id = await pixSaleIn(from);
      const before = JSON.stringify(t.deps.store.state);
      const res = await moveSale(t, id, to).expect(409);
      expectSchema(res.body, ERROR_SCHEMAS.admin);
      expect(res.body).toEqual({ error: 'INVALID_TRANSITION', message: expect.any(String), allowed: ALLOWED[from] });
      expect(JSON.stringify(t.deps.store.state)).toBe(before);
    },
  );

  it('sets completedAt when the sale is paid, and keeps it through MED and back', async () => {
    const id = await pixSaleIn('PENDENTE');
    expect((await getSale(t, id)).body.completedAt).toBeNull();
    await moveSale(t, id, 'PAGO').expect(200);
    const paidAt = (await getSale(t, id)).body.completedAt;
    expect(paidAt).toBe(t.deps.clock.iso());
    await request(t.app).post('/__admin/clock/advance').send({ days: 3 }).expect(200);
    await moveSale(t, id, 'MED').expect(200);
    await moveSale(t, id, 'PAGO').expect(200);
    expect((await getSale(t, id)).body.completedAt).toBe(paidAt);
  });

  it('answers 404 for an unknown sale and 400 for an unknown status, in the admin body', async () => {
    const missing = await moveSale(t, 999_999, 'PAGO').expect(404);
    expectSchema(missing.body, ERROR_SCHEMAS.admin);
    const id = await pixSaleIn('PENDENTE');
    const bad = await moveSale(t, id, 'PAID').expect(400);
    expectSchema(bad.body, ERROR_SCHEMAS.admin);
    expect(bad.body.details).toEqual(['status']);
  });

  it('is documented in docs/sales-state-machine.md, generated from the table', () => {
    expect(readFileSync(join(ROOT, 'docs/sales-state-machine.md'), 'utf8')).toBe(renderSaleMachineDoc());
    for (const [from, moves] of Object.entries(SALE_MACHINE.moves)) {
      for (const to of Object.keys(moves)) expect(renderSaleMachineDoc()).toContain(`| ${from} | ${to} |`);
    }
  });
});
