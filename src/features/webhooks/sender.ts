import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import type https from 'node:https';
import { createRequire } from 'node:module';
import { isIP, type LookupFunction } from 'node:net';
import { urlToHttpOptions } from 'node:url';
import { addressRefusal, hostOf, refusalReason, urlRefusal, type Refusal } from './url-policy.js';

export interface SendResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** Set when the outbound URL policy refused the target: nothing was sent, and retrying will not help. */
  refused?: true;
  /** The start of the receiver's answer (UTF-8), for people reading the attempt. */
  responseExcerpt?: string | null;
  /**
   * How long the request waited for a connection to its receiver (the pool's limit per origin); not part of
   * `durationMs`.
   */
  queuedMs?: number;
}

/** How much of a receiver's answer is kept with the attempt. */
export const RESPONSE_EXCERPT_BYTES = 512;

/** The most of a receiver's answer that is read; the rest is dropped so a huge body costs nothing. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * Connections open at once to one receiver (origin), per sandbox (tenant): each outbox has its own pools
 * (`deliveryAgents`), so one tenant's receivers that hang hold that tenant's connections only. More attempts due
 * together wait for a connection in the agent's queue, in order; that wait is the sandbox's, not the receiver's, so it
 * is not part of the attempt's timeout (`queuedMs` records it).
 */
export const CONNECTIONS_PER_RECEIVER = 32;

/** The connection pools of one sandbox's deliveries, by protocol. */
export interface DeliveryAgents {
  'http:': http.Agent;
  'https:': https.Agent;
}

/**
 * `node:https` (and TLS under it) loads with the first delivery to an https URL: a start that sends no such webhook
 * does not compile it (start-up time, docs/performance.md).
 */
const builtin = createRequire(import.meta.url);
const httpsModule = () => builtin('node:https') as typeof https;

export function deliveryAgents(): DeliveryAgents {
  let secure: https.Agent | undefined;
  return {
    'http:': new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_RECEIVER }),
    get 'https:'() {
      return (secure ??= new (httpsModule().Agent)({ keepAlive: true, maxSockets: CONNECTIONS_PER_RECEIVER }));
    },
  };
}

/** The pools of callers that bring none (tests, tools). */
const sharedAgents = deliveryAgents();

export type Resolver = (host: string) => Promise<LookupAddress[]>;

/** Every address a host name resolves to, as the system resolver (getaddrinfo, /etc/hosts) says. */
const systemResolver: Resolver = (host) =>
  new Promise((done, fail) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? fail(error) : done(addresses))),
  );

export interface SendPolicy {
  /** SANDBOX_WEBHOOK_ALLOWED_HOSTS: when not empty, the only hosts that may be called. */
  allowedHosts?: readonly string[];
  /** The name resolver (tests give their own, to make a name resolve anywhere). */
  resolve?: Resolver;
  /** Aborts the attempt (the outbox stopping): a request still queued is never sent, one out is closed. */
  signal?: AbortSignal;
  /** The sandbox's own connection pools (its outbox's); the process's shared ones otherwise. */
  agents?: DeliveryAgents;
}

/**
 * A lookup that answers the one address already checked, whatever the name resolves to
 * now: the connection goes where the policy looked, so a DNS rebind between the check and
 * the connect cannot move it. (TLS still verifies the certificate against the URL's name.)
 */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

/** What a URL is, judged once: the parts of an attempt that depend on the URL (and the allow-list) alone. */
type Target =
  | { failure: string; refusal?: undefined }
  | { failure?: undefined; refusal: Refusal }
  | {
      failure?: undefined;
      refusal?: undefined;
      protocol: 'http:' | 'https:';
      /** The request options of the URL (host, port, path, credentials), as `http.request(url)` derives them. */
      options: http.RequestOptions;
      host: string;
      /** The host's address when it is one (then it is its own, already checked answer), else null. */
      literal: LookupAddress | null;
    };

/**
 * The targets judged so far, by URL, with the allow-list they were judged under. A burst sends the same URL a thousand
 * times: parsing it, checking it and deriving its request options once saves that work on every other attempt
 * (docs/performance.md, "Webhook burst, sixth pass"). A name is still resolved and its addresses checked per attempt.
 */
const targets = new Map<string, { allowedHosts: readonly string[]; target: Target }>();
/** Targets kept at most (a sandbox has a few receivers); the map is emptied when full. */
const TARGETS_KEPT = 1_024;

