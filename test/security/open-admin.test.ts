import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startChild } from '../helpers/child.js';
import { isLoopbackHost, openAdminWarning } from '../../src/http/admin-exposure.js';
import { SETTINGS } from '../../src/core/settings.js';

/**
 * Issue 11, finding 8: HOST=0.0.0.0 without an admin token started silently, with reset,
 * restore and balance changes open to the network. Now the shipped CLI warns in its banner
 * and its log, and SANDBOX_REQUIRE_ADMIN_TOKEN / --require-admin-token refuses to start.
 */

const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [join(ROOT, 'dist/bundle/cli.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, PORT: '0', SANDBOX_LOG_LEVEL: 'silent', ...env },
    timeout: 10_000,
  });

const WARNING =
  /WARNING: listening on 0\.0\.0\.0 without SANDBOX_ADMIN_TOKEN: anyone who can reach this port can reset/;

describe('which listen addresses reach only this machine', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', 'api.localhost', '::1', '[::1]', '::ffff:127.0.0.1'])(
    '%s is loopback',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each(['0.0.0.0', '::', '', '192.168.0.10', '10.0.0.1', 'sandbox.internal', '::ffff:10.0.0.1', '128.0.0.1'])(
    '%s is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
      expect(openAdminWarning({ host, adminToken: null })).toMatch(/^WARNING: listening on/);
      expect(openAdminWarning({ host, adminToken: 'set' })).toBeNull();
    },
  );
});

describe('the shipped CLI', () => {
  it('on 0.0.0.0 without a token, warns in the banner and in the log, and still serves', async () => {
    const server = await startChild({ HOST: '0.0.0.0', SANDBOX_LOG_LEVEL: 'info' });
    try {
      const port = new URL(server.url).port;
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      const lines = server.output().split('\n');
      expect(lines.some((line) => WARNING.test(line) && !line.startsWith('{'))).toBe(true);
      const logged = lines
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; host?: string });
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 40, host: '0.0.0.0', msg: expect.stringMatching(WARNING) }),
      );
    } finally {
      await server.stop();
    }
  });

  it.each([
    ['on 0.0.0.0 with a token', { HOST: '0.0.0.0', SANDBOX_ADMIN_TOKEN: 'tok' }],
    ['on loopback without a token', { HOST: '127.0.0.1' }],
  ])('%s, says nothing of it', async (_name, env) => {
    const server = await startChild({ ...env, SANDBOX_LOG_LEVEL: 'info' });
    try {
      expect(server.output()).not.toMatch(/WARNING/);
    } finally {
      await server.stop();
    }
  });

  it.each([
    ['SANDBOX_REQUIRE_ADMIN_TOKEN=true on 0.0.0.0', [], { HOST: '0.0.0.0', SANDBOX_REQUIRE_ADMIN_TOKEN: 'true' }],
    ['--require-admin-token on 0.0.0.0', ['--require-admin-token'], { HOST: '0.0.0.0' }],
    ['--require-admin-token even on loopback', ['--require-admin-token'], { HOST: '127.0.0.1' }],
  ])('%s without a token: refuses to start, exit 2, naming both settings', (_name, args, env) => {
    const result = cli(args, env);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /SANDBOX_REQUIRE_ADMIN_TOKEN is set but SANDBOX_ADMIN_TOKEN is not: refusing to start/,
    );
    expect(result.stdout).not.toMatch(/listening on/);
  });

  it('--require-admin-token with a token starts, and the admin API wants it', async () => {
    const server = await startChild({ HOST: '0.0.0.0', SANDBOX_ADMIN_TOKEN: 'tok' }, ['--require-admin-token']);
    try {
      const port = new URL(server.url).port;
      expect((await fetch(`http://127.0.0.1:${port}/__admin/clock`)).status).toBe(401);
      expect(
        (await fetch(`http://127.0.0.1:${port}/__admin/clock`, { headers: { 'X-Admin-Token': 'tok' } })).status,
      ).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('is a documented setting', () => {
    expect(SETTINGS.requireAdminToken).toMatchObject({
      env: 'SANDBOX_REQUIRE_ADMIN_TOKEN',
      flag: '--require-admin-token',
      default: false,
    });
  });
});
