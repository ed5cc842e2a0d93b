import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';

// The key check remembers the private key that matched each stored hash (HashMatches in
// src/core/lib/secrets.ts), so a client sending the same pair pays the SHA-256 once. Every change
// to keys or sellers must still show on the very next request: each case first has the pair
// accepted (and remembered), then changes something, then asks again at once.

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const pair = (credentials: { publicKey: string; privateKey: string }) => ({
  'X-Api-Public-Key': credentials.publicKey,
  'X-Api-Private-Key': credentials.privateKey,
});

async function accepted(headers: Record<string, string>, times = 2): Promise<void> {
  for (let i = 0; i < times; i++) await request(t.app).get('/api/seller').set(headers).expect(200);
}

async function rotate(id: number): Promise<{ publicKey: string; privateKey: string }> {
  return (await request(t.app).post(`/__admin/sellers/${id}/keys`).expect(201)).body.credentials;
}

describe('the remembered key check', () => {
  it('refuses a wrong private key right after the right one was accepted, and accepts the right one after a wrong one', async () => {
    await accepted(keys('acme'));
    await request(t.app)
      .get('/api/seller')
      .set({ ...keys('acme'), 'X-Api-Private-Key': ACCOUNTS.acme.privateKey.slice(0, -1) + 'X' })
      .expect(401);
    await request(t.app)
      .get('/api/seller')
      .set({ ...keys('acme'), 'X-Api-Private-Key': ACCOUNTS.bravo.privateKey })
      .expect(401);
    await accepted(keys('acme'), 1);
  });

  it('refuses rotated (revoked) keys on the very next request, and accepts the new pair', async () => {
    await accepted(keys('acme'));
    const rotated = await rotate(ACCOUNTS.acme.id);
    await request(t.app).get('/api/seller').set(keys('acme')).expect(401);
    // The old private key under the new public key is no pair either.
    await request(t.app)
      .get('/api/seller')
      .set({ ...pair(rotated), 'X-Api-Private-Key': ACCOUNTS.acme.privateKey })
      .expect(401);
    await accepted(pair(rotated));
    // A second rotation revokes the pair that was just remembered.
    const again = await rotate(ACCOUNTS.acme.id);
    await request(t.app).get('/api/seller').set(pair(rotated)).expect(401);
    await accepted(pair(again), 1);
  });

  it('refuses a seller blocked after its pair was accepted, on the very next request', async () => {
    await accepted(keys('bravo'));
    await request(t.app).patch(`/__admin/sellers/${ACCOUNTS.bravo.id}`).send({ blocked: true }).expect(200);
    // The key pair is still the seller's (200 on GET /api/seller); operating is what a block refuses.
    await request(t.app).get('/api/transactions/1').set(keys('bravo')).expect(403);
    await request(t.app).patch(`/__admin/sellers/${ACCOUNTS.bravo.id}`).send({ blocked: false }).expect(200);
    await accepted(keys('bravo'), 1);
  });

  it('after a reset, refuses keys rotated before it and accepts the fixture keys again', async () => {
    await accepted(keys('acme'));
    const rotated = await rotate(ACCOUNTS.acme.id);
    await accepted(pair(rotated));
    await request(t.app).post('/__admin/reset').expect(200);
    await request(t.app).get('/api/seller').set(pair(rotated)).expect(401);
    await accepted(keys('acme'), 1);
  });

  it("after a restore, refuses keys rotated after the snapshot and accepts the snapshot's keys; restoring the later state turns it round", async () => {
    await accepted(keys('bravo'));
    const before = (await request(t.app).get('/__admin/state').expect(200)).body;
    const rotated = await rotate(ACCOUNTS.bravo.id);
    await accepted(pair(rotated));
    const after = (await request(t.app).get('/__admin/state').expect(200)).body;

    await request(t.app).put('/__admin/state').send(before).expect(200);
    await request(t.app).get('/api/seller').set(pair(rotated)).expect(401);
    await accepted(keys('bravo'), 1);

    await request(t.app).put('/__admin/state').send(after).expect(200);
    await request(t.app).get('/api/seller').set(keys('bravo')).expect(401);
    await accepted(pair(rotated), 1);
  });

  it('refuses, after a restore, the keys of a seller the restored state does not hold', async () => {
    const before = (await request(t.app).get('/__admin/state').expect(200)).body;
    const created = (await request(t.app).post('/__admin/sellers').send({}).expect(201)).body.credentials;
    await accepted(pair(created));
    await request(t.app).put('/__admin/state').send(before).expect(200);
    await request(t.app).get('/api/seller').set(pair(created)).expect(401);
  });
});
