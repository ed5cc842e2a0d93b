import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACCOUNTS } from '../helpers/accounts.js';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';
import { startDriftProxy } from '../helpers/drift-proxy.js';
import { renderReport, verifyGateway } from '../../src/tools/verify/index.js';

/** docs/verify.md, "Check a real gateway": its command, sample report, drift excerpt and snippet stay true. */
const README = readFileSync(join(ROOT, 'docs/verify.md'), 'utf8');
const DEFAULT_BASE = 'http://127.0.0.1:4010';
const block = (name: string, lang: string) =>
  new RegExp(`<!-- ${name} -->\\n+\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(README)?.[1] ?? '';
const COMMAND = block('verify: command', 'sh');
const SAMPLE = block('verify: sample', 'text');
const DRIFT = block('verify: drift', 'text');
const SNIPPET = block('snippet: verify', 'js');

let server: ChildServer;
let dir: string;
beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
  dir = mkdtempSync(join(tmpdir(), 'readme-verify-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

function spawnNode(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // The keys the snippet falls back to are the fixture's: none may come from the caller's environment.
    const { GATEWAY_PUBLIC_KEY: _public, GATEWAY_PRIVATE_KEY: _private, ...inherited } = process.env;
    const child = spawn(process.execPath, args, { env: { ...inherited, ...env } });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('docs/verify.md, "Check a real gateway against the sandbox\'s contract"', () => {
  it('has a copy-paste command, a sample report, a drift excerpt and a snippet', () => {
    expect(COMMAND).toMatch(/^npx gateway-sandbox verify --base-url http:\/\/127\.0\.0\.1:4010 /);
    for (const text of [SAMPLE, DRIFT, SNIPPET]) expect(text.length).toBeGreaterThan(50);
  });

  it('prints the sample report when its command runs against a live sandbox', async () => {
    const args = COMMAND.replace(/\\\n/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(2)
      .map((arg) => arg.replace(DEFAULT_BASE, server.url));
    expect(args[0]).toBe('verify');
    const run = await spawnNode([join(ROOT, 'dist/bundle/cli.mjs'), ...args]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout.replaceAll(server.url, DEFAULT_BASE)).toBe(SAMPLE);
  });

  it('shows what a drifting target gives, as verify reports it', async () => {
    const proxy = await startDriftProxy(server.url, {
      applies: (request) => request.url === '/api/subscriptions?page=2',
      change: (response) => {
        const body = response.body as { data: { pagination: { total: number } } };
        body.data.pagination.total += 1;
        return response;
      },
    });
    try {
      const report = await verifyGateway({
        baseUrl: proxy.url,
        publicKey: ACCOUNTS.acme.publicKey,
        privateKey: ACCOUNTS.acme.privateKey,
      });
      const lines = renderReport(report, 'table').split('\n');
      expect(report.exitCode).toBe(1);
      for (const line of DRIFT.trimEnd().split('\n')) expect(lines).toContain(line);
    } finally {
      await proxy.close();
    }
  });

  it('has a snippet that runs as an integrator would, against the build', async () => {
    const file = join(dir, 'verify.mjs');
    expect(SNIPPET).toContain("from 'gateway-sandbox/verify'");
    writeFileSync(
      file,
      SNIPPET.replaceAll(
        "'gateway-sandbox/verify'",
        `'${pathToFileURL(join(ROOT, 'dist/tools/verify/index.js')).href}'`,
      ),
    );
    const run = await spawnNode([file], { GATEWAY_URL: server.url });
    expect(run).toEqual({
      code: 0,
      stdout: expect.stringMatching(/^\d+ checks: \d+ passed, 0 failed.*Exit code 0: everything held\.\n$/),
      stderr: '',
    });
  });
});
