import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { FAULT_KIND_VALUES } from '../../src/generated/schema-enums.js';
import { FAULT_KINDS } from '../../src/features/admin/fault-kinds/registry.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { listening, type Listening } from '../helpers/listening.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

/**
 * Issue 23, wire faults: "a fault may be { kind: connection-reset | empty-response | garbage |
 * slow-body, … } beside today's status and delay faults, with the same matching and times;
 * documented with what a client sees for each". Each is met by real clients over a real socket:
 * Node's fetch (undici) and curl.
 */
let t: TestApp;
let server: Listening;
beforeEach(async () => {
  t = await buildTestApp();
  server = await listening(t);
});
afterEach(async () => {
  await server.close();
  t.close();
});

const arm = async (body: object) => {
  const res = await request(t.app).post('/__admin/faults').send(body).expect(201);
  expectSchema(res.body, 'admin/fault.response.schema.json');
  return res.body as { id: number; kind: string; remaining: number | null; hits: number };
};

/** What fetch throws, as its error and the cause's code; or the status when it answered. */
async function fetchOutcome(path: string): Promise<{ status?: number; error?: string; cause?: string }> {
  try {
    const res = await fetch(`${server.url}${path}`, { headers: keys('acme') });
    const text = await res.text();
    // Every answer that does come is the real one, in its schema.
    if (res.status === 200 && path === '/api/seller')
      expectSchema(JSON.parse(text), 'seller/seller.response.schema.json');
    else expectSchema(JSON.parse(text), ERROR_SCHEMAS.transactions);
    return { status: res.status };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { error: (error as Error).name + ': ' + (error as Error).message, cause: cause?.code };
  }
}

/** curl's exit code and its error line. */
function curl(path: string, extra: string[] = []): Promise<{ exit: number; stderr: string; stdout: string }> {
  const headers = Object.entries(keys('acme')).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  return new Promise((resolve) => {
    execFile(
      'curl',
      ['-sS', ...extra, ...headers, `${server.url}${path}`],
      { timeout: 20_000 },
      (error, stdout, stderr) => {
        resolve({ exit: error ? ((error as { code?: number }).code ?? -1) : 0, stderr: stderr.trim(), stdout });
      },
    );
  });
}

describe('wire faults, met by fetch (undici)', () => {
  it.each([
    ['connection-reset', 'ECONNRESET'],
    ['empty-response', 'UND_ERR_SOCKET'],
    ['garbage', 'HPE_INVALID_CONSTANT'],
  ])('%s: fetch fails with cause %s, `times` times, then the real answer', async (kind, code) => {
    await arm({ kind, method: 'GET', path: '/api/seller', times: 2 });
    for (let i = 0; i < 2; i++)
      expect(await fetchOutcome('/api/seller')).toEqual({ error: 'TypeError: fetch failed', cause: code });
    expect(await fetchOutcome('/api/seller')).toEqual({ status: 200 });
  });

  it('slow-body: the status and headers first, then the real body in several pieces', async () => {
    await arm({ kind: 'slow-body', method: 'GET', path: '/api/seller', durationMs: 600, times: 1 });
    const res = await fetch(`${server.url}/api/seller`, { headers: keys('acme') });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const pieces: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    const body = JSON.parse(Buffer.concat(pieces).toString('utf8')) as { id: number };
    expectSchema(body, 'seller/seller.response.schema.json');
    expect(body.id).toBe(1000);
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.concat(pieces).length);
  });

  it('slow-body: a fetch timeout shorter than the duration fires while the body is read (TimeoutError)', async () => {
    await arm({ kind: 'slow-body', method: 'GET', path: '/api/seller', durationMs: 5000, times: 1 });
    const res = await fetch(`${server.url}/api/seller`, { headers: keys('acme'), signal: AbortSignal.timeout(300) });
    expect(res.status).toBe(200);
    const failure = await res.text().then(
      () => null,
      (error: Error) => error.name,
    );
    expect(failure).toBe('TimeoutError');
  });
});

describe('wire faults, met by curl', () => {
  it.each([
    ['connection-reset', 56, /Connection reset by peer/],
    ['empty-response', 52, /Empty reply from server/],
    ['garbage', 1, /HTTP\/0\.9/],
  ])('%s: curl exits %i', async (kind, exit, message) => {
    await arm({ kind, method: 'GET', path: '/api/seller', times: 1 });
    const outcome = await curl('/api/seller');
    expect(outcome.exit).toBe(exit);
    expect(outcome.stderr).toMatch(message);
    expect((await curl('/api/seller')).exit).toBe(0);
  });

  it('slow-body: curl --max-time shorter than the duration exits 28', async () => {
    await arm({ kind: 'slow-body', method: 'GET', path: '/api/seller', durationMs: 5000, times: 1 });
    const outcome = await curl('/api/seller', ['--max-time', '0.5']);
    expect(outcome.exit).toBe(28);
  });
});

