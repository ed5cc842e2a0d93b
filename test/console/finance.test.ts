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

  it('answers "where did each real of this balance come from" from the extrato alone: console and CSV', async () => {
    // A fresh seller with its own fee table: every fee below is computed here from the table, not read back.
    const base = (await call('GET', `/__admin/sellers/${acme}`)).body.fees;
    const fees = {
      ...base,
      installmentSurchargeBps: 0,
      sales: {
        ...base.sales,
        CREDIT_CARD: { percentBps: 499, fixedCents: 50, reserveBps: 500 },
        PIX: { percentBps: 99, fixedCents: 10, reserveBps: 0 },
      },
      cashout: { fixedCents: 367, percentBps: 0 },
    };
    const made = await call('POST', '/__admin/sellers', { name: 'Loja Extrato QA', apiCashoutEnabled: true, fees });
    expect(made.status).toBe(201);
    const sellerId = made.body.seller.id as number;
    const own = {
      'X-Api-Public-Key': made.body.credentials.publicKey,
      'X-Api-Private-Key': made.body.credentials.privateKey,
    };
    const sale = async (method: 'PIX' | 'CREDIT_CARD', amount: number, extra: object = {}) => {
      const res = await call('POST', '/api/sales', saleBody(method, { amount, ...extra }), own);
      expect(res.status).toBe(201);
      return res.body.sale.id as number;
    };
    const move = async (id: number, status: string) =>
      expect((await call('POST', `/__admin/sales/${id}/status`, { status })).status).toBe(200);

    // Every flow of the issue: a PIX paid and one expired, a card refunded, one to chargeback, one kept (its reserve).
    const pixPaid = await sale('PIX', 25_432);
    await move(pixPaid, 'PAGO');
    const pixExpired = await sale('PIX', 4_990, { pix: { expiresInDays: 1 } });
    expect((await call('POST', '/__admin/clock/advance', { days: 2 })).status).toBe(200);
    expect((await call('GET', `/__admin/sales/${pixExpired}`)).body.sale.status).toBe('CANCELADO');
    const refunded = await sale('CREDIT_CARD', 30_000);
    await move(refunded, 'ESTORNADO');
    const chargedBack = await sale('CREDIT_CARD', 20_000);
    await move(chargedBack, 'CHARGEBACK');
    const kept = await sale('CREDIT_CARD', 10_000);
    // A cashout completed and one rejected (amounts in reais, as the cashout API takes them; R$ 100,00 at least).
    const cashout = async (amount: number, ...statuses: string[]) => {
      const res = await call('POST', '/api/public/cashout', { amount, pixKey: '52998224725' }, own);
      expect(res.status).toBe(201);
      for (const status of statuses)
        expect((await call('POST', `/__admin/cashouts/${res.body.id}/postback`, { status })).status).toBe(200);
      return res.body.id as number;
    };
    const completed = await cashout(150, 'PROCESSING', 'COMPLETED');
    const rejected = await cashout(100, 'PROCESSING', 'REJECTED');

    // What each line must say, from the fee table: fee = amount × percent (half up) + fixed; reserve = amount × bps.
    const percent = (cents: number, bps: number) => Math.floor((cents * bps + 5_000) / 10_000);
    const card = fees.sales.CREDIT_CARD;
    const cardFee = (cents: number) => percent(cents, card.percentBps) + card.fixedCents;
    const pixFee = percent(25_432, fees.sales.PIX.percentBps) + fees.sales.PIX.fixedCents;
    type Line = [kind: string, origin: string, gross: number, fee: number, reserve: number, net: number];
    const paid = (id: number, cents: number): Line => [
      'crédito de venda paga',
      `venda ${id}`,
      cents,
      -cardFee(cents),
      percent(cents, card.reserveBps),
      cents - cardFee(cents),
    ];
    const given = (kind: string, id: number, cents: number): Line => [
      kind,
      `venda ${id}`,
      -cents,
      cardFee(cents),
      -percent(cents, card.reserveBps),
      -(cents - cardFee(cents)),
    ];
    const expected: Line[] = [
      ['crédito de venda paga', `venda ${pixPaid}`, 25_432, -pixFee, 0, 25_432 - pixFee],
      paid(refunded, 30_000),
      given('estorno da venda', refunded, 30_000),
      paid(chargedBack, 20_000),
      given('chargeback da venda', chargedBack, 20_000),
      paid(kept, 10_000),
      ['saque', `saque ${completed}`, -15_000 + 367, -367, 0, -15_000],
      ['saque', `saque ${rejected}`, -10_000 + 367, -367, 0, -10_000],
      ['saque devolvido', `saque ${rejected}`, 10_000 - 367, 367, 0, 10_000],
    ];
    const balance = expected.reduce((sum, line) => sum + line[5], 0);
    const reserved = percent(10_000, card.reserveBps);

    // The CSV, as a spreadsheet reads it: every line, its gross, fee, reserve and net in reais with a comma.
    await openView(page, origin, `#/ledger/${sellerId}?order=oldest&limit=50`, 'ledger');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const rows = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(LEDGER_CSV_HEADER);
    const column = (name: string) => LEDGER_CSV_HEADER.indexOf(name);
    const reais = (text: string) => {
      expect(text).toMatch(/^-?\d+,\d\d$/);
      const [whole, fraction] = text.replace('-', '').split(',');
      return (text.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction));
    };
    const body = rows.slice(1, -1);
    expect(
      body.map((row): Line => [
        row[column('Lançamento')],
        row[column('Origem')],
        reais(row[column('Bruto (R$)')]),
        reais(row[column('Taxa (R$)')]),
        reais(row[column('Reserva (R$)')]),
        reais(row[column('Líquido (R$)')]),
      ]),
    ).toEqual(expected);
    expect(body.reduce((sum, row) => sum + reais(row[column('Líquido (R$)')]), 0)).toBe(balance);
    expect(reais(rows.at(-1)![column('Líquido (R$)')])).toBe(balance);
    expect(reais(rows.at(-1)![column('Reserva (R$)')])).toBe(reserved);
    expect(reais(rows.at(-1)![column('Disponível após (R$)')])).toBe(balance - reserved);
    // Brasília time (UTC−3), as the API's instants say it.
    const api = (await call('GET', `/__admin/sellers/${sellerId}/ledger?order=oldest&limit=50`)).body;
    const inBrasilia = (iso: string) => {
      const local = new Date(Date.parse(iso) - 3 * 3_600_000).toISOString();
      return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 19)}`;
    };
    expect(body.map((row) => row[0])).toEqual(
      api.entries.map((entry: { createdAt: string }) => inBrasilia(entry.createdAt)),
    );

    // The console's extrato, read as a person reads it: the same lines and amounts, and the balance's parts.
    const brl = (text: string) => {
      const match = /^([+-]?)R\$\s([\d.]+),(\d\d)$/.exec(text.replace(/\u00a0/g, ' ').trim());
      expect(match).not.toBeNull();
      return (match![1] === '-' ? -1 : 1) * (Number(match![2].replace(/\./g, '')) * 100 + Number(match![3]));
    };
    const shown = await page
      .locator('tr[data-entry]')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')));
    // The console names each kind by the spec's value with its label beside it: "SALE_PAID (crédito de venda paga)".
    const label = (text: string) => /^[A-Z_]+ \((.+)\)$/.exec(text)?.[1] ?? text;
    expect(
      shown.map((cells): Line => [
        label(cells[1]),
        cells[2].toLowerCase(),
        brl(cells[3]),
        brl(cells[4]),
        brl(cells[5]),
        brl(cells[6]),
      ]),
    ).toEqual(expected);
    expect(shown.map((cells) => cells[0])).toEqual(body.map((row) => row[0]));
    expect(await page.locator('[data-time-legend]').textContent()).toContain('Brasília (UTC−03:00)');
    const part = async (name: string) => brl((await page.locator(`[${name}] .money`).first().textContent()) ?? '');
    const available = await part('data-ledger-balance');
    expect(available + (await part('data-ledger-reserved'))).toBe(await part('data-ledger-total'));
    expect(await part('data-ledger-total')).toBe(balance);
    expect(available).toBe(balance - reserved);
    expect(await axeViolations(page)).toEqual([]);
  });
});
