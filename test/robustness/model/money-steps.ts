import type { PaymentMethod, SaleStatus } from '../../../src/generated/schema-types.js';
import { ERROR_SCHEMAS, expectSchema } from '../../helpers/schema.js';
import { saleBody } from '../../sales/sale-helpers.js';
import {
  api,
  CASHOUT_MOVES,
  receiverPath,
  SALE_MOVES,
  type CashoutStatus,
  type Model,
  type ModelSale,
  type Real,
  type SellerKey,
} from './world.js';
import { DAY_MS, pickOf, Step } from './step.js';
import { PAYMENT_METHOD_VALUES } from '../../../src/generated/schema-enums.js';

/**
 * Steps that move money: sales of every method, the processor's moves, cashouts, the provider's postbacks, balance
 * adjustments.
 */

/** The documented test cards (README), plus one ordinary Luhn-valid number (approved). */
export const CARDS: { number: string; outcome: SaleStatus }[] = [
  { number: '4111111111111111', outcome: 'PAGO' },
  { number: '5555555555554444', outcome: 'PAGO' },
  { number: '4242424242424242', outcome: 'PAGO' },
  { number: '4000000000000002', outcome: 'RECUSADO' },
  { number: '4000000000000119', outcome: 'FALHA' },
  { number: '4000000000000259', outcome: 'EM_PROCESSAMENTO' },
];
export const METHODS: readonly PaymentMethod[] = PAYMENT_METHOD_VALUES;
const SALE_STATUSES = Object.keys(SALE_MOVES) as SaleStatus[];
/** A sale that never settled carries no fees and no net amount (docs/spec-gaps.md). */
const UNSETTLED = new Set<SaleStatus>(['CANCELADO', 'RECUSADO', 'FALHA']);
const CASHOUT_STATUSES = Object.keys(CASHOUT_MOVES) as CashoutStatus[];

export function saleEvent(model: Model, sale: ModelSale): void {
  if (sale.postback)
    model.events.push({ seller: sale.seller, kind: 'sale.postback', id: sale.id, status: sale.status });
}

export class CreateSale extends Step {
  constructor(
    readonly seller: SellerKey,
    readonly method: PaymentMethod,
    readonly amount: number,
    readonly card: number,
    readonly installments: number,
    readonly postback: boolean,
  ) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `sale(${this.seller}, ${this.method}, ${this.amount}${this.method.endsWith('CARD') ? `, ${CARDS[this.card].number}` : ''}${this.postback ? ', postback' : ''})`;
  }
  async step(model: Model, real: Real) {
    const card = CARDS[this.card];
    const overrides: Record<string, unknown> = {
      amount: this.amount,
      items: [{ title: 'Plano', unitPrice: this.amount, quantity: 1, tangible: false }],
    };
    if (this.postback) overrides.postbackUrl = real.receiver.url + receiverPath('sale.postback', this.seller);
    if (this.method.endsWith('CARD'))
      overrides.card = {
        number: card.number,
        holderName: 'MARIA DA SILVA',
        expirationMonth: '12',
        expirationYear: '2030',
        cvv: '123',
      };
    if (this.method === 'CREDIT_CARD') overrides.installments = { number: this.installments };
    if (this.method === 'PIX') overrides.pix = { expiresInDays: 1 };
    const res = await api(real)
      .post('/api/sales')
      .set(model.sellers[this.seller].headers)
      .send(saleBody(this.method, overrides));
    if (this.amount < 100) {
      expect(res.status).toBe(422);
      expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
      return;
    }
    expect(res.status).toBe(201);
    expectSchema(res.body, 'sales/sale-created.response.schema.json');
    const status: SaleStatus = this.method.endsWith('CARD') ? card.outcome : 'PENDENTE';
    expect(res.body.sale.status).toBe(status);
    const read = await api(real)
      .get(`/api/transactions/${res.body.sale.id}`)
      .set(model.sellers[this.seller].headers)
      .expect(200);
    expectSchema(read.body, 'sales/sale.response.schema.json');
    if (UNSETTLED.has(status))
      expect([read.body.systemFee, read.body.reserveAmount, read.body.netAmount]).toEqual([0, 0, 0]);
    else expect(read.body.amount - read.body.systemFee - read.body.reserveAmount).toBe(read.body.netAmount);
    expect(read.body.netAmount).toBeGreaterThanOrEqual(0);
    const sale: ModelSale = {
      id: res.body.sale.id,
      seller: this.seller,
      method: this.method,
      amount: this.amount,
      net: read.body.netAmount,
      status,
      postback: this.postback,
      expiresAtMs: this.method === 'PIX' ? model.nowMs + DAY_MS : null,
    };
    if (sale.expiresAtMs !== null) expect(Date.parse(res.body.sale.payment.pix.expiresAt)).toBe(sale.expiresAtMs);
    model.sales.push(sale);
    // A card is decided at once: one move PENDENTE → outcome, with its effects and postback.
    if (status !== 'PENDENTE') {
      if (status === 'PAGO') model.balance[this.seller] += sale.net;
      saleEvent(model, sale);
    }
  }
}

