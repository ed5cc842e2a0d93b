import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS } from '../helpers/accounts.js';
import { startDriftProxy } from '../helpers/drift-proxy.js';
import { startLiveSandbox, type LiveSandbox } from '../helpers/live-sandbox.js';
import { verifyGateway, VerifyUsageError, type VerifyReport } from '../../src/tools/verify/index.js';
import { Redactor } from '../../src/tools/verify/verify.redact.js';

const KEYS = { publicKey: ACCOUNTS.acme.publicKey, privateKey: ACCOUNTS.acme.privateKey };
const HEADERS = { 'X-Api-Public-Key': KEYS.publicKey, 'X-Api-Private-Key': KEYS.privateKey };
const PIX_KEY = 'financeiro.verify@example.com';

let sandbox: LiveSandbox;
const dirs: string[] = [];
beforeAll(async () => {
  sandbox = await startLiveSandbox();
});
afterAll(async () => {
  await sandbox.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verify-record-'));
  dirs.push(dir);
  return dir;
}

/** Every file of a recording, by its path inside it. */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (file.isFile())
      out.set(
        join(file.parentPath, file.name).slice(dir.length + 1),
        readFileSync(join(file.parentPath, file.name), 'utf8'),
      );
  }
  return out;
}

/** What a verdict is made of, without timings. */
function verdicts(report: VerifyReport) {
  return report.checks.map(({ id, verdict, observed, problems }) => ({ id, verdict, observed, problems }));
}

async function rawJson(path: string): Promise<any> {
  return (await fetch(sandbox.url + path, { headers: HEADERS })).json();
}

/** The values of the named fields anywhere in a body. */
function valuesOf(body: unknown, names: string[]): string[] {
  if (Array.isArray(body)) return body.flatMap((item) => valuesOf(item, names));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) =>
    names.includes(key) && typeof value === 'string' && value !== '' ? [value] : valuesOf(value, names),
  );
}

