import request from 'supertest';
import { JOURNAL_BODY_CHARS } from '../../src/http/request-log.js';
import {
  keptForRedaction,
  REDACTED,
  redactedHeaders,
  redactedQuery,
  redactJsonText,
} from '../../src/core/lib/redact.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';

/** The replacing passes of redactJsonText over a text that may hold secrets (JSON_PASSES of src/core/lib/redact.ts). */
const REDACTION_PASSES = 4;

/**
 * The length of every text a regular expression reads (`test`, or `replace` through a pattern) while fn runs: what
 * redaction costs, counted instead of timed (speeds belong in the bench).
 */
function regexReads(fn: () => unknown): number[] {
  const proto = RegExp.prototype as unknown as Record<PropertyKey, (this: RegExp, ...args: unknown[]) => unknown>;
  const originals = { test: proto.test, [Symbol.replace]: proto[Symbol.replace] };
  const reads: number[] = [];
  for (const key of ['test', Symbol.replace] as const) {
    const original = originals[key];
    proto[key] = function (this: RegExp, text: unknown, ...rest: unknown[]) {
      reads.push(String(text).length);
      return original.call(this, text, ...rest);
    };
  }
  try {
    fn();
  } finally {
    Object.assign(proto, originals);
  }
  return reads;
}

describe('redaction', () => {
  it.each([
    [
      {
        privateKey: 'sk_x',
        webhookSecret: 'whsec_y',
        password: 'p',
        adminToken: 't',
        nested: { token: 'a', apiToken: 'b' },
      },
      {
        privateKey: REDACTED,
        webhookSecret: REDACTED,
        password: REDACTED,
        adminToken: REDACTED,
        nested: { token: REDACTED, apiToken: REDACTED },
      },
    ],
    [
      { card: { number: '4111 1111 1111 1111', cvv: '123', holderName: 'MARIA' } },
      { card: { number: '[redacted …1111]', cvv: REDACTED, holderName: 'MARIA' } },
    ],
    [{ cards: [{ number: '5555555555554444' }] }, { cards: [{ number: '[redacted …4444]' }] }],
    [
      { credentials: { publicKey: 'pk_1', privateKey: 'sk_2' }, note: 'sk_live_in_a_value' },
      { credentials: { publicKey: 'pk_1', privateKey: REDACTED }, note: REDACTED },
    ],
    [
      { item: { number: '42' }, amount: 100, list: [1, 'two', null], note: 'token: none' },
      { item: { number: '42' }, amount: 100, list: [1, 'two', null], note: 'token: none' },
    ],
    [
      { cvv: 123, securityCode: null, Token: true, escaped: 'a "privateKey": "b"' },
      { cvv: REDACTED, securityCode: REDACTED, Token: REDACTED, escaped: 'a "privateKey": "b"' },
    ],
    // Issue 20, finding 8: URL credentials in any string, and header spellings as keys.
    [
      {
        webhook: { url: 'http://alice:pw@hooks.test:8080/x' },
        postbackUrl: 'https://bob@h.test/p?q=1',
        note: 'see ftp://u:p@files.test',
      },
      {
        webhook: { url: 'http://***:***@hooks.test:8080/x' },
        postbackUrl: 'https://***@h.test/p?q=1',
        note: 'see ftp://***:***@files.test',
      },
    ],
    [
      {
        link: 'http://example.com/a@b',
        query: 'http://h.test/?to=a@b',
        email: 'maria@example.com',
        'x-admin-token': 't',
        'X-Api-Private-Key': 'k',
      },
      {
        link: 'http://example.com/a@b',
        query: 'http://h.test/?to=a@b',
        email: 'maria@example.com',
        'x-admin-token': REDACTED,
        'X-Api-Private-Key': REDACTED,
      },
    ],
  ])('hides the secrets of %j', (value, expected) => {
    expect(JSON.parse(redactJsonText(JSON.stringify(value), 10_000).text)).toEqual(expected);
    expect(JSON.parse(redactJsonText(JSON.stringify(value, null, 2), 10_000).text)).toEqual(expected);
  });

  it('hides URL credentials an encoder wrote with escaped slashes, and those the cap cut before their @', () => {
    expect(redactJsonText('{"postbackUrl":"http:\\/\\/alice:pw@h.test\\/x"}', 1000).text).toBe(
      '{"postbackUrl":"http:\\/\\/***:***@h.test\\/x"}',
    );
    const text = JSON.stringify({ postbackUrl: 'http://alice:correct-horse@h.test/x' });
    expect(redactJsonText(text, text.indexOf('horse'))).toEqual({
      text: '{"postbackUrl":"http://***:***…',
      truncated: true,
    });
  });

  it('hides a secret the cap cut in half, and keeps nothing of the rest', () => {
    const text = JSON.stringify({ padding: 'x'.repeat(80), privateKey: 'sk_test_abcdefghijklmnop' });
    const cut = text.indexOf('sk_test') + 10;
    const preview = redactJsonText(text, cut);
    expect(preview).toEqual({
      text: `${text.slice(0, text.indexOf('"privateKey"'))}"privateKey":"${REDACTED}"…`,
      truncated: true,
    });
    const malformed = redactJsonText('{"card": {"number": "5555555555554444", "cvv": "8531"', 1000).text;
    expect(malformed).toBe(`{"card": {"number": "[redacted …4444]", "cvv": "${REDACTED}"`);
  });

  it('redacts what the journal kept (the cap plus one character) as it would have redacted the whole text', () => {
    const cap = 100;
    const body = (length: number) =>
      JSON.stringify({
        card: { number: '4111111111111111', cvv: '123' },
        privateKey: 'sk_test_abcdefghijklmnop',
        padding: 'x'.repeat(length),
      });
    for (const text of [
      body(0).slice(0, cap - 1),
      body(0).slice(0, cap),
      body(0).slice(0, cap + 1),
      body(0).slice(0, cap + 2),
      body(10_000),
      '{"privateKey":"sk_' + 'y'.repeat(cap),
    ]) {
      const kept = keptForRedaction(text, cap);
      expect(kept.length).toBeLessThanOrEqual(cap + 1);
      expect(redactJsonText(kept, cap)).toEqual(redactJsonText(text, cap));
    }
    const short = body(0);
    expect(keptForRedaction(short, short.length)).toBe(short);
  });

  it('reads at most the cap of a text, in a fixed number of passes, and one scan when nothing is secret', () => {
    const sale = JSON.stringify({
      id: 1,
      status: 'PAGO',
      amount: 1000,
      customer: { name: 'Maria', email: 'm@example.com', document: '52998224725' },
      items: Array.from({ length: 10 }, (_, i) => ({ id: i, title: `Item ${i}`, unitPrice: 100, quantity: 1 })),
      card: { number: '4111111111111111', cvv: '123' },
    });
    // A sale with secrets: the one scan, then each pass over the sale's text as redacted so far (and the card's own
    // digits): a handful of reads, none much longer than the sale.
    const saleReads = regexReads(() => redactJsonText(sale, 8192));
    expect(saleReads.length).toBeLessThanOrEqual(2 * (REDACTION_PASSES + 1));
    expect(Math.max(...saleReads)).toBeLessThanOrEqual(2 * sale.length);
    const plain = JSON.stringify({ id: 1, status: 'PAGO', amount: 1000 });
    expect(regexReads(() => redactJsonText(plain, 8192))).toEqual([plain.length]);

    // The cost of the cap, not of the text (counted, not timed: issue 33): a whole state of 200,000 rows is read
    // no further than about its first 8,192 characters (a redacted secret is a little longer than the secret), by the
    // same passes.
    const huge = JSON.stringify({ rows: Array.from({ length: 200_000 }, (_, i) => ({ i, webhookSecret: 'whsec_x' })) });
    let preview = { text: '', truncated: false };
    const cappedReads = regexReads(() => (preview = redactJsonText(huge, 8192)));
    expect(cappedReads).toHaveLength(REDACTION_PASSES + 1);
    expect(Math.max(...cappedReads)).toBeLessThanOrEqual(2 * 8192);
    expect(preview.truncated).toBe(true);
    expect(preview.text).not.toContain('whsec_x');
    // The counting sees whole reads: the same text uncapped is read whole.
    expect(regexReads(() => redactJsonText(huge, huge.length))[0]).toBe(huge.length);
  });

  it('hides credential headers and secret query parameters', () => {
    expect(
      redactedHeaders({
        'X-Api-Private-Key': 'sk_1',
        'x-api-public-key': 'pk_1',
        'x-admin-token': 't',
        authorization: 'Bearer z',
        'content-type': 'application/json',
      }),
    ).toEqual({
      'x-api-private-key': REDACTED,
      'x-api-public-key': REDACTED,
      'x-admin-token': REDACTED,
      authorization: REDACTED,
      'content-type': 'application/json',
    });
    expect(redactedQuery('status=PAGO&token=abc&x=sk_live_1&flag')).toBe(
      'status=PAGO&token=%5Bredacted%5D&x=%5Bredacted%5D&flag',
    );
  });

  it.each([
    ['x-admin-token=tok', 'x-admin-token=%5Bredacted%5D'],
    ['X-ADMIN-TOKEN=tok&a=1', 'X-ADMIN-TOKEN=%5Bredacted%5D&a=1'],
    ['X%2DAdmin%2DToken=tok', 'X%2DAdmin%2DToken=%5Bredacted%5D'],
    ['x-api-private-key=k&authorization=Bearer%20z', 'x-api-private-key=%5Bredacted%5D&authorization=%5Bredacted%5D'],
    ['q=4111111111111111', `q=${encodeURIComponent('[redacted …1111]')}`],
    [
      'card=4111+1111+1111+1111&n=5555-5555-5555-4444',
      `card=${encodeURIComponent('[redacted …1111]')}&n=${encodeURIComponent('[redacted …4444]')}`,
    ],
    ['search=paid%20with%204024007198964305', `search=${encodeURIComponent('paid with [redacted …4305]')}`],
    ['url=http%3A%2F%2Falice%3Apw%40h.test%2Fx', `url=${encodeURIComponent('http://***:***@h.test/x')}`],
    [
      'since=1732400000000&document=52998224725&id=4111111111111112&url=http%3A%2F%2Fh.test%2F%3Fa%3Db%40c',
      'since=1732400000000&document=52998224725&id=4111111111111112&url=http%3A%2F%2Fh.test%2F%3Fa%3Db%40c',
    ],
  ])('in a query, %s is shown as %s', (query, shown) => {
    expect(redactedQuery(query)).toBe(shown);
  });
});

