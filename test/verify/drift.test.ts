import { ACCOUNTS } from '../helpers/accounts.js';
import { startDriftProxy, type Drift, type DriftProxy, type ProxiedResponse } from '../helpers/drift-proxy.js';
import { startLiveSandbox, type LiveSandbox } from '../helpers/live-sandbox.js';
import {
  renderReport,
  verifyGateway,
  type GapId,
  type VerifyOptions,
  type VerifyReport,
} from '../../src/tools/verify/index.js';
import { verifyVerb } from '../../src/tools/cli/verify.verb.js';

const KEYS = { publicKey: ACCOUNTS.acme.publicKey, privateKey: ACCOUNTS.acme.privateKey };
const CASHOUT = { pixKey: 'financeiro@example.com', pixKeyType: 'EMAIL' as const };

type Body = Record<string, any>;

let sandbox: LiveSandbox;
let proxy: DriftProxy | undefined;
beforeAll(async () => {
  sandbox = await startLiveSandbox();
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});
afterAll(() => sandbox.close());

/** A drift of the answer to one request line (method, path and query, and whether it carried keys). */
function on(
  method: string,
  url: string,
  change: (response: ProxiedResponse) => ProxiedResponse,
  auth: 'keys' | 'none' = 'keys',
): Drift {
  return { applies: (request) => request.method === method && request.url === url && request.auth === auth, change };
}

function withBody(change: (body: Body) => unknown) {
  return (response: ProxiedResponse): ProxiedResponse => ({ ...response, body: change(response.body as Body) });
}

async function verifyThrough(drift: Drift, options: Partial<VerifyOptions> = {}): Promise<VerifyReport> {
  proxy = await startDriftProxy(sandbox.url, drift);
  const report = await verifyGateway({ baseUrl: proxy.url, ...KEYS, ...options });
  expect(proxy.changed()).toBeGreaterThan(0);
  return report;
}

const failing = (report: VerifyReport) => report.checks.filter((check) => check.verdict === 'fail');

/** One change at a time; each must be reported by exactly one check, at its path. */
const DRIFTS: [string, Drift, { check: string; path: string; step?: string }, Partial<VerifyOptions>][] = [
  [
    "a field's type (the seller id as a string)",
    on(
      'GET',
      '/api/seller',
      withBody((body) => ({ ...body, id: String(body.id) })),
    ),
    { check: 'seller', path: '$.id' },
    {},
  ],
  [
    'a missing required field (metrics without mrr)',
    on(
      'GET',
      '/api/subscriptions/metrics',
      withBody((body) => ({ ...body, data: { ...body.data, mrr: undefined } })),
    ),
    { check: 'subscriptions.metrics', path: '$.data.mrr' },
    {},
  ],
  [
    "an error body in another group's shape (the seller's 401 as the envelope)",
    on(
      'GET',
      '/api/seller',
      withBody((body) => ({ success: false, error: { code: 'UNAUTHORIZED', message: body.message } })),
      'none',
    ),
    { check: 'seller.no-keys', path: '$.error' },
    {},
  ],
  [
    'a status code (a malformed sale id answers 404, not 400)',
    on('GET', '/api/transactions/not-a-number', (response) => ({ ...response, status: 404 })),
    { check: 'transactions.malformed-id', path: 'status' },
    {},
  ],
  [
    'a renamed enum value (ACTIVE becomes ATIVO)',
    on(
      'GET',
      '/api/subscriptions?status=ACTIVE',
      withBody((body) => ({
        ...body,
        data: {
          ...body.data,
          subscriptions: body.data.subscriptions.map((item: Body) => ({ ...item, status: 'ATIVO' })),
        },
      })),
    ),
    { check: 'subscriptions.list.ACTIVE', path: '$.data.subscriptions[0].status' },
    {},
  ],
  [
    'a pagination total that disagrees (page 2 counts one more)',
    on(
      'GET',
      '/api/subscriptions?page=2',
      withBody((body) => ({
        ...body,
        data: { ...body.data, pagination: { ...body.data.pagination, total: body.data.pagination.total + 1 } },
      })),
    ),
    { check: 'subscriptions.pagination', step: 'subscriptions.page-2', path: '$.data.pagination.total' },
    {},
  ],
  [
    'a content type (metrics as text/plain)',
    on('GET', '/api/subscriptions/metrics', (response) => ({ ...response, contentType: 'text/plain' })),
    { check: 'subscriptions.metrics', path: 'headers.content-type' },
    {},
  ],
  [
    'a sale read back unlike its creation (--write: the PIX sale a cent dearer)',
    {
      applies: (request, response) =>
        request.method === 'GET' &&
        request.url.startsWith('/api/transactions/') &&
        (response.body as Body)?.metadata?.createdBy === 'gateway-sandbox verify' &&
        (response.body as Body).paymentMethod === 'PIX',
      change: withBody((body) => ({ ...body, amount: body.amount + 1 })),
    },
    { check: 'sales.pix-read-back', step: 'sales.read-pix', path: '$.amount' },
    { write: true },
  ],
];