describe('--record DIR', () => {
  it('writes every exchange with keys, documents, e-mails, phones, card data and secrets redacted', async () => {
    const dir = tempDir();
    const report = await verifyGateway({
      baseUrl: sandbox.url,
      ...KEYS,
      write: true,
      cashout: { pixKey: PIX_KEY, pixKeyType: 'EMAIL' },
      record: dir,
    });
    expect(report.exitCode).toBe(0);
    const recorded = files(dir);
    expect(recorded.size).toBe(
      1 + report.checks.filter((check) => check.kind === 'call' && check.verdict !== 'skip').length,
    );
    const text = [...recorded.values()].join('\n');

    const seller = await rawJson('/api/seller');
    const subscriptions = await rawJson('/api/subscriptions?limit=100');
    const sale = await rawJson(`/api/transactions/${report.created[0].id}`);
    const secrets = [
      KEYS.publicKey,
      KEYS.privateKey,
      ACCOUNTS.acme.webhookSecret,
      PIX_KEY,
      'verify@example.com',
      '4111111111111111',
      ...valuesOf(seller, ['email', 'phone', 'number', 'document']),
      ...valuesOf(subscriptions, ['customerEmail', 'customerPhone', 'customerDocument']),
      ...valuesOf(sale, ['email', 'document', 'phone', 'pixKey']),
    ];
    expect(secrets.length).toBeGreaterThan(30);
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    expect(text).not.toMatch(/"cvv": "\d+"|data:image\/png;base64,iVBOR|"000201/);
    expect(text).toMatch(/redacted-email-\d+@example\.invalid/);
    expect(text).toContain('"number": "redacted-card-1"');
    // Names stay: the search and date checks are judged on them offline.
    expect(text).toContain(seller.user.name);
  });

  it('makes recordings of the same data identical, so two dates can be diffed', async () => {
    const [first, second] = [tempDir(), tempDir()];
    // Two fresh sandboxes: the same data, as a gateway's would be on two quiet nights.
    for (const dir of [first, second]) {
      const fresh = await startLiveSandbox();
      try {
        await verifyGateway({ baseUrl: fresh.url, ...KEYS, record: dir });
      } finally {
        await fresh.close();
      }
    }
    const [a, b] = [files(first), files(second)];
    const withoutUrl = (run: string) => ({ ...JSON.parse(run), baseUrl: null });
    expect(withoutUrl(a.get('run.json')!)).toEqual(withoutUrl(b.get('run.json')!));
    a.delete('run.json');
    b.delete('run.json');
    expect(a).toEqual(b);
  });
});

describe('--replay DIR', () => {
  it('checks a recording offline with the same verdict, check by check', async () => {
    const dir = tempDir();
    const live = await verifyGateway({
      baseUrl: sandbox.url,
      ...KEYS,
      write: true,
      cashout: { pixKey: PIX_KEY, pixKeyType: 'EMAIL' },
      record: dir,
    });
    const replayed = await verifyGateway({ replay: dir });
    expect(verdicts(replayed)).toEqual(verdicts(live));
    expect(replayed).toMatchObject({
      exitCode: live.exitCode,
      created: live.created,
      mode: live.mode,
      replayedFrom: dir,
      target: { kind: 'sandbox', decidedBy: 'recording' },
    });
  });

  it('gives a drifted recording the same verdict: drift, exit 1', async () => {
    const dir = tempDir();
    const proxy = await startDriftProxy(sandbox.url, {
      applies: (request) => request.url === '/api/subscriptions?page=2',
      change: (response) => ({
        ...response,
        body: {
          success: true,
          data: { ...(response.body as any).data, pagination: { ...(response.body as any).data.pagination, total: 1 } },
        },
      }),
    });
    let live: VerifyReport;
    try {
      live = await verifyGateway({ baseUrl: proxy.url, ...KEYS, record: dir });
    } finally {
      await proxy.close();
    }
    expect(live.exitCode).toBe(1);
    const replayed = await verifyGateway({ replay: dir });
    expect(verdicts(replayed)).toEqual(verdicts(live));
    expect(replayed.exitCode).toBe(1);
  });

  it('reports an exchange the recording lacks as an error, not drift (exit 2)', async () => {
    const dir = tempDir();
    await verifyGateway({ baseUrl: sandbox.url, ...KEYS, record: dir });
    const metrics = readdirSync(join(dir, 'exchanges')).find((file) => file.endsWith('-subscriptions.metrics.json'))!;
    unlinkSync(join(dir, 'exchanges', metrics));
    const replayed = await verifyGateway({ replay: dir });
    expect(replayed.exitCode).toBe(2);
    expect(replayed.checks.find((check) => check.id === 'subscriptions.metrics')).toMatchObject({
      verdict: 'error',
      observed: 'not in the recording',
    });
  });

  it('refuses a directory that is not a recording, and options the recording already fixes', async () => {
    await expect(verifyGateway({ replay: tempDir() })).rejects.toThrow(VerifyUsageError);
    await expect(verifyGateway({ replay: tempDir(), write: true })).rejects.toThrow(/drop write/);
  });
});

describe('the redactor', () => {
  it.each([
    ['an e-mail field', { customerEmail: 'ana@example.com' }, { customerEmail: 'redacted-email-1@example.invalid' }],
    [
      'an e-mail in free text',
      { message: 'sent to ana@example.com' },
      { message: 'sent to redacted-email-1@example.invalid' },
    ],
    ['a document string', { customerDocument: '52998224725' }, { customerDocument: 'redacted-document-1' }],
    [
      'a document object',
      { document: { type: 'cpf', number: '52998224725' } },
      { document: { type: 'cpf', number: 'redacted-document-1' } },
    ],
    ['a phone', { phone: '11987654321' }, { phone: 'redacted-phone-1' }],
    [
      'a PIX key and code',
      { pixKey: '000201abc', payment: { pix: { key: '000201abc', qrCodeBase64: 'data:image/png;base64,iVBORw0=' } } },
      {
        pixKey: 'redacted-pix-1',
        payment: { pix: { key: 'redacted-pix-1', qrCodeBase64: 'data:image/png;base64,UkVEQUNURUQ=' } },
      },
    ],
    [
      'card data',
      { card: { number: '4111111111111111', cvv: '123', holderName: 'ANA' } },
      { card: { number: 'redacted-card-1', cvv: 'redacted-card-2', holderName: 'redacted-card-3' } },
    ],
    [
      'the card shown back, which holds nothing secret',
      { card: { brand: 'visa', lastFour: '1111' } },
      { card: { brand: 'visa', lastFour: '1111' } },
    ],
    ['keys and secrets in text', { note: 'use sk_live_abc123 or whsec_x9' }, { note: 'use sk_*** or whsec_***' }],
    [
      'empty and null values, which stay',
      { customerDocument: '', customerPhone: null },
      { customerDocument: '', customerPhone: null },
    ],
    [
      'its own pseudonyms, which stay',
      { email: 'redacted-email-7@example.invalid' },
      { email: 'redacted-email-7@example.invalid' },
    ],
  ])('redacts %s', (_name, input, output) => {
    expect(new Redactor().value(input)).toEqual(output);
  });

  it("removes the run's literal secrets wherever they appear", () => {
    expect(new Redactor(['TOPSECRET']).value({ detail: 'key TOPSECRET used' })).toEqual({
      detail: 'key redacted-literal used',
    });
  });
});
