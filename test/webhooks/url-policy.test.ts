import type { LookupAddress } from 'node:dns';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { startChild } from '../helpers/child.js';
import { Receiver } from '../helpers/receiver.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { postback, postCashout, VALID_KEYS } from '../cashouts/cashout-helpers.js';
import { saleBody } from '../sales/sale-helpers.js';
import { sendJson, type Resolver } from '../../src/features/webhooks/sender.js';
import { redactUrl, urlRefusal } from '../../src/features/webhooks/url-policy.js';
import { SETTINGS } from '../../src/core/settings.js';
import { waitUntil } from '../helpers/wait.js';

/**
 * Issue 11, finding 7: webhook and postback URLs could name the cloud metadata service and
 * other link-local addresses (in decimal, hex, octal or IPv4-mapped spellings), which made the
 * delivery journal a port scanner; URL credentials were shown in full. Now such URLs are
 * refused when configured (400 naming the field) and again at delivery, after DNS, on the
 * address actually connected to; credentials never leave the record.
 */

/** Every spelling here means an address that is never called. */
const REFUSED_URLS = [
  'http://169.254.169.254/latest/meta-data/',
  'http://2852039166/',
  'http://0xA9FEA9FE/',
  'http://0xa9.0xfe.0xa9.0xfe/',
  'http://0251.0376.0251.0376/',
  'http://169.254.43518/',
  'http://169.254.169.254./',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[64:ff9b::169.254.169.254]/',
  'http://[fe80::1]/',
  'http://[febf::1]/',
  'https://169.254.0.1:8443/x',
  'http://100.100.100.200/latest/meta-data/',
  'http://[fd00:ec2::254]/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://0.0.0.0:4010/',
  'http://0/',
  'http://[::]/',
  'http://224.0.0.1/',
  'http://239.255.255.250:1900/',
  'http://[ff02::1]/',
  'http://255.255.255.255/',
  // Issue 20, finding 9: other clouds' service addresses, and IPv6 forms that carry a refused IPv4 address.
  'http://168.63.129.16/machine?comp=goalstate',
  'http://192.0.0.192/latest/',
  'http://192.0.0.1/',
  'http://[2002:a9fe:a9fe::1]/',
  'http://[2002:a9fe:a9fe:1234:5678:9abc:def0:1]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://[::ffff:168.63.129.16]/',
  'http://[2001:0:a9fe:a9fe::1]/',
  'http://[2001:0:4136:e378:8000:63bf:5601:5601]/',
  'http://[2002:c000:c0:0:0:0:0:1]/',
];

/** Loopback and private ranges stay allowed: CI receivers live there. */
const ALLOWED_URLS = [
  'http://[2002:7f00:1::1]/',
  'http://[2002:c0a8:a::1]/',
  'http://[2001:db8::1]/',
  'http://[64:ff9b::a00:1]/',
  'http://192.0.1.1/',
  'http://127.0.0.1:9/x',
  'http://localhost:8080/',
  'http://[::1]/',
  'http://10.1.2.3/',
  'http://172.16.0.9/',
  'http://192.168.0.10/',
  'http://receiver:3000/hook',
  'https://hooks.example.com/a?b=1',
  'http://169.253.255.255/',
  'http://169.255.0.1/',
];

describe('the outbound URL policy, judged from the URL', () => {
  it.each(REFUSED_URLS)('refuses %s', (url) => {
    expect(urlRefusal([], new URL(url))).not.toBeNull();
  });

  it.each(ALLOWED_URLS)('allows %s by default', (url) => {
    expect(urlRefusal([], new URL(url))).toBeNull();
  });

  it.each([
    ['http://[2002:a9fe:a9fe::1]/', '6to4 of 169.254.169.254'],
    ['http://[::ffff:192.0.0.192]/', 'IPv4-mapped of 192.0.0.192'],
    ['http://[64:ff9b::a83f:8110]/', 'NAT64 of 168.63.129.16'],
    ['http://[2001:0:4136:e378:8000:63bf:5601:5601]/', 'Teredo of 169.254.169.254'],
  ])('names the IPv4 address %s carries, and the rule it broke', (url, carried) => {
    expect(urlRefusal([], new URL(url))).toMatchObject({
      kind: 'address',
      label: expect.stringContaining(`, as ${carried}`),
    });
  });

  it('with an allow-list, takes only its hosts (names, addresses in any spelling, *.domain), and still never the refused ranges', () => {
    const allowed = ['hooks.example.test', '*.ci.test', '10.0.0.7', '169.254.169.254'];
    const verdict = (url: string) => urlRefusal(allowed, new URL(url))?.kind ?? 'allowed';
    expect(verdict('http://hooks.example.test/x')).toBe('allowed');
    expect(verdict('http://HOOKS.example.test:81/x')).toBe('allowed');
    expect(verdict('http://a.ci.test/')).toBe('allowed');
    expect(verdict('http://deep.a.ci.test/')).toBe('allowed');
    expect(verdict('http://ci.test/')).toBe('not-allowed');
    expect(verdict('http://evilci.test/')).toBe('not-allowed');
    expect(verdict('http://167772167/')).toBe('allowed');
    expect(verdict('http://127.0.0.1/')).toBe('not-allowed');
    expect(verdict('http://169.254.169.254/')).toBe('address');
  });

  it('is a documented setting', () => {
    expect(SETTINGS.webhookAllowedHosts).toMatchObject({ env: 'SANDBOX_WEBHOOK_ALLOWED_HOSTS', default: [] });
    expect(SETTINGS.webhookAllowedHosts.parse('a.test, *.b.test')).toEqual(['a.test', '*.b.test']);
  });
});