describe('verify against a drifting target', () => {
  it.each(DRIFTS)('reports %s, with its path, and exits 1', async (_name, drift, expected, options) => {
    const report = await verifyThrough(drift, options);
    expect(report.exitCode).toBe(1);
    expect(failing(report).map((check) => check.id)).toEqual([expected.check]);
    const problems = failing(report)[0].problems.map(({ path, step, severity }) => ({
      path,
      severity,
      ...(step ? { step } : {}),
    }));
    expect(problems).toContainEqual({
      path: expected.path,
      severity: 'fail',
      ...(expected.step ? { step: expected.step } : {}),
    });
    const table = renderReport(report, 'table');
    expect(table).toContain(`FAIL  ${expected.check}`);
    expect(table).toContain(`${expected.step ? `${expected.step} ` : ''}${expected.path} `);
  });

  it('the CLI verb exits 1 on drift and prints where', async () => {
    proxy = await startDriftProxy(sandbox.url, DRIFTS[0][1]);
    const out: string[] = [];
    const code = await verifyVerb.run(
      ['--base-url', proxy.url, '--public-key', KEYS.publicKey, '--private-key', KEYS.privateKey],
      { stdout: (text) => out.push(text), stderr: (text) => out.push(text), env: {} },
    );
    expect(code).toBe(1);
    expect(out.join('')).toMatch(/FAIL {2}seller +GET \/api\/seller +200, 2 problems\n {6}\$\.id must be integer\n/);
  });
});

/** Deviations from the sandbox's own "not shown" choices: warnings against a gateway, drift against the sandbox. */
const GAP_DRIFTS: [string, Drift, { check: string; gap: GapId }, Partial<VerifyOptions>][] = [
  [
    'the cashout answers 200, not 201',
    on('POST', '/api/public/cashout', (response) => ({ ...response, status: 200 })),
    { check: 'cashout.create', gap: 'cashout-status' },
    { write: true, cashout: CASHOUT },
  ],
  [
    'a subscription id that is not a number answers 404, not 400',
    on('GET', '/api/subscriptions/not-a-number', (response) => ({
      ...response,
      status: 404,
      body: { success: false, error: { code: 'NOT_FOUND', message: 'Assinatura não encontrada' } },
    })),
    { check: 'subscriptions.malformed-id', gap: 'subscription-id-format' },
    {},
  ],
  [
    'the seller carries a field the schemas do not list',
    on(
      'GET',
      '/api/seller',
      withBody((body) => ({ ...body, kycStatus: 'APPROVED' })),
    ),
    { check: 'seller', gap: 'closed-schemas' },
    {},
  ],
  [
    'there is no sales list',
    on('GET', '/api/sales?limit=1', () => ({
      status: 404,
      contentType: 'application/json',
      body: { message: 'Rota não encontrada', error: 'NOT_FOUND' },
    })),
    { check: 'sales.list', gap: 'sales-list' },
    {},
  ],
  [
    'a bad status filter answers another code',
    on(
      'GET',
      '/api/subscriptions?status=NOT_A_STATUS',
      withBody((body) => ({ ...body, error: { ...body.error, code: 'INVALID_FILTER' } })),
    ),
    { check: 'subscriptions.bad-status', gap: 'filter-error-code' },
    {},
  ],
  [
    'the 422 of a sale below the minimum names another identifier',
    on('POST', '/api/sales', (response) =>
      response.status === 422
        ? { ...response, body: { ...(response.body as Body), error: 'MINIMUM_AMOUNT' } }
        : response,
    ),
    { check: 'sales.create.below-minimum', gap: 'sale-error-identifiers' },
    { write: true },
  ],
];

