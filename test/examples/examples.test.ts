import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boleto as validateBoleto } from 'boleto-brasileiro-validator';
import { hasError, parsePix } from 'pix-utils';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { expectSchema } from '../helpers/schema.js';
import { readQr } from '../sales/sale-helpers.js';
import { LANGUAGES, runScript, serveScript, type Language, type ServedExample } from './languages.js';

/**
 * Issue 30: PHP and Python as first-class as Node. examples/php/ (plain PHP 8 + ext-curl) and
 * examples/python/ (standard library only) run as an integrator runs them, against a live sandbox
 * (the fixtures' clock, test values 100 ms apart), and what they print is checked against the
 * sandbox and against independent validators: the BR Code, the QR image, the boleto's check digits,
 * every error group's body, the postback's signature on the raw bytes.
 */
let server: ChildServer;
let dir: string;
beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_START: 'anchor', SANDBOX_AUTO_DELAY_MS: '100' });
  dir = mkdtempSync(join(tmpdir(), 'examples-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function api(path: string, init: { method?: string; body?: unknown; admin?: boolean } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.admin ? {} : keys('acme')) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: await res.json() };
}

/** What an error case of errors.php / errors.py prints: its label, status, code and the body as received. */
function errorCases(stdout: string): Map<string, { status: number; code: string; body: any }> {
  const cases = new Map<string, { status: number; code: string; body: any }>();
  for (const match of stdout.matchAll(/^(.+): HTTP (\d{3}) (\S+): .*\n {2}body (.*)$/gm))
    cases.set(match[1], { status: Number(match[2]), code: match[3], body: JSON.parse(match[4]) });
  return cases;
}

// Every error group of the spec, the status it answers and the code the example reads from its body.
const ERROR_CASES: [label: string, status: number, code: string, schema: string][] = [
  ['seller, keys of two accounts', 401, 'UNAUTHORIZED', 'errors/seller.error.schema.json'],
  ['seller, a user without a seller account', 404, 'SELLER_NOT_FOUND', 'errors/seller.error.schema.json'],
  ['sales, fields missing', 400, 'VALIDATION_ERROR', 'errors/sales-create.error.schema.json'],
  ['sales, amount in reais', 400, 'VALIDATION_ERROR', 'errors/sales-create.error.schema.json'],
  ['sales, keys of two accounts', 401, '-', 'errors/sales-create.error.schema.json'],
  ['sales, below the minimum', 422, 'AMOUNT_BELOW_MINIMUM', 'errors/sales-create.error.schema.json'],
  ['transactions, an id that is not a number', 400, 'INVALID_ID', 'errors/transactions.error.schema.json'],
  ['transactions, a sale of another account', 403, 'FORBIDDEN', 'errors/transactions.error.schema.json'],
  ['transactions, no such sale', 404, 'NOT_FOUND', 'errors/transactions.error.schema.json'],
  ['cashout, the amount as a string', 400, 'VALIDATION_ERROR', 'errors/cashout.error.schema.json'],
  ['cashout, no keys', 401, 'UNAUTHORIZED', 'errors/cashout.error.schema.json'],
  ['cashout, API cashouts disabled', 403, 'API_WITHDRAWAL_DISABLED_GLOBALLY', 'errors/cashout.error.schema.json'],
  ['cashout, below 100.00', 422, 'MINIMUM_VALUE', 'errors/cashout.error.schema.json'],
  ['cashout, more than the balance', 422, 'INSUFFICIENT_BALANCE', 'errors/cashout.error.schema.json'],
  ['subscriptions, a bad filter', 400, 'VALIDATION_ERROR', 'errors/envelope.error.schema.json'],
  ['subscriptions, no keys', 401, 'UNAUTHORIZED', 'errors/envelope.error.schema.json'],
  ['subscriptions, no such subscription', 404, 'NOT_FOUND', 'errors/envelope.error.schema.json'],
];

/** A PIX sale of acme whose postbacks go to `postbackUrl`, moved to PAGO by the admin API. */
async function paidSale(postbackUrl: string): Promise<number> {
  const created = await api('/api/sales', {
    method: 'POST',
    body: {
      amount: 2500,
      paymentMethod: 'PIX',
      pix: {},
      postbackUrl,
      customer: { name: 'Maria da Silva', email: 'maria@example.com' },
      items: [{ title: 'E-book ação/ç', unitPrice: 2500, quantity: 1, tangible: false }],
    },
  });
  expect(created.status).toBe(201);
  expect(
    (
      await api(`/__admin/sales/${created.body.sale.id}/status`, {
        method: 'POST',
        body: { status: 'PAGO' },
        admin: true,
      })
    ).status,
  ).toBe(200);
  return created.body.sale.id as number;
}

describe.each(LANGUAGES.map((language) => [language.name, language] as const))(
  'examples/%s',
  (_name, language: Language) => {
    const env = () => ({ BASE: server.url, OUT_DIR: dir });

    it('creates PIX, card and boleto sales whose codes validate, and reads one back', async () => {
      const run = await runScript(language, 'sales', env());
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });

      const pix = /^PIX sale (\d+): PENDENTE, amount 15000 cents, expires (\S+)\n {2}BR Code (.+) \(CRC ok\)$/m.exec(
        run.stdout,
      );
      expect(pix).not.toBeNull();
      const [, id, expiresAt, brcode] = pix!;
      const parsed = parsePix(brcode);
      expect(hasError(parsed) ? parsed.message : 'valid').toBe('valid');
      const sale = await api(`/api/transactions/${id}`);
      expect({ status: sale.body.status, amount: sale.body.amount, pixKey: sale.body.pixKey }).toEqual({
        status: 'PENDENTE',
        amount: 15000,
        pixKey: brcode,
      });
      expect(readQr(`data:image/png;base64,${readFileSync(join(dir, `pix-${id}.png`)).toString('base64')}`)).toBe(
        brcode,
      );
      expect(Date.parse(expiresAt)).toBeGreaterThan(Date.parse(sale.body.date));

      expect(run.stdout).toMatch(/^Card sale \d+: PAGO in 3 installments$/m);
      expect(run.stdout).toMatch(/^Card sale \d+: RECUSADO$/m);
      const boleto = /^ {2}linha digitável (\d{47}) \(check digits ok, barcode matches\)$/m.exec(run.stdout);
      expect(boleto).not.toBeNull();
      expect(validateBoleto(boleto![1])).toBe(true);
      expect(run.stdout).toContain(
        `Read back sale ${id}: PENDENTE, amount 15000 cents, net ${sale.body.netAmount} cents, item "E-book ação/ç"`,
      );
    });

    it('reads a refusal of every error group, each body the spec gives that group', async () => {
      const run = await runScript(language, 'errors', env());
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      const cases = errorCases(run.stdout);
      expect([...cases.keys()]).toEqual(ERROR_CASES.map(([label]) => label));
      for (const [label, status, code, schema] of ERROR_CASES) {
        expect({ label, status: cases.get(label)!.status, code: cases.get(label)!.code }).toEqual({
          label,
          status,
          code,
        });
        expectSchema(cases.get(label)!.body, schema);
      }
      expect(cases.get('sales, amount in reais')!.body.details.missingFields).toEqual(['amount']);
      expect(cases.get('sales, fields missing')!.body.details.missingFields).toEqual(
        expect.arrayContaining(['pix', 'items', 'customer.email']),
      );
    });

    it('sends a cashout to a test PIX key and follows it to COMPLETED', async () => {
      const run = await runScript(language, 'cashout', env());
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      const created = /^Cashout (\d+): PENDING, R\$ 150\.00 \(fee R\$ 3\.67, net R\$ 146\.33\)$/m.exec(run.stdout);
      expect(created).not.toBeNull();
      expect(run.stdout).toContain(`Cashout ${created![1]}: COMPLETED`);
      const [before, after] = [...run.stdout.matchAll(/^Balance: R\$ (\d+\.\d{2}) available$/gm)].map((m) =>
        Math.round(Number(m[1]) * 100),
      );
      expect(before - after).toBe(15000);
      expect((await api(`/api/public/cashout/${created![1]}`)).body.status).toBe('COMPLETED');
    });

    describe('receiver', () => {
      let good: ServedExample;
      let wrongSecret: ServedExample;
      beforeAll(async () => {
        [good, wrongSecret] = await Promise.all([
          serveScript(language, 'receiver', { WEBHOOK_SECRET: ACCOUNTS.acme.webhookSecret }),
          serveScript(language, 'receiver', { WEBHOOK_SECRET: 'whsec_not_the_sellers_secret' }),
        ]);
      });
      afterAll(() => Promise.all([good.stop(), wrongSecret.stop()]));

      it('verifies a postback on the raw bytes, where the re-encoded JSON of "E-book ação/ç" would fail', async () => {
        const id = await paidSale(`${good.url}/postbacks`);
        await good.waitFor(`id ${id} is PAGO`);
        expect(good.output()).toMatch(
          new RegExp(`accepted /postbacks: id ${id} is PAGO \\(event \\S+\\); the signature over .* would NOT verify`),
        );
      });

      it('refuses the postback when it holds another secret, and a body changed after signing', async () => {
        const id = await paidSale(`${wrongSecret.url}/postbacks`);
        await wrongSecret.waitFor('rejected POST /postbacks: bad signature');
        expect(wrongSecret.output()).not.toContain(`id ${id} is PAGO`);

        const body = JSON.stringify({ id, status: 'PAGO', items: [{ title: 'E-book ação/ç' }] });
        const sign = (text: string) => createHmac('sha256', ACCOUNTS.acme.webhookSecret).update(text).digest('hex');
        const post = (text: string, signature: string) =>
          fetch(`${good.url}/postbacks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-signature': signature },
            body: text,
          }).then((res) => res.status);
        expect(await post(body, sign(body))).toBe(200);
        expect(await post(body.replace('PAGO', 'ESTORNADO'), sign(body))).toBe(401);
        expect(await post(body, sign(body).toUpperCase())).toBe(401);
        expect(await post(body, '')).toBe(401);
      });

      it("runs the README's tour: a sale paid, its postback verified, a cashout completed", async () => {
        const run = await runScript(language, 'tour', { BASE: server.url, RECEIVER: `${good.url}/postbacks` });
        expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
        const sale = /^1\. PIX sale (\d+): PENDENTE; the customer scans (.+)$/m.exec(run.stdout);
        expect(sale).not.toBeNull();
        expect(run.stdout).toMatch(new RegExp(`^2\\. Sale ${sale![1]}: PAGO at \\S+$`, 'm'));
        expect(run.stdout).toContain(`5. Postback of sale ${sale![1]}: the receiver answered 200 (signature verified)`);
        expect(run.stdout).toMatch(/^6\. Cashout \d+: COMPLETED, R\$ 146\.33 sent to completed@sandbox\.test$/m);
        expect(good.output()).toContain(`accepted /postbacks: id ${sale![1]} is PAGO`);
      });
    });

    describe('checkout page', () => {
      let page: ServedExample;
      beforeAll(async () => {
        page = await serveScript(language, 'checkout', { BASE: server.url });
      });
      afterAll(() => page.stop());

      it('shows the QR code and BR Code of a new PIX sale, then its status once paid', async () => {
        const form = await fetch(page.url).then((res) => res.text());
        expect(form).toContain('<form method="post">');
        const paying = await fetch(page.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=joao%40example.com',
        });
        expect(paying.status).toBe(200);
        const html = await paying.text();
        const id = /href="\/\?sale=(\d+)"/.exec(html)?.[1];
        const sale = await api(`/api/transactions/${id}`);
        expect({ email: sale.body.customer.email, amount: sale.body.amount }).toEqual({
          email: 'joao@example.com',
          amount: 4990,
        });
        expect(html).toContain(`<textarea readonly rows="4" cols="60" id="brcode">${sale.body.pixKey}</textarea>`);
        expect(readQr(/src="(data:image\/png;base64,[^"]+)"/.exec(html)![1])).toBe(sale.body.pixKey);
        expect(html).not.toContain(ACCOUNTS.acme.privateKey);

        expect(await fetch(`${page.url}/?sale=${id}`).then((res) => res.text())).toContain(
          '<p id="status">PENDENTE</p>',
        );
        await api(`/__admin/sales/${id}/status`, { method: 'POST', body: { status: 'PAGO' }, admin: true });
        expect(await fetch(`${page.url}/?sale=${id}`).then((res) => res.text())).toContain('Pagamento confirmado.');
      });
    });
  },
);
