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
  // The same pixels for the same page, so two runs write the same screenshot bytes: no font hinting, one colour
  // profile, every tile rastered whole (a partial raster of a redrawn region antialiases its edges differently) and
  // before the frame is drawn.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--disable-partial-raster',
  '--run-all-compositor-stages-before-draw',
  '--disable-checker-imaging',
];
/**
 * Where screenshots go. A plain run writes them to `.screenshots/` (git-ignored), to look at and
 * to keep `git status` clean; `UPDATE_SCREENSHOTS=1` writes the committed ones in docs/screenshots.
 */
export const SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === '1' ? join(ROOT, 'docs', 'screenshots') : join(ROOT, '.screenshots');

/**
 * The page's wall clock in every context: the fixtures' anchor (2026-11-01T12:00Z), where the suites' sandboxes start
 * their clock, standing still, so nothing the console draws depends on when the test ran. An init script replaces
 * `Date` alone: playwright-core's `clock` (1.65 has it) fakes `performance` too, whose resource timings a test counts,
 * and the timers, which the live views need.
 */
export const PAGE_WALL_CLOCK_MS = Date.parse('2026-11-01T12:00:00Z');

/** Runs in the page before its scripts: `new Date()`, `Date.now()` and `Date()` say `fixedMs`; the rest is `Date`'s. */
function fixDate(fixedMs: number): void {
  const RealDate = Date;
  function FixedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(fixedMs).toString();
    return args.length === 0 ? new RealDate(fixedMs) : new RealDate(...(args as [string]));
  }
  FixedDate.prototype = RealDate.prototype;
  FixedDate.now = () => fixedMs;
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;
  globalThis.Date = FixedDate as unknown as DateConstructor;
}

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
  await context.addInitScript(fixDate, PAGE_WALL_CLOCK_MS);
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
 * What differs from one run to the next by its nature, covered by a grey box in every screenshot: durations measured
 * on the wall clock (an attempt, a request), the "hora real" columns, secrets made at random (keys, webhook secrets,
 * a tenant's token) and the signatures over them. The rest of a screenshot is the same at every run, byte for byte.
 */
const VARIES = [
  '[data-measured]',
  '[data-wall-clock]',
  '[data-secret]',
  '[data-created-token]',
  '[data-header="x-signature"] dd',
];
/** The address a screenshot shows for the suite's sandbox (its port is the system's choice): the default one. */
const SHOWN_HOST = '127.0.0.1:4010';

/**
 * A screenshot `<name>.jpg` in SCREENSHOTS, retaken by every run so the docs' copy is one command from current. JPEG
 * keeps the package small; the same page gives the same bytes (the page's clock and the sandbox's stand still,
 * VARIES is masked, the sandbox's random port is shown as the default one, animations and the caret are off).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // No hover: the pointer where the last click left it would light whatever is under it now.
  await page.mouse.move(0, 0);
  await holdStill(page, SHOWN_HOST);
  try {
    await page.screenshot({
      path: join(SCREENSHOTS, `${name}.jpg`),
      type: 'jpeg',
      quality: 80,
      fullPage: false,
      animations: 'disabled',
      caret: 'hide',
      mask: VARIES.map((selector) => page.locator(selector)),
      maskColor: '#c8ced6',
    });
  } finally {
    await page.evaluate(() => (window as unknown as { releaseStill?: () => void }).releaseStill?.());
  }
}

/**
 * Until `releaseStill()`, before every frame (a view that redraws while the picture is taken, on an event of the live
 * stream, shows the same): the page's own host:port written as `host` in its text and fields, and each measured
 * duration in a box of one width whatever it says, so the line around its mask does not move. Through the CSSOM: the
 * console's policy refuses inline styles. The tests read the real page before and after.
 */
async function holdStill(page: Page, host: string): Promise<void> {
  await page.evaluate((shown) => {
    const real = location.host;
    const changed = new Map<Text | HTMLInputElement | HTMLTextAreaElement, { was: string; now: string }>();
    const boxed = new Set<HTMLElement>();
    const MEASURED_BOX = {
      display: 'inline-block',
      width: '4.5em',
      overflow: 'hidden',
      'white-space': 'nowrap',
      'vertical-align': 'bottom',
    };
    const rewrite = (text: string) => text.split(real).join(shown);
    const apply = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        if (!text.includes(real)) continue;
        node.data = rewrite(text);
        changed.set(node, { was: text, now: node.data });
      }
      for (const field of Array.from(
        document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
      )) {
        const value = field.value;
        if (!value.includes(real)) continue;
        field.value = rewrite(value);
        changed.set(field, { was: value, now: field.value });
      }
      for (const measured of Array.from(document.querySelectorAll<HTMLElement>('[data-measured]'))) {
        if (boxed.has(measured)) continue;
        for (const [property, value] of Object.entries(MEASURED_BOX)) measured.style.setProperty(property, value);
        boxed.add(measured);
      }
    };
    let frame = 0;
    const everyFrame = () => {
      apply();
      frame = requestAnimationFrame(everyFrame);
    };
    everyFrame();
    (window as unknown as { releaseStill: () => void }).releaseStill = () => {
      cancelAnimationFrame(frame);
      // Only what still shows this rewrite: a view may have drawn its own text since.
      for (const [node, { was, now }] of changed) {
        if (node instanceof Text && node.data === now) node.data = was;
        else if (!(node instanceof Text) && node.value === now) node.value = was;
      }
      for (const measured of boxed)
        for (const property of Object.keys(MEASURED_BOX)) measured.style.removeProperty(property);
    };
  }, host);
}

/** Opens a console route (#/sales/12) and waits until its view says it is ready. */
export async function openView(page: Page, origin: string, hash: string, ready: string): Promise<void> {
  const target = `${origin}/__admin/ui${hash}`;
  if (page.url().startsWith(`${origin}/__admin/ui`)) await page.evaluate((h) => (location.hash = h), hash);
  else await page.goto(target);
  await page.locator(`[data-ready="${ready}"]`).first().waitFor();
}

/** Polls `read` until it equals `expected` (deep), or fails with the last value after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T> | T, expected: T, timeoutMs = 15_000): Promise<void> {
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
