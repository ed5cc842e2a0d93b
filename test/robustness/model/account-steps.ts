import { ERROR_SCHEMAS, expectSchema } from '../../helpers/schema.js';
import { BASE_INPUT } from '../../subscriptions/subscription-helpers.js';
import { saleEvent } from './money-steps.js';
import { api, checkReceived, freshModel, other, type Model, type Real, type SellerKey } from './world.js';
import { DAY_MS, pickOf, Step } from './step.js';

/** Steps around the money: subscriptions, sandbox time, credentials, other tenants, resets. */

/** Below the first charge of a monthly subscription created in the run: billing stays out of the model. */
const MAX_ADVANCE_MS = 20 * DAY_MS;

export class CreateSubscription extends Step {
  constructor(readonly seller: SellerKey) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `subscription(${this.seller})`;
  }
  async step(model: Model, real: Real) {
    const res = await api(real)
      .post('/__admin/subscriptions')
      .send({ ...BASE_INPUT, sellerId: model.sellers[this.seller].id })
      .expect(201);
    expectSchema(res.body, 'subscriptions/admin-view.response.schema.json');
    model.subscriptions.push({ id: res.body.id, seller: this.seller, status: 'ACTIVE' });
  }
}

export type SubscriptionAction = 'pause' | 'resume' | 'cancel' | 'cancelAtPeriodEnd';

export class ActOnSubscription extends Step {
  constructor(
    readonly pick: number,
    readonly action: SubscriptionAction,
  ) {
    super();
  }
  check(model: Readonly<Model>) {
    return model.subscriptions.length > 0;
  }
  toString() {
    return `${this.action}(#${this.pick})`;
  }
  async step(model: Model, real: Real) {
    const subscription = pickOf(model.subscriptions, this.pick);
    const { status } = subscription;
    // The spec's subscription errors, and the sandbox's table for the moves it leaves open.
    const outcome: { to: typeof status } | { error: string } = {
      pause:
        status === 'ACTIVE'
          ? { to: 'PAUSED' as const }
          : { error: status === 'PAUSED' ? 'ALREADY_PAUSED' : 'INVALID_STATUS' },
      resume: status === 'PAUSED' ? { to: 'ACTIVE' as const } : { error: 'INVALID_STATUS' },
      cancel: status === 'CANCELLED' ? { error: 'ALREADY_CANCELLED' } : { to: 'CANCELLED' as const },
      cancelAtPeriodEnd:
        status === 'CANCELLED'
          ? { error: 'ALREADY_CANCELLED' }
          : { to: status === 'ACTIVE' ? ('ACTIVE' as const) : ('CANCELLED' as const) },
    }[this.action];
    const path = `/api/subscriptions/${subscription.id}/${this.action === 'cancelAtPeriodEnd' ? 'cancel' : this.action}`;
    const res = await api(real)
      .post(path)
      .set(model.sellers[subscription.seller].headers)
      .send(this.action === 'cancelAtPeriodEnd' ? { cancelImmediately: false } : {});
    if ('error' in outcome) {
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 400, code: outcome.error });
      expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
      return;
    }
    expect({ from: status, status: res.status }).toEqual({ from: status, status: 200 });
    expectSchema(
      res.body,
      `subscriptions/${this.action === 'cancelAtPeriodEnd' ? 'cancel' : this.action}.response.schema.json`,
    );
    subscription.status = outcome.to;
  }
}

export class AdvanceClock extends Step {
  constructor(readonly minutes: number) {
    super();
  }
  check(model: Readonly<Model>) {
    return model.advancedMs + this.minutes * 60_000 < MAX_ADVANCE_MS;
  }
  toString() {
    return `advance(${this.minutes} min)`;
  }
  async step(model: Model, real: Real) {
    const res = await api(real).post('/__admin/clock/advance').send({ minutes: this.minutes }).expect(200);
    expectSchema(res.body, 'clock/advance.response.schema.json');
    model.nowMs += this.minutes * 60_000;
    model.advancedMs += this.minutes * 60_000;
    expect(Date.parse(res.body.now)).toBe(model.nowMs);
    // A PIX charge not paid by its expiry is cancelled, through the machine (so with its postback).
    for (const sale of model.sales
      .filter((s) => s.status === 'PENDENTE' && s.expiresAtMs !== null && s.expiresAtMs <= model.nowMs)
      .sort((x, y) => x.expiresAtMs! - y.expiresAtMs! || x.id - y.id)) {
      sale.status = 'CANCELADO';
      saleEvent(model, sale);
    }
  }
}

