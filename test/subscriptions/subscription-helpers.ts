import request from 'supertest';
import type { SubscriptionAdminInput, SubscriptionAdminView } from '../../src/generated/schema-types.js';
import type { TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';

export interface TestSeller {
  id: number;
  headers: Record<string, string>;
}

/** A new seller with no subscriptions, so a test knows its whole data set. */
export async function newSeller(t: TestApp, input: object = {}): Promise<TestSeller> {
  const res = await request(t.app).post('/__admin/sellers').send(input).expect(201);
  return {
    id: res.body.userId,
    headers: {
      'X-Api-Public-Key': res.body.credentials.publicKey,
      'X-Api-Private-Key': res.body.credentials.privateKey,
    },
  };
}

export const BASE_INPUT = {
  status: 'ACTIVE',
  amount: 4_990,
  paymentMethod: 'CREDIT_CARD',
  customerName: 'Maria Souza',
  customerEmail: 'maria@example.com',
  product: { name: 'Plano Pro' },
  billingCycle: 'MONTHLY',
} as const;

/** Creates a subscription through the admin API (201, checked against its schema). */
export async function createSubscription(
  t: TestApp,
  sellerId: number,
  input: Partial<SubscriptionAdminInput> = {},
): Promise<SubscriptionAdminView> {
  const res = await request(t.app)
    .post('/__admin/subscriptions')
    .send({ ...BASE_INPUT, sellerId, ...input });
  if (res.status !== 201)
    throw new Error(`POST /__admin/subscriptions answered ${res.status}: ${JSON.stringify(res.body)}`);
  expectSchema(res.body, 'subscriptions/admin-view.response.schema.json');
  return res.body as SubscriptionAdminView;
}

export async function advance(
  t: TestApp,
  body: { days?: number; hours?: number; minutes?: number; seconds?: number },
): Promise<void> {
  const res = await request(t.app).post('/__admin/clock/advance').send(body).expect(200);
  expectSchema(res.body, 'clock/advance.response.schema.json');
}

export async function detail(t: TestApp, seller: TestSeller, id: number) {
  const res = await request(t.app).get(`/api/subscriptions/${id}`).set(seller.headers).expect(200);
  expectSchema(res.body, 'subscriptions/detail.response.schema.json');
  return res.body.data;
}

export const DAY = 86_400_000;
