/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Browser, Page } from 'playwright-core';
import { TEST_VALUE_DESCRIPTIONS } from '../../ui/lib/test-value-descriptions.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
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
 * Issue 23's findings about the console (items 5 and 6), each as the QA analyst met it, in a
 * real browser over a real server: what was wrong is what each test asserts is gone.
 */
let server: ChildServer;
let browser: Browser;
let guard: GuardedContext;
let page: Page;
let origin: string;
const acme = ACCOUNTS.acme.id;

const call = caller(() => origin);

async function pixSale(overrides: Record<string, unknown> = {}): Promise<number> {
  const created = await call('POST', '/api/sales', saleBody('PIX', overrides), keys('acme'));
  expect(created.status).toBe(201);
  return created.body.sale.id;
}

beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
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

describe('finding 5: the console', () => {
  it('keeps the Faults view live: uses left go down and a used-up fault leaves, without a reload', async () => {
    await openView(page, origin, '#/faults', 'faults');
    await page.getByLabel('Método').selectOption('GET');
    await page.getByLabel('Caminho').fill('/api/seller');
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('503');
    await page.getByLabel('Vezes').fill('2');
    await page.getByRole('button', { name: 'Armar', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Falha \d+ armada/ })
      .waitFor();
    const row = page.locator('tr[data-fault]');
    await eventually(() => row.locator('[data-remaining]').getAttribute('data-remaining'), '2');

    expect((await call('GET', '/api/seller', undefined, keys('acme'))).status).toBe(503);
    await eventually(() => row.locator('[data-remaining]').getAttribute('data-remaining'), '1');
    await screenshot(page, 'faults-live');
    expect((await call('GET', '/api/seller', undefined, keys('acme'))).status).toBe(503);
    await page.getByText('Nenhuma falha armada.').waitFor();
    const left = (await call('GET', '/__admin/faults')).body;
    expectSchema(left, 'admin/faults.response.schema.json');
    expect(left.faults).toEqual([]);
  });

  it('shows #/sales/99999 as not found, with no "Carregando…" beside it', async () => {
    // A tab of its own, closed after: the browser logs the 404 it is answered, and would again on each live refetch.
    const tab = await guard.newPage();
    await tab.goto(`${origin}/__admin/ui#/sales/99999`);
    await tab.getByRole('alert').waitFor();
    expect(await tab.getByRole('alert').textContent()).toMatch(/não encontrad/i);
    expect(await tab.getByText('Carregando').count()).toBe(0);
    await tab.close();
    expect(
      guard.problems.splice(0).every((problem) => /sales\/99999: Failed to load resource: .* 404/.test(problem)),
    ).toBe(true);
  });

  it("shows a sale's metadata", async () => {
    const id = await pixSale({ metadata: { orderId: 'PED-2026-0042', canal: 'app' } });
    await openView(page, origin, `#/sales/${id}`, 'sale-detail');
    const shown = await page.locator('[data-metadata]').textContent();
    expect(shown).toContain('"orderId": "PED-2026-0042"');
    expect(shown).toContain('"canal": "app"');
  });

  it('puts each move of a sale and its postbacks on a timeline, at the sandbox instant each happened', async () => {
    // Expiring after the day the test advances, so the move to PAGO is still allowed.
    const id = await pixSale({ postbackUrl: `${origin}/__admin/inbox/timeline`, pix: { expiresInDays: 3 } });
    const createdAt = (await call('GET', `/__admin/sales/${id}`)).body.sale.date as string;
    expect((await call('POST', '/__admin/clock/advance', { days: 1 })).status).toBe(200);
    expect((await call('POST', `/__admin/sales/${id}/status`, { status: 'PAGO' })).status).toBe(200);
    // The postback answered before the minute passes: its line is at the same instant at every run (and so is the
    // screenshot's).
    await eventually(
      async () =>
        (await call('GET', `/__admin/webhooks/deliveries?resourceType=sale&resourceId=${id}`)).body.deliveries.map(
          (delivery: { status: string }) => delivery.status,
        ),
      ['DELIVERED'],
    );
    expect((await call('POST', '/__admin/clock/advance', { minutes: 1 })).status).toBe(200);
    const view = (await call('GET', `/__admin/sales/${id}`)).body;
    expectSchema(view, 'sales/sale-admin.response.schema.json');
    const paidAt = view.statusHistory.at(-1).at as string;
    expect(Date.parse(paidAt) - Date.parse(createdAt)).toBe(24 * 3600_000);

    await openView(page, origin, `#/sales/${id}`, 'sale-detail');
    const timeline = page.getByRole('list', { name: `Linha do tempo da venda ${id}` });
    // From the server's per-object history where it keeps one (data-source="events"), else from the record ("record"):
    // the same story either way.
    const story = () =>
      timeline
        .locator('li')
        .evaluateAll((items) =>
          items.map((item) => [item.getAttribute('data-at')!, item.textContent?.replace(/\s+/g, ' ').trim() ?? '']),
        );
    await eventually(async () => (await story()).some(([, text]) => /HTTP 200/.test(text)), true);
    const moments = await story();
    expect(moments.filter(([at]) => at === createdAt).map(([, text]) => text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/criada em PENDENTE/)]),
    );
    expect(moments.filter(([at]) => at === paidAt).map(([, text]) => text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/PAGO/)]),
    );
    // The postback's answer, at or after the payment: never before what caused it.
    const answered = moments.find(([, text]) => /HTTP 200/.test(text))!;
    expect(Date.parse(answered[0]) >= Date.parse(paidAt)).toBe(true);
    // Oldest first, each at its own instant: nothing at the end of the last advance but what happened then.
    expect(moments.map(([at]) => at)).toEqual([...moments.map(([at]) => at)].sort());
    expect(moments.filter(([at]) => at < paidAt).every(([, text]) => !/PAGO/.test(text))).toBe(true);
    await timeline.scrollIntoViewIfNeeded();
    await screenshot(page, 'sale-timeline');
  });

  it('says in Portuguese that the server cannot be reached, never "Failed to fetch"', async () => {
    const doomed = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
    const tab = await (await guardedContext(browser, doomed.url)).newPage();
    try {
      await openView(tab, doomed.url, '#/sales', 'sales');
      await doomed.stop();
      await tab.evaluate(() => (location.hash = '#/cashouts'));
      const alert = tab.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('O sandbox não respondeu');
      expect(await tab.locator('main').textContent()).not.toContain('Failed to fetch');
      await tab.getByRole('status').filter({ hasText: 'reconectando…' }).waitFor();
    } finally {
      await tab.context().close();
      await doomed.stop();
    }
  });

  it('says a webhook was saved', async () => {
    await openView(page, origin, `#/sellers/${acme}`, 'seller-detail');
    await page.getByLabel('URL do webhook').fill(`${origin}/__admin/inbox/saved-hook`);
    await page.getByRole('button', { name: 'Salvar webhook' }).click();
    const said = page.locator('[data-saved="webhook"]');
    await said.waitFor();
    expect(await said.textContent()).toBe(`Webhook salvo: ${origin}/__admin/inbox/saved-hook`);
    expect((await call('GET', `/__admin/sellers/${acme}`)).body.webhook.url).toBe(`${origin}/__admin/inbox/saved-hook`);
  });

  it('asks before a restore, as before a reset; declined, nothing changes', async () => {
    const later = await pixSale();
    await openView(page, origin, '#/state', 'state');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'vazio.json', mimeType: 'application/json', buffer: Buffer.from('{"sales":[]}') });
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Restaurar snapshot' }).click();
    await eventually(() => asked.length, 1);
    expect(asked[0]).toMatch(/^Restaurar o snapshot vazio\.json\?/);
    expect((await call('GET', `/__admin/sales/${later}`)).status).toBe(200);
    expect(await page.getByRole('status').filter({ hasText: 'restaurado' }).count()).toBe(0);
  });

  it('keeps focus in the actions after a move button, never on <body>', async () => {
    const id = await pixSale();
    await openView(page, origin, `#/sales/${id}`, 'sale-detail');
    await page.getByRole('button', { name: 'PENDENTE → EM_PROCESSAMENTO' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('h1 .badge', { hasText: 'EM_PROCESSAMENTO' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Venda ${id} movida de PENDENTE para EM_PROCESSAMENTO.` })
      .waitFor();
    expect(await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent])).toEqual([
      'H2',
      'Ações (máquina de estados)',
    ]);
    // And the keyboard goes on from there to what can be done next.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => [
        document.activeElement?.tagName,
        document.activeElement?.closest('section')?.getAttribute('aria-labelledby'),
      ]),
    ).toEqual(['BUTTON', 'actions-title']);
  });

  it('keeps more than 50 events in the feed after a month of billing, 50 more at a time', async () => {
    for (let i = 0; i < 4; i++) {
      const created = await call('POST', '/__admin/subscriptions', {
        sellerId: acme,
        status: 'ACTIVE',
        amount: 1990 + i,
        billingCycle: 'WEEKLY',
        paymentMethod: 'CREDIT_CARD',
        card: { outcome: 'PAGO' },
        customerName: `Cliente ${i}`,
        customerEmail: `cliente${i}@example.com`,
        product: { name: 'Plano Semanal' },
      });
      expect(created.status).toBe(201);
    }
    await openView(page, origin, '#/overview', 'overview');
    await page.getByRole('status').filter({ hasText: 'ao vivo' }).waitFor();
    await page.getByRole('button', { name: '+1 mês' }).click();
    await page.getByRole('heading', { name: 'O que venceu no caminho' }).waitFor();
    const feed = page.locator('ol.events');
    await eventually(async () => Number(await feed.getAttribute('data-events')) > 60, true, 10_000);
    expect(await feed.locator('li').count()).toBe(50);
    const kept = Number(await feed.getAttribute('data-events'));
    await page.getByRole('button', { name: /^Mostrar mais \d+$/ }).click();
    expect(await feed.locator('li').count()).toBe(Math.min(100, kept));
  });
});

describe('finding 6: Portuguese beside every spec value, no raw internals', () => {
  it('labels cashout and subscription statuses in Portuguese beside the value the API sends', async () => {
    const cashout = await call(
      'POST',
      '/api/public/cashout',
      { amount: 150, pixKey: 'qa@loja.example', pixKeyType: 'EMAIL' },
      keys('acme'),
    );
    expect(cashout.status).toBe(201);
    await call('POST', `/__admin/cashouts/${cashout.body.id}/postback`, { status: 'PROCESSING' });
    await call('POST', `/__admin/cashouts/${cashout.body.id}/postback`, { status: 'COMPLETED' });
    await openView(page, origin, `#/cashouts/${cashout.body.id}`, 'cashout-detail');
    expect(await page.locator('h1 .badge').textContent()).toBe('COMPLETED · concluído');
    expect(await page.locator('dl.pairs').textContent()).toContain('EMAIL (e-mail)');

    await openView(page, origin, `#/cashouts?sellerId=${acme}`, 'cashouts');
    expect(await page.getByLabel('Status').locator('option').allTextContents()).toEqual([
      'Todos',
      'PENDING (pendente)',
      'PROCESSING (em processamento)',
      'COMPLETED (concluído)',
      'REJECTED (rejeitado)',
      'CANCELLED (cancelado)',
    ]);
    expect(await page.locator('tbody .badge').first().textContent()).toMatch(/^[A-Z]+ · [a-zà-ú ]+$/);

    const sub = await call('POST', '/__admin/subscriptions', {
      sellerId: acme,
      status: 'PAUSED',
      amount: 4990,
      billingCycle: 'QUARTERLY',
      paymentMethod: 'PIX',
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      product: { name: 'Plano' },
    });
    expect(sub.status).toBe(201);
    await openView(page, origin, `#/subscriptions/${sub.body.id}`, 'subscription-detail');
    expect(await page.locator('h1 .badge').textContent()).toBe('PAUSED · pausada');
    expect(await page.locator('dl.pairs').textContent()).toContain('QUARTERLY (trimestral)');
    await screenshot(page, 'subscription-labels');
  });

  it("names the seller's switches in Portuguese, with the API's field beside", async () => {
    await openView(page, origin, `#/sellers/${acme}`, 'seller-detail');
    const labels = await page.getByRole('region', { name: 'Permissões' }).locator('label.check').allTextContents();
    expect(labels.map((label) => label.trim())).toEqual(
      expect.arrayContaining([
        'Aceita cartão de crédito isCreditCardAvailable',
        'Aceita PIX isPixAvailable',
        'Conta bloqueada (a API responde 403) blocked',
      ]),
    );
    for (const label of labels) expect(label.trim()).toMatch(/^[A-ZÀ-Ú][^ ]* /);
  });

  it("says what a move does to money in Portuguese, with the sale's amounts", async () => {
    const id = await pixSale({ amount: 15_000 });
    await openView(page, origin, `#/sales/${id}`, 'sale-detail');
    const net = (await call('GET', `/__admin/sales/${id}`)).body.sale.netAmount as number;
    const reais = (cents: number) =>
      `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`.replace(/\B(?=(\d{3})+,)/g, '.');
    const hint = await page.getByRole('button', { name: 'PENDENTE → PAGO' }).getAttribute('title');
    expect(hint?.replace(/\s/g, ' ')).toBe(
      `marca a data de conclusão; credita ${reais(net)} (o líquido) no saldo disponível`,
    );
    expect(hint).not.toMatch(/ledger|balance|revenue/i);
  });

  it('shows the test values as tables of words, not JSON, with each description whole', async () => {
    await openView(page, origin, '#/test-values', 'test-values');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/[{[]"/);
    const values = (await call('GET', '/__admin/test-values')).body;
    expectSchema(values, 'admin/test-values.response.schema.json');
    // Each description in Portuguese (issue 32), whole.
    for (const row of [...values.emailTags, ...values.cards, ...values.pixKeys]) {
      expect(TEST_VALUE_DESCRIPTIONS[row.description]).toBeDefined();
      expect(text).toContain(TEST_VALUE_DESCRIPTIONS[row.description]);
    }
    // A description cell wraps: it is never cut to the column's width.
    const cut = await page
      .locator('td.description')
      .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
    expect(cut).toBe(0);
    await screenshot(page, 'test-values');
  });

  it("names the clock's jobs, the inbox modes and durations as a person reads them", async () => {
    await call('PUT', '/__admin/inbox/modes/mode', { mode: 'fail' });
    const id = await pixSale({ postbackUrl: `${origin}/__admin/inbox/modes` });
    await call('POST', `/__admin/sales/${id}/status`, { status: 'PAGO' });
    await openView(page, origin, '#/overview', 'overview');
    await page.getByRole('button', { name: '+1 hora' }).click();
    await page.getByRole('heading', { name: 'O que venceu no caminho' }).waitFor();
    expect(await page.locator('.due-summary li[data-job="webhooks.deliveries"]').textContent()).toMatch(
      /^entregas de webhook e postback webhooks\.deliveries: \d+ item/,
    );

    await openView(page, origin, '#/inbox', 'inboxes');
    expect(await page.locator('tr', { hasText: 'modes' }).locator('.badge').textContent()).toBe('fail · responde erro');
    expect(await page.locator('main').textContent()).toContain(`${origin}/__admin/inbox/<nome>`);
    expect(await page.locator('main').textContent()).not.toContain('&lt;');

    const delivery = (await call('GET', `/__admin/webhooks/deliveries?resourceType=sale&resourceId=${id}`)).body
      .deliveries[0];
    await openView(page, origin, `#/webhooks/${delivery.id}`, 'delivery-detail');
    const attempts = (await page.locator('[data-attempt-status]').first().textContent()) ?? '';
    expect(attempts).toMatch(/em (\d+ ms|\d+(,\d)? s|menos de 1 ms)/);
    expect(await page.locator('main').textContent()).not.toMatch(/\d+\.\d+ ms/);
  });
});
