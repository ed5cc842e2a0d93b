import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startChild } from './helpers/child.js';
import { SETTINGS } from '../src/settings.js';
import { keys } from './helpers/accounts.js';

const cli = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(ROOT, 'dist/bundle/cli.mjs'), ...args], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 10_000 });

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
    [['--bogus'], /Unknown option '--bogus'/],
    [['--port', 'abc'], /--port: expected a non-negative integer/],
    [['--cashout-below-minimum-error', 'SOMETIMES'], /expected one of MINIMUM_VALUE, TRANSFER_NOT_ALLOWED/],
    [['extra'], /positional/i],
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

  it('starts the sandbox with flags, a flag winning over its env var', async () => {
    const server = await startChild({ SANDBOX_ADMIN_TOKEN: 'from-env' }, ['--admin-token', 'from-flag', '--seed', '7']);
    try {
      expect((await fetch(`${server.url}/__admin/clock`, { headers: { 'X-Admin-Token': 'from-env' } })).status).toBe(401);
      expect((await fetch(`${server.url}/__admin/clock`, { headers: { 'X-Admin-Token': 'from-flag' } })).status).toBe(200);
      expect((await fetch(`${server.url}/api/seller`, { headers: keys('acme') })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
