import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig, PROXY_ERROR_STATUSES } from '../../src/host/cluster/haproxy-config.js';
import { machineMaxconn, MIN_MAXCONN, perClientConnections } from '../../src/host/cluster/proxy-limits.js';
import { ENCODED_NAME_REFUSAL } from '../../src/features/tenants/tenants.routes.js';
import { accepting } from '../../src/host/cluster/child.js';
import { errorResponse } from '../../src/http/error-bodies.js';
import { GROUP_RULES, groupOf } from '../../src/http/groups.js';
import { cli, closedPort } from '../cli/cli-helpers.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

/**
 * Issue 22: `gateway-sandbox cluster haproxy-config --shards host:port,…` prints the HAProxy
 * configuration alone; HAProxy itself (Debian's 2.6, `haproxy -c`) is the judge of it, and a
 * live haproxy in front of shards that are all down answers each endpoint group's 503.
 */
const HAPROXY = process.env.SANDBOX_HAPROXY ?? '/usr/sbin/haproxy';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'haproxy-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `haproxy -c -f`: throws with HAProxy's own words when the configuration is refused. */
function check(config: string, name: string): string {
  const file = join(dir, `${name}.cfg`);
  writeFileSync(file, config);
  return execFileSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const local = (port: number) => ({ host: '127.0.0.1', port });

describe('the generated configuration', () => {
  it.each([
    ['one shard, no supervisor', { shards: [local(4011)], bind: local(4010), supervisor: null }],
    [
      'three shards and the supervisor',
      { shards: [local(4011), local(4012), local(4013)], bind: local(4010), supervisor: local(4019) },
    ],
    [
      "three shards, the supervisor and the proxy's own health check",
      {
        shards: [local(4011), local(4012), local(4013)],
        bind: local(4010),
        supervisor: local(4019),
        check: local(4018),
      },
    ],
    [
      'shards on other hosts, IPv6 included',
      {
        shards: [
          { host: '10.0.0.5', port: 80 },
          { host: '::1', port: 8080 },
        ],
        bind: { host: '0.0.0.0', port: 8000 },
        supervisor: null,
      },
    ],
    [
      "shards on Unix sockets (the supervisor's), the supervisor on TCP",
      {
        shards: [
          { ...local(4011), socket: join(tmpdir(), 'gateway-sandbox-cluster-x', 'shard-0.sock') },
          { ...local(4012), socket: join(tmpdir(), 'gateway-sandbox-cluster-x', 'shard-1.sock') },
        ],
        bind: local(4010),
        supervisor: local(4019),
      },
    ],
  ])('is valid to haproxy -c: %s', (name, input) => {
    expect(check(haproxyConfig(input), name.replace(/\W+/g, '-'))).toMatch(/Configuration file is valid/);
  });

  it('hashes tenants with consistent hashing over every shard, each with a fixed id (so adding a shard moves only its share)', () => {
    const config = haproxyConfig({ shards: [local(1), local(2), local(3)], bind: local(4), supervisor: null });
    const tenants = config.slice(config.indexOf('\nbackend tenants'));
    expect(tenants).toContain('balance hash var(txn.tenant)');
    expect(tenants).toContain('hash-type consistent');
    expect(tenants.match(/^ {4}server shard(\d) 127\.0\.0\.1:(\d) id (\d)$/gm)).toEqual([
      '    server shard0 127.0.0.1:1 id 1',
      '    server shard1 127.0.0.1:2 id 2',
      '    server shard2 127.0.0.1:3 id 3',
    ]);
    // No health check on the ring: a checked server that is down would hand its tenants to the next shard, where they
    // do not exist.
    expect(tenants).not.toMatch(/\bcheck\b/);
  });

  it("reaches a shard through its Unix socket when it has one, with the same id (so the tenants' ring is unchanged)", () => {
    const config = haproxyConfig({
      shards: [
        { ...local(1), socket: '/run/cluster/shard-0.sock' },
        { ...local(2), socket: null },
      ],
      bind: local(3),
      supervisor: null,
    });
    expect(config.match(/^ {4}server .*$/gm)).toEqual([
      '    server shard0 unix@/run/cluster/shard-0.sock id 1',
      '    server shard0 unix@/run/cluster/shard-0.sock id 1',
      '    server shard1 127.0.0.1:2 id 2',
    ]);
    expect(() =>
      haproxyConfig({ shards: [{ ...local(1), socket: '/tmp/a b.sock' }], bind: local(3), supervisor: null }),
    ).toThrow(/cannot name the socket/);
  });

  it('reads a regular expression only for a path under /__admin/tenants/, after a plain prefix comparison (the rest of every request is compared as strings)', () => {
    const config = haproxyConfig({ shards: [local(1)], bind: local(2), supervisor: local(3) });
    const withRegex = config
      .split('\n')
      .filter((line) => /\b(path_reg|path_beg_reg|url_reg|map_reg)\b|\b-m reg\b/.test(line));
    expect(withRegex).toHaveLength(2);
    for (const line of withRegex)
      expect(line).toMatch(/ if \{ path_beg -i \/__admin\/tenants\/ \} \{ path_reg -i \^\/__admin\/tenants\//);
  });

  it('keeps connections to the shards alive between requests (http-reuse, no http-server-close)', () => {
    const config = haproxyConfig({ shards: [local(1), local(2)], bind: local(3), supervisor: null });
    expect(config).toMatch(/^ {4}http-reuse safe$/m);
    expect(config).not.toMatch(/^ {4}option (http-server-close|httpclose|forceclose)/m);
  });

  it("sizes maxconn to the machine and limits each client address's open connections, each line explained", () => {
    const config = haproxyConfig({ shards: [local(1)], bind: local(3), supervisor: null });
    const maxconn = machineMaxconn();
    const lines = config.split('\n');
    const explained = (line: string) => {
      const at = lines.indexOf(line);
      expect([
        line,
        at >= 0 &&
          lines
            .slice(0, at)
            .reverse()
            .find((row) => row.trim() !== '')
            ?.trim()
            .startsWith('#'),
      ]).toEqual([line, true]);
    };
    explained(`    maxconn ${maxconn}`);
    explained('    stick-table type ip size 100k expire 30s store conn_cur');
    expect(config).toContain('    tcp-request connection track-sc0 src\n');
    expect(config).toContain(
      `    tcp-request connection reject if { sc0_conn_cur gt ${perClientConnections(maxconn)} }\n`,
    );
  });

  it.each([
    [{ files: 20_000, memory: 24 * 2 ** 30 }, 9900],
    [{ files: 1024, memory: 24 * 2 ** 30 }, MIN_MAXCONN],
    [{ files: 1_048_576, memory: 2 ** 30 }, 2048],
    [{ files: null, memory: 2 ** 31 }, 4096],
  ])(
    'maxconn for %j is %d (two descriptors and 64 KB a connection, an eighth of the memory)',
    ({ files, memory }, expected) => {
      expect(machineMaxconn(files, memory)).toBe(expected);
    },
  );

  it('is what the CLI prints for --shards host:port,…', async () => {
    const run = await cli('http://127.0.0.1:1', [
      'cluster',
      'haproxy-config',
      '--shards',
      '127.0.0.1:4011,127.0.0.1:4012',
      '--port',
      '4010',
      '--supervisor',
      '127.0.0.1:4019',
    ]);
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: haproxyConfig({ shards: [local(4011), local(4012)], bind: local(4010), supervisor: local(4019) }),
    });
  });

  it.each([
    [['--shards', 'nohost'], /--shards \(shard 0\): expected HOST:PORT, got "nohost"/],
    [['--shards', '127.0.0.1:70000'], /expected HOST:PORT/],
    [[], /needs --shards HOST:PORT/],
    [['--shards', '127.0.0.1:1', '--port', 'x'], /--port must be a port number/],
  ])('refuses %j with exit 2 and prints nothing on stdout', async (args, message) => {
    const run = await cli('http://127.0.0.1:1', ['cluster', 'haproxy-config', ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  });
});

describe('a live haproxy whose shards are all down', () => {
  let proxy: ChildProcess;
  let base: string;
  beforeAll(async () => {
    const port = await closedPort();
    const config = haproxyConfig({
      shards: [local(await closedPort()), local(await closedPort())],
      bind: local(port),
      supervisor: null,
    });
    const file = join(dir, 'down.cfg');
    writeFileSync(file, config);
    proxy = spawn(HAPROXY, ['-db', '-dR', '-f', file], { stdio: 'ignore' });
    await accepting('127.0.0.1', port);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    const gone = new Promise((resolve) => proxy.once('exit', resolve));
    proxy.kill('SIGKILL');
    await gone;
  });

  // Per rule of src/http/groups.ts: below its prefix, the prefix itself, and a longer word that is not it (groupOf()
  // says which group each is); the method rule's prefix with another method; and a path no rule matches.
  const requests = [
    ...GROUP_RULES.flatMap((rule) =>
      [`${rule.prefix}/1`, rule.prefix, `${rule.prefix}x/1`].map((path) => [rule.method ?? 'GET', path] as const),
    ),
    ...GROUP_RULES.filter((rule) => rule.method).map((rule) => ['PATCH', `${rule.prefix}/1`] as const),
    ['GET', '/health'] as const,
  ];

  it.each(requests)(
    "answers %s %s with 503 SHARD_UNAVAILABLE in the endpoint group's body, Retry-After and X-Sandbox-Shard",
    async (method, path) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'x-api-public-key': 'pk_tnt_team1_abc' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      const group = groupOf(method, path);
      const body = await res.json();
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('x-sandbox-shard')).toMatch(/^[01]$/);
      expect(body).toEqual(errorResponse(group, 'SHARD_UNAVAILABLE').body);
      // The shard's refusal answered (a hang would fail on the test's timeout); how fast is the bench's.
      expectSchema(body, ERROR_SCHEMAS[group]);
    },
  );

  it("refuses a percent-encoded tenant name itself, with the shard's own 400 (the name is never routed)", async () => {
    const res = await fetch(`${base}/__admin/tenants/%71q1`, { method: 'POST', body: '{}' });
    const body = await res.json();
    expect([res.status, body]).toEqual([400, errorResponse('admin', 'VALIDATION_ERROR', ENCODED_NAME_REFUSAL).body]);
    expectSchema(body, ERROR_SCHEMAS.admin);
  });

  it('writes every status it may answer itself (502, 503, 504) as JSON', () => {
    const config = haproxyConfig({ shards: [local(1)], bind: local(2), supervisor: null });
    for (const status of PROXY_ERROR_STATUSES)
      expect(config).toContain(
        `http-error status ${status} content-type application/json lf-string "%[var(txn.shard_error)]"`,
      );
  });
});

describe('a live haproxy whose shard dies in the middle of a request', () => {
  it("answers 502 SHARD_UNAVAILABLE with Connection: close (HAProxy closes that connection), and the client's next request, on a new connection, is answered", async () => {
    // A shard that takes the request and dies without answering, as a killed process does.
    const dying = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => dying.listen(0, '127.0.0.1', resolve));
    const port = await closedPort();
    const file = join(dir, 'dying.cfg');
    writeFileSync(
      file,
      haproxyConfig({ shards: [local((dying.address() as AddressInfo).port)], bind: local(port), supervisor: null }),
    );
    const proxy = spawn(HAPROXY, ['-db', '-dR', '-f', file], { stdio: 'ignore' });
    try {
      await accepting('127.0.0.1', port);
      for (const attempt of [1, 2]) {
        // fetch keeps connections alive: without Connection: close the second request would meet the closed one ("other
        // side closed").
        const res = await fetch(`http://127.0.0.1:${port}/api/seller`);
        const body = await res.json();
        expect([attempt, res.status, res.headers.get('connection'), res.headers.get('x-sandbox-shard')]).toEqual([
          attempt,
          502,
          'close',
          '0',
        ]);
        expect(body).toEqual(errorResponse('seller', 'SHARD_UNAVAILABLE').body);
        expectSchema(body, ERROR_SCHEMAS.seller);
      }
    } finally {
      const gone = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGKILL');
      await gone;
      dying.close();
    }
  });
});
