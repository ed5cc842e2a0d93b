import { startChild, type ChildServer } from '../helpers/child.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { saleBody } from '../sales/sale-helpers.js';
import { waitUntil } from '../helpers/wait.js';

/**
 * A real server logging at trace level through a whole flow: sellers created, card sales,
 * cashouts with postbacks, webhook deliveries, failed logins, malformed bodies, key and
 * secret rotations. Nothing it writes, and no answer after the one that created or rotated
 * them, carries a private key, a webhook secret, the admin token, a card number or a CVV.
 */
const ADMIN_TOKEN = 'adm_Zq7ReallyPrivateToken_4471';
const CARDS = ['5555555555554444', '4000000000000259', '4000000000000002'];
const CVV = '8531';

let server: ChildServer;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver().start();
  server = await startChild({
    SANDBOX_LOG_LEVEL: 'trace',
    SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN,
    SANDBOX_WEBHOOK_RETRY_DELAYS_MS: '20',
    SANDBOX_WEBHOOK_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await server.stop();
  await receiver.stop();
});

describe('logs and answers at trace level, through a whole flow', () => {
  it('never carry a key, secret, token, card number or CVV', async () => {
    /** Answers that may show a secret: the ones that create or rotate it. */
    const showing: string[] = [];
    const others: string[] = [];
    async function call(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
      shows = false,
    ) {
      const res = await fetch(server.url + path, {
        method,
        headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      (shows ? showing : others).push(text);
      return { status: res.status, body: JSON.parse(text) as Record<string, any> };
    }

    const created = await call(
      'POST',
      '/__admin/sellers',
      {
        legalName: 'Registro LTDA',
        availableBalance: 500_000,
        webhook: { url: `${receiver.url}/hook`, notifyWithdrawals: true },
      },
      {},
      true,
    );
    expect(created.status).toBe(201);
    // The fixture accounts' keys and webhook secrets are public test values (printed by the start banner, like Stripe's
    // test keys), yet a log that repeats a webhook secret would repeat any seller's: the log must carry none.
    const secrets = [
      created.body.credentials.privateKey,
      created.body.credentials.webhookSecret,
      ADMIN_TOKEN,
      ACCOUNTS.acme.webhookSecret,
      ACCOUNTS.bravo.webhookSecret,
    ];
    let keys = {
      'X-Api-Public-Key': created.body.credentials.publicKey,
      'X-Api-Private-Key': created.body.credentials.privateKey,
    };

    for (const number of CARDS) {
      const card = { number, holderName: 'MARIA DA SILVA', expirationMonth: '12', expirationYear: '2030', cvv: CVV };
      const sale = await call(
        'POST',
        '/api/sales',
        saleBody('CREDIT_CARD', { card, postbackUrl: `${receiver.url}/sale` }),
        keys,
      );
      expect(sale.status).toBe(201);
      if (sale.body.sale.status === 'EM_PROCESSAMENTO')
        expect((await call('POST', `/__admin/sales/${sale.body.sale.id}/status`, { status: 'PAGO' })).status).toBe(200);
    }
    // Refusals that carry the card or a key in the request: a bad card, a wrong key, a malformed body, a wrong token.
    expect(
      (
        await call(
          'POST',
          '/api/sales',
          saleBody('CREDIT_CARD', {
            card: {
              number: '4111111111111112',
              holderName: 'X',
              expirationMonth: '12',
              expirationYear: '2030',
              cvv: CVV,
            },
          }),
          keys,
        )
      ).status,
    ).toBe(400);
    expect(
      (await call('GET', '/api/seller', undefined, { ...keys, 'X-Api-Private-Key': `${keys['X-Api-Private-Key']}x` }))
        .status,
    ).toBe(401);
    expect((await call('POST', '/api/sales', `{"card": {"number": "${CARDS[0]}", "cvv": "${CVV}"`, keys)).status).toBe(
      400,
    );
    expect((await call('GET', '/__admin/sellers', undefined, { 'x-admin-token': `${ADMIN_TOKEN}x` })).status).toBe(401);

    const cashout = await call(
      'POST',
      '/api/public/cashout',
      { amount: 150, pixKey: '52998224725', postbackUrl: `${receiver.url}/cashout` },
      keys,
    );
    expect(cashout.status).toBe(201);
    for (const status of ['PROCESSING', 'COMPLETED'])
      expect((await call('POST', `/__admin/cashouts/${cashout.body.id}/postback`, { status })).status).toBe(200);

    const rotated = await call('POST', `/__admin/sellers/${created.body.userId}/keys`, undefined, {}, true);
    const secret = await call('POST', `/__admin/sellers/${created.body.userId}/webhook-secret`, undefined, {}, true);
    secrets.push(rotated.body.credentials.privateKey, secret.body.webhookSecret);
    keys = {
      'X-Api-Public-Key': rotated.body.credentials.publicKey,
      'X-Api-Private-Key': rotated.body.credentials.privateKey,
    };
    // Deliveries signed with the new secret, reads of everything the seller and the admin can see.
    const second = await call(
      'POST',
      '/api/public/cashout',
      { amount: 120, pixKey: '52998224725', postbackUrl: `${receiver.url}/cashout` },
      keys,
    );
    expect((await call('POST', `/__admin/cashouts/${second.body.id}/postback`, { status: 'PROCESSING' })).status).toBe(
      200,
    );
    await receiver.waitFor(6);
    for (const path of ['/api/seller', '/api/sales', '/api/public/balance', `/api/public/cashout/${cashout.body.id}`])
      expect((await call('GET', path, undefined, keys)).status).toBe(200);
    for (const path of [
      '/__admin/sellers',
      `/__admin/sellers/${created.body.userId}`,
      '/__admin/state',
      '/__admin/requests',
      '/__admin/webhooks/deliveries',
      '/__admin/sales',
      '/__admin/cashouts',
    ])
      expect((await call('GET', path)).status).toBe(200);

    // The log holds the flow up to its last request, and the six webhook attempts, once written.
    await waitUntil(
      () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"webhook attempt"')).length >= 6 &&
        server
          .output()
          .split('\n')
          .some((line) => line.includes('"msg":"request"') && line.includes('"path":"/__admin/cashouts"')),
      'the log of the last request and of the six webhook attempts',
    );
    // The log: pino's JSON lines. The start banner before them prints the fixture accounts' keys and webhook secrets
    // on purpose (public test values, issue 30); the log itself must never carry them.
    const log = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .join('\n');
    // The log really is at trace level and covers the flow: requests and webhook attempts.
    expect(log).toMatch(/"msg":"request"/);
    expect(log).toMatch(/"msg":"webhook attempt"/);
    const answers = others.join('\n');
    for (const value of [...secrets, ...CARDS, '4111111111111112']) {
      expect({ value, inLog: log.includes(value), inAnswers: answers.includes(value) }).toEqual({
        value,
        inLog: false,
        inAnswers: false,
      });
    }
    expect(log).not.toMatch(/cvv/i);
    expect(log).not.toContain(`"${CVV}"`);
    expect(answers).not.toMatch(/cvv/i);
    // The answers that did show secrets were the creating and rotating ones, each once.
    expect(showing.join('\n')).toContain(secrets[0]);
  });
});
