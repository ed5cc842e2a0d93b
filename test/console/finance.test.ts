/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { saleBody } from '../sales/sale-helpers.js';
import { LEDGER_CSV_HEADER } from '../../src/features/ledger/ledger.csv.js';
import { axeViolations } from './axe.js';
import { caller, consoleSuite, openView, screenshot } from './browser.js';

/**
 * Issue 32, for a finance QA in the console: the extrato shows what the balance is made of
 * (available, card reserves, MED holds), gross, fee, reserve and net per entry, exports CSV whose
 * net column adds up to the whole balance; the fee table speaks percent and reais.
 */
const suite = consoleSuite();
let page: Page;
let origin: string;
const call = caller(() => origin);
const acme = ACCOUNTS.acme.id;

beforeAll(() => {
  ({ page, origin } = suite);
});

const attribute = async (selector: string, name: string) =>
  Number(await page.locator(selector).first().getAttribute(name));

describe('the extrato for a finance QA', () => {
  it('shows available, reserved and total; a refunded card sale’s reserve has its lines; the CSV adds up to the balance', async () => {
    const created = await call('POST', '/api/sales', saleBody('CREDIT_CARD', { amount: 30_000 }), keys('acme'));
    expect(created.status).toBe(201);
    const id = created.body.sale.id as number;
    expect((await call('POST', `/__admin/sales/${id}/status`, { status: 'ESTORNADO' })).status).toBe(200);

    await openView(page, origin, `#/ledger/${acme}?limit=10`, 'ledger');
    const api = (await call('GET', `/__admin/sellers/${acme}/ledger?limit=10`)).body;
    expect(await attribute('[data-ledger-balance]', 'data-ledger-balance')).toBe(api.balanceCents);
    expect(await attribute('[data-ledger-reserved]', 'data-ledger-reserved')).toBe(api.reservedCents);
    expect(await attribute('[data-ledger-total]', 'data-ledger-total')).toBe(api.totalCents);
    expect(api.totalCents).toBe(api.balanceCents + api.reservedCents);
    const headers = await page.locator('table thead th').allTextContents();
    expect(headers).toEqual([
      'Quando',
      'Lançamento',
      'Origem',
      'Bruto',
      'Taxa',
      'Reserva',
      'Líquido',
      'Disponível após',
    ]);

    const refund = page.locator(`tr[data-entry]`, { hasText: 'estorno da venda' }).first();
    expect(await refund.locator('[data-reserved]').getAttribute('data-reserved')).toBe('-1500');
    expect(await refund.locator('[data-gross]').textContent()).toBe('-R$ 300,00');
    const shown = await page
      .locator('tr[data-entry]')
      .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('[data-net]')?.getAttribute('data-net'))));
    expect(shown).toEqual(api.entries.map((entry: { parts: { netCents: number } }) => entry.parts.netCents));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`extrato-vendedor-${acme}.csv`);
    const rows = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(LEDGER_CSV_HEADER);
    const net = LEDGER_CSV_HEADER.indexOf('Líquido (R$)');
    const body = rows.slice(1, -1);
    expect(body).toHaveLength(api.pagination.total);
    expect(body.reduce((sum, row) => sum + Math.round(Number(row[net].replace(',', '.')) * 100), 0)).toBe(
      api.totalCents,
    );

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ledger-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'ledger-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('edits the fee table in percent and reais, and the API keeps basis points and cents', async () => {
    await openView(page, origin, `#/sellers/${acme}`, 'seller-detail');
    const percent = page.getByLabel('cartão de crédito: percentual');
    const before = (await call('GET', `/__admin/sellers/${acme}`)).body.fees;
    expect(await percent.inputValue()).toBe(
      `${Math.trunc(before.sales.CREDIT_CARD.percentBps / 100)},${String(before.sales.CREDIT_CARD.percentBps % 100).padStart(2, '0')}`,
    );
    expect(await page.getByText('pontos-base').count()).toBe(0);
    await percent.fill('4,5');
    await page.getByLabel('Saque: valor fixo').fill('2,49');
    await page.getByRole('button', { name: 'Salvar taxas' }).click();
    await page.getByText('Taxas salvas.').waitFor();
    const after = (await call('GET', `/__admin/sellers/${acme}`)).body.fees;
    expect(after.sales.CREDIT_CARD.percentBps).toBe(450);
    expect(after.cashout.fixedCents).toBe(249);
    expect(after.sales.PIX).toEqual(before.sales.PIX);
    expect(await axeViolations(page)).toEqual([]);
  });
});
