import type { FetchLike } from './api-types.js';
import {
  call,
  OPERATOR_BASE,
  sandboxBase,
  send,
  templateOf,
  urlOf,
  type CallAnswer,
  type CallBody,
  type CallParams,
  type Transport,
} from './call.js';
import type { OperationId } from '../../generated/operations.js';
import type { AdminError } from '../../generated/schema-types.js';

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
  /** The operations table `call` reads (default: the generated one; a test of rows not generated yet passes one). */
  operations?: Transport['operations'];
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
  const from = `${base}${sandboxBase()}/`;
  const to = `${base}${sandboxBase(tenant)}/`;
  const operator = `${base}${OPERATOR_BASE}`;
  return (request) => {
    if (!request.url.startsWith(from) || request.url.startsWith(operator)) return inner(request);
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
type Q<I extends OperationId> = NonNullable<CallParams<I> extends { query?: infer T } ? T : never>;

/**
 * A typed client of every admin operation of a running sandbox (the payment processor,
 * the banking provider and the dashboard the spec leaves out). Each call resolves to the
 * answer's body or rejects with a SandboxRefusal. The CLI's verbs and the test kit use it.
 * Every method is one operation of the route table called by its operationId (src/tools/client/
 * call.ts); a tenant's client reaches that tenant's sandbox (its base, /__admin/tenants/{name}).
 */
export function createAdminClient(options: AdminClientOptions) {
  const transport: Transport = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    tenant: options.tenant,
    headers: { ...options.headers, ...(options.adminToken ? { 'X-Admin-Token': options.adminToken } : {}) },
    fetch: options.fetch,
    operations: options.operations,
    refuse: (status, body, what) => new SandboxRefusal(status, body, what),
  };
  const op = <I extends OperationId>(id: I, what: string, params?: CallParams<I>, body?: CallBody<I>) =>
    call(transport, id, params, body, what);
  const id = (value: Id) => ({ path: { id: value } });
  const name = (value: string) => ({ path: { name: value } });
  // The operator's routes of tenants take the operator's token and are nobody's sandbox.
  const operator: Transport = { ...transport, tenant: undefined };
  return {
    baseUrl: options.baseUrl,
    /** The tenant the client acts on (undefined: the default tenant). */
    tenant: options.tenant,
    /** The admin base of the client's sandbox: /__admin, or /__admin/tenants/{tenant}. */
    base: sandboxBase(options.tenant),
    /** Any operation of the route table by its operationId, typed by it (a new row is callable at once). */
    call: <I extends OperationId>(operation: I, params?: CallParams<I>, body?: CallBody<I>) =>
      call(transport, operation, params, body),
    /** Any operation sent as is: the raw response (a CSV, a stream), read by the caller. */
    send: <I extends OperationId>(
      operation: I,
      params?: CallParams<I>,
      body?: CallBody<I>,
      init?: { accept?: string; signal?: AbortSignal },
    ) => send(transport, operation, params, body, init),
    /** An operation's absolute URL on this client's sandbox, its parameters filled in. */
    urlOf: <I extends OperationId>(operation: I, params?: CallParams<I>) => urlOf(transport, operation, params),
    /** An operation's URL with its parameters shown as `{name}`: for a line that tells the shape. */
    template: (operation: OperationId) => transport.baseUrl + templateOf(operation, transport.tenant),
    /** The operator's routes of tenants (the operator's token; delete also takes the tenant's own). */
    tenants: {
      list: () => call(operator, 'getAdminTenants', undefined, undefined, 'tenants list'),
      create: (tenant: string, input: CallBody<'postAdminTenantsName'> = {}) =>
        call(operator, 'postAdminTenantsName', name(tenant), input, `tenant ${tenant} create`),
      delete: (tenant: string) =>
        call(operator, 'deleteAdminTenantsName', name(tenant), undefined, `tenant ${tenant} delete`),
    },
    health: () => op('getHealth', 'GET /health'),
    reset: () => op('postAdminReset', 'reset'),
    scenarios: {
      list: () => op('getAdminScenarios', 'scenarios list'),
      apply: (input: CallBody<'postAdminScenariosApply'>) =>
        op('postAdminScenariosApply', 'scenario apply', undefined, input),
      export: () => op('getAdminScenariosExport', 'scenario export'),
    },
    state: {
      get: (query: Q<'getAdminState'> = {}) => op('getAdminState', 'state', { query }),
      put: (state: CallBody<'putAdminState'>) => op('putAdminState', 'state load', undefined, state),
    },
    sellers: {
      list: (query: Q<'getAdminSellers'> = {}) => op('getAdminSellers', 'sellers list', { query }),
      get: (sellerId: Id) => op('getAdminSellersId', `seller ${sellerId}`, id(sellerId)),
      create: (input: CallBody<'postAdminSellers'> = {}) => op('postAdminSellers', 'sellers create', undefined, input),
      update: (sellerId: Id, input: CallBody<'patchAdminSellersId'>) =>
        op('patchAdminSellersId', `seller ${sellerId}`, id(sellerId), input),
      rotateKeys: (sellerId: Id) => op('postAdminSellersIdKeys', `seller ${sellerId} keys`, id(sellerId)),
      rotateWebhookSecret: (sellerId: Id) =>
        op('postAdminSellersIdWebhookSecret', `seller ${sellerId} webhook secret`, id(sellerId)),
    },
    sales: {
      /** A sale for any seller, as its own keys would create it (no keys needed). */
      create: (sellerId: Id, sale: CallBody<'postAdminSales'>['sale']) =>
        op('postAdminSales', `sale for seller ${sellerId}`, undefined, { sellerId: Number(sellerId), sale }),
      list: (query: Q<'getAdminSales'> = {}) => op('getAdminSales', 'sales list', { query }),
      get: (saleId: Id) => op('getAdminSalesId', `sale ${saleId}`, id(saleId)),
      /** Moves a sale through its state machine, as the payment processor would. */
      move: (saleId: Id, status: CallBody<'postAdminSalesIdStatus'>['status']) =>
        op('postAdminSalesIdStatus', `sale ${saleId} → ${status}`, id(saleId), { status }),
    },
    cashouts: {
      /** A cashout for any seller, as from its dashboard (no keys needed). */
      create: (sellerId: Id, cashout: CallBody<'postAdminCashouts'>['cashout']) =>
        op('postAdminCashouts', `cashout for seller ${sellerId}`, undefined, { sellerId: Number(sellerId), cashout }),
      list: (query: Q<'getAdminCashouts'> = {}) => op('getAdminCashouts', 'cashouts list', { query }),
      get: (cashoutId: Id) => op('getAdminCashoutsId', `cashout ${cashoutId}`, id(cashoutId)),
      /** Reports a status change as the banking provider would. */
      postback: (
        cashoutId: Id,
        status: CallBody<'postAdminCashoutsIdPostback'>['status'],
        extra: Omit<CallBody<'postAdminCashoutsIdPostback'>, 'status'> = {},
      ) => op('postAdminCashoutsIdPostback', `cashout ${cashoutId} → ${status}`, id(cashoutId), { status, ...extra }),
    },
    subscriptions: {
      create: (input: CallBody<'postAdminSubscriptions'>) =>
        op('postAdminSubscriptions', 'subscriptions create', undefined, input),
      list: (query: Q<'getAdminSubscriptions'> = {}) => op('getAdminSubscriptions', 'subscriptions list', { query }),
      get: (subscriptionId: Id) => op('getAdminSubscriptionsId', `subscription ${subscriptionId}`, id(subscriptionId)),
      setCard: (subscriptionId: Id, input: CallBody<'postAdminSubscriptionsIdCard'>) =>
        op('postAdminSubscriptionsIdCard', `subscription ${subscriptionId} card`, id(subscriptionId), input),
      pause: (subscriptionId: Id) =>
        op('postAdminSubscriptionsIdPause', `subscription ${subscriptionId} pause`, id(subscriptionId)),
      resume: (subscriptionId: Id) =>
        op('postAdminSubscriptionsIdResume', `subscription ${subscriptionId} resume`, id(subscriptionId)),
      cancel: (subscriptionId: Id, input: CallBody<'postAdminSubscriptionsIdCancel'> = {}) =>
        op('postAdminSubscriptionsIdCancel', `subscription ${subscriptionId} cancel`, id(subscriptionId), input),
      cancelAtPeriodEnd: (subscriptionId: Id) =>
        op(
          'postAdminSubscriptionsIdCancelAtPeriodEnd',
          `subscription ${subscriptionId} cancel at period end`,
          id(subscriptionId),
        ),
    },
    clock: {
      get: () => op('getAdminClock', 'clock'),
      /** `{ months: 1 }` is a calendar month; days, hours, minutes and seconds are fixed lengths added after. */
      advance: (by: CallBody<'postAdminClockAdvance'>) => op('postAdminClockAdvance', 'clock advance', undefined, by),
    },
    faults: {
      add: (fault: CallBody<'postAdminFaults'>) => op('postAdminFaults', 'faults add', undefined, fault),
      /** The armed faults; `{ all: 'true' }`: the used-up ones too, with their hits. */
      list: (query: Q<'getAdminFaults'> = {}) => op('getAdminFaults', 'faults list', { query }),
      clear: () => op('deleteAdminFaults', 'faults clear'),
      disarm: (faultId: Id) => op('deleteAdminFaultsId', `fault ${faultId} disarm`, id(faultId)),
    },
    deliveries: {
      list: (query: Q<'getAdminWebhooksDeliveries'> = {}) =>
        op('getAdminWebhooksDeliveries', 'deliveries list', { query }),
      get: (deliveryId: Id) => op('getAdminWebhooksDeliveriesId', `delivery ${deliveryId}`, id(deliveryId)),
      redeliver: (deliveryId: Id) =>
        op('postAdminWebhooksDeliveriesIdRedeliver', `delivery ${deliveryId} redeliver`, id(deliveryId)),
    },
    requests: {
      list: (query: Q<'getAdminRequests'> = {}) => op('getAdminRequests', 'requests list', { query }),
      get: (requestId: Id) => op('getAdminRequestsId', `request ${requestId}`, id(requestId)),
    },
    /** The clock and how many records are in each status. */
    overview: () => op('getAdminOverview', 'overview'),
    /** The test values: e-mail tags, test cards, test PIX keys. */
    testValues: () => op('getAdminTestValues', 'test values'),
    inbox: {
      list: () => op('getAdminInbox', 'inbox list'),
      get: (inbox: string, query: Q<'getAdminInboxName'> = {}) =>
        op('getAdminInboxName', `inbox ${inbox}`, { ...name(inbox), query }),
      setMode: (inbox: string, mode: CallBody<'putAdminInboxNameMode'>) =>
        op('putAdminInboxNameMode', `inbox ${inbox} mode`, name(inbox), mode),
      forget: (inbox: string) => op('deleteAdminInboxName', `inbox ${inbox} forget`, name(inbox)),
      /** The URL a webhook delivered to this inbox goes to: the client's own sandbox's inbox. */
      url: (inbox: string) => urlOf(transport, 'postAdminInboxName', name(inbox)),
    },
    /** A seller's ledger (extrato), GET /__admin/sellers/{id}/ledger. */
    ledger: (sellerId: Id, query: Q<'getAdminSellersIdLedger'> = {}) =>
      op('getAdminSellersIdLedger', `seller ${sellerId} ledger`, { ...id(sellerId), query }),
    /** The search of sales, cashouts, subscriptions and sellers, GET /__admin/search?q=. */
    search: (q: string, query: Omit<Q<'getAdminSearch'>, 'q'> = {}) =>
      op('getAdminSearch', `search "${q}"`, { query: { q, ...query } }),
    events: {
      /**
       * One object's story (`sale:517`, `cashout:3`, `subscription:8`), oldest first, each event at its sandbox
       * instant.
       */
      timeline: (resource: string) => op('getAdminEventsTimeline', `timeline of ${resource}`, { query: { resource } }),
      /**
       * Opens GET /__admin/events (Server-Sent Events): the raw response, whose body the caller
       * reads (src/tools/cli/events.stream.ts parses it). `types` is the route's filter (`sale,delivery.changed`).
       */
      stream: (
        query: { types?: string; lastEventId?: number; follow?: boolean } = {},
        signal?: AbortSignal,
      ): Promise<Response> =>
        send(transport, 'getAdminEvents', { query }, undefined, {
          accept: 'text/event-stream',
          signal,
        }),
    },
  };
}

/** The answer of one operation, for code that names a client method's result. */
export type AdminAnswer<I extends OperationId> = CallAnswer<I>;

export type AdminClient = ReturnType<typeof createAdminClient>;
