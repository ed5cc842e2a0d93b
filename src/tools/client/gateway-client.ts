import type { FetchLike, OperationResult, QueryOf, RequestBody } from './api-types.js';
import { openApiClient } from './http.js';

export interface GatewayClientOptions {
  /** The sandbox (`http://127.0.0.1:4010`) or the real gateway's base URL. */
  baseUrl: string;
  publicKey: string;
  privateKey: string;
  /** A fetch of your own (a proxy, a test double); globalThis.fetch otherwise. */
  fetch?: FetchLike;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

type Id = number | string;

/**
 * A client of the gateway's public API, typed from the OpenAPI document. It speaks only
 * the spec's endpoints and headers (plus the sandbox extensions named below), so it works
 * the same against the real gateway. Every call resolves to `{ data }` on success or
 * `{ error }` with the endpoint group's own error body, and the `response`; it rejects only
 * when no answer came (network).
 */
export function createGatewayClient(options: GatewayClientOptions) {
  const api = openApiClient(
    options.baseUrl,
    { ...options.headers, 'X-Api-Public-Key': options.publicKey, 'X-Api-Private-Key': options.privateKey },
    options.fetch,
  );
  const id = (value: Id) => ({ params: { path: { id: value } } });
  return {
    seller: {
      get: (): OperationResult<'/api/seller', 'get'> => api.GET('/api/seller'),
    },
    sales: {
      create: (body: RequestBody<'/api/sales', 'post'>): OperationResult<'/api/sales', 'post'> =>
        api.POST('/api/sales', { body }),
      /** Sandbox extension: the spec names a sales list without its shape. */
      list: (query: QueryOf<'/api/sales', 'get'> = {}): OperationResult<'/api/sales', 'get'> =>
        api.GET('/api/sales', { params: { query } }),
    },
    transactions: {
      get: (saleId: Id): OperationResult<'/api/transactions/{id}', 'get'> =>
        api.GET('/api/transactions/{id}', id(saleId)),
    },
    cashouts: {
      create: (body: RequestBody<'/api/public/cashout', 'post'>): OperationResult<'/api/public/cashout', 'post'> =>
        api.POST('/api/public/cashout', { body }),
      /** Sandbox extension: the spec has no endpoint to read a cashout. */
      get: (cashoutId: Id): OperationResult<'/api/public/cashout/{id}', 'get'> =>
        api.GET('/api/public/cashout/{id}', id(cashoutId)),
    },
    balance: {
      /** Sandbox extension: the spec names the balance path without its shape. */
      get: (): OperationResult<'/api/public/balance', 'get'> => api.GET('/api/public/balance'),
    },
    subscriptions: {
      list: (query: QueryOf<'/api/subscriptions', 'get'> = {}): OperationResult<'/api/subscriptions', 'get'> =>
        api.GET('/api/subscriptions', { params: { query } }),
      get: (subscriptionId: Id): OperationResult<'/api/subscriptions/{id}', 'get'> =>
        api.GET('/api/subscriptions/{id}', id(subscriptionId)),
      pause: (subscriptionId: Id): OperationResult<'/api/subscriptions/{id}/pause', 'post'> =>
        api.POST('/api/subscriptions/{id}/pause', id(subscriptionId)),
      resume: (subscriptionId: Id): OperationResult<'/api/subscriptions/{id}/resume', 'post'> =>
        api.POST('/api/subscriptions/{id}/resume', id(subscriptionId)),
      cancel: (
        subscriptionId: Id,
        body?: RequestBody<'/api/subscriptions/{id}/cancel', 'post'>,
      ): OperationResult<'/api/subscriptions/{id}/cancel', 'post'> =>
        // openapi-fetch's Readable<> drops the `cancelledAt: null` of the scheduled answer; the generated type is the
        // truth.
        api.POST('/api/subscriptions/{id}/cancel', {
          ...id(subscriptionId),
          ...(body ? { body } : {}),
        }) as unknown as OperationResult<'/api/subscriptions/{id}/cancel', 'post'>,
      metrics: (): OperationResult<'/api/subscriptions/metrics', 'get'> => api.GET('/api/subscriptions/metrics'),
    },
  };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