/** A target status: one the table allows from the current one (`allowed`), or any status at all. */
export interface Move {
  allowed: boolean;
  choice: number;
}

function targetOf<T extends string>(allowed: T[], all: T[], move: Move): T {
  return move.allowed && allowed.length ? pickOf(allowed, move.choice) : pickOf(all, move.choice);
}

export class MoveSale extends Step {
  constructor(
    readonly pick: number,
    readonly move: Move,
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return model.sales.length > 0;
  }
  toString() {
    return `moveSale(#${this.pick}, ${this.move.allowed ? 'allowed' : 'any'} ${this.move.choice})`;
  }
  async step(model: Model, real: Real) {
    const live = model.sales.filter((candidate) => Object.keys(SALE_MOVES[candidate.status]).length > 0);
    const sale = pickOf(this.move.allowed && live.length ? live : model.sales, this.pick);
    const to = targetOf(Object.keys(SALE_MOVES[sale.status]) as SaleStatus[], SALE_STATUSES, this.move);
    const effect = SALE_MOVES[sale.status][to];
    const res = await api(real).post(`/__admin/sales/${sale.id}/status`).send({ status: to });
    if (effect === undefined) {
      expect([sale.status, to, res.status]).toEqual([sale.status, to, 409]);
      expectSchema(res.body, ERROR_SCHEMAS.admin);
      expect([...res.body.allowed].sort()).toEqual(Object.keys(SALE_MOVES[sale.status]).sort());
      return;
    }
    expect([sale.status, to, res.status]).toEqual([sale.status, to, 200]);
    expectSchema(res.body, 'sales/sale.response.schema.json');
    if (UNSETTLED.has(to)) expect([res.body.systemFee, res.body.reserveAmount, res.body.netAmount]).toEqual([0, 0, 0]);
    sale.status = to;
    if (effect === 'credit') model.balance[sale.seller] += sale.net;
    if (effect === 'debit') model.balance[sale.seller] -= sale.net;
    saleEvent(model, sale);
  }
}

/** Cashout amounts in cents: below the minimum, ordinary ones, above the maximum, the whole balance, one cent more. */
export type CashoutAmount = number | 'all' | 'over';

