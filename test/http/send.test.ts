import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { sendJson } from '../../src/http/send.js';

/**
 * sendJson writes the common answer itself (docs/performance.md, round four): the bytes on the wire must be those
 * Express's `res.send` writes for the same text, and every other case must still go through it.
 */
const BODY = { city: 'São Paulo', amount: '20470', long: 'x'.repeat(1200) };

function appOf(direct: boolean, etag = false) {
  const app = express();
  app.set('etag', etag);
  app.disable('x-powered-by');
  app.all('/answer/:status', (req, res) => {
    const status = Number(req.params.status);
    if (direct) return sendJson(res, status, BODY, { 'X-Extra': 'yes' });
    res.status(status).set({ 'X-Extra': 'yes' }).type('application/json; charset=utf-8').send(JSON.stringify(BODY));
  });
  return app;
}

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

async function call(app: express.Express, method: string, path: string, headers: Record<string, string> = {}) {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise<Raw>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: (server.address() as AddressInfo).port, method, path, headers, agent: false },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            const { date: _date, ...rest } = res.headers;
            resolve({ status: res.statusCode!, headers: rest, body });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('sendJson writes what Express would', () => {
  it.each([
    ['GET', '/answer/200', {}],
    ['POST', '/answer/201', {}],
    ['GET', '/answer/422', {}],
    ['HEAD', '/answer/200', {}],
    ['GET', '/answer/204', {}],
    ['GET', '/answer/200', { 'if-none-match': '*' }],
  ])('%s %s %j: the same status, headers and body', async (method, path, headers) => {
    const direct = await call(appOf(true), method, path, headers);
    const viaSend = await call(appOf(false), method, path, headers);
    expect(direct).toEqual(viaSend);
  });

  it('an app that makes ETags gets them as before', async () => {
    const direct = await call(appOf(true, true), 'GET', '/answer/200');
    expect(direct.headers.etag).toBeDefined();
    expect(direct).toEqual(await call(appOf(false, true), 'GET', '/answer/200'));
  });

  it('counts the length in bytes, not characters', async () => {
    const { headers, body } = await call(appOf(true), 'GET', '/answer/200');
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
    expect(JSON.parse(body)).toEqual(BODY);
  });
});
