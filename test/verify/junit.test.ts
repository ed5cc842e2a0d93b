import { chromium, type Browser } from 'playwright-core';
import { ACCOUNTS } from '../helpers/accounts.js';
import { startDriftProxy, type DriftProxy } from '../helpers/drift-proxy.js';
import { startLiveSandbox, unreachableUrl, type LiveSandbox } from '../helpers/live-sandbox.js';
import { renderReport, verifyGateway, type VerifyReport } from '../../src/tools/verify/index.js';
import { systemBinary } from '../helpers/system-packages.js';

/**
 * The JUnit report is parsed by a real XML parser (Chromium's DOMParser, the Debian chromium
 * the browser tests use), so "well-formed" means what a CI dashboard's parser means.
 */
let browser: Browser;
let sandbox: LiveSandbox;
let proxy: DriftProxy;
let report: VerifyReport;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: systemBinary('chromium'), args: ['--no-sandbox'] });
  sandbox = await startLiveSandbox();
  // One run with every verdict: a drift (fail), a fault (error), a gap deviation (warn), a sandbox-only skip.
  proxy = await startDriftProxy(sandbox.url, {
    applies: (request) =>
      (request.method === 'GET' && request.url === '/api/subscriptions/metrics') ||
      request.url === '/api/subscriptions/not-a-number',
    change: (response) =>
      response.status === 404
        ? { ...response, status: 400 }
        : { ...response, body: { ...(response.body as object), success: 'yes' } },
  });
  await fetch(`${sandbox.url}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: '/api/seller', status: 500, times: 1 }),
  });
  report = await verifyGateway({
    baseUrl: proxy.url,
    publicKey: ACCOUNTS.acme.publicKey,
    privateKey: ACCOUNTS.acme.privateKey,
    write: true,
    target: 'gateway',
  });
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await sandbox?.close();
});

interface Parsed {
  error: string | null;
  root: string;
  suites: { name: string; tests: number; failures: number; errors: number; skipped: number; cases: number }[];
  failures: number;
  errors: number;
  skipped: number;
  warnings: number;
  testcases: number;
}

async function parse(xml: string): Promise<Parsed> {
  const page = await browser.newPage();
  try {
    return await page.evaluate((text) => {
      // The page's own DOM (this project compiles without the DOM library's types).
      interface XmlNode {
        nodeName: string;
        textContent: string | null;
        getAttribute(name: string): string | null;
        getElementsByTagName(tag: string): ArrayLike<XmlNode> & Iterable<XmlNode>;
      }
      const { DOMParser } = globalThis as unknown as {
        DOMParser: new () => { parseFromString(text: string, type: string): XmlNode & { documentElement: XmlNode } };
      };
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
      const count = (tag: string) => doc.getElementsByTagName(tag).length;
      const suites = [...doc.getElementsByTagName('testsuite')].map((suite) => ({
        name: suite.getAttribute('name') ?? '',
        tests: Number(suite.getAttribute('tests')),
        failures: Number(suite.getAttribute('failures')),
        errors: Number(suite.getAttribute('errors')),
        skipped: Number(suite.getAttribute('skipped')),
        cases: suite.getElementsByTagName('testcase').length,
      }));
      const warnings = [...doc.getElementsByTagName('system-out')].filter((node) =>
        node.textContent?.startsWith('WARNING'),
      ).length;
      return {
        error,
        root: doc.documentElement.nodeName,
        suites,
        failures: count('failure'),
        errors: count('error'),
        skipped: count('skipped'),
        warnings,
        testcases: count('testcase'),
      };
    }, xml);
  } finally {
    await page.close();
  }
}

describe('--report junit', () => {
  it('covers every verdict in the run it renders', () => {
    expect(report.summary).toMatchObject({ fail: 1, error: 1, warn: 1 });
    expect(report.summary.skip).toBeGreaterThan(0);
  });

  it('is well-formed XML whose counts agree with the report', async () => {
    const parsed = await parse(renderReport(report, 'junit'));
    expect(parsed.error).toBeNull();
    expect(parsed).toMatchObject({
      root: 'testsuites',
      testcases: report.summary.total,
      failures: report.summary.fail,
      errors: report.summary.error,
      skipped: report.summary.skip,
      warnings: report.summary.warn,
    });
    for (const suite of parsed.suites) expect(suite.tests).toBe(suite.cases);
    expect(parsed.suites.map((suite) => suite.name)).toEqual([
      expect.stringMatching(/: calls$/),
      expect.stringMatching(/: consistency rules$/),
    ]);
  });

  it('stays well-formed whatever the target answers: markup, quotes, control characters', async () => {
    const nasty = '<b>"R&D"</b> \'x\' ]]> \u0001\u0008\u001b[31m \uFFFE \u{1F4B8}';
    const check = {
      ...report.checks[0],
      id: `odd${nasty}`,
      title: nasty,
      verdict: 'fail' as const,
      problems: [{ path: `$.${nasty}`, message: nasty, severity: 'fail' as const }],
      note: nasty,
    };
    const odd: VerifyReport = {
      ...report,
      target: { ...report.target, baseUrl: `http://x/?a=1&b=<2>` },
      checks: [check],
      summary: { ...report.summary, total: 1 },
    };
    const parsed = await parse(renderReport(odd, 'junit'));
    expect(parsed.error).toBeNull();
    expect(parsed.failures).toBe(1);
  });

  it('reports a target that could not be reached as one error', async () => {
    const unreachable = await verifyGateway({ baseUrl: await unreachableUrl(), publicKey: 'pk_x', privateKey: 'sk_x' });
    const parsed = await parse(renderReport(unreachable, 'junit'));
    expect(parsed).toMatchObject({ error: null, testcases: 1, errors: 1 });
  });
});
