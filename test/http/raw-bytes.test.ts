import { connect } from 'node:net';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { groupOf } from '../../src/http/groups.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { startServer, type RunningServer } from '../../src/host/server.js';
import { defaultSettings } from '../../src/core/settings.js';

/**
 * Issue 20, finding 10: a raw non-ASCII byte in the path got Node's bare 400 with an empty body
 * (its parser refuses the request before Express runs), and invalid UTF-8 in a JSON body was
 * stored as U+FFFD (201). Now the first is the catalogue's JSON in the group's body, written by
 * the server's clientError handler, and the second is 400 MALFORMED_UTF8, changing nothing.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Writes `bytes` on a fresh connection and reads the whole answer until the server closes it. */
function rawRequest(port: number, bytes: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const bodyText = rest.join('\r\n\r\n');
      try {
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(bodyText) });
      } catch {
        reject(new Error(`not JSON: ${JSON.stringify(text)}`));
      }
    });
  });
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe("requests Node's parser refuses, on a real server", () => {
  let running: RunningServer;
  let port: number;
  beforeAll(async () => {
    running = await startServer({
      ...defaultSettings(),
      port: 0,
      logLevel: 'silent',
      dueWorkIntervalMs: 0,
      headersTimeoutMs: 300,
      requestTimeoutMs: 700,
    });
    port = Number(new URL(running.url).port);
  });
  afterAll(() => running.close());

  it.each([
    ['GET', '/api/sales/', [0xc3, 0xa9]],
    ['POST', '/api/sales/', [0xff]],
    ['GET', '/api/transactions/1', [0x80]],
    ['POST', '/api/public/cashout', [0xe2, 0x82, 0xac]],
    ['GET', '/api/subscriptions/', [0xc3, 0xa7]],
    ['GET', '/api/seller/', [0xa0]],
    ['GET', '/__admin/sales/', [0xc3, 0xa9]],
    ['GET', '/health', [0xfe]],
  ] as const)('%s %s with a raw byte is 400 MALFORMED_REQUEST in the group body', async (method, path, raw) => {
    const answer = await rawRequest(
      port,
      bytes(`${method} ${path}`, [...raw], ` HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n`),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expectSchema(answer.body, ERROR_SCHEMAS[groupOf(method, path)]);
    expect(JSON.stringify(answer.body)).toContain('MALFORMED_REQUEST');
  });

  it("a control byte in a header value is 400 in JSON too, and headers over Node's limit are 431", async () => {
    const control = await rawRequest(
      port,
      bytes('GET /__admin/clock HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Note: a', [0x01], 'b\r\n\r\n'),
    );
    expect(control.status).toBe(400);
    expectSchema(control.body, ERROR_SCHEMAS.admin);
    expect(control.body).toMatchObject({ error: 'MALFORMED_REQUEST' });
    const large = await rawRequest(
      port,
      bytes(`GET /api/seller HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'x'.repeat(64 * 1024)}\r\n\r\n`),
    );
    expect(large.status).toBe(431);
    expectSchema(large.body, ERROR_SCHEMAS.seller);
    expect(large.body).toEqual({ error: 'HEADERS_TOO_LARGE', message: ERROR_CATALOGUE.HEADERS_TOO_LARGE.message });
  });

  it('a body cut off by the request timeout is 408 in the body of the group it was sent to', async () => {
    const answer = await rawRequest(
      port,
      bytes(
        'POST /__admin/sellers HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      ),
    );
    expect(answer.status).toBe(408);
    expectSchema(answer.body, ERROR_SCHEMAS.admin);
    expect(answer.body).toMatchObject({ error: 'REQUEST_TIMEOUT' });
  });

  it('keeps serving afterwards, and a percent-escaped path is an ordinary request', async () => {
    expect((await fetch(`${running.url}/health`)).status).toBe(200);
    const res = await fetch(`${running.url}/api/transactions/%C3%A9`, { headers: keys('acme') });
    expect(res.status).toBe(400);
    expectSchema(await res.json(), ERROR_SCHEMAS.transactions);
  });
});

/** Every operation that reads a JSON body (an inbox keeps any body as it arrives: test/inbox). */
const WITH_BODY = ROUTES.filter((op) => op.method !== 'get' && op.method !== 'delete' && !op.outsidePipeline);
const pathOf = (path: string) => path.replace(/:\w+/g, '1');

/**
 * JSON texts whose bytes are not UTF-8: Latin-1 é, a lone continuation byte, an overlong "/", a UTF-16 surrogate, a
 * sequence cut short.
 */
const NOT_UTF8: [string, Buffer][] = [
  ['Latin-1', bytes('{"legalName":"Caf', [0xe9], '"}')],
  ['a lone continuation byte', bytes('{"note":"', [0x80], '"}')],
  ['an overlong encoding', bytes('{"path":"', [0xc0, 0xaf], '"}')],
  ['an encoded surrogate', bytes('{"name":"', [0xed, 0xa0, 0x80], '"}')],
  ['a sequence cut short', bytes('{"price":"', [0xe2, 0x82], '"}')],
];

describe('invalid UTF-8 in a JSON body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webhookRetryDelaysMs: [] });
  });
  afterAll(() => t.close());

  describe.each(WITH_BODY.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_name, op) => {
    it.each(NOT_UTF8)('%s is 400 MALFORMED_UTF8 in the group body, changing nothing', async (_kind, body) => {
      const before = JSON.stringify(t.deps.store.state);
      const res = await request(t.app)
        [op.method](pathOf(op.path))
        .set(keys('acme'))
        .set('Content-Type', 'application/json')
        .serialize((value: unknown) => value as string)
        .send(body);
      expect(res.status).toBe(400);
      expectSchema(res.body, ERROR_SCHEMAS[groupOf(op.method.toUpperCase(), pathOf(op.path))]);
      expect(JSON.stringify(res.body)).toContain('MALFORMED_UTF8');
      expect(JSON.stringify(t.deps.store.state)).toBe(before);
    });
  });

  it('takes valid UTF-8 as it is, and a body its Content-Type declares UTF-16', async () => {
    const accented = await request(t.app)
      .post('/__admin/sellers')
      .set('Content-Type', 'application/json')
      .serialize((value: unknown) => value as string)
      .send(Buffer.from('{"legalName":"Café Açaí € 𝄞 LTDA"}', 'utf8'))
      .expect(201);
    expect(t.deps.store.collections.sellers.get(accented.body.userId)?.legalName).toBe('Café Açaí € 𝄞 LTDA');
    const utf16 = await request(t.app)
      .post('/__admin/sellers')
      .set('Content-Type', 'application/json; charset=utf-16le')
      .serialize((value: unknown) => value as string)
      .send(Buffer.from('{"legalName":"Café UTF-16 LTDA"}', 'utf16le'))
      .expect(201);
    expect(t.deps.store.collections.sellers.get(utf16.body.userId)?.legalName).toBe('Café UTF-16 LTDA');
  });
});
