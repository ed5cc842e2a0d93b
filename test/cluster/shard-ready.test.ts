import { fork } from 'node:child_process';
import { join } from 'node:path';
import { readyMessage } from '../../src/host/cluster/child.js';
import { READY_MESSAGE_ENV } from '../../src/host/cluster/shard-ready.js';
import { startCluster, type RunningCluster } from '../../src/host/cluster/supervisor.js';
import { closedPort } from '../cli/cli-helpers.js';
import { ROOT } from '../helpers/child.js';
import { alive, descendants, killAll, refused } from '../helpers/cluster.js';

/**
 * Issue 28: a shard reports that it serves over its IPC channel (a message with its port and its tenants' base), not
 * through a regex on its banner. The supervisor runs here, in the test's process, so the shard's command can be
 * changed: a real shard whose banner says something else, and a real shard that dies before it serves.
 */
const CLI = join(ROOT, 'dist/bundle/cli.mjs');
const env = { ...process.env, SANDBOX_LOG_LEVEL: 'silent', SANDBOX_CLOCK_START: 'anchor' };

async function cluster(command: string[], shardEnv: NodeJS.ProcessEnv = env) {
  const port = await closedPort();
  const announced: object[] = [];
  let log = '';
  const start = startCluster({
    shards: 1,
    bind: { host: '127.0.0.1', port },
    dbDir: null,
    haproxy: process.env.SANDBOX_HAPROXY ?? 'haproxy',
    sandboxCommand: [process.execPath, ...command],
    env: shardEnv,
    announce: (line) => announced.push(line),
    log: (text) => (log += text),
  });
  return { port, start, announced, log: () => log };
}

describe('a shard tells the supervisor over IPC that it serves', () => {
  it('sends its port, its URL and its tenants’ base once it listens', async () => {
    const shard = fork(CLI, ['serve'], {
      env: { ...env, PORT: '0', HOST: '127.0.0.1', [READY_MESSAGE_ENV]: '1' },
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    try {
      const ready = await readyMessage(shard);
      const url = `http://127.0.0.1:${ready.port}`;
      expect(ready).toEqual({
        type: 'gateway-sandbox:ready',
        port: ready.port,
        url,
        tenantsBase: `${url}/__admin/tenants`,
      });
      expect((await fetch(`${url}/health`)).status).toBe(200);
    } finally {
      shard.kill('SIGKILL');
    }
  });

  it('is ready, and serves through the proxy, when its banner says something else', async () => {
    const run = await cluster([join(ROOT, 'test/cluster/renamed-banner-shard.mjs')]);
    let running: RunningCluster | undefined;
    try {
      running = await run.start;
      // The premise: the banner no longer says "listening on".
      expect(run.log()).toContain('Gateway sandbox now serving at http://127.0.0.1:');
      expect(run.log()).not.toContain('listening on');
      expect(run.announced).toEqual([
        { shard: 0, pid: running.shards[0].pid, port: running.shards[0].port },
        { proxy: { pid: running.proxy.pid, port: run.port } },
      ]);
      const res = await fetch(`http://127.0.0.1:${run.port}/health`);
      expect([res.status, res.headers.get('x-sandbox-shard')]).toEqual([200, '0']);
    } finally {
      await running?.stop();
    }
  }, 60_000);

  it('reports a shard that dies before it serves as before: its name, its exit code and its output; nothing is left running', async () => {
    const before = new Set(descendants(process.pid));
    const run = await cluster([CLI], { ...env, SANDBOX_SEED: 'not-a-seed' });
    const error = await run.start.then(
      () => null,
      (failed: Error) => failed,
    );
    expect(error?.message).toMatch(
      /^shard 0 exited \(2\) before it served:\ngateway-sandbox: SANDBOX_SEED: expected a non-negative integer, got "not-a-seed"/,
    );
    expect(run.announced).toEqual([]);
    const left = descendants(process.pid).filter((pid) => !before.has(pid) && alive(pid));
    killAll(left);
    expect(left).toEqual([]);
    expect(await refused(run.port)).toBe(true);
  }, 60_000);
});
