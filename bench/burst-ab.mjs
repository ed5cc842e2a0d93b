#!/usr/bin/env node
// The webhook burst (bench/webhooks.mjs) against two or more builds, alternating, on a shared machine.
//   node bench/burst-ab.mjs <rounds> <rootA> [rootB ...] [--cpu-prof <dir>]
// Each root is a checkout with a build (`npm run build`). Per round and root: a fresh sandbox (its bin, pinned to core
// 0 with taskset, under bench/loop-delay.cjs) runs the whole burst scenario, and besides the probe's p99 this reads
// what a loaded machine blurs less: the server's user + system CPU (/proc/<pid>/stat) over each phase, the webhook-on
// phase's minus the webhook-off phase's per delivery, and the event loop's delay (the longest stall) per phase.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { client } from './client.mjs';
import { PINNING, ROOT, pinSelf } from './processes.mjs';
import { WEBHOOK_COUNT, webhookBurst } from './webhooks.mjs';

const argv = process.argv.slice(2);
const profIndex = argv.indexOf('--cpu-prof');
const profDir = profIndex >= 0 ? resolve(argv.splice(profIndex, 2)[1]) : null;
const [rounds, ...roots] = argv;
if (!rounds || !roots.length) {
  process.stderr.write('usage: node bench/burst-ab.mjs <rounds> <rootA> [rootB ...] [--cpu-prof <dir>]\n');
  process.exit(2);
}
pinSelf();
const TICKS_PER_SECOND = 100;

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function start(root) {
  const bin = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).bin['gateway-sandbox'];
  const node = [
    '--require',
    join(ROOT, 'bench', 'loop-delay.cjs'),
    ...(profDir ? ['--cpu-prof', '--cpu-prof-interval', '100', `--cpu-prof-dir=${profDir}`] : []),
    join(root, bin),
    '--log-level',
    'silent',
  ];
  const child = spawn(PINNING ? 'taskset' : process.execPath, PINNING ? ['-c', '0', process.execPath, ...node] : node, {
    cwd: root,
    env: { ...process.env, PORT: '0', SANDBOX_DB_FILE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const delays = [];
  let waiting = null;
  let err = '';
  child.stderr.on('data', (chunk) => {
    err += chunk;
    for (let at = err.indexOf('\n'); at >= 0; at = err.indexOf('\n')) {
      const line = err.slice(0, at);
      err = err.slice(at + 1);
      if (line.startsWith('loop-delay ')) {
        delays.push(JSON.parse(line.slice(11)));
        waiting?.();
      } else process.stderr.write(`${line}\n`);
    }
  });
  let out = '';
  const url = await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${out}`)));
  });
  child.stdout.resume();
  const loopDelay = async () => {
    const got = new Promise((done) => (waiting = done));
    child.kill('SIGUSR2');
    await got;
    return delays.at(-1);
  };
  const stop = async () => {
    child.kill('SIGINT');
    await once(child, 'exit');
  };
  return { url, pid: child.pid, loopDelay, stop };
}

async function runOnce(root) {
  const server = await start(root);
  try {
    const phases = {};
    let cpuAt = 0;
    const phase = async (name, edge) => {
      if (edge === 'start') {
        await server.loopDelay();
        cpuAt = cpuMs(server.pid);
      } else phases[name] = { cpuMs: cpuMs(server.pid) - cpuAt, loop: await server.loopDelay() };
    };
    const result = await webhookBurst(server.url, client(server.url), { probeSeconds: 5, phase });
    return { result, phases };
  } finally {
    await server.stop();
  }
}

const rows = roots.map(() => []);
process.stderr.write(
  `load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}\n`,
);
for (let round = 0; round < Number(rounds); round++) {
  const order = roots.map((_, i) => i);
  if (round % 2) order.reverse();
  for (const i of order) {
    const { result, phases } = await runOnce(roots[i]);
    const row = {
      delivered: result.delivered,
      withinMs: result.deliveredWithinMs,
      idleP99: result.idle.p99,
      offP99: result.changesOnly.p99,
      onP99: result.burst.p99,
      offCpuMs: phases.off.cpuMs,
      onCpuMs: phases.on.cpuMs,
      perDeliveryUs: Math.round(((phases.on.cpuMs - phases.off.cpuMs) * 1000) / WEBHOOK_COUNT),
      offLoopMax: phases.off.loop.max,
      onLoopMax: phases.on.loop.max,
      onLoopP99: phases.on.loop.p99,
    };
    rows[i].push(row);
    process.stderr.write(`round ${round + 1} ${roots[i]}: ${JSON.stringify(row)} load ${loadavg()[0].toFixed(2)}\n`);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [i, root] of roots.entries()) {
  const keys = Object.keys(rows[i][0]);
  const summary = Object.fromEntries(keys.map((key) => [key, median(rows[i].map((row) => row[key]))]));
  process.stdout.write(`${root} (median of ${rows[i].length}): ${JSON.stringify(summary)}\n`);
}
