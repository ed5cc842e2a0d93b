import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  method: string;
  /** Path and query as the client sent them. */
  url: string;
  /** Which key headers it carried: the pair, none, or the pair in each other's header. */
  auth: 'keys' | 'none' | 'swapped';
}

export interface ProxiedResponse {
  status: number;
  contentType: string;
  body: unknown;
}

/** One change to the answers of the target: which requests, and what their answer becomes. */
export interface Drift {
  applies(request: ProxiedRequest, response: ProxiedResponse): boolean;
  change(response: ProxiedResponse): ProxiedResponse;
}

export interface DriftProxy {
  url: string;
  /** How many answers the drift changed. */
  changed(): number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function authOf(publicKey: string | undefined): ProxiedRequest['auth'] {
  if (publicKey === undefined) return 'none';
  return publicKey.startsWith('sk_') ? 'swapped' : 'keys';
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'keep-alive', 'transfer-encoding']);

/**
 * A deliberately drifting target: forwards every request to the sandbox and changes the
 * answers the drift applies to, one thing at a time. Everything else passes through untouched.
 */
export async function startDriftProxy(upstream: string, drift: Drift | null): Promise<DriftProxy> {
  let changed = 0;
  const proxy = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name, value]) => !HOP_BY_HOP.has(name) && typeof value === 'string'),
    ) as Record<string, string>;
    const upstreamResponse = await fetch(upstream + req.url, {
      method: req.method,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    });
    const text = await upstreamResponse.text();
    const contentType = upstreamResponse.headers.get('content-type') ?? '';
    const request: ProxiedRequest = { method: req.method!, url: req.url!, auth: authOf(headers['x-api-public-key']) };
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      parsed = text;
    }
    const original: ProxiedResponse = { status: upstreamResponse.status, contentType, body: parsed };
    if (!drift?.applies(request, original)) {
      res
        .writeHead(original.status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) })
        .end(text);
      return;
    }
    changed += 1;
    const response = drift.change(structuredClone(original));
    const out = response.body === null ? '' : JSON.stringify(response.body);
    res
      .writeHead(response.status, { 'Content-Type': response.contentType, 'Content-Length': Buffer.byteLength(out) })
      .end(out);
  };
  // A proxy that cannot reach the sandbox answers 502, as a real one would.
  const server: Server = createServer((req, res) => {
    void proxy(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      res
        .writeHead(502, { 'Content-Type': 'text/plain' })
        .end(error instanceof Error ? error.message : 'unknown error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    changed: () => changed,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
