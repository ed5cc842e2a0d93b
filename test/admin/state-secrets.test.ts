import request from 'supertest';
import { REDACTED_SECRET, SECRETS_LOST_MESSAGE } from '../../src/features/admin/state.service.js';
import { verifySignature } from '../../src/tools/client/signature.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Receiver } from '../helpers/receiver.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';

/**
 * Export → reset → restore keeps every key pair and webhook secret working as before: a seller
 * created in the session still authenticates with its keys, and its postbacks are signed with
 * the secret it was given at creation, as a receiver holding that secret verifies. A redacted
 * export cannot bring back the secret of a seller the current state does not have: the restore
 * refuses, naming it, and changes nothing.
 */

let t: TestApp;
let receiver: Receiver;
beforeEach(async () => {
  t = await buildTestApp({ webhookRetryDelaysMs: [], webhookTimeoutMs: 1000 });
  receiver = await new Receiver().start();
});
afterEach(async () => {
  t.close();
  await receiver.stop();
});

/** A seller made in this session, with what its owner was shown once. */
async function newSeller() {
  const res = await request(t.app)
    .post('/__admin/sellers')
    .send({ legalName: 'Loja da Sessão LTDA', email: 'sessao@loja.test' })
    .expect(201);
  expectSchema(res.body, 'admin/seller-created.response.schema.json');
  const { publicKey, privateKey, webhookSecret } = res.body.credentials as {
    publicKey: string;
    privateKey: string;
    webhookSecret: string;
  };
  return {
    id: res.body.seller.id as number,
    keys: { 'X-Api-Public-Key': publicKey, 'X-Api-Private-Key': privateKey },
    webhookSecret,
  };
}

/** A card sale with a postback to the receiver; resolves with the postback as received. */
async function signedPostback(keys: Record<string, string>) {
  const before = receiver.received.length;
  const res = await request(t.app)
    .post('/api/sales')
    .set(keys)
    .send(saleBody('CREDIT_CARD', { postbackUrl: `${receiver.url}/postback` }));
  expect(res.status).toBe(201);
  await receiver.waitFor(before + 1);
  return receiver.received[before];
}

async function exported(query: string) {
  const res = await request(t.app).get(`/__admin/state${query}`).expect(200);
  expectSchema(res.body, 'admin/state.response.schema.json');
  return res.body as { users: Record<string, { webhookSecret: string }> };
}

describe('export → reset → restore', () => {
  it('with ?secrets=include keeps the key pair and the webhook secret of a seller made in the session: its postbacks verify with the secret it was given', async () => {
    const seller = await newSeller();
    const first = await signedPostback(seller.keys);
    expect(await verifySignature(first.body, first.headers['x-signature'], seller.webhookSecret)).toBe(true);

    const state = await exported('?secrets=include');
    expect(state.users[seller.id].webhookSecret).toBe(seller.webhookSecret);
    await request(t.app).post('/__admin/reset').expect(200);
    await request(t.app).get('/api/seller').set(seller.keys).expect(401);
    const restored = await request(t.app).put('/__admin/state').send(state).expect(200);
    expectSchema(restored.body, 'admin/state-restore.response.schema.json');

    await request(t.app).get('/api/seller').set(seller.keys).expect(200);
    const after = await signedPostback(seller.keys);
    expect(await verifySignature(after.body, after.headers['x-signature'], seller.webhookSecret)).toBe(true);
  });

  it('redacted (the default) is refused for a seller the reset state does not have, naming its secret, and changes nothing', async () => {
    const seller = await newSeller();
    const state = await exported('');
    expect(state.users[seller.id].webhookSecret).toBe(REDACTED_SECRET);
    await request(t.app).post('/__admin/reset').expect(200);
    const before = JSON.stringify(t.deps.store.state);

    const refused = await request(t.app).put('/__admin/state').send(state).expect(400);
    expectSchema(refused.body, ERROR_SCHEMAS.admin);
    expect(refused.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: SECRETS_LOST_MESSAGE,
      details: [`users.${seller.id}.webhookSecret`],
    });
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it('redacted, with the secret put back by hand, is taken: the postbacks verify with it', async () => {
    const seller = await newSeller();
    const state = await exported('');
    state.users[seller.id].webhookSecret = seller.webhookSecret;
    await request(t.app).post('/__admin/reset').expect(200);
    await request(t.app).put('/__admin/state').send(state).expect(200);
    const after = await signedPostback(seller.keys);
    expect(await verifySignature(after.body, after.headers['x-signature'], seller.webhookSecret)).toBe(true);
  });

  it('redacted, without a reset, keeps the secrets the sellers have now (the fixture sellers and one made in the session)', async () => {
    const seller = await newSeller();
    const state = await exported('');
    await request(t.app).put('/__admin/state').send(state).expect(200);
    const after = await signedPostback(seller.keys);
    expect(await verifySignature(after.body, after.headers['x-signature'], seller.webhookSecret)).toBe(true);
  });
});

it('GET /__admin/state?secrets= refuses a value other than redacted or include', async () => {
  const res = await request(t.app).get('/__admin/state?secrets=all').expect(400);
  expectSchema(res.body, ERROR_SCHEMAS.admin);
  expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', details: ['secrets'] });
});
