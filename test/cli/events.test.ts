import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { EXIT } from '../../src/cli/verb.js';
import { startSandbox, type Sandbox } from '../../src/testing/index.js';
import { ROOT } from '../helpers/child.js';
import { cli, PIX_SALE } from './cli-helpers.js';

/** `events` against a live sandbox; `--follow` runs as the real bin, stopped with Ctrl-C (SIGINT). */
let sandbox: Sandbox;
const run = (...args: string[]) => cli(sandbox.url, args);

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

interface Follower {
  child: ChildProcess;
  stdout: () => string;
  /** Resolves when stdout or stderr matches. */
  until(pattern: RegExp, from?: 'stdout' | 'stderr'): Promise<void>;
  /** Ctrl-C, then the exit code. */
  interrupt(): Promise<number | null>;
}

function follow(args: string[]): Follower {
  const child = spawn(process.execPath, [join(ROOT, 'dist/bundle/cli.mjs'), 'events', '--follow', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  const waiters: (() => void)[] = [];
  for (const name of ['stdout', 'stderr'] as const) {
    child[name].on('data', (chunk: Buffer) => {
      output[name] += chunk.toString();
      for (const wake of waiters) wake();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => output.stdout,
    until: (pattern, from = 'stdout') =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} in ${from}:\n${output.stdout}\n${output.stderr}`)), 10_000);
        const check = () => {
          if (!pattern.test(output[from])) return;
          clearTimeout(timer);
          resolve();
        };
        waiters.push(check);
        check();
      }),
    interrupt: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

describe('gateway-sandbox events', () => {
  it('prints the most recent changes and requests, oldest first', async () => {
    const created = await sandbox.client('acme').sales.create(PIX_SALE);
    await sandbox.admin.sales.move(created.data!.sale.id, 'PAGO');
    const result = await run('events', '--limit', '3');
    expect(result.code).toBe(EXIT.ok);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toMatch(new RegExp(`sale\\.status_changed\\s+id=${created.data!.sale.id} sellerId=1000 method=PIX amount=2500 status=PAGO previous=PENDENTE$`));
    expect(lines.some((line) => /\brequest\s+method=POST path=\/api\/sales status=201 sellerId=1000/.test(line))).toBe(true);
  });

  it('prints one JSON object a line with --json', async () => {
    const result = await run('events', '--limit', '5', '--json');
    const events = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as { type: string; at: string; data: object });
    expect(events).toHaveLength(5);
    for (const event of events) expect(event).toEqual({ type: expect.any(String), at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), data: expect.any(Object) });
    expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort());
  });

  it.each([
    [['events', '--limit', '0'], '--limit must be a positive integer'],
    [['events', '--follow', '--interval', 'fast'], '--interval must be a positive integer'],
    [['events', 'sales'], 'unexpected argument "sales"'],
  ])('refuses bad usage %j with exit 2', async (args, message) => {
    expect(await run(...args)).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(message) });
  });

  it('--follow polls the admin lists when the sandbox has no event stream, and stops on Ctrl-C with exit 0', async () => {
    const follower = follow(['--poll', '--interval', '50', '--url', sandbox.url]);
    try {
      await follower.until(/by polling every 50 ms/, 'stderr');
      const created = await sandbox.client('acme').sales.create(PIX_SALE);
      await sandbox.admin.sales.move(created.data!.sale.id, 'PAGO');
      await follower.until(new RegExp(`sale\\.status_changed\\s+id=${created.data!.sale.id} .*status=PAGO`));
      expect(follower.stdout()).toMatch(new RegExp(`sale\\.created\\s+id=${created.data!.sale.id} `));
      expect(follower.stdout()).not.toContain('path=/__admin');
    } finally {
      expect(await follower.interrupt()).toBe(EXIT.ok);
    }
  });

  describe('with an event stream', () => {
    let server: Server;
    let url: string;
    const clients: ServerResponse[] = [];
    beforeAll(async () => {
      // A stand-in for GET /__admin/events: text/event-stream, `event:` and `data:` lines.
      server = createServer((req, res) => {
        if (req.url !== '/__admin/events') return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(': hello\n\n');
        clients.push(res);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });
    afterAll(async () => {
      for (const res of clients) res.end();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('prints each event of the stream as it comes (--json: one object a line)', async () => {
      const follower = follow(['--url', url, '--json']);
      try {
        await follower.until(/following the event stream/, 'stderr');
        clients.at(-1)!.write('event: sale.updated\ndata: {"collection":"sales","id":7,\ndata: "record":{"id":7,"status":"PAGO"}}\n\n');
        clients.at(-1)!.write('event: delivery.attempted\r\ndata: {"id":3,"statusCode":200}\r\n\r\n');
        await follower.until(/delivery\.attempted/);
        expect(follower.stdout().trim().split('\n').map((line) => JSON.parse(line))).toEqual([
          { type: 'sale.updated', data: { collection: 'sales', id: 7, record: { id: 7, status: 'PAGO' } } },
          { type: 'delivery.attempted', data: { id: 3, statusCode: 200 } },
        ]);
      } finally {
        expect(await follower.interrupt()).toBe(EXIT.ok);
      }
    });

    it('prints a line for people, with the record’s fields', async () => {
      const follower = follow(['--url', url]);
      try {
        await follower.until(/following the event stream/, 'stderr');
        clients.at(-1)!.write('event: cashout.updated\ndata: {"collection":"cashouts","id":9,"record":{"id":9,"status":"COMPLETED","amountCents":15000}}\n\n');
        await follower.until(/cashout\.updated/);
        expect(follower.stdout()).toMatch(/^cashout\.updated\s+collection=cashouts id=9 status=COMPLETED amountCents=15000\n$/);
      } finally {
        expect(await follower.interrupt()).toBe(EXIT.ok);
      }
    });
  });
});
