import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';

/**
 * Issue 31: the common JSON body (no Content-Encoding, UTF-8) is read by src/http/json-read.ts instead of
 * body-parser. Every outcome must be body-parser's: each body below is sent twice on a real server, once as
 * `application/json` (read directly) and once as `application/json; v=1` (a parameter other than the charset sends it
 * through body-parser), with a Content-Length and chunked, and the two answers, the journal's text of the body and
 * the state must agree.
 */

const LIMIT = 16 * 1024;
let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ bodyLimitBytes: LIMIT });
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  t.close();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  body: unknown;
  journal: string | null | undefined;
}

/** POST /api/sales with `body` in `chunks` pieces (0: one write with a Content-Length). */
function post(contentType: string, body: Buffer, chunks: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...keys('acme'), 'content-type': contentType };
    if (chunks === 0) headers['content-length'] = String(body.length);
    const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/api/sales', headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        const id = Number(res.headers['x-request-id']);
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(parts).toString('utf8')) as unknown,
          journal: t.deps.requestLog.get(id)?.requestBody,
        });
      });
    });
    req.on('error', reject);
    if (chunks === 0) req.end(body);
    else {
      const size = Math.ceil(body.length / chunks);
      for (let at = 0; at < body.length; at += size) req.write(body.subarray(at, at + size));
      req.end();
    }
  });
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const BODIES: [string, Buffer, number][] = [
  ['an object the schema refuses', utf8('{"amount":"x","paymentMethod":"CREDIT_CARD"}'), 0],
  ['the same in three chunks', utf8('{"amount":"x","paymentMethod":"CREDIT_CARD"}'), 3],
  ['a byte order mark first', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('{"amount":"x"}')]), 0],
  ['an empty chunked body', Buffer.alloc(0), 1],
  ['white space only', utf8('  \n '), 0],
  ['malformed JSON', utf8('{"amount": 1,'), 2],
  ['null', utf8('null'), 0],
  ['a bare string (strict off)', utf8('"text"'), 0],
  ['invalid UTF-8', Buffer.concat([utf8('{"amount":"'), Buffer.from([0xc3, 0x28]), utf8('"}')]), 2],
  ['a character cut between chunks', utf8(`{"amount":"${'é'.repeat(40)}"}`), 7],
  ['a body longer than the journal keeps', utf8(JSON.stringify({ amount: 'x', pad: 'ção'.repeat(3000) })), 4],
  ['a chunked body over the limit', utf8(JSON.stringify({ pad: 'x'.repeat(LIMIT) })), 5],
  ['a declared length over the limit', utf8(JSON.stringify({ pad: 'x'.repeat(LIMIT) })), 0],
];

describe('a JSON body read directly is read as body-parser reads it', () => {
  it.each(BODIES)('%s', async (_name, body, chunks) => {
    const before = JSON.stringify(t.deps.store.state);
    const direct = await post('application/json', body, chunks);
    const viaBodyParser = await post('application/json; v=1', body, chunks);
    expect(direct).toEqual(viaBodyParser);
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it('creates the same sale from the same body, with or without the charset', async () => {
    const sale = {
      amount: 1000,
      paymentMethod: 'CREDIT_CARD',
      customer: { name: 'Ana', email: 'ana@example.com', document: { type: 'cpf', number: '52998224725' } },
      card: {
        number: '4111111111111111',
        holderName: 'ANA',
        expirationMonth: '12',
        expirationYear: '2030',
        cvv: '123',
      },
      items: [{ title: 'Café', unitPrice: 1000, quantity: 1, tangible: false }],
    };
    const text = utf8(JSON.stringify(sale));
    const journals = new Set<unknown>();
    for (const type of ['application/json', 'application/json; charset=UTF-8', 'application/json; v=1']) {
      const answer = await post(type, text, 2);
      expect(answer.status).toBe(201);
      journals.add(answer.journal);
      const { id } = (answer.body as { sale: { id: number } }).sale;
      expect(t.deps.store.collections.sales.get(id)?.items[0].title).toBe('Café');
    }
    expect([...journals]).toEqual([expect.stringContaining('"title":"Café"')]);
  });
});