describe("checks that rest on the sandbox's own choices", () => {
  it.each(GAP_DRIFTS)(
    '%s: a warning against a gateway (exit 0), drift against the sandbox (exit 1)',
    async (_name, drift, expected, options) => {
      const asGateway = await verifyThrough(drift, { ...options, target: 'gateway' });
      expect(failing(asGateway)).toEqual([]);
      expect(asGateway.exitCode).toBe(0);
      const warned = asGateway.checks.find((check) => check.id === expected.check)!;
      expect(warned.verdict).toBe('warn');
      expect(warned.problems.map((problem) => [problem.gap, problem.severity])).toContainEqual([expected.gap, 'warn']);
      expect(warned.note).toContain(expected.gap);
      await proxy!.close();

      const asSandbox = await verifyThrough(drift, { ...options, target: 'sandbox' });
      expect(failing(asSandbox).map((check) => check.id)).toEqual([expected.check]);
      expect(asSandbox.exitCode).toBe(1);
    },
  );
});

describe('a target that fails is not drift', () => {
  afterEach(() => sandbox.t.deps.faults.clear());

  async function arm(fault: Record<string, unknown>) {
    const response = await fetch(`${sandbox.url}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fault),
    });
    expect(response.status).toBe(201);
  }

  it('a 500 injected through the admin API is reported as a server error, exit 2', async () => {
    await arm({ method: 'GET', path: '/api/subscriptions/metrics', status: 500, times: 1 });
    const report = await verifyGateway({ baseUrl: sandbox.url, ...KEYS });
    expect(failing(report)).toEqual([]);
    expect(report.exitCode).toBe(2);
    const metrics = report.checks.find((check) => check.id === 'subscriptions.metrics')!;
    expect(metrics).toMatchObject({ verdict: 'error', observed: '500 server error', problems: [] });
    expect(metrics.note).toMatch(/^the target failed \(a server error is not drift\): Erro interno/);
    expect(report.checks.filter((check) => check.verdict === 'skip').map((check) => check.id)).toEqual([
      'subscriptions.metrics-match-lists',
      'subscriptions.metrics-formulas',
    ]);
    expect(renderReport(report, 'table')).toMatch(
      /ERROR subscriptions\.metrics +GET \/api\/subscriptions\/metrics +500 server error/,
    );
  });

  it('a timeout is reported as such, exit 2', async () => {
    await arm({ method: 'GET', path: '/api/seller', delayMs: 1500, times: 1 });
    const report = await verifyGateway({ baseUrl: sandbox.url, ...KEYS, timeoutMs: 300 });
    expect(failing(report)).toEqual([]);
    expect(report.exitCode).toBe(2);
    expect(report.checks.find((check) => check.id === 'seller')).toMatchObject({
      verdict: 'error',
      observed: 'timeout',
      note: 'no answer within 300 ms',
    });
  });

  it('stops after three timeouts in a row: the rest is skipped, not waited for', async () => {
    await arm({ method: '*', path: '/api/seller', delayMs: 1500, times: 3 });
    const report = await verifyGateway({ baseUrl: sandbox.url, ...KEYS, timeoutMs: 200 });
    expect(report.exitCode).toBe(2);
    expect(report.checks.filter((check) => check.verdict === 'error').map((check) => check.id)).toEqual([
      'seller',
      'seller.no-keys',
      'seller.swapped-keys',
    ]);
    expect(report.checks.find((check) => check.id === 'balance')).toMatchObject({
      verdict: 'skip',
      note: 'not sent: the target stopped answering (3 timeouts in a row)',
    });
    expect(
      report.checks
        .filter((check) => check.kind === 'call' && check.verdict !== 'error')
        .every((check) => check.verdict === 'skip'),
    ).toBe(true);
  });
});
