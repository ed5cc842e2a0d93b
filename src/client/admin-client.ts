import type { FetchLike, MethodOf, Path, QueryOf, RequestBody, SuccessBody } from './api-types.js';
import { openApiClient } from './http.js';
import type { AdminError } from '../generated/schema-types.js';

export interface AdminClientOptions {
  /** The sandbox's base URL, e.g. http://127.0.0.1:4010 */
  baseUrl: string;
  /** X-Admin-Token, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
  adminToken?: string;
  /**
   * A tenant of a shared sandbox (issue 21): every admin call goes to its routes,
   * /__admin/tenants/{tenant}/…, with `adminToken` its token (or the operator's).
   */
  tenant?: string;
  /**
   * Extra headers on every call (the CLI sends `User-Agent: gateway-sandbox-cli/…`, so its own requests can be told
   * apart).
   */
  headers?: Record<string, string>;
  fetch?: FetchLike;
}

/**
 * The admin API of one tenant: a call to {base}/__admin/… goes to {base}/__admin/tenants/{tenant}/….
 * The operator's routes (/__admin/tenants…) are left as they are.
 */
export function tenantFetch(
  baseUrl: string,
  tenant: string,
  inner: FetchLike = (request) => fetch(request),
): FetchLike {
  const base = baseUrl.replace(/\/+$/, '');
  const from = `${base}/__admin/`;
  const to = `${base}/__admin/tenants/${encodeURIComponent(tenant)}/`;
  return (request) => {
    if (!request.url.startsWith(from) || request.url.startsWith(`${base}/__admin/tenants`)) return inner(request);
    return inner(new Request(to + request.url.slice(from.length), request));
  };
}

/**
 * The sandbox refused an admin call: its status and its error body ({error, message,
 * allowed?, details?}). A state move the table refuses is 409 INVALID_TRANSITION with
 * `allowed`, the moves it does have.
 */
export class SandboxRefusal extends Error {
  readonly status: number;
  readonly body: AdminError;

  constructor(status: number, body: unknown, what: string) {
    const error = (
      typeof body === 'object' && body !== null
        ? body
        : { error: `HTTP_${status}`, message: typeof body === 'string' ? body : JSON.stringify(body ?? '') }
    ) as AdminError;
    super(`${what}: ${status} ${error.error}: ${error.message}`);
    this.name = 'SandboxRefusal';
    this.status = status;
    this.body = error;
  }

  get code(): string {
    return this.body.error;
  }

  get allowed(): string[] | undefined {
    return this.body.allowed;
  }
}

type Id = number | string;
type Admin<P extends Path, M extends MethodOf<P>> = Promise<SuccessBody<P, M>>;
type AdvanceInput = RequestBody<'/__admin/clock/advance', 'post'>;
type SaleStatus = RequestBody<'/__admin/sales/{id}/status', 'post'>['status'];
type CashoutPostback = RequestBody<'/__admin/cashouts/{id}/postback', 'post'>;

/** Unwraps openapi-fetch's answer: the body on success, a SandboxRefusal otherwise. */
async function unwrap<T>(
  what: string,
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new SandboxRefusal(response.status, error, what);
  return data as T;
}

/**
 * A typed client of every admin operation of a running sandbox (the payment processor,
 * the banking provider and the dashboard the spec leaves out). Each call resolves to the
 * answer's body or rejects with a SandboxRefusal. The CLI's verbs and the test kit use it.
 */
