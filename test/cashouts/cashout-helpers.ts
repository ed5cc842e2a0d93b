import request from 'supertest';
import type { Express } from 'express';
import type { SellerInput } from '../../src/generated/schema-types.js';
import { keys, type Handle } from '../helpers/accounts.js';

/** Valid keys of every type (check digits computed by hand, not by the code under test). */
export const VALID_KEYS = {
  CPF: '52998224725',
  CNPJ: '11222333000181',
  EMAIL: 'pix@acme.com.br',
  PHONE: '+5511987654321',
  RANDOM: '123e4567-e89b-42d3-a456-426614174000',
} as const;

export function postCashout(app: Express, handle: Handle, body: unknown) {
  return request(app)
    .post('/api/public/cashout')
    .set(keys(handle))
    .send(body as object);
}

/** Sends the body text as is, so JSON such as `1e2` or `100.10` reaches the server unchanged. */
export function postRawCashout(app: Express, handle: Handle, json: string) {
  return request(app).post('/api/public/cashout').set(keys(handle)).set('content-type', 'application/json').send(json);
}

export async function patchSeller(app: Express, sellerId: number, input: SellerInput): Promise<void> {
  await request(app).patch(`/__admin/sellers/${sellerId}`).send(input).expect(200);
}

export function postback(app: Express, id: number, body: object) {
  return request(app).post(`/__admin/cashouts/${id}/postback`).send(body);
}