describe('refused when configured: 400 naming the field, nothing changed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webhookRetryDelaysMs: [] });
  });
  afterAll(() => t.close());

  it.each(REFUSED_URLS)('sale postbackUrl %s', async (url) => {
    const before = JSON.stringify(t.deps.store.state);
    const res = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('CREDIT_CARD', { postbackUrl: url }))
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
    expect(res.body).toMatchObject({ error: 'OUTBOUND_URL_REFUSED', details: { missingFields: ['postbackUrl'] } });
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it.each(REFUSED_URLS)('cashout postbackUrl %s', async (url) => {
    const before = JSON.stringify(t.deps.store.state);
    const res = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF, postbackUrl: url }).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.cashout);
    expect(res.body.error).toBe('OUTBOUND_URL_REFUSED');
    expect(res.body.message).toContain('postbackUrl');
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it.each(REFUSED_URLS)('seller webhook.url %s, at creation and by PATCH', async (url) => {
    const before = JSON.stringify(t.deps.store.state);
    const created = await request(t.app)
      .post('/__admin/sellers')
      .send({ webhook: { url, notifyWithdrawals: true } })
      .expect(400);
    expectSchema(created.body, ERROR_SCHEMAS.admin);
    expect(created.body).toMatchObject({ error: 'OUTBOUND_URL_REFUSED', details: ['webhook.url'] });
    const patched = await request(t.app)
      .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
      .send({ webhook: { url } })
      .expect(400);
    expect(patched.body).toMatchObject({ error: 'OUTBOUND_URL_REFUSED', details: ['webhook.url'] });
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it.each(ALLOWED_URLS)('takes %s', async (url) => {
    await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { postbackUrl: url }))
      .expect(201);
  });

  it('under SANDBOX_WEBHOOK_ALLOWED_HOSTS, refuses a host outside the list, naming the setting', async () => {
    const narrow = await buildTestApp({ webhookAllowedHosts: ['hooks.example.test'] });
    try {
      const res = await request(narrow.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { postbackUrl: 'http://127.0.0.1:9/x' }))
        .expect(400);
      expect(res.body.message).toContain('SANDBOX_WEBHOOK_ALLOWED_HOSTS');
      await request(narrow.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { postbackUrl: 'http://hooks.example.test/x' }))
        .expect(201);
    } finally {
      narrow.close();
    }
  });
});

