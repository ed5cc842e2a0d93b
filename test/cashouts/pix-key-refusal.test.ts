import request from 'supertest';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { postCashout } from './cashout-helpers.js';

/**
 * Issue 23, finding 4: `a@b.com` (EMAIL) answered 400 Dados invalidos with no field or reason.
 * The rule that refuses it is the spec's pixKey length (8 to 77 characters, every key type),
 * not the e-mail format; the body stays the spec's, and the journal says which field and why.
 */
const INVALID = { message: ERROR_CATALOGUE.VALIDATION_ERROR.messageByGroup.cashout, error: 'VALIDATION_ERROR' };

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

async function journalOf(res: request.Response) {
  const detail = await request(t.app).get(`/__admin/requests/${res.headers['x-request-id']}`).expect(200);
  expectSchema(detail.body, 'admin/request.response.schema.json');
  return detail.body as { refusal: { code: string; fields: string[]; reasons: string[] } | null };
}

describe('a PIX e-mail key', () => {
  it.each([
    ['the 9-character ab@bc.com', 'ab@bc.com'],
    ['an 8-character address, the shortest the spec allows', 'ab@c.com'],
    ['a 77-character address, the longest', `${'a'.repeat(65)}@example.com`],
    ['an address with a plus tag and a subdomain', 'pix+loja@pagamentos.acme.com.br'],
  ])('is accepted: %s', async (_name, pixKey) => {
    const res = await postCashout(t.app, 'acme', { amount: 150, pixKey, pixKeyType: 'EMAIL' }).expect(201);
    expectSchema(res.body, 'cashouts/cashout.response.schema.json');
    expect(res.body).toMatchObject({ pixKey, pixKeyType: 'EMAIL' });
  });

  it('a@b.com is refused with the spec body, and the journal names pixKey and the 8-character minimum', async () => {
    const ledgerBefore = t.deps.store.collections.ledger.size;
    const res = await postCashout(t.app, 'acme', { amount: 150, pixKey: 'a@b.com', pixKeyType: 'EMAIL' }).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.cashout);
    expect(res.body).toEqual(INVALID);
    expect(t.deps.store.collections.ledger.size).toBe(ledgerBefore);
    const { refusal } = await journalOf(res);
    expect(refusal).toEqual({
      code: 'VALIDATION_ERROR',
      fields: ['pixKey'],
      reasons: ['pixKey: must NOT have fewer than 8 characters'],
    });
  });

  it('an address of the right length but no @ is refused, and the journal names the EMAIL format', async () => {
    const res = await postCashout(t.app, 'acme', {
      amount: 150,
      pixKey: 'pix.acme.com.br',
      pixKeyType: 'EMAIL',
    }).expect(400);
    expect(res.body).toEqual(INVALID);
    const { refusal } = await journalOf(res);
    expect(refusal?.fields).toEqual(['pixKey']);
    expect(refusal?.reasons).toEqual([expect.stringMatching(/^pixKey: not a valid EMAIL key: an e-mail address/)]);
  });

  it('a 78-character address is refused, and the journal names the 77-character maximum', async () => {
    const res = await postCashout(t.app, 'acme', {
      amount: 150,
      pixKey: `${'a'.repeat(66)}@example.com`,
      pixKeyType: 'EMAIL',
    }).expect(400);
    expect(res.body).toEqual(INVALID);
    expect((await journalOf(res)).refusal?.reasons).toEqual(['pixKey: must NOT have more than 77 characters']);
  });

  it('an amount and a key both wrong: the journal names both', async () => {
    const res = await postCashout(t.app, 'acme', { amount: 150.555, pixKey: '52998224724' }).expect(400);
    expect(res.body).toEqual(INVALID);
    const { refusal } = await journalOf(res);
    expect(refusal?.fields).toEqual(['amount', 'pixKey']);
    expect(refusal?.reasons).toEqual([
      'amount: more than two decimal places',
      expect.stringMatching(/^pixKey: not a valid CPF key: 11 digits/),
    ]);
  });

  it('a success has no refusal in the journal', async () => {
    const res = await postCashout(t.app, 'acme', { amount: 150, pixKey: 'ab@bc.com', pixKeyType: 'EMAIL' }).expect(201);
    expect((await journalOf(res)).refusal).toBeNull();
  });
});
