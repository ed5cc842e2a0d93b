import type { Page } from 'playwright-core';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { saleBody } from '../sales/sale-helpers.js';
import { axeViolations } from './axe.js';
import { caller, consoleSuite, openView } from './browser.js';

/**
 * Issue 32: "Timeline and live-feed lines still name the seller by number ('Saldo do vendedor 1000'): name sellers by
 * name (and id) everywhere in the console's timelines/feeds, as the CLI now does." A paid sale of acme, seen in the
 * live feed, the sale's timeline and the extrato: each line about a seller says its company name beside its number,
 * and none says a seller by its number alone.
 */
const suite = consoleSuite();
let page: Page;
let origin: string;
const call = caller(() => origin);
const acme = ACCOUNTS.acme.id;
const ACME = `Acme Comércio Eletrônico LTDA (nº ${acme})`;
/** A seller by its number alone: "vendedor 1000", "vendedor nº 1000". */
const BY_NUMBER = /vendedor (nº )?\d/i;

beforeAll(() => {
  ({ page, origin } = suite);
});

async function paidSale(): Promise<number> {
  const created = await call('POST', '/api/sales', saleBody('PIX', { amount: 2_500 }), keys('acme'));
  expect(created.status).toBe(201);
  const id = created.body.sale.id as number;
  expect((await call('POST', `/__admin/sales/${id}/status`, { status: 'PAGO' })).status).toBe(200);
  return id;
}

describe('sellers by name in the timelines and the live feed', () => {
  it('the live feed names the seller of a balance entry and of a sale by name and number', async () => {
    await openView(page, origin, '#/overview', 'overview');
    const id = await paidSale();
    const balance = page.locator('ol.events li', { hasText: 'Saldo do vendedor' }).first();
    await balance.waitFor();
    expect(await balance.textContent()).toContain(`Saldo do vendedor ${ACME}:`);
    const sale = page.locator('ol.events li', { hasText: `Venda ${id} ·` }).first();
    await sale.waitFor();
    expect(await sale.textContent()).toContain(`Venda ${id} · vendedor ${ACME}:`);
    const lines = await page.locator('ol.events li').allTextContents();
    expect(lines.filter((line) => BY_NUMBER.test(line))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a sale’s timeline and the extrato name the seller by name and number', async () => {
    const id = await paidSale();
    await openView(page, origin, `#/sales/${id}`, 'sale-detail');
    const timeline = page.locator('section[aria-labelledby="timeline-title"]');
    await timeline
      .locator('li', { hasText: `Saldo do vendedor ${ACME}` })
      .first()
      .waitFor();
    const lines = await timeline.locator('li').allTextContents();
    expect(lines.filter((line) => BY_NUMBER.test(line))).toEqual([]);

    await openView(page, origin, `#/ledger/${acme}`, 'ledger');
    await page.locator('h1', { hasText: `Extrato do vendedor ${ACME}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
