/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Page } from 'playwright-core';
import { ACCOUNTS } from '../helpers/accounts.js';
import { axeViolations } from './axe.js';
import { caller, consoleSuite, openView, screenshot } from './browser.js';

/**
 * Issue 32: a QA creates a subscription from the console (the subscriptions view's form: seller by name, product,
 * customer, amount in reais, a test card whose outcome every charge takes), through POST /__admin/subscriptions.
 */
const suite = consoleSuite();
let page: Page;
let origin: string;
const call = caller(() => origin);
const bravo = ACCOUNTS.bravo.id;

beforeAll(() => {
  ({ page, origin } = suite);
  // A step that cannot happen fails with its locator, inside the test's own time.
  page.setDefaultTimeout(5_000);
});

/** The subscriptions view loaded afresh, its form open. */
async function openForm() {
  // Another view first: the subscriptions view mounts again, its form closed.
  await openView(page, origin, '#/overview', 'overview');
  await openView(page, origin, '#/subscriptions', 'subscriptions');
  await page.getByRole('button', { name: 'Criar assinatura…' }).click();
  return page.locator('[data-subscription-create]');
}

/** The page itself never scrolls sideways. */
const pageOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('creating a subscription from the console', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: the form fits the page and has no axe-core violation`, async () => {
      await page.setViewportSize(viewport);
      await openForm();
      await page
        .locator('[data-subscription-create] select[name="card"] option')
        .first()
        .waitFor({ state: 'attached' });
      expect(await pageOverflow()).toBeLessThanOrEqual(0);
      await screenshot(page, `subscription-create-${viewport.width}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('creates an ACTIVE card subscription of the chosen seller, amount in reais, the test card’s outcome on file', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const legalName = (await call('GET', `/__admin/sellers/${bravo}`)).body.seller.legalName as string;
    const form = await openForm();
    // The seller is chosen by name.
    await form.getByLabel('Vendedor').selectOption({ label: `${legalName} (nº ${bravo})` });
    await form.getByLabel('Produto').fill('Plano Anual QA');
    await form.getByLabel('Nome do cliente').fill('Marina Costa');
    await form.getByLabel('E-mail do cliente').fill('marina.costa@example.com');
    await form.getByLabel('Valor por ciclo (R$)').fill('1.234,56');
    await form.getByRole('combobox', { name: /^Ciclo de cobrança/ }).selectOption('YEARLY');
    await form.getByLabel('Cartão de teste').selectOption('4000000000000002:RECUSADO');
    await form.getByRole('button', { name: 'Criar assinatura' }).click();
    const created = page.locator('[data-created-subscription]');
    await created.waitFor();
    const id = Number(await created.getAttribute('data-created-subscription'));

    const stored = await call('GET', `/__admin/subscriptions/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      id,
      sellerId: bravo,
      status: 'ACTIVE',
      amount: 123_456,
      paymentMethod: 'CREDIT_CARD',
      billingCycle: 'YEARLY',
      customerName: 'Marina Costa',
      customerEmail: 'marina.costa@example.com',
      product: { name: 'Plano Anual QA' },
      card: { brand: 'visa', last4: '0002', outcome: 'RECUSADO' },
    });
    // The list counts it without a reload (it is the last, by id), and the link of the note opens it.
    const total = (await call('GET', '/__admin/subscriptions?limit=1')).body.total as number;
    await page.locator('nav.pager', { hasText: `${total.toLocaleString('pt-BR')} assinaturas` }).waitFor();
    await created.getByRole('link', { name: String(id) }).click();
    await page.locator('[data-ready="subscription-detail"]').waitFor();
    expect(await page.locator('[data-ready="subscription-detail"]').textContent()).toContain('Plano Anual QA');
  });

  it('refuses an amount that is not reais, says why, and creates nothing', async () => {
    const before = (await call('GET', '/__admin/subscriptions?limit=1')).body.total as number;
    const form = await openForm();
    await form.getByLabel('Produto').fill('Plano Pro');
    await form.getByLabel('Nome do cliente').fill('João Pereira');
    await form.getByLabel('E-mail do cliente').fill('joao.pereira@example.com');
    await form.getByLabel('Valor por ciclo (R$)').fill('doze reais');
    await form.getByRole('button', { name: 'Criar assinatura' }).click();
    await form.getByText('Valor: informe um valor em reais').waitFor();
    expect((await call('GET', '/__admin/subscriptions?limit=1')).body.total).toBe(before);
  });
});