export class CreateCashout extends Step {
  constructor(
    readonly seller: SellerKey,
    readonly amount: CashoutAmount,
    readonly postback: boolean,
  ) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `cashout(${this.seller}, ${this.amount}${this.postback ? ', postback' : ''})`;
  }
  async step(model: Model, real: Real) {
    const balance = model.balance[this.seller];
    // Relative amounts stay at the minimum or above, whatever the balance (a refund may have left it below zero).
    const cents =
      this.amount === 'all'
        ? Math.max(balance, 10_000)
        : this.amount === 'over'
          ? Math.max(balance + 1, 10_000)
          : this.amount;
    const body: Record<string, unknown> = { amount: cents / 100, pixKey: '52998224725', pixKeyType: 'CPF' };
    if (this.postback) body.postbackUrl = real.receiver.url + receiverPath('cashout.postback', this.seller);
    const res = await api(real).post('/api/public/cashout').set(model.sellers[this.seller].headers).send(body);
    const refusal =
      cents < 10_000
        ? 'MINIMUM_VALUE'
        : cents > 10_000_000
          ? 'MAXIMUM_VALUE'
          : cents > balance
            ? 'INSUFFICIENT_BALANCE'
            : null;
    if (refusal) {
      expect({ cents, balance, status: res.status, errorType: res.body.errorType }).toEqual({
        cents,
        balance,
        status: 422,
        errorType: refusal,
      });
      expectSchema(res.body, ERROR_SCHEMAS.cashout);
      return;
    }
    expect({ cents, balance, status: res.status }).toEqual({ cents, balance, status: 201 });
    expectSchema(res.body, 'cashouts/cashout.response.schema.json');
    expect(res.body.status).toBe('PENDING');
    model.cashouts.push({
      id: res.body.id,
      seller: this.seller,
      amountCents: cents,
      status: 'PENDING',
      postback: this.postback,
    });
    model.balance[this.seller] -= cents;
    // The one rule on overdrafts: a cashout never takes the balance below zero.
    expect(model.balance[this.seller]).toBeGreaterThanOrEqual(0);
  }
}

export class CashoutPostback extends Step {
  constructor(
    readonly pick: number,
    readonly move: Move,
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return model.cashouts.length > 0;
  }
  toString() {
    return `cashoutPostback(#${this.pick}, ${this.move.allowed ? 'allowed' : 'any'} ${this.move.choice})`;
  }
  async step(model: Model, real: Real) {
    const live = model.cashouts.filter((candidate) => CASHOUT_MOVES[candidate.status].length > 0);
    const cashout = pickOf(this.move.allowed && live.length ? live : model.cashouts, this.pick);
    const to = targetOf(CASHOUT_MOVES[cashout.status], CASHOUT_STATUSES, this.move);
    const res = await api(real)
      .post(`/__admin/cashouts/${cashout.id}/postback`)
      .send({ status: to, externalId: `bank-${cashout.id}` });
    if (!CASHOUT_MOVES[cashout.status].includes(to)) {
      expect([cashout.status, to, res.status]).toEqual([cashout.status, to, 409]);
      expectSchema(res.body, ERROR_SCHEMAS.admin);
      return;
    }
    expect([cashout.status, to, res.status]).toEqual([cashout.status, to, 200]);
    expectSchema(res.body, 'cashouts/cashout-admin.response.schema.json');
    cashout.status = to;
    if (to === 'REJECTED' || to === 'CANCELLED') model.balance[cashout.seller] += cashout.amountCents;
    if (model.sellers[cashout.seller].webhook)
      model.events.push({ seller: cashout.seller, kind: 'cashout.webhook', id: cashout.id, status: to });
    if (cashout.postback)
      model.events.push({ seller: cashout.seller, kind: 'cashout.postback', id: cashout.id, status: to });
  }
}

export class SetBalance extends Step {
  constructor(
    readonly seller: SellerKey,
    readonly cents: number,
  ) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `setBalance(${this.seller}, ${this.cents})`;
  }
  async step(model: Model, real: Real) {
    const res = await api(real)
      .patch(`/__admin/sellers/${model.sellers[this.seller].id}`)
      .send({ availableBalance: this.cents })
      .expect(200);
    expectSchema(res.body, 'admin/seller-view.response.schema.json');
    model.base[this.seller] += this.cents - model.balance[this.seller];
    model.balance[this.seller] = this.cents;
  }
}
