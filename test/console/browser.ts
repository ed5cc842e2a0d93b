/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';
import { systemBinary } from '../helpers/system-packages.js';

/**
 * The browser of the console tests: Debian's chromium (`npm test`'s pretest installs it with
 * apt-get when missing and it may; SANDBOX_CHROMIUM points at another), driven by playwright-core.
 * Never a downloaded browser. Without it the suite fails with the line that says how to get it.
 */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
];
/**
 * Where screenshots go. A plain run writes them to `.screenshots/` (git-ignored), to look at and
 * to keep `git status` clean; `UPDATE_SCREENSHOTS=1` writes the committed ones in docs/screenshots.
 */
export const SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === '1' ? join(ROOT, 'docs', 'screenshots') : join(ROOT, '.screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: systemBinary('chromium'), args: ARGS });
}

export interface GuardedContext {
  context: BrowserContext;
  /** Console errors, page errors and requests to any other host than the sandbox, as they happen. */
  problems: string[];
  newPage(): Promise<Page>;
}

/**
 * A browser context that records every console error, uncaught page error and request to a host
 * other than the sandbox (which it also refuses to send). A test asserts `problems` is empty.
 * Brazilian locale and time zone, as the console's users have them.
 */
export async function guardedContext(
  browser: Browser,
  origin: string,
  viewport = { width: 1280, height: 800 },
  options: { bypassCSP?: boolean } = {},
): Promise<GuardedContext> {
  // bypassCSP only for the axe-core checks (test/console/axe.ts), which inject a script the console's policy would
  // refuse.
  const context = await browser.newContext({
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
    bypassCSP: options.bypassCSP ?? false,
  });
  const problems: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    problems.push(`request to another host: ${url.href}`);
    return route.abort();
  });
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  };
  context.on('page', watch);
  return { context, problems, newPage: () => context.newPage() };
}

/**
 * A screenshot `<name>.jpg` in SCREENSHOTS, retaken by every run so the docs' copy is one command from current. JPEG
 * keeps the package small.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOTS, `${name}.jpg`),
    type: 'jpeg',
    quality: 80,
    fullPage: false,
    animations: 'disabled',
  });
}

/** Opens a console route (#/sales/12) and waits until its view says it is ready. */
export async function openView(page: Page, origin: string, hash: string, ready: string): Promise<void> {
  const target = `${origin}/__admin/ui${hash}`;
  if (page.url().startsWith(`${origin}/__admin/ui`)) await page.evaluate((h) => (location.hash = h), hash);
  else await page.goto(target);
  await page.locator(`[data-ready="${ready}"]`).first().waitFor();
}

/** Polls `read` until it equals `expected` (deep), or fails with the last value after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T> | T, expected: T, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(last).toEqual(expected);
}

export type Call = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: any }>;

/** A JSON call to the sandbox the console is showing (what the QA person does from a terminal beside it). */
export function caller(origin: () => string): Call {
  return async (method, path, body, headers = {}) => {
    const res = await fetch(origin() + path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

/** What a console suite's tests use: the page, on the sandbox at `origin`. */
export interface ConsoleSuite {
  page: Page;
  origin: string;
}

/**
 * A suite's sandbox (the shipped CLI in a child process, on a frozen clock unless `env` says otherwise) and one
 * guarded page on it (the console's own policy bypassed for axe-core unless told), ready in the suite's first
 * beforeAll; every test ends with no page problem (afterEach).
 * The fields are filled once the suite starts: read them in hooks and tests, not at module level.
 */
export function consoleSuite(
  env: Record<string, string> = { SANDBOX_CLOCK_FROZEN: 'true' },
  options: { bypassCSP?: boolean } = { bypassCSP: true },
): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  let server: ChildServer | undefined;
  let browser: Browser | undefined;
  let guard: GuardedContext | undefined;
  beforeAll(async () => {
    server = await startChild(env);
    suite.origin = server.url;
    browser = await launchBrowser();
    guard = await guardedContext(browser, suite.origin, undefined, options);
    suite.page = await guard.newPage();
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(() => {
    expect(guard?.problems).toEqual([]);
  });
  return suite;
}