describe('checked again at delivery, after DNS, on the address connected to', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await new Receiver().start();
  });
  afterEach(() => receiver.stop());

  const port = () => new URL(receiver.url).port;
  const resolver = (answers: Record<string, LookupAddress[][]>): Resolver & { calls: string[] } => {
    const calls: string[] = [];
    const resolve = (host: string): Promise<LookupAddress[]> => {
      calls.push(host);
      const queue = answers[host];
      if (!queue) return Promise.reject(new Error(`getaddrinfo ENOTFOUND ${host}`));
      return Promise.resolve(queue.length > 1 ? queue.shift()! : queue[0]);
    };
    return Object.assign(resolve, { calls });
  };

  it.each([
    ['169.254.169.254', [{ address: '169.254.169.254', family: 4 }]],
    ['an IPv4-mapped link-local address', [{ address: '::ffff:169.254.169.254', family: 6 }]],
    ['fe80::1', [{ address: 'fe80::1', family: 6 }]],
    [
      'a loopback and a link-local address',
      [
        { address: '127.0.0.1', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    ],
    ['0.0.0.0', [{ address: '0.0.0.0', family: 4 }]],
    ['168.63.129.16 (Azure)', [{ address: '168.63.129.16', family: 4 }]],
    ['192.0.0.192 (Oracle Cloud)', [{ address: '192.0.0.192', family: 4 }]],
    ['the 6to4 form of 169.254.169.254', [{ address: '2002:a9fe:a9fe::1', family: 6 }]],
    [
      'a Teredo address whose client is 169.254.169.254',
      [{ address: '2001:0:4136:e378:8000:63bf:5601:5601', family: 6 }],
    ],
  ])('a name resolving to %s is refused, nothing sent', async (_name, addresses) => {
    const resolve = resolver({ 'rebind.test': [addresses] });
    const result = await sendJson(`http://rebind.test:${port()}/hook`, '{}', {}, 1000, { resolve });
    expect(result).toMatchObject({
      statusCode: null,
      refused: true,
      error: expect.stringMatching(/^refused by the outbound URL policy: address \S+ is .*; not sent$/),
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('connects to the address it checked: a name only the policy resolved reaches the receiver', async () => {
    const resolve = resolver({ 'receiver.test': [[{ address: '127.0.0.1', family: 4 }]] });
    const result = await sendJson(`http://receiver.test:${port()}/pinned`, '{"n":1}', {}, 1000, { resolve });
    expect(result).toMatchObject({ statusCode: 200, error: null });
    expect(receiver.received.map((r) => [r.path, r.headers.host, r.body])).toEqual([
      ['/pinned', `receiver.test:${port()}`, '{"n":1}'],
    ]);
  });

  it('a DNS rebind cannot slip through: one resolution per attempt, and the next attempt sees the new answer and refuses', async () => {
    const resolve = resolver({
      'flip.test': [[{ address: '127.0.0.1', family: 4 }], [{ address: '169.254.169.254', family: 4 }]],
    });
    const first = await sendJson(`http://flip.test:${port()}/a`, '{}', {}, 1000, { resolve });
    expect(first.statusCode).toBe(200);
    expect(resolve.calls).toEqual(['flip.test']);
    const second = await sendJson(`http://flip.test:${port()}/b`, '{}', {}, 1000, { resolve });
    expect(second).toMatchObject({ refused: true, statusCode: null });
    expect(receiver.received.map((r) => r.path)).toEqual(['/a']);
  });

  it('an unresolvable name is an ordinary failed attempt, not a refusal', async () => {
    const result = await sendJson('http://nowhere.test/x', '{}', {}, 1000, { resolve: resolver({}) });
    expect(result).toMatchObject({ statusCode: null, error: 'getaddrinfo ENOTFOUND nowhere.test' });
    expect(result.refused).toBeUndefined();
  });

  describe('through the outbox, for URLs that bypassed the configuration check (a restored state)', () => {
    let t: TestApp;
    afterEach(() => t.close());

    async function restoreWithWebhook(url: string): Promise<void> {
      const state = JSON.parse(JSON.stringify(t.deps.store.state));
      state.sellers[ACCOUNTS.acme.id].webhook = { url, notifyWithdrawals: true };
      await request(t.app).put('/__admin/state').send(state).expect(200);
    }

    async function cashoutDeliveries() {
      const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
      await postback(t.app, created.body.id, { status: 'PROCESSING' }).expect(200);
      const list = async () => {
        const res = await request(t.app)
          .get(`/__admin/webhooks/deliveries?sellerId=${ACCOUNTS.acme.id}&kind=cashout.webhook`)
          .expect(200);
        expectSchema(res.body, 'webhooks/deliveries.response.schema.json');
        return res.body.deliveries as {
          status: string;
          attempts: { statusCode: number | null; error: string | null }[];
        }[];
      };
      // Waited for, not slept for (150 ms were): the webhook's delivery made and ended (FAILED or DELIVERED: neither
      // is retried after).
      await waitUntil(async () => {
        const deliveries = await list();
        return deliveries.length > 0 && deliveries.every((delivery) => delivery.status !== 'PENDING');
      }, 'the cashout webhook delivery ended');
      await t.deps.outbox.settled(1000);
      return list();
    }

    it('the cloud metadata address: FAILED at the first attempt with the reason, never retried', async () => {
      t = await buildTestApp({ webhookRetryDelaysMs: [20, 20, 20], webhookTimeoutMs: 500 });
      await restoreWithWebhook('http://169.254.169.254/latest/meta-data/');
      const [delivery] = await cashoutDeliveries();
      expect(delivery.status).toBe('FAILED');
      expect(delivery.attempts).toEqual([
        expect.objectContaining({
          statusCode: null,
          error: expect.stringMatching(/^refused by the outbound URL policy: address 169\.254\.169\.254 is link-local/),
        }),
      ]);
    });

    it('a host outside SANDBOX_WEBHOOK_ALLOWED_HOSTS: FAILED, the real receiver never called', async () => {
      t = await buildTestApp({
        webhookRetryDelaysMs: [20],
        webhookTimeoutMs: 500,
        webhookAllowedHosts: ['hooks.example.test'],
      });
      await restoreWithWebhook(`${receiver.url}/hook`);
      const [delivery] = await cashoutDeliveries();
      expect(delivery.status).toBe('FAILED');
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0].error).toBe(
        'refused by the outbound URL policy: host 127.0.0.1 is not in SANDBOX_WEBHOOK_ALLOWED_HOSTS; not sent',
      );
      expect(receiver.received).toHaveLength(0);
    });
  });
});

describe('URL credentials are never shown', () => {
  const SECRET = 's3cr3t-p4ss';
  let receiver: Receiver;
  let t: TestApp;
  beforeEach(async () => {
    receiver = await new Receiver().start();
    t = await buildTestApp({ webhookRetryDelaysMs: [], webhookTimeoutMs: 500 });
  });
  afterEach(async () => {
    t.close();
    await receiver.stop();
  });

  const withCredentials = () => receiver.url.replace('http://', `http://hook-user:${SECRET}@`);

  it('redacts user and password, and leaves other URLs alone', () => {
    expect(redactUrl('http://user:pw@host:81/p?q=1#f')).toBe('http://***:***@host:81/p?q=1#f');
    expect(redactUrl('https://token@host/p')).toBe('https://***@host/p');
    expect(redactUrl('http://host/p')).toBe('http://host/p');
    expect(redactUrl(null)).toBeNull();
  });

  it('sends them to the receiver, but the journal, the sale, the cashout and the seller views show ***', async () => {
    const sale = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('CREDIT_CARD', { postbackUrl: `${withCredentials()}/sale` }))
      .expect(201);
    await receiver.waitFor(1);
    expect(receiver.received[0].headers.authorization).toBe(
      `Basic ${Buffer.from(`hook-user:${SECRET}`).toString('base64')}`,
    );
    await request(t.app)
      .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
      .send({ webhook: { url: `${withCredentials()}/webhook`, notifyWithdrawals: true } })
      .expect(200);
    const cashout = await postCashout(t.app, 'acme', {
      amount: 150,
      pixKey: VALID_KEYS.CPF,
      postbackUrl: `${withCredentials()}/cashout`,
    }).expect(201);
    await postback(t.app, cashout.body.id, { status: 'PROCESSING' }).expect(200);
    await receiver.waitFor(3);
    await t.deps.outbox.settled();

    const list = await request(t.app).get('/__admin/webhooks/deliveries').expect(200);
    expectSchema(list.body, 'webhooks/deliveries.response.schema.json');
    const first = list.body.deliveries.at(-1);
    const one = await request(t.app).get(`/__admin/webhooks/deliveries/${first.id}`).expect(200);
    expectSchema(one.body, 'webhooks/delivery.response.schema.json');
    const again = await request(t.app).post(`/__admin/webhooks/deliveries/${first.id}/redeliver`).expect(202);
    const views = [
      list.body,
      one.body,
      again.body,
      (await request(t.app).get(`/__admin/sales/${sale.body.sale.id}`).expect(200)).body,
      (await request(t.app).get(`/__admin/cashouts/${cashout.body.id}`).expect(200)).body,
      (await request(t.app).get(`/__admin/sellers/${ACCOUNTS.acme.id}`).expect(200)).body,
      (await request(t.app).get('/__admin/requests').expect(200)).body,
    ];
    for (const view of views) expect(JSON.stringify(view)).not.toContain(SECRET);
    expect(one.body.url).toBe(`${receiver.url.replace('http://', 'http://***:***@')}/sale`);
    expect(views[3].postbackUrl).toBe(`${receiver.url.replace('http://', 'http://***:***@')}/sale`);
    expect(views[5].webhook.url).toBe(`${receiver.url.replace('http://', 'http://***:***@')}/webhook`);
    await t.deps.outbox.settled();
  });

  it('and the log of a real server never holds them', async () => {
    const server = await startChild({ SANDBOX_LOG_LEVEL: 'debug', SANDBOX_WEBHOOK_RETRY_DELAYS_MS: '' });
    try {
      const headers = { ...keys('acme'), 'content-type': 'application/json' };
      const body = JSON.stringify(saleBody('CREDIT_CARD', { postbackUrl: `${withCredentials()}/logged` }));
      expect((await fetch(`${server.url}/api/sales`, { method: 'POST', headers, body })).status).toBe(201);
      await receiver.waitFor(1);
      const requests = await (await fetch(`${server.url}/__admin/requests`)).text();
      await waitUntil(() => /webhook attempt/.test(server.output()), 'the log line of the webhook attempt');
      expect(server.output()).not.toContain(SECRET);
      expect(requests).not.toContain(SECRET);
    } finally {
      await server.stop();
    }
  });
});
