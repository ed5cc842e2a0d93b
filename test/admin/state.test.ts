import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe('GET and PUT /__admin/state', () => {
  it('round-trips: a snapshot taken, changes made, the snapshot restored gives the first state back', async () => {
    const snapshot = (await request(t.app).get('/__admin/state').expect(200)).body;
    await request(t.app)
      .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
      .send({ availableBalance: 1, legalName: 'Changed' })
      .expect(200);
    await request(t.app).post('/__admin/sellers').send({}).expect(201);
    const restored = await request(t.app).put('/__admin/state').send(snapshot).expect(200);
    expectSchema(restored.body, 'admin/state-restore.response.schema.json');
    expect(restored.body).toMatchObject({
      schemaVersion: snapshot.meta.schemaVersion,
      migratedFrom: null,
      migrations: [],
    });
    expect((await request(t.app).get('/__admin/state')).body).toEqual(snapshot);
    const me = await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
    expect(me.body.legalName).toBe('Acme Comércio Eletrônico LTDA');
    expect(me.body.defaultRecipient.balance.available).toBe(
      snapshot.ledger
        ? Object.values(snapshot.ledger as Record<string, { sellerId: number; amountCents: number }>)
            .filter((e) => e.sellerId === ACCOUNTS.acme.id)
            .reduce((s, e) => s + e.amountCents, 0)
        : 0,
    );
  });

  it('keeps the indexes right after a restore: keys rotated after the snapshot stop working', async () => {
    const snapshot = (await request(t.app).get('/__admin/state')).body;
    const rotated = await request(t.app).post(`/__admin/sellers/${ACCOUNTS.bravo.id}/keys`).expect(201);
    await request(t.app).put('/__admin/state').send(snapshot).expect(200);
    await request(t.app).get('/api/seller').set(keys('bravo')).expect(200);
    await request(t.app)
      .get('/api/seller')
      .set({
        'X-Api-Public-Key': rotated.body.credentials.publicKey,
        'X-Api-Private-Key': rotated.body.credentials.privateKey,
      })
      .expect(401);
  });

  it.each([
    ['a list', []],
    ['a record under the wrong id', 'wrong-id'],
    ['a record with a bad field', 'bad-field'],
    ['an unknown collection', 'unknown-collection'],
  ])('refuses %s with 400 and changes nothing', async (_name, kind) => {
    const before = JSON.stringify(t.deps.store.state);
    let body: unknown = kind;
    if (!Array.isArray(kind)) {
      const state = structuredClone(t.deps.store.state) as unknown as Record<
        string,
        Record<string, Record<string, unknown>>
      >;
      if (kind === 'wrong-id') state.sellers['77'] = state.sellers[String(ACCOUNTS.acme.id)];
      if (kind === 'bad-field') state.sellers[String(ACCOUNTS.acme.id)].blocked = 'no';
      if (kind === 'unknown-collection') state.widgets = {};
      body = state;
    }
    const res = await request(t.app)
      .put('/__admin/state')
      .send(body as object)
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });
});

describe('POST /__admin/reset', () => {
  const withoutClock = (state: object) =>
    JSON.stringify({ ...state, meta: { ...(state as { meta: object }).meta, clock: null } });

  it('goes back to the fixture state (the clock starts again from its start instant)', async () => {
    const fixtures = withoutClock(t.deps.store.state);
    await request(t.app).post('/__admin/sellers').send({}).expect(201);
    await request(t.app).post(`/__admin/sellers/${ACCOUNTS.acme.id}/keys`).expect(201);
    const res = await request(t.app).post('/__admin/reset').expect(200);
    expectSchema(res.body, 'admin/ok.response.schema.json');
    expect(withoutClock(t.deps.store.state)).toBe(fixtures);
    await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
  });
});

describe('GET /__admin/requests', () => {
  it('lists recent requests newest first, with seller id and duration', async () => {
    await request(t.app).get('/api/seller').set(keys('bravo')).expect(200);
    await request(t.app).get('/health').expect(200);
    const res = await request(t.app).get('/__admin/requests?limit=2').expect(200);
    expectSchema(res.body, 'admin/requests.response.schema.json');
    expect(res.body.requests.map((r: { path: string }) => r.path)).toEqual(['/health', '/api/seller']);
    expect(res.body.requests[1]).toMatchObject({ method: 'GET', status: 200, sellerId: ACCOUNTS.bravo.id });
  });

  it('keeps a bounded number of entries', async () => {
    const small = await buildTestApp({ requestLogSize: 3 });
    try {
      for (let i = 0; i < 5; i++) await request(small.app).get('/health');
      const res = await request(small.app).get('/__admin/requests').expect(200);
      expect(res.body.requests.length).toBe(3);
    } finally {
      small.close();
    }
  });
});
