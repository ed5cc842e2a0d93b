import { performance } from 'node:perf_hooks';
import { t } from '../cli/messages/say.js';

/** Which key headers a request carries: the pair, none, or the pair in each other's header. */
export type Auth = 'keys' | 'none' | 'swapped';

export interface ExchangeRequest {
  method: 'GET' | 'POST';
  /** Path and query, relative to the base URL ("/api/subscriptions?page=2"). */
  path: string;
  auth: Auth;
  body?: unknown;
}

export interface ExchangeResponse {
  status: number;
  contentType: string | null;
  /** The parsed JSON, the text when it is not JSON, null when empty. */
  body: unknown;
}

export interface ExchangeFailure {
  /** timeout: no answer in time; connection: none at all; replay: the recording cannot answer. */
  kind: 'timeout' | 'connection' | 'replay';
  message: string;
}

/** One request of the conversation and what came back. Exactly one of response and failure is set. */
export interface Exchange {
  step: string;
  request: ExchangeRequest;
  response?: ExchangeResponse;
  failure?: ExchangeFailure;
  durationMs: number;
}

/** Sends one request of a step: over HTTP, or from a recording. */
export interface Transport {
  send(step: string, request: ExchangeRequest): Promise<Exchange>;
}

export interface HttpTarget {
  baseUrl: string;
  publicKey: string;
  privateKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const KEY_HEADERS: Record<Auth, (publicKey: string, privateKey: string) => Record<string, string>> = {
  keys: (publicKey, privateKey) => ({ 'X-Api-Public-Key': publicKey, 'X-Api-Private-Key': privateKey }),
  none: () => ({}),
  swapped: (publicKey, privateKey) => ({ 'X-Api-Public-Key': privateKey, 'X-Api-Private-Key': publicKey }),
};

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch's errors name the cause only in `cause`: ECONNREFUSED, ENOTFOUND, a TLS failure... */
function failureOf(error: unknown, timeoutMs: number): ExchangeFailure {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError')
    return { kind: 'timeout', message: t('verify.noAnswerWithin', timeoutMs) };
  const cause = err.cause?.code ?? err.cause?.message ?? err.message;
  return { kind: 'connection', message: cause };
}

/** The base URL without a trailing slash, so "/api/seller" joins it whatever the caller wrote. */
export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

export function httpTransport(target: HttpTarget): Transport {
  const doFetch = target.fetch ?? fetch;
  return {
    async send(step, request) {
      const started = performance.now();
      const headers: Record<string, string> = {
        Accept: 'application/json',
        ...KEY_HEADERS[request.auth](target.publicKey, target.privateKey),
      };
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        const response = await doFetch(joinUrl(target.baseUrl, request.path), {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(target.timeoutMs),
        });
        const text = await response.text();
        return {
          step,
          request,
          response: {
            status: response.status,
            contentType: response.headers.get('content-type'),
            body: parseBody(text),
          },
          durationMs: Math.round(performance.now() - started),
        };
      } catch (error) {
        return {
          step,
          request,
          failure: failureOf(error, target.timeoutMs),
          durationMs: Math.round(performance.now() - started),
        };
      }
    },
  };
}
