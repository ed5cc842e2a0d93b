/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Page } from 'playwright-core';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { saleBody } from '../sales/sale-helpers.js';
import { axeViolations } from './axe.js';
import { caller, consoleSuite, openView, PAGE_WALL_CLOCK_MS, screenshot } from './browser.js';

/**
 * Issue 32, for a finance QA: an expired PIX says so (the label "expirado", no QR code nor "Copiar", the expiry job
 * named as the reason in the journal and the timeline, the postback's body the spec's); a delivery's timeline has one
 * line per state change; tables fit their columns and messages stay inside their boxes at 1280 and 390 px.
 */
const suite = consoleSuite();
let page: Page;
let origin: string;
const call = caller(() => origin);
const acme = ACCOUNTS.acme.id;

beforeAll(() => {
  ({ page, origin } = suite);
});

/** Elements whose content runs past their own box (scrollWidth > clientWidth) or whose box runs past its parent's. */
async function overflowing(selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const name = `${sel} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (element.scrollWidth > element.clientWidth + 1)
        out.push(`${name}: content ${element.scrollWidth} px in a box of ${element.clientWidth} px`);
      const parent = element.parentElement;
      if (parent) {
        const own = element.getBoundingClientRect();
        const outer = parent.getBoundingClientRect();
        if (own.right > outer.right + 1 || own.left < outer.left - 1)
          out.push(
            `${name}: box ${Math.round(own.left)}–${Math.round(own.right)} outside its parent's ${Math.round(outer.left)}–${Math.round(outer.right)}`,
          );
      }
    }
    return out;
  }, selector);
}

/** The page itself never scrolls sideways. */
const pageOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

let expiredId: number;
let deliveryId: number;

describe('screenshots that do not change by themselves', () => {
  it("runs the page on a wall clock that stands at the fixtures' anchor, where the sandbox's frozen clock starts", async () => {
    await openView(page, origin, '#/overview', 'overview');
    const clock = await page.evaluate(() => [Date.now(), new Date().getTime(), Date.parse(Date())]);
    expect(clock).toEqual([PAGE_WALL_CLOCK_MS, PAGE_WALL_CLOCK_MS, PAGE_WALL_CLOCK_MS]);
    expect((await call('GET', '/__admin/clock')).body.now).toBe(new Date(PAGE_WALL_CLOCK_MS).toISOString());
  });
});

describe('an expired PIX', () => {
  it('is labelled "expirado", shows no QR code nor "Copiar", and names the expiry job in the journal and the timeline', async () => {
    const created = await call(
      'POST',
      '/api/sales',
      saleBody('PIX', { amount: 4_990, pix: { expiresInDays: 1 }, postbackUrl: `${origin}/__admin/inbox/expiry-qa` }),
      keys('acme'),
    );
    expect(created.status).toBe(201);
    expiredId = created.body.sale.id as number;
    expect((await call('POST', '/__admin/clock/advance', { days: 2 })).status).toBe(200);

    // The journal: the move to CANCELADO names the clock job that made it.
    const view = (await call('GET', `/__admin/sales/${expiredId}`)).body;
    expect(view.sale.status).toBe('CANCELADO');
    expect(view.statusHistory.at(-1)).toMatchObject({ status: 'CANCELADO', reason: 'sales.expiry' });
    // The postback keeps the spec's body: status CANCELADO, nothing added.
    const deliveries = (await call('GET', `/__admin/webhooks/deliveries?resourceType=sale&resourceId=${expiredId}`))
      .body.deliveries;
    expect(deliveries).toHaveLength(1);
    deliveryId = deliveries[0].id as number;
    const delivery = (await call('GET', `/__admin/webhooks/deliveries/${deliveryId}`)).body;
    expect(delivery.body).toContain('"status":"CANCELADO"');
    expect(delivery.body).not.toContain('sales.expiry');
    expect(delivery.body).not.toContain('reason');
    // The stored timeline's move says why.
    const timeline = (await call('GET', `/__admin/events/timeline?resource=sale:${expiredId}`)).body.events;
    const move = timeline.find(
      (event: { type: string; data: { change?: { to: string } } }) =>
        event.type === 'sale.changed' && event.data.change?.to === 'CANCELADO',
    );
    expect(move.data.reason).toBe('sales.expiry');

    await openView(page, origin, `#/sales/${expiredId}`, 'sale-detail');
    expect(await page.locator('h1 [data-reason="sales.expiry"]').textContent()).toBe('expirado');
    expect(await page.locator('[data-expired]').isVisible()).toBe(true);
    expect(await page.locator('img.qr').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Copiar/ }).count()).toBe(0);
    await page.locator('ol.timeline[data-source="events"]').waitFor();
    const lines = await page.locator('section[aria-labelledby="timeline-title"] li').allTextContents();
    expect(lines.filter((line) => line.includes('tarefa sales.expiry'))).toHaveLength(1);
    await screenshot(page, 'sale-pix-expired');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('still shows a PIX that has not expired with its QR code and "Copiar"', async () => {
    const created = await call('POST', '/api/sales', saleBody('PIX', { amount: 1_000 }), keys('acme'));
    await openView(page, origin, `#/sales/${created.body.sale.id}`, 'sale-detail');
    expect(await page.locator('img.qr').count()).toBe(1);
    expect(await page.getByRole('button', { name: /Copiar/ }).count()).toBeGreaterThan(0);
    expect(await page.locator('[data-reason]').count()).toBe(0);
  });
});

