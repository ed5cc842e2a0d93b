import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdminClient } from '../../src/tools/client/admin-client.js';
import { lostConnection, replayingFetch } from '../../src/tools/client/replay.js';

/**
 * The clients send a safe request once more when a reused connection was lost under it, and nothing else
 * (docs/reliability.md, "Kept-alive connections outlive their clients' pools"). The errors are shaped as Node's
 * fetch rejects (test/http/keep-alive.test.ts meets the real one: `fetch failed`, cause `read ECONNRESET`).
 */
const failed = (code: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

/** A fetch that fails with each of `errors` in turn, then answers 200; it records the methods and bodies it got. */
function flaky(...errors: Error[]) {
  const seen: { method: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, body: await request.text() });
    const error = errors.shift();
    if (error) throw error;
    return new Response('{"ok":true}', { status: 200 });
  };
  return { fetch, seen };
}

const url = 'http://127.0.0.1:1/__admin/clock';

describe('replayingFetch', () => {
  it.each(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'])(
    'sends a GET once more when its connection was lost (%s)',
    async (code) => {
      const inner = flaky(failed(code));
      const answer = await replayingFetch(inner.fetch)(new Request(url));
      expect(answer.status).toBe(200);
      expect(inner.seen.map((sent) => sent.method)).toEqual(['GET', 'GET']);
    },
  );

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])('never repeats a %s: the server may have acted on it', async (method) => {
    const inner = flaky(failed('ECONNRESET'));
    const request = new Request(url, { method, body: method === 'DELETE' ? undefined : '{"days":1}' });
    await expect(replayingFetch(inner.fetch)(request)).rejects.toThrow('fetch failed');
    expect(inner.seen).toHaveLength(1);
  });

  it('repeats once only, and not a refused connection (nothing listens) nor an abort', async () => {
    const twice = flaky(failed('ECONNRESET'), failed('ECONNRESET'));
    await expect(replayingFetch(twice.fetch)(new Request(url))).rejects.toThrow('fetch failed');
    expect(twice.seen).toHaveLength(2);
    const refused = flaky(failed('ECONNREFUSED'));
    await expect(replayingFetch(refused.fetch)(new Request(url))).rejects.toThrow('fetch failed');
    expect(refused.seen).toHaveLength(1);
    const controller = new AbortController();
    controller.abort();
    const aborted = flaky(failed('ECONNRESET'));
    await expect(replayingFetch(aborted.fetch)(new Request(url, { signal: controller.signal }))).rejects.toThrow();
    expect(aborted.seen).toHaveLength(1);
  });

  it('tells a lost connection from other failures', () => {
    expect(lostConnection(failed('UND_ERR_SOCKET'))).toBe(true);
    expect(lostConnection(failed('ECONNREFUSED'))).toBe(false);
    expect(lostConnection(new Error('fetch failed'))).toBe(false);
    expect(lostConnection(undefined)).toBe(false);
  });
});

describe('the admin client on a real connection the server closes under the request', () => {
  it('gets its GET answered by sending it again; its POST fails as it was, not sent twice', async () => {
    const received: string[] = [];
    // The first GET and the first POST are cut before any answer, as a server's keep-alive timer cuts a pooled
    // connection (test/http/keep-alive.test.ts meets that race itself); whichever connection they came on.
    const cut = new Set(['GET', 'POST']);
    const server = createServer((req, res) => {
      received.push(req.method!);
      if (cut.delete(req.method!)) return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const admin = createAdminClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      expect(await admin.call('getAdminClock')).toEqual({});
      await expect(admin.call('postAdminClockAdvance', undefined, { days: 1 })).rejects.toThrow('fetch failed');
      expect(received).toEqual(['GET', 'GET', 'POST']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
