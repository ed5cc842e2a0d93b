import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS } from '../helpers/accounts.js';
import { ROOT } from '../helpers/child.js';
import { startLiveSandbox, unreachableUrl, type LiveSandbox } from '../helpers/live-sandbox.js';
import { verifyVerb } from '../../src/tools/cli/verify.verb.js';

const KEY_ARGS = ['--public-key', ACCOUNTS.acme.publicKey, '--private-key', ACCOUNTS.acme.privateKey];

let sandbox: LiveSandbox;
let dir: string;
beforeAll(async () => {
  sandbox = await startLiveSandbox();
  dir = mkdtempSync(join(tmpdir(), 'verify-cli-'));
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = { stdout: '', stderr: '' };
  const code = await verifyVerb.run(args, {
    stdout: (text) => (out.stdout += text),
    stderr: (text) => (out.stderr += text),
    env,
  });
  return { code, ...out };
}

/**
 * The shipped CLI (dist/bundle/cli.mjs), as `npx gateway-sandbox verify ...` runs it. Asynchronous: the sandbox it
 * calls lives in this process.
 */
function runBin(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist/bundle/cli.mjs'), 'verify', ...args], {
      env: { ...process.env, GATEWAY_PUBLIC_KEY: '', GATEWAY_PRIVATE_KEY: '' },
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('gateway-sandbox verify: usage', () => {
  it.each([
    ['an unknown flag', ['--base-url', 'http://x', ...KEY_ARGS, '--bogus'], /unknown option --bogus/],
    ['a stray argument', ['http://x'], /unexpected argument "http:\/\/x"/],
    ['no base URL', KEY_ARGS, /--base-url is required/],
    ['no keys', ['--base-url', 'http://127.0.0.1:1'], /--public-key and --private-key are required/],
    [
      'a base URL that is not one',
      ['--base-url', 'localhost:4010', ...KEY_ARGS],
      /the base URL must be http or https|not a URL/,
    ],
    [
      'an unknown report format',
      ['--base-url', 'http://x', ...KEY_ARGS, '--report', 'xml'],
      /--report must be one of table, json, junit/,
    ],
    [
      'an unknown target',
      ['--base-url', 'http://x', ...KEY_ARGS, '--target', 'prod'],
      /--target must be auto, sandbox or gateway/,
    ],
    [
      '--cashout without --write',
      ['--base-url', 'http://x', ...KEY_ARGS, '--cashout', '--pix-key', 'a@b.co'],
      /--cashout creates data: add --write/,
    ],
    [
      '--cashout without a PIX key',
      ['--base-url', 'http://x', ...KEY_ARGS, '--write', '--cashout'],
      /--cashout needs --pix-key/,
    ],
    [
      'a PIX key without --cashout',
      ['--base-url', 'http://x', ...KEY_ARGS, '--pix-key', 'a@b.co'],
      /go with --cashout/,
    ],
    [
      'an unknown PIX key type',
      ['--base-url', 'http://x', ...KEY_ARGS, '--write', '--cashout', '--pix-key', 'a@b.co', '--pix-key-type', 'IBAN'],
      /--pix-key-type must be one of/,
    ],
    [
      'a sale id that is not a positive integer',
      ['--base-url', 'http://x', ...KEY_ARGS, '--sale-id', '12a'],
      /--sale-id must be a positive integer/,
    ],
    [
      'a zero timeout',
      ['--base-url', 'http://x', ...KEY_ARGS, '--timeout-ms', '0'],
      /--timeout-ms must be a positive integer/,
    ],
    ['a replay with a base URL', ['--replay', '/tmp', '--base-url', 'http://x'], /drop baseUrl/],
    ['a replay of a folder that is no recording', ['--replay', '/'], /not a verify recording/],
  ])('exits 2 on %s, saying what is wrong', async (_name, args, message) => {
    const result = await run(args);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Run gateway-sandbox verify --help');
  });

  it('exits 2 when the target cannot be reached, and says so', async () => {
    const result = await run(['--base-url', await unreachableUrl(), ...KEY_ARGS]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^gateway-sandbox verify: cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED\n$/);
    expect(result.stdout).toMatch(/ERROR cannot reach/);
  });

  it('--help prints the usage and exits 0', async () => {
    const result = await run(['--help']);
    expect(result).toMatchObject({ code: 0, stdout: verifyVerb.usage, stderr: '' });
  });

  it('takes the keys from GATEWAY_PUBLIC_KEY and GATEWAY_PRIVATE_KEY, keeping them off the command line', async () => {
    const result = await run(['--base-url', sandbox.url], {
      GATEWAY_PUBLIC_KEY: ACCOUNTS.acme.publicKey,
      GATEWAY_PRIVATE_KEY: ACCOUNTS.acme.privateKey,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(ACCOUNTS.acme.privateKey);
  });
});

describe('gateway-sandbox verify: the shipped CLI', () => {
  it('exits 0 against a sandbox and prints the table', async () => {
    const result = await runBin(['--base-url', sandbox.url, ...KEY_ARGS]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^gateway-sandbox verify: http:\/\/127\.0\.0\.1:\d+ \(sandbox, read-only\)\n/);
    expect(result.stdout).toMatch(/Exit code 0: everything held\.\n$/);
  });

  it('--report junit --out FILE writes the report and prints the summary line', async () => {
    const file = join(dir, 'verify.xml');
    const result = await runBin(['--base-url', sandbox.url, ...KEY_ARGS, '--report', 'junit', '--out', file]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /^\d+ checks: \d+ passed, 0 failed, 0 warnings, 0 errors, 0 skipped\. Exit code 0: everything held\.\n$/,
    );
    expect(readFileSync(file, 'utf8')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
  });

  it('--report json prints the report as data', async () => {
    const result = await runBin(['--base-url', sandbox.url, ...KEY_ARGS, '--report', 'json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ exitCode: 0, target: { kind: 'sandbox' }, summary: { fail: 0 } });
  });

  it('exits 2 when the target refuses the keys (a rotated key is not drift): could not be judged, and nothing else sent', async () => {
    const refused = [
      '--public-key',
      'pk_test_rotated_00000000000001',
      '--private-key',
      'sk_test_rotated_00000000000001',
    ];
    const result = await runBin(['--base-url', sandbox.url, ...refused, '--report', 'json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'gateway-sandbox verify: could not be judged: the target refused the keys (401 to GET /api/seller)\n',
    );
    expect(result.stdout).not.toContain('sk_test_rotated');
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      exitCode: 2,
      aborted: 'could not be judged: the target refused the keys (401 to GET /api/seller)',
      summary: { fail: 0, error: 1 },
    });
    const [keyCheck, ...rest] = report.checks;
    expect(keyCheck).toMatchObject({ id: 'seller', observed: '401', verdict: 'error', problems: [] });
    expect(rest.length).toBeGreaterThan(0);
    for (const check of rest) expect(check.verdict).toBe('skip');
    const table = await runBin(['--base-url', sandbox.url, ...refused]);
    expect(table.code).toBe(2);
    expect(table.stdout).toMatch(/Exit code 2: some checks could not be judged\.\n$/);
    expect(table.stdout).not.toMatch(/^FAIL/m);
  });

  it('exits 2 on a usage error', async () => {
    const result = await runBin(['--base-url', sandbox.url]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--public-key and --private-key are required/);
  });
});