describe('timelines without noise', () => {
  it('say each state of a delivery once: its server timeline, the console timeline and the live feed', async () => {
    // Each attempt is two writes (claimed, then answered): one state change, one line.
    const events = (await call('GET', `/__admin/events/timeline?resource=sale:${expiredId}`)).body.events as {
      type: string;
      data: { id: number; status: string; attempts: number; lastStatusCode: number | null };
    }[];
    const states = events
      .filter((event) => event.type === 'delivery.changed' && event.data.id === deliveryId)
      .map((event) => `${event.data.status}/${event.data.attempts}/${event.data.lastStatusCode}`);
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states).size).toBe(states.length);

    await openView(page, origin, `#/sales/${expiredId}`, 'sale-detail');
    // The timeline from the server's events, not the one made from the record while they load.
    await page.locator('ol.timeline[data-source="events"]').waitFor();
    const lines = await page.locator('section[aria-labelledby="timeline-title"] li').allTextContents();
    const pending = lines.filter((line) => line.includes(`Entrega ${deliveryId}`) && line.includes('0 tentativa(s)'));
    expect(pending).toHaveLength(1);
  });

  it('the live feed says a new delivery once, while the page is open', async () => {
    await openView(page, origin, '#/overview', 'overview');
    const before = await page.locator('ol.events li').count();
    const created = await call(
      'POST',
      '/api/sales',
      saleBody('PIX', { amount: 2_000, postbackUrl: `${origin}/__admin/inbox/feed-qa` }),
      keys('acme'),
    );
    expect((await call('POST', `/__admin/sales/${created.body.sale.id}/status`, { status: 'PAGO' })).status).toBe(200);
    const delivery = (
      await call('GET', `/__admin/webhooks/deliveries?resourceType=sale&resourceId=${created.body.sale.id}`)
    ).body.deliveries[0];
    // Wait for the delivery's answer to reach the feed, then count its lines per state.
    await page
      .locator('ol.events li', { hasText: `Entrega ${delivery.id}` })
      .filter({ hasText: '1 tentativa(s)' })
      .first()
      .waitFor();
    const lines = await page.locator('ol.events li', { hasText: `Entrega ${delivery.id}` }).allTextContents();
    expect(lines.filter((line) => line.includes('0 tentativa(s)'))).toHaveLength(1);
    expect(await page.locator('ol.events li').count()).toBeGreaterThan(before);
  });
});

