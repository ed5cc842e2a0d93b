import http from 'node:http';
import https from 'node:https';

export interface SendResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The start of the receiver's answer (UTF-8), for people reading the attempt. */
  responseExcerpt?: string | null;
}

/** How much of a receiver's answer is kept with the attempt. */
export const RESPONSE_EXCERPT_BYTES = 512;

/** The most of a receiver's answer that is read; the rest is dropped so a huge body costs nothing. */
const MAX_RESPONSE_BYTES = 64 * 1024;

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

/**
 * One POST to a receiver. Redirects are not followed (a 3xx is a failed attempt), the
 * whole exchange is bounded by `timeoutMs`, and it never throws: failures come back as data.
 */
export function sendJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
  return new Promise((resolve) => {
    let settled = false;
    const excerpt: Buffer[] = [];
    let excerptBytes = 0;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, error, durationMs: elapsed(), responseExcerpt: statusCode === null ? null : Buffer.concat(excerpt).toString('utf8') });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      finish(null, 'invalid URL');
      return;
    }
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    if (!client) {
      finish(null, `unsupported protocol ${target.protocol}`);
      return;
    }
    const request = client.request(target, {
      method: 'POST',
      agent: agents[target.protocol as 'http:' | 'https:'],
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish(null, `timeout after ${timeoutMs} ms`);
    }, timeoutMs);
    request.on('error', (error) => finish(null, error.message));
    request.on('response', (response) => {
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (excerptBytes < RESPONSE_EXCERPT_BYTES) {
          const part = chunk.subarray(0, RESPONSE_EXCERPT_BYTES - excerptBytes);
          excerpt.push(part);
          excerptBytes += part.length;
        }
        if (received > MAX_RESPONSE_BYTES) {
          response.destroy();
          request.destroy();
          finish(response.statusCode ?? null, null);
        }
      });
      response.on('end', () => finish(response.statusCode ?? null, null));
      response.on('error', (error) => finish(response.statusCode ?? null, error.message));
    });
    request.end(body);
  });
}