export class RotateKeys extends Step {
  constructor(readonly seller: SellerKey) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `rotateKeys(${this.seller})`;
  }
  async step(model: Model, real: Real) {
    const target = model.sellers[this.seller];
    const res = await api(real).post(`/__admin/sellers/${target.id}/keys`).expect(201);
    expectSchema(res.body, 'admin/seller-created.response.schema.json');
    const old = target.headers;
    target.headers = {
      'X-Api-Public-Key': res.body.credentials.publicKey,
      'X-Api-Private-Key': res.body.credentials.privateKey,
    };
    const refused = await api(real).get('/api/seller').set(old).expect(401);
    expectSchema(refused.body, ERROR_SCHEMAS.seller);
  }
}

export class RotateWebhookSecret extends Step {
  constructor(readonly seller: SellerKey) {
    super();
  }
  check() {
    return true;
  }
  toString() {
    return `rotateWebhookSecret(${this.seller})`;
  }
  async step(model: Model, real: Real) {
    const res = await api(real).post(`/__admin/sellers/${model.sellers[this.seller].id}/webhook-secret`).expect(201);
    expectSchema(res.body, 'admin/webhook-secret.response.schema.json');
    model.sellers[this.seller].secrets.push(res.body.webhookSecret);
  }
}

export type Target = 'sale' | 'cashout' | 'subscription' | 'pause' | 'resume' | 'cancel';

/**
 * The state's collections as text, deliveries by id only: webhook attempts running in the
 * background record themselves there whatever the request in front does.
 */
function recordsOf(real: Real): Record<string, string> {
  const state = real.t.deps.store.state;
  return Object.fromEntries(
    Object.entries({ ...state, deliveries: Object.keys(state.deliveries) }).map(([name, value]) => [
      name,
      JSON.stringify(value),
    ]),
  );
}

const changedCollections = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((name) => before[name] !== after[name]);

/** The other seller's keys against this seller's resources: refused, and nothing changes. */
export class CrossTenant extends Step {
  constructor(
    readonly victim: SellerKey,
    readonly target: Target,
    readonly pick: number,
  ) {
    super();
  }
  private candidates(model: Readonly<Model>): { id: number }[] {
    const own = <T extends { seller: SellerKey }>(list: T[]) => list.filter((item) => item.seller === this.victim);
    return this.target === 'sale'
      ? own(model.sales)
      : this.target === 'cashout'
        ? own(model.cashouts)
        : own(model.subscriptions);
  }
  check(model: Readonly<Model>) {
    return this.candidates(model).length > 0;
  }
  toString() {
    return `crossTenant(${other(this.victim)} → ${this.victim}'s ${this.target} #${this.pick})`;
  }
  async step(model: Model, real: Real) {
    const { id } = pickOf(this.candidates(model), this.pick);
    const attacker = model.sellers[other(this.victim)].headers;
    const before = recordsOf(real);
    const call = {
      sale: () => api(real).get(`/api/transactions/${id}`),
      cashout: () => api(real).get(`/api/public/cashout/${id}`),
      subscription: () => api(real).get(`/api/subscriptions/${id}`),
      pause: () => api(real).post(`/api/subscriptions/${id}/pause`),
      resume: () => api(real).post(`/api/subscriptions/${id}/resume`),
      cancel: () => api(real).post(`/api/subscriptions/${id}/cancel`).send({ cancelImmediately: true }),
    }[this.target];
    const res = await call().set(attacker);
    expect([403, 404]).toContain(res.status);
    expectSchema(
      res.body,
      ERROR_SCHEMAS[this.target === 'sale' ? 'transactions' : this.target === 'cashout' ? 'cashout' : 'subscriptions'],
    );
    expect(changedCollections(before, recordsOf(real))).toEqual([]);
    // The attacker's own lists never show the victim's records.
    const sales = await api(real).get('/api/sales?limit=100').set(attacker).expect(200);
    expectSchema(sales.body, 'sales/sale-list.response.schema.json');
    const victimSales = new Set(model.sales.filter((sale) => sale.seller === this.victim).map((sale) => sale.id));
    expect(sales.body.data.sales.filter((sale: { id: number }) => victimSales.has(sale.id))).toEqual([]);
    const subscriptions = await api(real).get('/api/subscriptions?limit=100').set(attacker).expect(200);
    expectSchema(subscriptions.body, 'subscriptions/list.response.schema.json');
    const victimSubscriptions = new Set(model.subscriptions.filter((s) => s.seller === this.victim).map((s) => s.id));
    expect(subscriptions.body.data.subscriptions.filter((s: { id: number }) => victimSubscriptions.has(s.id))).toEqual(
      [],
    );
  }
}

export class Reset extends Step {
  check() {
    return true;
  }
  toString() {
    return 'reset()';
  }
  async step(model: Model, real: Real) {
    await checkReceived(model, real);
    const res = await api(real).post('/__admin/reset').expect(200);
    expectSchema(res.body, 'admin/ok.response.schema.json');
    real.receiver.received.length = 0;
    Object.assign(model, await freshModel(real));
  }
}
