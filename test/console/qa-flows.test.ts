/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startChild, type ChildServer } from '../helpers/child.js';
import { expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import {
  caller,
  eventually,
  guardedContext,
  type GuardedContext,
  launchBrowser,
  openView,
  screenshot,
} from './browser.js';

/**
 * The QA console in a real browser, through the flows a QA person runs: a seller whose webhook
 * is an inbox, a PIX sale paid from the console and its signed postback arriving live, a cashout
 * completed and one rejected with the balance checked each time, an inbox that answers 500 and
 * a redelivery, a month of clock and a subscription billed, a snapshot restored. The steps build
 * on each other, in order, over one server, one browser and two tabs. Any console error or
 * request to another host fails the test that caused it.
 */
let server: ChildServer;
let browser: Browser;
let guard: GuardedContext;
let page: Page;
let origin: string;

const call = caller(() => origin);

/** What the flows share as they go. */
const seller = { id: 0, keys: {} as Record<string, string> };
let saleId = 0;

beforeAll(async () => {
  server = await startChild({
    SANDBOX_CLOCK_FROZEN: 'true',
    SANDBOX_WEBHOOK_RETRY_DELAYS_MS: '300,300',
    SANDBOX_WEBHOOK_TIMEOUT_MS: '1000',
  });
  origin = server.url;
  browser = await launchBrowser();
  guard = await guardedContext(browser, origin);
  page = await guard.newPage();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(() => {
  expect(guard.problems).toEqual([]);
});

const balanceShown = async () => Number(await page.locator('[data-balance]').first().getAttribute('data-balance'));
const apiBalance = async () =>
  (await call('GET', '/api/public/balance', undefined, seller.keys)).body.availableCents as number;

describe('the QA console, in a browser', () => {
  it('opens on the overview, with the clock and the counts, and connects to the live stream', async () => {
    await openView(page, origin, '#/overview', 'overview');
    await page.getByRole('status').filter({ hasText: 'ao vivo' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Relógio do sandbox' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'overview');
  });

  it('is usable after a few small requests of opening, in a new tab', async () => {
    const fresh = await guard.newPage();
    await fresh.goto(`${origin}/__admin/ui#/overview`);
    await fresh.locator('[data-ready="overview"]').waitFor();
    // What the first view costs, counted (its time, by the page's own clock, is printed: a speed is
    // the bench's to judge, and wall time on a loaded machine is not the page's; issue 33).
    const cost = await fresh.evaluate(() => {
      const loaded = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        ms: Math.round(performance.now()),
        requests: loaded.length,
        kib: Math.round(loaded.reduce((sum, entry) => sum + entry.decodedBodySize, 0) / 1024),
        names: loaded.map((entry) => new URL(entry.name).pathname),
      };
    });
    await fresh.close();
    process.stdout.write(`console first view: ${JSON.stringify(cost)}\n`);
    // Its stylesheet and script, then the clock and the counts: nothing else stands before the counts.
    expect([...cost.names].sort()).toEqual([
      '/__admin/clock',
      '/__admin/overview',
      '/__admin/ui/assets/app.css',
      '/__admin/ui/assets/app.js',
    ]);
    expect(cost.kib).toBeLessThan(512); // 128 KiB when written: room for the console to grow, not to bloat
  });

  it('creates a seller, shows its credentials once, and points its webhook at an inbox', async () => {
    await openView(page, origin, '#/sellers', 'sellers');
    await page.getByRole('button', { name: 'Criar vendedor…' }).click();
    await page.getByLabel('Razão social').fill('Loja QA LTDA');
    await page.getByLabel('E-mail').fill('qa@loja.example');
    await page.getByLabel('Saldo disponível inicial (R$)').fill('1.000,00');
    await page.getByRole('button', { name: 'Criar vendedor', exact: true }).click();
    const created = page.locator('[data-created-seller]');
    await created.waitFor();
    seller.id = Number(await created.getAttribute('data-created-seller'));
    seller.keys = {
      'X-Api-Public-Key': (await page.locator('[data-secret="publicKey"]').textContent())!,
      'X-Api-Private-Key': (await page.locator('[data-secret="privateKey"]').textContent())!,
    };
    expect(seller.keys['X-Api-Private-Key']).toMatch(/^sk_/);
    await expect(page.getByRole('button', { name: /Copiar Chave privada/ }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'seller-created');
    // Dismissed: masked from then on, with no way to show it again.
    await page.getByRole('button', { name: 'Já copiei: ocultar' }).click();
    expect(await page.locator('[data-secret="privateKey"]').textContent()).toMatch(/^sk_t•+/);
    expect((await call('GET', '/api/seller', undefined, seller.keys)).status).toBe(200);

    await openView(page, origin, `#/sellers/${seller.id}`, 'seller-detail');
    expect(await balanceShown()).toBe(100_000);
    await page.getByRole('button', { name: `Usar a caixa de entrada seller-${seller.id}` }).click();
    await page.getByRole('button', { name: 'Salvar webhook' }).click();
    await eventually(async () => (await call('GET', `/__admin/sellers/${seller.id}`)).body.webhook, {
      url: `${origin}/__admin/inbox/seller-${seller.id}`,
      notifyWithdrawals: true,
    });
  });

  it('pays a PIX sale made through the API from the console, and the signed postback shows up in the inbox without a reload', async () => {
    const created = await call(
      'POST',
      '/api/sales',
      saleBody('PIX', {
        amount: 25_000,
        items: [{ title: 'Curso', unitPrice: 25_000, quantity: 1, tangible: false }],
        postbackUrl: `${origin}/__admin/inbox/qa-postbacks`,
      }),
      seller.keys,
    );
    expect(created.status).toBe(201);
    saleId = created.body.sale.id;

    // A second tab on the inbox, left alone: what arrives must appear there by itself.
    const inboxTab = await guard.newPage();
    await openView(inboxTab, origin, '#/inbox/qa-postbacks', 'inbox-detail');
    await inboxTab.getByText('Nada recebido ainda').waitFor();

    await openView(page, origin, `#/sales/${saleId}`, 'sale-detail');
    await expect(page.getByRole('img', { name: `QR code PIX da venda ${saleId}` }).isVisible()).resolves.toBe(true);
    expect(await page.locator('.brcode code').textContent()).toBe(created.body.sale.payment.pix.key);
    // One button per move the machine allows from PENDENTE, and nothing else.
    const moves = await page
      .getByRole('group', { name: 'Mover a venda de PENDENTE' })
      .getByRole('button')
      .allTextContents();
    expect(moves.map((label) => label.split(' → ')[1]).sort()).toEqual([
      'CANCELADO',
      'EM_PROCESSAMENTO',
      'FALHA',
      'PAGO',
      'RECUSADO',
    ]);
    await screenshot(page, 'sale-pix');
    await page.getByRole('button', { name: 'Pagar como cliente (PIX)' }).click();
    await page.locator('h1 .badge', { hasText: 'PAGO' }).waitFor();
    expect((await call('GET', `/api/transactions/${saleId}`, undefined, seller.keys)).body.status).toBe('PAGO');
    expect(
      await page.getByRole('group', { name: 'Mover a venda de PAGO' }).getByRole('button').allTextContents(),
    ).toEqual(['PAGO → ESTORNADO', 'PAGO → CHARGEBACK', 'PAGO → MED']);

    await inboxTab.locator('[data-signature="valid"]').first().waitFor();
    const capture = (await call('GET', '/__admin/inbox/qa-postbacks')).body;
    expectSchema(capture, 'inbox/inbox.response.schema.json');
    expect(capture.requests).toHaveLength(1);
    expect(JSON.parse(capture.requests[0].body)).toMatchObject({ id: saleId, status: 'PAGO' });
    expect(capture.requests[0].headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
    await screenshot(inboxTab, 'inbox');
    await inboxTab.close();
  });

  it('completes one cashout and rejects another, the balance checked at each step', async () => {
    const before = await apiBalance();
    const first = await call(
      'POST',
      '/api/public/cashout',
      { amount: 150, pixKey: 'qa@loja.example', pixKeyType: 'EMAIL' },
      seller.keys,
    );
    const second = await call(
      'POST',
      '/api/public/cashout',
      { amount: 120, pixKey: '52998224725', pixKeyType: 'CPF' },
      seller.keys,
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    const afterRequests = before - 15_000 - 12_000;
    expect(await apiBalance()).toBe(afterRequests);

    await openView(page, origin, `#/cashouts/${first.body.id}`, 'cashout-detail');
    await eventually(balanceShown, afterRequests);
    await page.getByLabel('externalId (opcional, id do provedor)').fill('E2E-QA-0001');
    await page.getByRole('button', { name: 'PROCESSING' }).click();
    await page.locator('h1 .badge', { hasText: 'PROCESSING' }).waitFor();
    await page.getByRole('button', { name: 'COMPLETED' }).click();
    await page.locator('h1 .badge', { hasText: 'COMPLETED' }).waitFor();
    expect(await page.getByText('COMPLETED é final: nenhuma transição permitida.').isVisible()).toBe(true);
    // Completing moves no money: the whole amount left when the cashout was asked for.
    await eventually(balanceShown, afterRequests);
    expect(await apiBalance()).toBe(afterRequests);
    await screenshot(page, 'cashout-completed');

    await openView(page, origin, `#/cashouts/${second.body.id}`, 'cashout-detail');
    await page.getByRole('button', { name: 'PROCESSING' }).click();
    await page.locator('h1 .badge', { hasText: 'PROCESSING' }).waitFor();
    await page.getByRole('button', { name: /^REJECTED · rejeitado \(devolve R\$\s120,00\)$/ }).click();
    await page.locator('h1 .badge', { hasText: 'REJECTED' }).waitFor();
    // Rejected: the whole amount comes back, in the console and through the API.
    await eventually(balanceShown, afterRequests + 12_000);
    expect(await apiBalance()).toBe(afterRequests + 12_000);
    expect((await call('GET', `/__admin/cashouts/${first.body.id}`)).body.externalId).toBe('E2E-QA-0001');

    // The seller's permanent webhook (the inbox) heard every change of both, unsigned as the spec says.
    await eventually(async () => (await call('GET', `/__admin/inbox/seller-${seller.id}`)).body.requests.length, 4);
    const statuses = (await call('GET', `/__admin/inbox/seller-${seller.id}`)).body.requests.map(
      (capture: { body: string; signature: { header: string | null } }) => [
        JSON.parse(capture.body).status,
        capture.signature.header,
      ],
    );
    expect(statuses.sort()).toEqual([
      ['COMPLETED', null],
      ['PROCESSING', null],
      ['PROCESSING', null],
      ['REJECTED', null],
    ]);
  });

  it('makes the inbox answer 500, shows the retries as they fail, and redelivers', async () => {
    await openView(page, origin, '#/inbox/qa-postbacks', 'inbox-detail');
    await page.getByLabel('Falhar (erro HTTP)').check();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Modo atual: fail (responde erro), HTTP 500').waitFor();

    // A refund posts back to the inbox, which now fails: one attempt and two retries, 300 ms apart.
    await openView(page, origin, `#/sales/${saleId}`, 'sale-detail');
    await page.getByRole('button', { name: 'PAGO → ESTORNADO' }).click();
    await page.locator('h1 .badge', { hasText: 'ESTORNADO' }).waitFor();
    const deliveries = (await call('GET', `/__admin/webhooks/deliveries?resourceType=sale&resourceId=${saleId}`)).body
      .deliveries;
    const refund = deliveries.find(
      (delivery: { resource: { status: string } }) => delivery.resource.status === 'ESTORNADO',
    );
    // Retries are due on the sandbox clock, frozen here: an hour on the clock sends them.
    await openView(page, origin, '#/overview', 'overview');
    await page.getByRole('button', { name: '+1 hora' }).click();
    await page.getByRole('heading', { name: 'O que venceu no caminho' }).waitFor();
    await openView(page, origin, `#/webhooks/${refund.id}`, 'delivery-detail');
    await page.locator('h1 .badge', { hasText: 'FAILED' }).waitFor({ timeout: 10_000 });
    expect(
      await page
        .locator('[data-attempt-status]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-attempt-status'))),
    ).toEqual(['500', '500', '500']);
    await page.locator('details summary', { hasText: 'Cabeçalhos enviados' }).first().click();
    expect(await page.locator('dl.headers dt', { hasText: 'x-signature' }).first().isVisible()).toBe(true);
    await screenshot(page, 'delivery-retries');

    // The receiver is fixed; a redelivery goes through.
    expect((await call('PUT', '/__admin/inbox/qa-postbacks/mode', { mode: 'accept' })).status).toBe(200);
    await page.getByRole('button', { name: 'Reenviar agora' }).click();
    await page.locator('h1 .badge', { hasText: 'DELIVERED' }).waitFor({ timeout: 10_000 });
    expect(
      await page
        .locator('[data-attempt-status]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-attempt-status'))),
    ).toEqual(['500', '500', '500', '200']);
  });

  it('advances the clock a month and shows the subscription billed', async () => {
    const created = await call('POST', '/__admin/subscriptions', {
      sellerId: seller.id,
      status: 'ACTIVE',
      amount: 4990,
      billingCycle: 'MONTHLY',
      paymentMethod: 'CREDIT_CARD',
      card: { outcome: 'PAGO' },
      customerName: 'Ana Souza',
      customerEmail: 'ana@example.com',
      product: { name: 'Plano Pro' },
    });
    expect(created.status).toBe(201);
    await openView(page, origin, `#/subscriptions/${created.body.id}`, 'subscription-detail');
    expect(await page.locator('[data-billings]').getAttribute('data-billings')).toBe('0');
    // The actions the subscription table allows for ACTIVE, and no others.
    expect(
      await page.getByRole('region', { name: 'Ações (máquina de estados)' }).getByRole('button').allTextContents(),
    ).toEqual([
      'Pausar',
      'Cancelar agora',
      'Cancelar no fim do período',
      'Próximas cobranças: RECUSADO (recusada)',
      'Próximas cobranças: FALHA (falha)',
    ]);

    await openView(page, origin, '#/overview', 'overview');
    await page.getByRole('button', { name: '+1 mês' }).click();
    await page.getByRole('heading', { name: 'O que venceu no caminho' }).waitFor();
    expect(await page.locator('.due-summary li').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^cobranças de assinaturas subscriptions\.billing: \d+ item/)]),
    );
    await screenshot(page, 'clock-advanced');

    await openView(page, origin, `#/subscriptions/${created.body.id}`, 'subscription-detail');
    await eventually(async () => page.locator('[data-billings]').getAttribute('data-billings'), '1');
    const charge = page.getByRole('table', { name: 'Vendas criadas por esta assinatura' }).locator('tbody tr');
    await eventually(() => charge.count(), 1);
    expect(await charge.locator('.badge').textContent()).toBe('PAGO');
    await screenshot(page, 'subscription-billed');
  });

  it('downloads a snapshot and restores it: what was made after it is gone', async () => {
    await openView(page, origin, '#/state', 'state');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar snapshot' }).click(),
    ]);
    const file = await download.path();
    const snapshot = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(snapshot)).toContain('sales');

    const later = await call(
      'POST',
      '/api/sales',
      saleBody('PIX', { amount: 1000, items: [{ title: 'Depois', unitPrice: 1000, quantity: 1, tangible: false }] }),
      seller.keys,
    );
    expect(later.status).toBe(201);
    await page.locator('input[type="file"]').setInputFiles(file);
    // Like the reset, the restore asks first.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Restaurar snapshot' }).click();
    await page.getByRole('status').filter({ hasText: 'restaurado' }).waitFor();
    expect((await call('GET', `/api/transactions/${later.body.sale.id}`, undefined, seller.keys)).status).toBe(404);
    expect((await call('GET', `/api/transactions/${saleId}`, undefined, seller.keys)).body.status).toBe('ESTORNADO');

    await openView(page, origin, `#/sales?sellerId=${seller.id}`, 'sales');
    await eventually(() => page.getByRole('link', { name: String(later.body.sale.id), exact: true }).count(), 0);
    expect(await page.getByRole('link', { name: String(saleId), exact: true }).count()).toBe(1);
    await screenshot(page, 'sales');
  });

  it('shows the request journal with redacted bodies', async () => {
    await openView(page, origin, `#/requests?sellerId=${seller.id}&path=/api/sales`, 'requests');
    const first = page
      .getByRole('table', { name: 'Requisições, mais recentes primeiro' })
      .locator('tbody tr a')
      .first();
    await first.click();
    await page.locator('[data-ready="request-detail"]').waitFor();
    const text = await page.locator('main').textContent();
    expect(text).not.toContain(seller.keys['X-Api-Private-Key']);
    expect(text).toContain('[redacted]');
    await screenshot(page, 'requests');
  });
});
