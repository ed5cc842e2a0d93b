import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { errorResponse } from '../../src/http/error-bodies.js';
import type { ErrorGroup } from '../../src/http/groups.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** One endpoint of each group of the spec's Errors section. */
const GROUP_ENDPOINTS: { group: ErrorGroup; method: 'get' | 'post'; path: string }[] = [
  { group: 'seller', method: 'get', path: '/api/seller' },
  { group: 'subscriptions', method: 'get', path: '/api/subscriptions' },
  { group: 'cashout', method: 'post', path: '/api/public/cashout' },
  { group: 'salesCreate', method: 'post', path: '/api/sales' },
  { group: 'transactions', method: 'get', path: '/api/transactions/1' },
];

const acme = ACCOUNTS.acme;
const BAD_KEYS: { name: string; headers: Record<string, string> }[] = [
  { name: 'no keys at all', headers: {} },
  { name: 'only the public key', headers: { 'X-Api-Public-Key': acme.publicKey } },
  { name: 'only the private key', headers: { 'X-Api-Private-Key': acme.privateKey } },
  { name: 'a malformed public key', headers: { 'X-Api-Public-Key': 'acme', 'X-Api-Private-Key': acme.privateKey } },
  {
    name: 'a public key in the private header',
    headers: { 'X-Api-Public-Key': acme.publicKey, 'X-Api-Private-Key': acme.publicKey },
  },
  {
    name: 'an unknown public key',
    headers: { 'X-Api-Public-Key': 'pk_test_unknown000000000', 'X-Api-Private-Key': acme.privateKey },
  },
  {
    name: 'a wrong private key',
    headers: { 'X-Api-Public-Key': acme.publicKey, 'X-Api-Private-Key': 'sk_test_wrong0000000000000' },
  },
  {
    name: 'keys of two different accounts',
    headers: { 'X-Api-Public-Key': acme.publicKey, 'X-Api-Private-Key': ACCOUNTS.bravo.privateKey },
  },
];

describe.each(GROUP_ENDPOINTS)('$method $path ($group group)', ({ group, method, path }) => {
  it.each(BAD_KEYS)('answers 401 in the group body for $name', async ({ headers }) => {
    const res = await request(t.app)
      [method](path)
      .set(headers)
      .send(method === 'post' ? {} : undefined)
      .expect(401);
    expectSchema(res.body, ERROR_SCHEMAS[group]);
    expect(res.body).toEqual(errorResponse(group, 'UNAUTHORIZED').body);
  });
});

describe('the 401 bodies of each group', () => {
  it('follow the shapes of the spec', () => {
    expect(errorResponse('seller', 'UNAUTHORIZED').body).toEqual({
      error: 'UNAUTHORIZED',
      message: expect.any(String),
    });
    expect(errorResponse('subscriptions', 'UNAUTHORIZED').body).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: expect.any(String) },
    });
    expect(errorResponse('cashout', 'UNAUTHORIZED').body).toEqual({ message: 'Nao autorizado', error: 'UNAUTHORIZED' });
    expect(errorResponse('salesCreate', 'UNAUTHORIZED').body).toEqual({
      message: expect.any(String),
      details: expect.any(String),
    });
    expect(errorResponse('transactions', 'UNAUTHORIZED').body).toEqual({
      message: expect.any(String),
      error: 'UNAUTHORIZED',
    });
  });

  it('give the cashout identifiers in errorType and the 403 envelope code FORBIDDEN', () => {
    expect(errorResponse('cashout', 'INSUFFICIENT_BALANCE')).toEqual({
      status: 422,
      body: { message: expect.any(String), errorType: 'INSUFFICIENT_BALANCE' },
    });
    expect(errorResponse('subscriptions', 'FORBIDDEN')).toEqual({
      status: 403,
      body: { success: false, error: { code: 'FORBIDDEN', message: expect.any(String) } },
    });
  });
});

describe('valid keys', () => {
  it('authenticate each fixture account as itself', async () => {
    for (const handle of ['acme', 'bravo', 'nocash'] as const) {
      const res = await request(t.app).get('/api/seller').set(keys(handle)).expect(200);
      expect(res.body.id).toBe(ACCOUNTS[handle].id);
    }
  });

  it('are never written to the request journal', async () => {
    await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
    const journal = await request(t.app).get('/__admin/requests').expect(200);
    expect(JSON.stringify(journal.body)).not.toContain(acme.privateKey);
    expect(JSON.stringify(journal.body)).not.toContain(acme.publicKey);
  });

  it('are stored only as a hash', () => {
    const state = JSON.stringify(t.deps.store.state);
    expect(Object.values(ACCOUNTS).length).toBeGreaterThan(0);
    for (const account of Object.values(ACCOUNTS)) expect(state).not.toContain(account.privateKey);
  });
});