describe('tables and messages fit their boxes', () => {
  let cashoutId: number;

  beforeAll(async () => {
    // A long webhook URL: the kind that pushed the Status column out of the notifications table.
    const url = `${origin}/__admin/inbox/seller${acme}financeiroconciliacaodiariacomumnomebemcompridodemais`;
    const saved = await call('PATCH', `/__admin/sellers/${acme}`, { webhook: { url, notifyWithdrawals: true } });
    expect(saved.status).toBe(200);
    const cashout = await call(
      'POST',
      '/api/public/cashout',
      { amount: 150, pixKey: 'financeiro@acme.example', pixKeyType: 'EMAIL' },
      keys('acme'),
    );
    expect(cashout.status).toBe(201);
    cashoutId = cashout.body.id as number;
    // Its move to PROCESSING notifies the seller's webhook.
    expect((await call('POST', `/__admin/cashouts/${cashoutId}/postback`, { status: 'PROCESSING' })).status).toBe(200);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: the cashout's notifications table shows every column, the page never scrolls sideways`, async () => {
      await page.setViewportSize(viewport);
      await openView(page, origin, `#/cashouts/${cashoutId}`, 'cashout-detail');
      await page.locator('section[aria-labelledby="cashout-postbacks-title"] table').waitFor();
      expect(await pageOverflow()).toBeLessThanOrEqual(0);
      if (viewport.width >= 1280) {
        const table = 'section[aria-labelledby="cashout-postbacks-title"]';
        expect(await overflowing(`${table} .table-wrap`)).toEqual([]);
        // Each header and cell whole in its own box: the Status column was the one cut.
        expect(await page.locator(`${table} th`, { hasText: 'Status' }).count()).toBe(1);
        expect(await overflowing(`${table} th, ${table} td`)).toEqual([]);
      }
      expect(await overflowing('h1, h2, dl.pairs dd, p.ok, p.error')).toEqual([]);
      // The table itself in the picture, not the top of the page: scrolled to once the timeline above it and the table
      // say the notification was delivered (drawn later, either would move it).
      await page.locator('ol.timeline[data-source="events"] li', { hasText: 'DELIVERED' }).waitFor();
      await page.locator('section[aria-labelledby="cashout-postbacks-title"] td', { hasText: 'DELIVERED' }).waitFor();
      await page.evaluate(() =>
        document
          .querySelector('section[aria-labelledby="cashout-postbacks-title"] table')
          ?.scrollIntoView({ block: 'center' }),
      );
      await screenshot(page, `cashout-notifications-${viewport.width}`);
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`at ${viewport.width} px: "Webhook salvo" stays inside its box`, async () => {
      await page.setViewportSize(viewport);
      await openView(page, origin, `#/sellers/${acme}`, 'seller-detail');
      await page.getByRole('button', { name: 'Salvar webhook' }).click();
      await page.locator('[data-saved="webhook"]').waitFor();
      expect(await page.locator('[data-saved="webhook"]').textContent()).toContain('Webhook salvo');
      expect(await overflowing('[data-saved="webhook"]')).toEqual([]);
      expect(await pageOverflow()).toBeLessThanOrEqual(0);
      await page.evaluate(() => document.querySelector('[data-saved="webhook"]')?.scrollIntoView({ block: 'center' }));
      await screenshot(page, `webhook-saved-${viewport.width}`);
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`at ${viewport.width} px: the expired sale's page fits`, async () => {
      await page.setViewportSize(viewport);
      await openView(page, origin, `#/sales/${expiredId}`, 'sale-detail');
      expect(await pageOverflow()).toBeLessThanOrEqual(0);
      expect(await overflowing('h1, h2, dl.pairs dd, [data-expired]')).toEqual([]);
      if (viewport.width >= 1280)
        expect(await overflowing('section[aria-labelledby="postbacks-title"] .table-wrap')).toEqual([]);
    });
  }
});

describe('people and documents as people see them', () => {
  it('names the seller on the sale, cashout and subscription screens, and writes CPF and phone with their punctuation', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const legalName = (await call('GET', `/__admin/sellers/${acme}`)).body.seller.legalName as string;
    expect(legalName).toBeTruthy();
    const created = await call('POST', '/api/sales', saleBody('PIX', { amount: 1_500 }), keys('acme'));
    await openView(page, origin, `#/sales/${created.body.sale.id}`, 'sale-detail');
    await page.locator(`[data-seller="${acme}"] a`, { hasText: legalName }).waitFor();
    expect(await page.locator('[data-document]').textContent()).toBe('529.982.247-25');
    expect(await page.locator('[data-phone]').textContent()).toBe('(11) 98765-4321');

    // A cashout to a CPF key: the key written as a CPF (the API's digits on hover).
    const cashout = await call(
      'POST',
      '/api/public/cashout',
      { amount: 150, pixKey: '52998224725', pixKeyType: 'CPF' },
      keys('acme'),
    );
    expect(cashout.status).toBe(201);
    await openView(page, origin, `#/cashouts/${cashout.body.id}`, 'cashout-detail');
    await page.locator(`[data-seller="${acme}"] a`, { hasText: legalName }).waitFor();
    expect(await page.locator('[data-pix-key]').textContent()).toBe('529.982.247-25');
    expect(await page.locator('[data-pix-key]').getAttribute('title')).toBe('52998224725');
    await openView(page, origin, `#/cashouts?sellerId=${acme}`, 'cashouts');
    await page.locator('tbody tr', { hasText: '529.982.247-25' }).first().waitFor();

    const subscription = await call('POST', '/__admin/subscriptions', {
      sellerId: acme,
      status: 'ACTIVE',
      amount: 4_990,
      billingCycle: 'MONTHLY',
      paymentMethod: 'PIX',
      customerName: 'Ana Souza',
      customerEmail: 'ana@example.com',
      customerDocument: '11222333000181',
      customerPhone: '21987654321',
      product: { name: 'Plano Pro' },
    });
    expect({ status: subscription.status, body: subscription.body }).toMatchObject({ status: 201 });
    await openView(page, origin, `#/subscriptions/${subscription.body.id}`, 'subscription-detail');
    await page.locator(`[data-seller="${acme}"] a`, { hasText: legalName }).waitFor();
    expect(await page.locator('[data-document]').textContent()).toBe('11.222.333/0001-81');
    expect(await page.locator('[data-phone]').textContent()).toBe('(21) 98765-4321');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("writes the seller's own CNPJ and phone with their punctuation, and its reserved balance beside the available", async () => {
    await openView(page, origin, `#/sellers/${acme}`, 'seller-detail');
    expect(await page.locator('[data-document]').textContent()).toBe('11.222.333/0001-81');
    expect(await page.locator('dt', { hasText: 'CNPJ' }).count()).toBe(1);
    expect(await page.locator('[data-phone]').textContent()).toBe('(11) 98765-4321');
    // Beside the available balance, the reserved part the extrato adds up (issue 32: "only disponível exists").
    const summary = (await call('GET', `/__admin/sellers/${acme}/ledger?limit=1`)).body;
    await page.locator(`[data-reserved="${summary.reservedCents}"]`).waitFor();
    expect(await page.locator('[data-reserved]').textContent()).toContain('reservado: reserva de cartão');
  });
});
