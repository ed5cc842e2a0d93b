import { createServer, type Server, type ServerResponse } from 'node:http';
import { EXIT } from '../../src/tools/cli/verb.js';
import { startSandbox, type Sandbox } from '../../src/tools/testing/index.js';
import { SANDBOX_EVENT_TYPE_VALUES } from '../../src/generated/schema-enums.js';
import { expectSchema } from '../helpers/schema.js';
import { cli, PIX_SALE, spawnCli } from './cli-helpers.js';

/** `events` against a live sandbox; `--follow` runs as the real bin, stopped with Ctrl-C (SIGINT). */
let sandbox: Sandbox;
const run = (...args: string[]) => cli(sandbox.url, args);

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const follow = (args: string[]) => spawnCli(['events', '--follow', ...args]);

describe('gateway-sandbox events', () => {
  it('says what happened: the resource, id, change, amount in R$, seller and the sandbox instant in Brasília time', async () => {
    const created = await sandbox.client('acme').sales.create(PIX_SALE);
    const id = created.data!.sale.id;
    await sandbox.admin.sales.move(id, 'PAGO');
    const result = await run('events', '--limit', '50');
    expect(result.code).toBe(EXIT.ok);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d  sale\\.changed\\s+sale ${id}  PENDENTE → PAGO  R\\$ 25,00  PIX  seller 1000 Acme Comércio Eletrônico LTDA$`,
        ),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /request\.finished\s+POST \/api\/sales → 201  seller 1000 Acme Comércio Eletrônico LTDA  \d+ ms$/,
      ),
    );
    // The CLI's own requests are hidden unless asked; the test kit's admin call (another client) is shown.
    expect(result.stdout).not.toMatch(/GET \/__admin\//);
    expect(result.stdout).toMatch(new RegExp(`request\\.finished\\s+POST /__admin/sales/${id}/status → 200`));
    expect((await run('events', '--limit', '1000', '--own')).stdout).toContain('GET /__admin/');
  });

  it('prints only the names the help lists', async () => {
    await sandbox.client('acme').sales.create(PIX_SALE);
    const help = (await run('help', 'events')).stdout;
    const types: readonly string[] = SANDBOX_EVENT_TYPE_VALUES;
    for (const type of types) expect(help).toContain(type);
    const printed = (await run('events', '--limit', '1000', '--own')).stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[2]);
    expect(printed.length).toBeGreaterThan(0);
    for (const type of printed) expect(types).toContain(type);
  });

  it('--json prints each event as the stream sends it (UTC instants), one a line', async () => {
    await sandbox.client('acme').sales.create(PIX_SALE);
    const result = await run('events', '--limit', '5', '--json');
    const events = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; at: string });
    expect(events).toHaveLength(5);
    for (const event of events) expectSchema(event, 'events/event.schema.json');
    expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort());
  });

  it('--type takes types and resource prefixes (sale.*,cashout.*)', async () => {
    const created = await sandbox.client('acme').sales.create(PIX_SALE);
    await sandbox.admin.sales.move(created.data!.sale.id, 'PAGO');
    const types = (await run('events', '--type', 'sale.*,cashout.*', '--limit', '1000', '--json')).stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { type: string }).type);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['sale.changed']));
    expect(
      (await run('events', '--type', 'request.finished', '--own', '--limit', '1000', '--json')).stdout
        .trim()
        .split('\n')
        .every((line) => line.includes('"request.finished"')),
    ).toBe(true);
  });

  it.each([
    [['events', '--limit', '0'], '--limit must be a positive integer'],
    [['events', '--follow', '--interval', 'fast'], '--interval must be a positive integer'],
    [['events', 'sales'], 'unexpected argument "sales"'],
    [
      ['events', '--type', 'sale.status_changed'],
      '--type: unknown event type sale.status_changed (types: sale.changed, cashout.changed',
    ],
  ])('refuses bad usage %j with exit 2', async (args, message) => {
    expect(await run(...args)).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(message) });
  });

  it('--follow prints each change as it happens, in the same words, and stops on Ctrl-C with exit 0', async () => {
    const follower = follow(['--url', sandbox.url, '--type', 'sale.*,request.*']);
    try {
      await follower.until(/following the event stream/, 'stderr');
      const created = await sandbox.client('acme').sales.create(PIX_SALE);
      const id = created.data!.sale.id;
      await sandbox.admin.sales.move(id, 'PAGO');
      await follower.until(new RegExp(`sale ${id}  PENDENTE → PAGO  R\\$ 25,00  PIX  seller 1000`));
      expect(follower.stdout()).toMatch(new RegExp(`sale\\.changed\\s+sale ${id}  PENDENTE  R\\$ 25,00`));
      expect(follower.stdout()).toMatch(/request\.finished\s+POST \/api\/sales → 201/);
      // The follower's own stream is not shown; the test kit's move (another client) is.
      expect(follower.stdout()).not.toMatch(/GET \/__admin\//);
      expect(follower.stdout()).not.toContain('balance.changed');
    } finally {
      expect(await follower.interrupt()).toBe(EXIT.ok);
    }
  });

  it('--follow polls the admin lists when asked (or when the sandbox has no event stream), with the same names', async () => {
    const follower = follow(['--poll', '--interval', '50', '--url', sandbox.url]);
    try {
      await follower.until(/by polling every 50 ms/, 'stderr');
      const created = await sandbox.client('acme').sales.create(PIX_SALE);
      await sandbox.admin.sales.move(created.data!.sale.id, 'PAGO');
      await follower.until(new RegExp(`sale\\.changed\\s+sale ${created.data!.sale.id}  PENDENTE → PAGO  R\\$ 25,00`));
      expect(follower.stdout()).not.toContain('/__admin');
    } finally {
      expect(await follower.interrupt()).toBe(EXIT.ok);
    }
  });

  describe('with a stand-in event stream', () => {
    let server: Server;
    let url: string;
    const clients: ServerResponse[] = [];
    const urls: string[] = [];
    beforeAll(async () => {
      // A stand-in for GET /__admin/events: text/event-stream, `event:` and `data:` lines.
      server = createServer((req, res) => {
        if (!req.url?.startsWith('/__admin/events')) return void res.writeHead(404).end();
        urls.push(req.url);
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

    it('reads events split over several data lines and CRLF line ends (--json: one object a line)', async () => {
      const follower = follow(['--url', url, '--json']);
      try {
        await follower.until(/following the event stream/, 'stderr');
        clients
          .at(-1)!
          .write(
            'event: sale.changed\ndata: {"id":1,"type":"sale.changed","at":"2026-11-01T12:00:00.000Z",\ndata: "data":{"id":7,"status":"PAGO"}}\n\n',
          );
        clients
          .at(-1)!
          .write(
            'event: delivery.changed\r\ndata: {"id":2,"type":"delivery.changed","at":"2026-11-01T12:00:01.000Z","data":{"id":3,"lastStatusCode":200}}\r\n\r\n',
          );
        await follower.until(/delivery\.changed/);
        expect(
          follower
            .stdout()
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        ).toEqual([
          { id: 1, type: 'sale.changed', at: '2026-11-01T12:00:00.000Z', data: { id: 7, status: 'PAGO' } },
          { id: 2, type: 'delivery.changed', at: '2026-11-01T12:00:01.000Z', data: { id: 3, lastStatusCode: 200 } },
        ]);
      } finally {
        expect(await follower.interrupt()).toBe(EXIT.ok);
      }
    });

    it('uses the change an event carries (from → to), amounts in R$ and the instant in Brasília time', async () => {
      const follower = follow(['--url', url]);
      try {
        await follower.until(/following the event stream/, 'stderr');
        clients
          .at(-1)!
          .write(
            'event: cashout.changed\ndata: {"id":3,"type":"cashout.changed","at":"2026-11-01T02:00:00.000Z","data":{"id":9,"sellerId":1000,"from":"PROCESSING","to":"COMPLETED","status":"COMPLETED","amountCents":123456}}\n\n',
          );
        await follower.until(/cashout\.changed/);
        expect(follower.stdout()).toBe(
          '31/10/2026 23:00:00  cashout.changed       cashout 9  PROCESSING → COMPLETED  R$ 1.234,56  seller 1000\n',
        );
      } finally {
        expect(await follower.interrupt()).toBe(EXIT.ok);
      }
    });

    it('reconnects when the stream ends, resuming after the last event it printed', async () => {
      const follower = follow(['--url', url, '--type', 'sale']);
      try {
        await follower.until(/following the event stream of the default tenant at http:\/\//, 'stderr');
        const before = clients.length;
        clients
          .at(-1)!
          .write(
            'event: sale.changed\ndata: {"id":41,"type":"sale.changed","at":"2026-11-01T12:00:00.000Z","data":{"id":7,"status":"PENDENTE"}}\n\n',
          );
        await follower.until(/sale 7  PENDENTE/);
        clients.at(-1)!.end();
        await follower.until(/lost the event stream \(the stream ended\); reconnecting in 2 s\n/, 'stderr');
        await follower.until(/following the event stream again/, 'stderr');
        expect(clients.length).toBe(before + 1);
        expect(new URLSearchParams(urls.at(-1)!.split('?')[1]).get('lastEventId')).toBe('41');
        clients
          .at(-1)!
          .write(
            'event: sale.changed\ndata: {"id":42,"type":"sale.changed","at":"2026-11-01T12:00:01.000Z","data":{"id":7,"status":"PAGO"}}\n\n',
          );
        await follower.until(/sale 7  PENDENTE → PAGO/);
      } finally {
        expect(await follower.interrupt()).toBe(EXIT.ok);
      }
    });
  });
});
