import { underCpuPolicy, usableChrt } from '../../src/host/cluster/cpu-policy.js';
import { findExecutable } from '../../src/host/cluster/supervisor.js';

describe("the cluster's CPU policy (src/host/cluster/cpu-policy.ts)", () => {
  it('starts a command through chrt --batch 0 under batch, and as it is under normal or without a chrt', () => {
    expect(underCpuPolicy('batch', '/usr/bin/chrt', 'node', ['cli.mjs', 'serve'])).toEqual({
      command: '/usr/bin/chrt',
      args: ['--batch', '0', 'node', 'cli.mjs', 'serve'],
    });
    expect(underCpuPolicy('normal', '/usr/bin/chrt', 'node', ['serve'])).toEqual({ command: 'node', args: ['serve'] });
    expect(underCpuPolicy('batch', null, 'node', ['serve'])).toEqual({ command: 'node', args: ['serve'] });
  });

  it('uses a chrt only when it can set SCHED_BATCH here: a refusing one (a seccomp profile) leaves the processes as they are', () => {
    const chrt = findExecutable('chrt');
    const refusing = findExecutable('false');
    expect([chrt, refusing].every((path) => path !== null)).toBe(true);
    expect(usableChrt(chrt)).toBe(chrt);
    expect(usableChrt(refusing)).toBeNull();
    expect(usableChrt(null)).toBeNull();
  });
});