export function createAdminClient(options: AdminClientOptions) {
  const headers = { ...options.headers, ...(options.adminToken ? { 'X-Admin-Token': options.adminToken } : {}) };
  const tenantAware = options.tenant ? tenantFetch(options.baseUrl, options.tenant, options.fetch) : options.fetch;
  const api = openApiClient(options.baseUrl, headers, tenantAware);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: FetchLike = tenantAware ?? ((request) => fetch(request));
  const id = (value: Id) => ({ params: { path: { id: value } } });
  const name = (value: string) => ({ params: { path: { name: value } } });
  const getByPath = async (
    path: string,
    query: Record<string, string | number | undefined>,
    what: string,
  ): Promise<Record<string, unknown>> => {
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)] as [string, string]],
      ),
    );
    const response = await fetchImpl(
      new Request(`${baseUrl}${path}${search.size ? `?${search}` : ''}`, {
        headers: { ...headers, Accept: 'application/json' },
      }),
    );
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new SandboxRefusal(response.status, body, what);
    return body as Record<string, unknown>;
  };
  return {
    baseUrl: options.baseUrl,
    /** The tenant the client acts on (undefined: the default tenant). */
    tenant: options.tenant,
    /** The operator's routes of tenants (the operator's token; delete also takes the tenant's own). */
    tenants: {
      list: (): Admin<'/__admin/tenants', 'get'> => unwrap('tenants list', api.GET('/__admin/tenants')),
      create: (
        tenant: string,
        input: RequestBody<'/__admin/tenants/{name}', 'post'> = {},
      ): Admin<'/__admin/tenants/{name}', 'post'> =>
        unwrap(`tenant ${tenant} create`, api.POST('/__admin/tenants/{name}', { ...name(tenant), body: input })),
      delete: (tenant: string): Admin<'/__admin/tenants/{name}', 'delete'> =>
        unwrap(`tenant ${tenant} delete`, api.DELETE('/__admin/tenants/{name}', name(tenant))),
    },
    health: (): Admin<'/health', 'get'> => unwrap('GET /health', api.GET('/health')),
    reset: (): Admin<'/__admin/reset', 'post'> => unwrap('reset', api.POST('/__admin/reset')),
    scenarios: {
      list: (): Admin<'/__admin/scenarios', 'get'> => unwrap('scenarios list', api.GET('/__admin/scenarios')),
      apply: (input: RequestBody<'/__admin/scenarios/apply', 'post'>): Admin<'/__admin/scenarios/apply', 'post'> =>
        unwrap('scenario apply', api.POST('/__admin/scenarios/apply', { body: input })),
      export: (): Admin<'/__admin/scenarios/export', 'get'> =>
        unwrap('scenario export', api.GET('/__admin/scenarios/export')),
    },
    state: {
      get: (query: QueryOf<'/__admin/state', 'get'> = {}): Admin<'/__admin/state', 'get'> =>
        unwrap('state', api.GET('/__admin/state', { params: { query } })),
      put: (state: RequestBody<'/__admin/state', 'put'>): Admin<'/__admin/state', 'put'> =>
        unwrap('state load', api.PUT('/__admin/state', { body: state })),
    },
    sellers: {
      list: (query: QueryOf<'/__admin/sellers', 'get'> = {}): Admin<'/__admin/sellers', 'get'> =>
        unwrap('sellers list', api.GET('/__admin/sellers', { params: { query } })),
      get: (sellerId: Id): Admin<'/__admin/sellers/{id}', 'get'> =>
        unwrap(`seller ${sellerId}`, api.GET('/__admin/sellers/{id}', id(sellerId))),
      create: (input: RequestBody<'/__admin/sellers', 'post'> = {}): Admin<'/__admin/sellers', 'post'> =>
        unwrap('sellers create', api.POST('/__admin/sellers', { body: input })),
      update: (
        sellerId: Id,
        input: RequestBody<'/__admin/sellers/{id}', 'patch'>,
      ): Admin<'/__admin/sellers/{id}', 'patch'> =>
        unwrap(`seller ${sellerId}`, api.PATCH('/__admin/sellers/{id}', { ...id(sellerId), body: input })),
      rotateKeys: (sellerId: Id): Admin<'/__admin/sellers/{id}/keys', 'post'> =>
        unwrap(`seller ${sellerId} keys`, api.POST('/__admin/sellers/{id}/keys', id(sellerId))),
      rotateWebhookSecret: (sellerId: Id): Admin<'/__admin/sellers/{id}/webhook-secret', 'post'> =>
        unwrap(`seller ${sellerId} webhook secret`, api.POST('/__admin/sellers/{id}/webhook-secret', id(sellerId))),
    },
    sales: {
      /** A sale for any seller, as its own keys would create it (no keys needed). */
      create: (sellerId: Id, sale: RequestBody<'/__admin/sales', 'post'>['sale']): Admin<'/__admin/sales', 'post'> =>
        unwrap(
          `sale for seller ${sellerId}`,
          api.POST('/__admin/sales', { body: { sellerId: Number(sellerId), sale } }),
        ),
      list: (query: QueryOf<'/__admin/sales', 'get'> = {}): Admin<'/__admin/sales', 'get'> =>
        unwrap('sales list', api.GET('/__admin/sales', { params: { query } })),
      get: (saleId: Id): Admin<'/__admin/sales/{id}', 'get'> =>
        unwrap(`sale ${saleId}`, api.GET('/__admin/sales/{id}', id(saleId))),
      /** Moves a sale through its state machine, as the payment processor would. */
      move: (saleId: Id, status: SaleStatus): Admin<'/__admin/sales/{id}/status', 'post'> =>
        unwrap(
          `sale ${saleId} → ${status}`,
          api.POST('/__admin/sales/{id}/status', { ...id(saleId), body: { status } }),
        ),
    },
    cashouts: {
      /** A cashout for any seller, as from its dashboard (no keys needed). */
      create: (
        sellerId: Id,
        cashout: RequestBody<'/__admin/cashouts', 'post'>['cashout'],
      ): Admin<'/__admin/cashouts', 'post'> =>
        unwrap(
          `cashout for seller ${sellerId}`,
          api.POST('/__admin/cashouts', { body: { sellerId: Number(sellerId), cashout } }),
        ),
      list: (query: QueryOf<'/__admin/cashouts', 'get'> = {}): Admin<'/__admin/cashouts', 'get'> =>
        unwrap('cashouts list', api.GET('/__admin/cashouts', { params: { query } })),
      get: (cashoutId: Id): Admin<'/__admin/cashouts/{id}', 'get'> =>
        unwrap(`cashout ${cashoutId}`, api.GET('/__admin/cashouts/{id}', id(cashoutId))),
      /** Reports a status change as the banking provider would. */
      postback: (
        cashoutId: Id,
        status: CashoutPostback['status'],
        extra: Omit<CashoutPostback, 'status'> = {},
      ): Admin<'/__admin/cashouts/{id}/postback', 'post'> =>
        unwrap(
          `cashout ${cashoutId} → ${status}`,
          api.POST('/__admin/cashouts/{id}/postback', { ...id(cashoutId), body: { status, ...extra } }),
        ),
    },
    subscriptions: {
      create: (input: RequestBody<'/__admin/subscriptions', 'post'>): Admin<'/__admin/subscriptions', 'post'> =>
        unwrap('subscriptions create', api.POST('/__admin/subscriptions', { body: input })),
      list: (query: QueryOf<'/__admin/subscriptions', 'get'> = {}): Admin<'/__admin/subscriptions', 'get'> =>
        unwrap('subscriptions list', api.GET('/__admin/subscriptions', { params: { query } })),
      get: (subscriptionId: Id): Admin<'/__admin/subscriptions/{id}', 'get'> =>
        unwrap(`subscription ${subscriptionId}`, api.GET('/__admin/subscriptions/{id}', id(subscriptionId))),
      setCard: (
        subscriptionId: Id,
        input: RequestBody<'/__admin/subscriptions/{id}/card', 'post'>,
      ): Admin<'/__admin/subscriptions/{id}/card', 'post'> =>
        unwrap(
          `subscription ${subscriptionId} card`,
          api.POST('/__admin/subscriptions/{id}/card', { ...id(subscriptionId), body: input }),
        ),
      pause: (subscriptionId: Id): Admin<'/__admin/subscriptions/{id}/pause', 'post'> =>
        unwrap(
          `subscription ${subscriptionId} pause`,
          api.POST('/__admin/subscriptions/{id}/pause', id(subscriptionId)),
        ),
      resume: (subscriptionId: Id): Admin<'/__admin/subscriptions/{id}/resume', 'post'> =>
        unwrap(
          `subscription ${subscriptionId} resume`,
          api.POST('/__admin/subscriptions/{id}/resume', id(subscriptionId)),
        ),
      cancel: (
        subscriptionId: Id,
        input: RequestBody<'/__admin/subscriptions/{id}/cancel', 'post'> = {},
      ): Admin<'/__admin/subscriptions/{id}/cancel', 'post'> =>
        unwrap(
          `subscription ${subscriptionId} cancel`,
          api.POST('/__admin/subscriptions/{id}/cancel', { ...id(subscriptionId), body: input }),
        ),
      cancelAtPeriodEnd: (subscriptionId: Id): Admin<'/__admin/subscriptions/{id}/cancelAtPeriodEnd', 'post'> =>
        unwrap(
          `subscription ${subscriptionId} cancel at period end`,
          api.POST('/__admin/subscriptions/{id}/cancelAtPeriodEnd', id(subscriptionId)),
        ),
    },
    clock: {
      get: (): Admin<'/__admin/clock', 'get'> => unwrap('clock', api.GET('/__admin/clock')),
      /** `{ months: 1 }` is a calendar month; days, hours, minutes and seconds are fixed lengths added after. */
      advance: (by: AdvanceInput): Admin<'/__admin/clock/advance', 'post'> =>
        unwrap('clock advance', api.POST('/__admin/clock/advance', { body: by })),
    },
    faults: {
      add: (fault: RequestBody<'/__admin/faults', 'post'>): Admin<'/__admin/faults', 'post'> =>
        unwrap('faults add', api.POST('/__admin/faults', { body: fault })),
      /** The armed faults; `{ all: 'true' }`: the used-up ones too, with their hits. */
      list: (query: QueryOf<'/__admin/faults', 'get'> = {}): Admin<'/__admin/faults', 'get'> =>
        unwrap('faults list', api.GET('/__admin/faults', { params: { query } })),
      clear: (): Admin<'/__admin/faults', 'delete'> => unwrap('faults clear', api.DELETE('/__admin/faults')),
      disarm: (faultId: Id): Admin<'/__admin/faults/{id}', 'delete'> =>
        unwrap(`fault ${faultId} disarm`, api.DELETE('/__admin/faults/{id}', id(faultId))),
    },
    deliveries: {
      list: (
        query: QueryOf<'/__admin/webhooks/deliveries', 'get'> = {},
      ): Admin<'/__admin/webhooks/deliveries', 'get'> =>
        unwrap('deliveries list', api.GET('/__admin/webhooks/deliveries', { params: { query } })),
      get: (deliveryId: Id): Admin<'/__admin/webhooks/deliveries/{id}', 'get'> =>
        unwrap(`delivery ${deliveryId}`, api.GET('/__admin/webhooks/deliveries/{id}', id(deliveryId))),
      redeliver: (deliveryId: Id): Admin<'/__admin/webhooks/deliveries/{id}/redeliver', 'post'> =>
        unwrap(
          `delivery ${deliveryId} redeliver`,
          api.POST('/__admin/webhooks/deliveries/{id}/redeliver', id(deliveryId)),
        ),
    },
    requests: {
      list: (query: QueryOf<'/__admin/requests', 'get'> = {}): Admin<'/__admin/requests', 'get'> =>
        unwrap('requests list', api.GET('/__admin/requests', { params: { query } })),
      get: (requestId: Id): Admin<'/__admin/requests/{id}', 'get'> =>
        unwrap(`request ${requestId}`, api.GET('/__admin/requests/{id}', id(requestId))),
    },
    /** The clock and how many records are in each status. */
    overview: (): Admin<'/__admin/overview', 'get'> => unwrap('overview', api.GET('/__admin/overview')),
    /** The test values: e-mail tags, test cards, test PIX keys. */
    testValues: (): Admin<'/__admin/test-values', 'get'> => unwrap('test values', api.GET('/__admin/test-values')),
    inbox: {
      list: (): Admin<'/__admin/inbox', 'get'> => unwrap('inbox list', api.GET('/__admin/inbox')),
      get: (
        inbox: string,
        query: QueryOf<'/__admin/inbox/{name}', 'get'> = {},
      ): Admin<'/__admin/inbox/{name}', 'get'> =>
        unwrap(`inbox ${inbox}`, api.GET('/__admin/inbox/{name}', { params: { path: { name: inbox }, query } })),
      setMode: (
        inbox: string,
        mode: RequestBody<'/__admin/inbox/{name}/mode', 'put'>,
      ): Admin<'/__admin/inbox/{name}/mode', 'put'> =>
        unwrap(`inbox ${inbox} mode`, api.PUT('/__admin/inbox/{name}/mode', { ...name(inbox), body: mode })),
      forget: (inbox: string): Admin<'/__admin/inbox/{name}', 'delete'> =>
        unwrap(`inbox ${inbox} forget`, api.DELETE('/__admin/inbox/{name}', name(inbox))),
    },
    /**
     * Issue 23's ledger and search (GET /__admin/sellers/{id}/ledger, GET /__admin/search?q=),
     * called by path until the served document has them: their answers are typed once
     * `npm run gen:types` sees the routes. A sandbox without them refuses 404.
     */
    ledger: (sellerId: Id, query: { limit?: number; page?: number } = {}): Promise<Record<string, unknown>> =>
      getByPath(`/__admin/sellers/${encodeURIComponent(String(sellerId))}/ledger`, query, `seller ${sellerId} ledger`),
    search: (q: string, query: { limit?: number } = {}): Promise<Record<string, unknown>> =>
      getByPath('/__admin/search', { q, ...query }, `search "${q}"`),
    events: {
      /**
       * One object's story (`sale:517`, `cashout:3`, `subscription:8`), oldest first, each event at its sandbox
       * instant.
       */
      timeline: (resource: string): Admin<'/__admin/events/timeline', 'get'> =>
        unwrap(`timeline of ${resource}`, api.GET('/__admin/events/timeline', { params: { query: { resource } } })),
      /**
       * Opens GET /__admin/events (Server-Sent Events): the raw response, whose body the caller
       * reads (src/cli/events.stream.ts parses it). `types` is the route's filter (`sale,delivery.changed`).
       */
      stream: (
        query: { types?: string; lastEventId?: number; follow?: boolean } = {},
        signal?: AbortSignal,
      ): Promise<Response> => {
        const search = new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, String(value)] as [string, string]],
          ),
        );
        const url = `${baseUrl}/__admin/events${search.size ? `?${search}` : ''}`;
        return fetchImpl(new Request(url, { headers: { ...headers, Accept: 'text/event-stream' }, signal }));
      },
    },
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