describe('a fault kind is a module in a registry, with the same matching, times and hits', () => {
  it('has a module for every kind of the schema, each saying what a client sees', () => {
    expect(Object.keys(FAULT_KINDS).sort()).toEqual([...FAULT_KIND_VALUES].sort());
    for (const kind of FAULT_KIND_VALUES) {
      expect(FAULT_KINDS[kind].kind).toBe(kind);
      expect(FAULT_KINDS[kind].clientSees.length).toBeGreaterThan(20);
    }
  });

  it("docs/admin-api.md's Faults table says, for every kind, what the module says a client sees", () => {
    // Table cells as prettier pads them: the padding is not the content.
    const readme = readFileSync(new URL('../../docs/admin-api.md', import.meta.url), 'utf8').replace(/ *\| */g, ' | ');
    expect(FAULT_KIND_VALUES.length).toBeGreaterThan(0);
    for (const kind of FAULT_KIND_VALUES) expect(readme).toContain(`| \`${kind}\` | ${FAULT_KINDS[kind].clientSees} |`);
  });

  it('matches :param segments and methods like a status fault, counts hits, and leaves other paths alone', async () => {
    const armed = await arm({ kind: 'empty-response', method: 'GET', path: '/api/transactions/:id' });
    expect(armed).toMatchObject({ kind: 'empty-response', remaining: null, hits: 0, status: null, code: null });
    expect((await fetchOutcome('/api/transactions/1')).cause).toBe('UND_ERR_SOCKET');
    expect((await fetchOutcome('/api/transactions/2')).cause).toBe('UND_ERR_SOCKET');
    expect((await fetchOutcome('/api/seller')).status).toBe(200);
    const listed = await request(t.app).get('/__admin/faults').expect(200);
    expectSchema(listed.body, 'admin/faults.response.schema.json');
    expect(listed.body.faults).toEqual([expect.objectContaining({ id: armed.id, hits: 2, remaining: null })]);
  });

  it('takes delayMs with a wire fault, then fires it', async () => {
    const armed = await arm({ kind: 'connection-reset', method: 'GET', path: '/api/seller', delayMs: 50, times: 1 });
    expect(armed).toMatchObject({ delayMs: 50, remaining: 1 });
    expect((await fetchOutcome('/api/seller')).cause).toBe('ECONNRESET');
    expect((await request(t.app).get('/__admin/faults')).body.faults).toEqual([]);
  });

  it("a kind without status keeps today's defaults: status with a status, delay with only delayMs", async () => {
    expect(await arm({ method: 'GET', path: '/api/seller', status: 503, times: 1 })).toMatchObject({
      kind: 'status',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(await arm({ method: 'GET', path: '/health', delayMs: 10, times: 1 })).toMatchObject({
      kind: 'delay',
      status: null,
      code: null,
      delayMs: 10,
    });
  });

  it.each([
    ['a status on a wire fault', { kind: 'garbage', method: 'GET', path: '/api/seller', status: 500 }, 'status'],
    ['a code on a delay', { kind: 'delay', method: 'GET', path: '/api/seller', delayMs: 5, code: 'NOT_FOUND' }, 'code'],
    [
      'durationMs on a reset',
      { kind: 'connection-reset', method: 'GET', path: '/api/seller', durationMs: 100 },
      'durationMs',
    ],
    ['kind status without status or code', { kind: 'status', method: 'GET', path: '/api/seller' }, 'status'],
    ['kind delay without delayMs', { kind: 'delay', method: 'GET', path: '/api/seller' }, 'delayMs'],
    ['an unknown kind', { kind: 'meteor', method: 'GET', path: '/api/seller' }, 'kind'],
  ])('refuses %s with 400 naming the field, and arms nothing', async (_name, body, field) => {
    const res = await request(t.app).post('/__admin/faults').send(body).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toEqual([field]);
    expect((await request(t.app).get('/__admin/faults')).body.faults).toEqual([]);
  });

  it('announces each firing as a fault.fired event with the fault, the request and what is left', async () => {
    const seen: { type: string; data: Record<string, unknown> }[] = [];
    t.deps.events.subscribe((event) => seen.push(event));
    const armed = await arm({ kind: 'empty-response', method: 'GET', path: '/api/seller', times: 2 });
    await fetchOutcome('/api/seller');
    await fetchOutcome('/api/seller');
    const fired = seen.filter((event) => event.type === 'fault.fired');
    for (const event of fired) expectSchema(event, 'events/event.schema.json');
    expect(fired.map((event) => event.data)).toEqual([
      {
        id: armed.id,
        object: { type: 'fault', id: armed.id },
        kind: 'empty-response',
        method: 'GET',
        path: '/api/seller',
        remaining: 1,
        hits: 1,
      },
      {
        id: armed.id,
        object: { type: 'fault', id: armed.id },
        kind: 'empty-response',
        method: 'GET',
        path: '/api/seller',
        remaining: 0,
        hits: 2,
      },
    ]);
  });

  it('DELETE /__admin/faults/{id} takes out that fault only; an unknown id is 404', async () => {
    const first = await arm({ kind: 'garbage', method: 'GET', path: '/api/seller' });
    const second = await arm({ method: 'GET', path: '/health', delayMs: 1 });
    const res = await request(t.app).delete(`/__admin/faults/${first.id}`).expect(200);
    expectSchema(res.body, 'admin/ok.response.schema.json');
    expect((await request(t.app).get('/__admin/faults')).body.faults.map((fault: { id: number }) => fault.id)).toEqual([
      second.id,
    ]);
    expect((await fetchOutcome('/api/seller')).status).toBe(200);
    await request(t.app).delete(`/__admin/faults/${first.id}`).expect(404);
  });
});