function targetOf(url: string, allowedHosts: readonly string[]): Target {
  const known = targets.get(url);
  if (known && known.allowedHosts === allowedHosts) return known.target;
  const target = judge(url, allowedHosts);
  if (targets.size >= TARGETS_KEPT) targets.clear();
  targets.set(url, { allowedHosts, target });
  return target;
}

function judge(url: string, allowedHosts: readonly string[]): Target {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { failure: 'invalid URL' };
  }
  const { protocol } = parsed;
  if (protocol !== 'http:' && protocol !== 'https:') return { failure: `unsupported protocol ${protocol}` };
  const refusal = urlRefusal(allowedHosts, parsed);
  if (refusal) return { refusal };
  const host = hostOf(parsed);
  const family = isIP(host);
  return {
    protocol,
    options: urlToHttpOptions(parsed),
    host,
    literal: family ? { address: host, family } : null,
  };
}

/**
 * One POST to a receiver. The URL passes the outbound policy (url-policy.ts) twice: as
 * written, then on every address its host resolves to; a refusal is a result with `refused`,
 * nothing sent. Redirects are not followed (a 3xx is a failed attempt). `timeoutMs` bounds the
 * name's resolution, then the receiver's part of the exchange: from the moment the request has
 * a connection (connect, request, the answer's headers and body), not while it waits for one in
 * the pool behind other attempts to the same receiver. It never throws: failures come back as data.
 */
export function sendJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  policy: SendPolicy = {},
): Promise<SendResult> {
  const allowedHosts = policy.allowedHosts ?? [];
  const resolve = policy.resolve ?? systemResolver;
  const started = performance.now();
  /** When the request was handed to the pool, and when it got its connection. */
  let queuedAt: number | null = null;
  let connectedAt: number | null = null;
  const since = (from: number) => Math.round((performance.now() - from) * 100) / 100;
  return new Promise((done) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let request: http.ClientRequest | null = null;
    const excerpt: Buffer[] = [];
    let excerptBytes = 0;
    const finish = (statusCode: number | null, error: string | null, refused = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      policy.signal?.removeEventListener('abort', abort);
      done({
        statusCode,
        error,
        durationMs: since(connectedAt ?? started),
        responseExcerpt: statusCode === null ? null : Buffer.concat(excerpt).toString('utf8'),
        ...(queuedAt === null
          ? {}
          : { queuedMs: Math.round(((connectedAt ?? performance.now()) - queuedAt) * 100) / 100 }),
        ...(refused ? { refused: true as const } : {}),
      });
    };
    const bound = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request?.destroy();
        finish(null, `timeout after ${timeoutMs} ms`);
      }, timeoutMs);
    };
    function abort() {
      request?.destroy();
      finish(null, 'cancelled');
    }
    if (policy.signal?.aborted) return abort();
    policy.signal?.addEventListener('abort', abort, { once: true });
    bound();
    const target = targetOf(url, allowedHosts);
    if (target.failure !== undefined) return finish(null, target.failure);
    if (target.refusal) return finish(null, refusalReason(target.refusal), true);
    const { protocol, host } = target;
    const client = protocol === 'https:' ? httpsModule() : http;
    // An address literal is its own answer; a name is resolved once, here, and pinned.
    (target.literal ? Promise.resolve([target.literal]) : resolve(host)).then(
      (addresses) => {
        if (settled) return;
        const refused = addresses.map((entry) => addressRefusal(entry.address)).find((found) => found !== null);
        if (refused) return finish(null, refusalReason(refused), true);
        if (!addresses.length) return finish(null, `no address for ${host}`);
        request = client.request({
          ...target.options,
          method: 'POST',
          agent: (policy.agents ?? sharedAgents)[protocol],
          lookup: pinnedLookup(addresses[0]),
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        });
        // Waiting in the pool for a connection is not the receiver's time: no timeout runs until one is assigned.
        clearTimeout(timer);
        queuedAt = performance.now();
        request.once('socket', () => {
          connectedAt = performance.now();
          bound();
        });
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
              request?.destroy();
              finish(response.statusCode ?? null, null);
            }
          });
          response.on('end', () => finish(response.statusCode ?? null, null));
          response.on('error', (error) => finish(response.statusCode ?? null, error.message));
        });
        request.end(body);
      },
      (error: Error) => finish(null, error.message),
    );
  });
}