describe('GET /__admin/requests and /__admin/requests/{id}', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const detail = async (path: string) => {
    const [entry] = (await request(t.app).get('/__admin/requests').query({ path, limit: 1 }).expect(200)).body.requests;
    const res = await request(t.app).get(`/__admin/requests/${entry.id}`).expect(200);
    expectSchema(res.body, 'admin/request.response.schema.json');
    return res.body;
  };

  it('keeps the request and response bodies with card numbers, CVVs and keys redacted', async () => {
    const card = {
      number: '4024007198964305',
      holderName: 'MARIA DA SILVA',
      expirationMonth: '07',
      expirationYear: '2031',
      cvv: '9071',
    };
    const sale = await request(t.app)
      .post('/api/sales?token=abc')
      .set(keys('acme'))
      .send(saleBody('CREDIT_CARD', { card }))
      .expect(201);
    const entry = await detail('/api/sales');
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/sales',
      status: 201,
      sellerId: ACCOUNTS.acme.id,
      query: 'token=%5Bredacted%5D',
      requestBodyTruncated: false,
    });
    expect(JSON.parse(entry.requestBody).card).toEqual({ ...card, number: '[redacted …4305]', cvv: REDACTED });
    expect(entry.requestBody).toBe(
      JSON.stringify(saleBody('CREDIT_CARD', { card }))
        .replace(card.number, '[redacted …4305]')
        .replace('"9071"', `"${REDACTED}"`),
    );
    expect(JSON.parse(entry.responseBody)).toEqual(sale.body);
    expect(entry.requestHeaders['x-api-private-key']).toBe(REDACTED);
    const text = JSON.stringify(entry);
    for (const secret of [card.number, '9071', ACCOUNTS.acme.privateKey, ACCOUNTS.acme.publicKey])
      expect(text).not.toContain(secret);
  });

  it('keeps no URL credentials of a body, no admin token and no card number of a query (issue 20, finding 8)', async () => {
    const hook = 'http://alice:s3cr3t-pw@127.0.0.1:9/hook';
    await request(t.app)
      .post('/__admin/sellers')
      .send({ legalName: 'Userinfo LTDA', webhook: { url: hook, notifyWithdrawals: true } })
      .expect(201);
    const seller = await detail('/__admin/sellers');
    expect(JSON.parse(seller.requestBody).webhook.url).toBe('http://***:***@127.0.0.1:9/hook');
    await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { postbackUrl: 'https://bob:hunter2@127.0.0.1:9/pb' }))
      .expect(201);
    const sale = await detail('/api/sales');
    expect(JSON.parse(sale.requestBody).postbackUrl).toBe('https://***:***@127.0.0.1:9/pb');
    await request(t.app).get('/__admin/clock?X-Admin-Token=letmein').expect(200);
    expect((await detail('/__admin/clock')).query).toBe('X-Admin-Token=%5Bredacted%5D');
    await request(t.app).get('/api/transactions?card=4024007198964305').set(keys('acme'));
    const listed = await detail('/api/transactions');
    expect(listed.query).toBe(`card=${encodeURIComponent('[redacted …4305]')}`);
    const text = JSON.stringify([seller, sale, listed, await detail('/__admin/clock')]);
    for (const secret of ['s3cr3t-pw', 'alice', 'hunter2', 'letmein', '4024007198964305'])
      expect(text).not.toContain(secret);
  });

  it('never keeps a key or secret the sandbox answered with', async () => {
    const created = await request(t.app).post('/__admin/sellers').send({ legalName: 'Diário LTDA' }).expect(201);
    const createdEntry = await detail('/__admin/sellers');
    const rotated = await request(t.app).post(`/__admin/sellers/${created.body.userId}/webhook-secret`).expect(201);
    const entries = [createdEntry, await detail('/webhook-secret')];
    const text = JSON.stringify(entries);
    for (const secret of [
      created.body.credentials.privateKey,
      created.body.credentials.webhookSecret,
      rotated.body.webhookSecret,
    ])
      expect(text).not.toContain(secret);
    expect(JSON.parse(entries[0].responseBody).credentials).toEqual({
      publicKey: created.body.credentials.publicKey,
      privateKey: REDACTED,
      webhookSecret: REDACTED,
    });
  });

  it(`cuts bodies at ${JOURNAL_BODY_CHARS} characters and says so`, async () => {
    // The fixtures' sales list passes the cap (GET /__admin/state streams, so the journal keeps no body of it).
    await request(t.app).get('/__admin/sales?limit=1000').expect(200);
    const entry = await detail('/__admin/sales');
    expect(entry.responseBodyTruncated).toBe(true);
    expect(entry.responseBody.length).toBeLessThanOrEqual(JOURNAL_BODY_CHARS + 1);
    expect(entry.responseBody.endsWith('…')).toBe(true);
  });

  it('filters by seller, method, path, status or status class, and can leave out admin calls', async () => {
    await request(t.app).get('/api/seller').set(keys('bravo')).expect(200);
    await request(t.app).get('/api/transactions/99999999').set(keys('acme')).expect(404);
    await request(t.app).post('/api/sales').set(keys('acme')).send({}).expect(400);
    const list = async (query: Record<string, string>) => {
      const res = await request(t.app).get('/__admin/requests').query(query).expect(200);
      expectSchema(res.body, 'admin/requests.response.schema.json');
      return res.body.requests.map(
        (entry: { method: string; path: string; status: number }) => `${entry.method} ${entry.path} ${entry.status}`,
      );
    };
    expect(await list({ sellerId: String(ACCOUNTS.bravo.id) })).toEqual(['GET /api/seller 200']);
    expect(await list({ status: '404' })).toEqual(['GET /api/transactions/99999999 404']);
    expect(await list({ status: '4xx', hideAdmin: 'true' })).toEqual([
      'POST /api/sales 400',
      'GET /api/transactions/99999999 404',
    ]);
    expect(await list({ method: 'POST', path: '/api/' })).toEqual(['POST /api/sales 400']);
    expect((await list({ hideAdmin: 'true' })).every((line: string) => !line.includes('/__admin'))).toBe(true);
  });

  it.each([
    ['limit=0'],
    ['limit=abc'],
    ['status=42'],
    ['status=6xx'],
    ['method=FETCH'],
    ['sellerId=x'],
    ['hideAdmin=yes'],
  ])('refuses %s like every admin list', async (query) => {
    expectSchema((await request(t.app).get(`/__admin/requests?${query}`).expect(400)).body, ERROR_SCHEMAS.admin);
  });

  it('answers 404 for a request no longer (or never) in the journal', async () => {
    expectSchema((await request(t.app).get('/__admin/requests/99999999').expect(404)).body, ERROR_SCHEMAS.admin);
  });
});
