/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { consoleSuite, openView, screenshot } from './browser.js';

/**
 * Issue 32: "At 390 px the console's sticky header takes about 260 of 844 px: make it compact on narrow screens
 * (collapse the nav into one scrollable row)". At 390 × 844 the header is at most a sixth of the screen (127 px,
 * from 263) and stays on top as the page scrolls; the sections are one row that scrolls sideways inside the header
 * (the page never does), every name whole, and the current section is scrolled into that row.
 */
const suite = consoleSuite();
let page: Page;
let origin: string;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  ({ page, origin } = suite);
  await page.setViewportSize(PHONE);
});

const header = () =>
  page.evaluate(() => {
    const top = document.querySelector('header.top')!.getBoundingClientRect();
    const row = document.querySelector<HTMLElement>('nav[aria-label="Seções"] ul')!;
    const links = [...row.querySelectorAll<HTMLElement>('a')];
    const current = row.querySelector<HTMLElement>('a[aria-current="page"]');
    const visible = (link: HTMLElement) => {
      const box = link.getBoundingClientRect();
      const frame = row.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    };
    return {
      top: Math.round(top.top),
      height: Math.round(top.height),
      rows: new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size,
      scrolls: row.scrollWidth > row.clientWidth,
      cut: links.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent),
      current: current ? { text: current.textContent, visible: visible(current) } : null,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });

describe('the header at phone width', () => {
  it('takes at most a sixth of the screen, its sections one row that scrolls sideways, every name whole', async () => {
    await openView(page, origin, '#/overview', 'overview');
    const shown = await header();
    expect(shown.height).toBeLessThanOrEqual(PHONE.height / 6);
    expect(shown).toMatchObject({ rows: 1, scrolls: true, cut: [], pageOverflow: 0 });
    expect(shown.current).toEqual({ text: 'Visão geral', visible: true });
    await screenshot(page, 'phone-header');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('scrolls the current section into its row, and stays on top as the page scrolls', async () => {
    await openView(page, origin, '#/test-values', 'test-values');
    expect((await header()).current).toEqual({ text: 'Valores de teste', visible: true });
    await openView(page, origin, '#/sales', 'sales');
    expect((await header()).current).toEqual({ text: 'Vendas', visible: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    const scrolled = await header();
    expect(scrolled).toMatchObject({ top: 0, rows: 1, pageOverflow: 0 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
