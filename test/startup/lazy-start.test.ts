/**
 * Issue 31, start-up: "load only what `serve` needs for the first answer (the console, verify, the cluster, SQLite,
 * the CLI's other verbs are loaded when first used)". The bin is started fresh with a preload that logs every module
 * file it loads and, at each request, the built-in modules loaded so far (test/helpers/load-log.cjs); the code that
 * only later requests need is absent at the first answer and present once such a request was answered. The bin's serve
 * path is one CommonJS script run with V8's code cache (test/startup/code-cache.test.ts): what it holds that only later
 * requests use runs when they first import it.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deliveryAgents, sendJson } from '../../src/features/webhooks/sender.js';
import { SchemaRegistry } from '../../src/http/schemas.js';
import { ROOT, startChild } from '../helpers/child.js';

const ENGLISH = { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '' };
const PRELOAD = join(ROOT, 'test/helpers/load-log.cjs');

/** What the process had loaded when its server received `path` (the first such request): files' text and built-ins. */
function loadedBefore(log: string, path: string) {
  const lines = readFileSync(log, 'utf8').split('\n');
  const at = lines.findIndex((line) => line.startsWith(`request ${path} `));
  if (at < 0) throw new Error(`no request ${path} in the log:\n${lines.join('\n')}`);
  const files = lines.slice(0, at).flatMap((line) => (line.startsWith('file ') ? [line.slice(5)] : []));
  return {
    files,
    code: files.map((url) => readFileSync(fileURLToPath(url), 'utf8')).join('\n'),
    builtins: lines[at].split(' ')[2].split(','),
  };
}

// Names that only the code in question holds (esbuild keeps function names and strings in the bundle).
const OPENAPI_BUILDER = 'function buildOpenApiDocument(';
const CLI_MESSAGES = 'Run gateway-sandbox --help for the options.';
const FIXTURE_SEEDERS = 'seedSubscriptions=';
const SERVE_SCRIPT = join(ROOT, 'dist/bundle/serve.cjs');

/**
 * esbuild's wrapper of a module whose body runs at its first import, in the serve script (one CommonJS file, which
 * esbuild cannot split: src/tools/cli/serve-bundled.ts). The script's text holds every module of the serve path; those
 * only later requests import run then, as the chunks of the ES module bundle were loaded then.
 */
const runsAtImport = (path: string) => `__esm({"dist/${path}"`;

describe('the bin serves its first answer without what only later requests use', () => {
  it('runs the OpenAPI builder with the first GET /openapi.json, and the CLI messages and https not at all', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'lazy-start-')), 'loads.log');
    const server = await startChild({ NODE_OPTIONS: `--require ${PRELOAD}`, LOAD_LOG: log });
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const first = loadedBefore(log, '/health');
      // The serve path runs from the serve script with its code cache, not from the ES module chunks.
      expect(first.code).toContain('serveFromBundle');
      expect(first.code).not.toContain('function createApp(');
      expect(first.builtins).toContain('http');
      expect(first.builtins).not.toContain('https');
      expect(first.builtins).not.toContain('tls');
      // The fixtures come from the build's cache: their seeders and faker (an ES module) load only to build them.
      expect(first.files.filter((url) => url.includes('@faker-js'))).toEqual([]);
      // The clock's timings use the global `performance`, not node:perf_hooks and its internal modules.
      expect(first.builtins).not.toContain('perf_hooks');

      const response = await fetch(`${server.url}/openapi.json`);
      expect(response.status).toBe(200);
      const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
      expect(document.openapi).toMatch(/^3\.1/);
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/sales', '/health', '/openapi.json']));
      // The same document again, from the app's cache.
      expect(await (await fetch(`${server.url}/openapi.json`)).json()).toEqual(document);
    } finally {
      await server.stop();
    }
  });

  it("the serve script runs the OpenAPI builder, the CLI messages and the fixtures' seeders only when imported", () => {
    const script = readFileSync(SERVE_SCRIPT, 'utf8');
    for (const [path, code] of [
      ['features/openapi/document.js', OPENAPI_BUILDER],
      ['tools/cli/messages/en.js', CLI_MESSAGES],
      ['features/subscriptions/subscriptions.seed.js', FIXTURE_SEEDERS],
    ]) {
      expect(script).toContain(code);
      expect({ path, runsAtImport: script.includes(runsAtImport(path)) }).toEqual({ path, runsAtImport: true });
    }
  });

  it('says a bad serve flag and prints serve --help, loading the messages then', () => {
    // The bin's serve path (src/tools/cli/serve-run.ts) no longer loads the CLI's messages at start.
    const bin = join(ROOT, 'dist/bundle/cli.mjs');
    const bad = spawnSync(process.execPath, [bin, '--no-such-flag'], { encoding: 'utf8', env: ENGLISH });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--no-such-flag');
    expect(bad.stderr).toContain(CLI_MESSAGES);
    const help = spawnSync(process.execPath, [bin, 'serve', '--help'], { encoding: 'utf8', env: ENGLISH });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--port <value>');
    expect(help.stdout).toContain('SANDBOX_LOG_LEVEL');
  });
});

describe('webhook deliveries load https when they first need it', () => {
  it('a delivery pool makes its https agent once, on first use', async () => {
    const agents = deliveryAgents();
    const https = await import('node:https');
    expect(agents['https:']).toBeInstanceOf(https.Agent);
    expect(agents['https:']).toBe(agents['https:']);
    expect(agents['https:'].maxSockets).toBe(32);
  });

  it('an https URL with a host name is resolved and opened with TLS (its handshake reaches the receiver)', async () => {
    let firstByte: number | undefined;
    const receiver = net.createServer((socket) =>
      socket.once('data', (chunk: Buffer) => {
        firstByte = chunk[0];
        socket.destroy();
      }),
    );
    await new Promise<void>((done) => receiver.listen(0, 'localhost', done));
    const { port } = receiver.address() as net.AddressInfo;
    try {
      const result = await sendJson(`https://localhost:${port}/hook`, '{}', {}, 5_000);
      expect(firstByte).toBe(0x16); // a TLS handshake record: the ClientHello
      expect(result).toEqual(expect.objectContaining({ statusCode: null, error: expect.any(String) }));
    } finally {
      receiver.close();
    }
  });
});

describe('the schema files are read when first used, not when the registry is made', () => {
  it('a registry over a folder that is not there fails at its first use, naming it, not at its making', () => {
    const missing = join(tmpdir(), 'lazy-start-no-schemas');
    const registry = new SchemaRegistry(missing);
    expect(() => registry.names).toThrow(missing);
    expect(new SchemaRegistry().names).toContain('sales/sale-create.request.schema.json');
  });
});
