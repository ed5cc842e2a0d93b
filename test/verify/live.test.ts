import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS } from '../helpers/accounts.js';
import { ROOT } from '../helpers/child.js';
import { startLiveSandbox, type LiveSandbox } from '../helpers/live-sandbox.js';
import { renderReport, verifyGateway, type VerifyReport } from '../../src/tools/verify/index.js';

const KEYS = { publicKey: ACCOUNTS.acme.publicKey, privateKey: ACCOUNTS.acme.privateKey };

let sandbox: LiveSandbox;
beforeAll(async () => {
  sandbox = await startLiveSandbox();
});
afterAll(() => sandbox.close());

/** Every check that did not pass, with what it found: an empty list reads best in a failure. */
function notPassed(report: VerifyReport) {
  return report.checks
    .filter((check) => check.verdict !== 'pass')
    .map(({ id, verdict, observed, problems, note }) => ({ id, verdict, observed, problems, note }));
}

describe('verify against a live sandbox', () => {
  it('read-only: every check passes, nothing is created, exit code 0', async () => {
    const report = await verifyGateway({ baseUrl: sandbox.url, ...KEYS });
    expect(notPassed(report)).toEqual([]);
    expect(report).toMatchObject({
      exitCode: 0,
      created: [],
      target: { kind: 'sandbox', decidedBy: 'openapi' },
      mode: { write: false, cashout: false },
    });
    expect(report.checks.filter((check) => check.request?.method === 'POST' && check.request.auth === 'keys')).toEqual(
      [],
    );
    expect(report.summary.total).toBeGreaterThan(35);
  });

  it('--write --cashout: every check passes and the report lists every id created', async () => {
    const report = await verifyGateway({
      baseUrl: sandbox.url,
      ...KEYS,
      write: true,
      cashout: { pixKey: 'financeiro@example.com', pixKeyType: 'EMAIL' },
    });
    expect(notPassed(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.created.map(({ kind, by }) => [kind, by])).toEqual([
      ['sale', 'sales.create-pix'],
      ['sale', 'sales.create-card'],
      ['cashout', 'cashout.create'],
    ]);
    for (const record of report.created) {
      const path = record.kind === 'sale' ? `/api/transactions/${record.id}` : `/api/public/cashout/${record.id}`;
      const response = await fetch(sandbox.url + path, {
        headers: { 'X-Api-Public-Key': KEYS.publicKey, 'X-Api-Private-Key': KEYS.privateKey },
      });
      expect(response.status).toBe(200);
    }
    const ids = report.checks.map((check) => check.id);
    expect(ids).toEqual(expect.arrayContaining(['sales.pix-read-back', 'sales.card-read-back', 'cashout.read-back']));
  });

  it("--target gateway: the sandbox holds too; the card sale, whose test card is the sandbox's, is skipped", async () => {
    const report = await verifyGateway({ baseUrl: sandbox.url, ...KEYS, write: true, target: 'gateway' });
    expect(notPassed(report).map(({ id, verdict }) => [id, verdict])).toEqual([
      ['sales.create-card', 'skip'],
      ['sales.read-card', 'skip'],
      ['sales.card-read-back', 'skip'],
    ]);
    expect(report).toMatchObject({ exitCode: 0, target: { kind: 'gateway', decidedBy: 'flag' } });
    expect(report.created).toHaveLength(1);
  });

  it('--sale-id and --subscription-id choose what is read', async () => {
    const headers = { 'X-Api-Public-Key': KEYS.publicKey, 'X-Api-Private-Key': KEYS.privateKey };
    const sales = (await (await fetch(`${sandbox.url}/api/sales?limit=5`, { headers })).json()) as {
      data: { sales: { id: number }[] };
    };
    const subscriptions = (await (await fetch(`${sandbox.url}/api/subscriptions?limit=5`, { headers })).json()) as {
      data: { subscriptions: { id: number }[] };
    };
    const [saleId, subscriptionId] = [sales.data.sales[3].id, subscriptions.data.subscriptions[3].id];
    const report = await verifyGateway({ baseUrl: sandbox.url, ...KEYS, saleId, subscriptionId });
    expect(notPassed(report).map(({ id, verdict }) => [id, verdict])).toEqual([
      ['transactions.read-matches-list', 'skip'],
    ]);
    expect(report.checks.find((check) => check.id === 'transactions.read')?.request?.path).toBe(
      `/api/transactions/${saleId}`,
    );
    expect(report.checks.find((check) => check.id === 'subscriptions.detail')?.request?.path).toBe(
      `/api/subscriptions/${subscriptionId}`,
    );
  });

  it('the JSON report is the report as data', async () => {
    const report = await verifyGateway({ baseUrl: sandbox.url, ...KEYS });
    expect(JSON.parse(renderReport(report, 'json'))).toEqual(JSON.parse(JSON.stringify(report)));
  });

  it('is importable as gateway-sandbox/verify, with types, from the build', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, { types: string; default: string }>;
    };
    expect(pkg.exports['./verify']).toEqual({
      types: './dist/tools/verify/index.d.ts',
      default: './dist/tools/verify/index.js',
    });
    expect(existsSync(join(ROOT, pkg.exports['./verify'].types))).toBe(true);
    const script = `const { verifyGateway } = await import('gateway-sandbox/verify');
const report = await verifyGateway({ baseUrl: process.env.URL, publicKey: '${KEYS.publicKey}', privateKey: '${KEYS.privateKey}' });
process.stdout.write(JSON.stringify({ exitCode: report.exitCode, failed: report.summary.fail }));`;
    const child = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      // Asynchronous: the sandbox answering it runs in this process.
      const proc = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: ROOT,
        env: { ...process.env, URL: sandbox.url },
      });
      let stdout = '';
      let stderr = '';
      proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      proc.on('close', (status) => resolve({ status, stdout, stderr }));
    });
    expect(child).toEqual({ status: 0, stdout: JSON.stringify({ exitCode: 0, failed: 0 }), stderr: '' });
  });
});
