import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startChild } from './helpers/child.js';
import { SETTINGS } from '../src/core/settings.js';
import { keys } from './helpers/accounts.js';

const cli = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(ROOT, 'dist/bundle/cli.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 10_000,
  });

describe('the gateway-sandbox command', () => {
  it('lists every setting in --help with its flag, env var and default', () => {
    const result = cli(['--help']);
    expect(result.status).toBe(0);
    for (const definition of Object.values(SETTINGS)) {
      expect(result.stdout).toContain(definition.flag);
      expect(result.stdout).toContain(`env ${definition.env}, default`);
    }
  });

  it.each([
    [['--bogus'], /unknown option --bogus/],
    [['--port', 'abc'], /--port: expected a non-negative integer/],
    [['--cashout-below-minimum-error', 'SOMETIMES'], /expected one of MINIMUM_VALUE, TRANSFER_NOT_ALLOWED/],
    [['extra'], /unknown verb "extra"/],
    [['serve', 'extra'], /unexpected argument "extra"/],
    [['serve', '--bogus'], /unknown option --bogus/],
  ])('refuses %j with a clear message and exit code 2', (args, message) => {
    const result = cli(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('refuses a bad environment variable naming it, with exit code 2', () => {
    const result = cli([], { SANDBOX_WEBHOOK_TIMEOUT_MS: 'soon' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('SANDBOX_WEBHOOK_TIMEOUT_MS');
  });

  it('serves with the serve verb too, and prints its options with serve --help', async () => {
    const help = cli(['serve', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: gateway-sandbox \[serve\] \[options\]/);
    const server = await startChild({}, ['serve', '--seed', '7']);
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('serve exits 1 when it cannot listen (the port is taken), saying why', async () => {
    const server = await startChild();
    try {
      const port = new URL(server.url).port;
      const second = cli(['serve', '--port', port], { SANDBOX_LOG_LEVEL: 'silent' });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('EADDRINUSE');
    } finally {
      await server.stop();
    }
  });

  it('exits 0, 1 and 2 as a process: done, refused by the sandbox, bad usage; SANDBOX_URL names the sandbox', async () => {
    const server = await startChild();
    try {
      const env = { SANDBOX_URL: server.url };
      expect(cli(['sales', 'show', '1'], env)).toMatchObject({ status: 0, stdout: expect.stringMatching(/^id\s+1$/m) });
      expect(cli(['sales', 'move', '1', 'PENDENTE'], env)).toMatchObject({
        status: 1,
        stderr: expect.stringContaining('INVALID_TRANSITION'),
      });
      expect(cli(['sales', 'move', '1'], env)).toMatchObject({
        status: 2,
        stderr: expect.stringContaining('missing <STATUS>'),
      });
    } finally {
      await server.stop();
    }
  });

  it('starts the sandbox with flags, a flag winning over its env var', async () => {
    const server = await startChild({ SANDBOX_ADMIN_TOKEN: 'from-env' }, ['--admin-token', 'from-flag', '--seed', '7']);
    try {
      expect((await fetch(`${server.url}/__admin/clock`, { headers: { 'X-Admin-Token': 'from-env' } })).status).toBe(
        401,
      );
      expect((await fetch(`${server.url}/__admin/clock`, { headers: { 'X-Admin-Token': 'from-flag' } })).status).toBe(
        200,
      );
      expect((await fetch(`${server.url}/api/seller`, { headers: keys('acme') })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
