/* eslint-disable */
// Generated from the OpenAPI document (src/features/openapi/document.ts) by scripts/gen-openapi-paths.mjs.
// Do not edit: change the operations or the schemas and run `npm run gen:types`.
import type * as S from './schema-types.js';

/** Every operation of the sandbox by path and method, in the shape openapi-typescript writes (openapi-fetch reads it). */
export interface paths {
  '/health': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Liveness */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read the seller account */
    get: operations['getApiSeller'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/sellers': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List sellers */
    get: operations['getAdminSellers'];
    put?: never;
    /** Create a user, its seller account and a key pair */
    post: operations['postAdminSellers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/sellers/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read a seller with its dashboard settings */
    get: operations['getAdminSellersId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a seller (partial) */
    patch: operations['patchAdminSellersId'];
    trace?: never;
  };
  '/__admin/sellers/{id}/ledger': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** A seller's ledger (extrato): every move of the available balance, with the balance after it */
    get: operations['getAdminSellersIdLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/sellers/{id}/keys': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Rotate the key pair */
    post: operations['postAdminSellersIdKeys'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/sellers/{id}/webhook-secret': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Rotate the webhook secret that signs X-Signature */
    post: operations['postAdminSellersIdWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sales': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List the account's sales */
    get: operations['getApiSales'];
    put?: never;
    /** Create a sale (PIX, credit or debit card, boleto, transfer) */
    post: operations['postApiSales'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read a sale */
    get: operations['getApiTransactionsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/sales': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List sales of every seller */
    get: operations['getAdminSales'];
    put?: never;
    /** Create a sale for any seller, as its own keys would */
    post: operations['postAdminSales'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/sales/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read any sale with its seller, postbackUrl, status history, allowed moves and payment data */
    get: operations['getAdminSalesId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/sales/{id}/status': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Move a sale through its state machine, as the payment processor would */
    post: operations['postAdminSalesIdStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/cashout': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Request a cashout of the available balance to a PIX key */
    post: operations['postApiPublicCashout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/cashout/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read one of your cashouts */
    get: operations['getApiPublicCashoutId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/balance': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read the available balance */
    get: operations['getApiPublicBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/cashouts': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List cashouts */
    get: operations['getAdminCashouts'];
    put?: never;
    /** Request a cashout for any seller, as from its dashboard */
    post: operations['postAdminCashouts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/cashouts/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read a cashout with its owner, postback URL and allowed moves */
    get: operations['getAdminCashoutsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/cashouts/{id}/postback': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Play the banking provider's postback: move a cashout to a new status */
    post: operations['postAdminCashoutsIdPostback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List subscriptions */
    get: operations['getApiSubscriptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/metrics': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Subscription metrics */
    get: operations['getApiSubscriptionsMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read a subscription */
    get: operations['getApiSubscriptionsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}/pause': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Pause a subscription */
    post: operations['postApiSubscriptionsIdPause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}/resume': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Resume a paused subscription */
    post: operations['postApiSubscriptionsIdResume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}/cancel': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Cancel a subscription */
    post: operations['postApiSubscriptionsIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/subscriptions': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List subscriptions */
    get: operations['getAdminSubscriptions'];
    put?: never;
    /** Create a subscription in any status */
    post: operations['postAdminSubscriptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/subscriptions/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read a subscription with its seller, card and retry state */
    get: operations['getAdminSubscriptionsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/subscriptions/{id}/card': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Change the test card on file */
    post: operations['postAdminSubscriptionsIdCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/subscriptions/{id}/pause': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Pause any subscription (ACTIVE or TRIALING) */
    post: operations['postAdminSubscriptionsIdPause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/subscriptions/{id}/resume': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Resume a PAUSED subscription */
    post: operations['postAdminSubscriptionsIdResume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/subscriptions/{id}/cancel': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Cancel any subscription now */
    post: operations['postAdminSubscriptionsIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/subscriptions/{id}/cancelAtPeriodEnd': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Cancel a subscription at the end of its running period */
    post: operations['postAdminSubscriptionsIdCancelAtPeriodEnd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/reset': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Go back to the fixture state */
    post: operations['postAdminReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/state': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Snapshot the whole state */
    get: operations['getAdminState'];
    /** Restore a snapshot */
    put: operations['putAdminState'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/faults': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List armed faults */
    get: operations['getAdminFaults'];
    put?: never;
    /** Inject a fault */
    post: operations['postAdminFaults'];
    /** Clear every fault */
    delete: operations['deleteAdminFaults'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/faults/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one fault */
    delete: operations['deleteAdminFaultsId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/requests': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Recent requests, newest first */
    get: operations['getAdminRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/requests/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** One request of the journal, with its headers and bodies */
    get: operations['getAdminRequestsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/events': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Live events (Server-Sent Events) */
    get: operations['getAdminEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/events/timeline': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** One object's timeline: what happened to it, each event at the sandbox instant it happened */
    get: operations['getAdminEventsTimeline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/overview': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** The clock and how many records are in each status */
    get: operations['getAdminOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/search': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Find sales, cashouts, subscriptions and sellers by id, e-mail, document, name, orderId or external id */
    get: operations['getAdminSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/ui': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** The QA console (a web page over this admin API) */
    get: operations['getAdminUi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/clock': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read the sandbox clock */
    get: operations['getAdminClock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/clock/advance': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Move the sandbox clock forward */
    post: operations['postAdminClockAdvance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/webhooks/deliveries': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List webhook and postback deliveries, newest first */
    get: operations['getAdminWebhooksDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/webhooks/deliveries/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** Read one delivery with every attempt */
    get: operations['getAdminWebhooksDeliveriesId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/webhooks/deliveries/{id}/redeliver': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Send a delivery once more, now */
    post: operations['postAdminWebhooksDeliveriesIdRedeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/test-values': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** The test values: e-mail tags, test cards, test PIX keys */
    get: operations['getAdminTestValues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/inbox/{name}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** What an inbox received, newest first */
    get: operations['getAdminInboxName'];
    put?: never;
    /** A webhook inbox: point a webhook or postbackUrl here */
    post: operations['postAdminInboxName'];
    /** Forget an inbox: its requests and its mode */
    delete: operations['deleteAdminInboxName'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/inbox': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List the webhook inboxes */
    get: operations['getAdminInbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/inbox/{name}/mode': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    /** Set how an inbox answers: accept, fail (500 by default) or hang */
    put: operations['putAdminInboxNameMode'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/scenarios': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List the scenarios shipped with the sandbox */
    get: operations['getAdminScenarios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/scenarios/apply': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Apply a scenario: a world declared in one file */
    post: operations['postAdminScenariosApply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/scenarios/export': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** The sandbox as a scenario */
    get: operations['getAdminScenariosExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** This OpenAPI document */
    get: operations['getOpenapiJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** The API reference (works offline) */
    get: operations['getDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/tenants': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    /** List the tenants */
    get: operations['getAdminTenants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/tenants/{name}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Create a tenant */
    post: operations['postAdminTenantsName'];
    /** Delete a tenant */
    delete: operations['deleteAdminTenantsName'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/tenants/{name}/move': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    /** Start (or give up) moving a tenant */
    post: operations['postAdminTenantsNameMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/tenants/{name}/identity': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    /** Give a tenant the identity it had where it was moved from */
    put: operations['putAdminTenantsNameIdentity'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

export interface operations {
  getHealth: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** Up */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.HealthResponse } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  getApiSeller: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The seller account */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SellerAccount } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.SellerError } };
      /** SELLER_NOT_FOUND: the keys belong to a user without a seller account. */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.SellerError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.SellerError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.SellerError } };
    };
  };
  getAdminSellers: {
    parameters: { query?: { 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The sellers and how many there are */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminSellerList } };
      /** A bad limit */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSellers: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.SellerInput } };
    responses: {
      /** The account and its credentials */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.SellerCreated } };
      /** Invalid body MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Public key already in use */
      409: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminSellersId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The seller */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminSellerView } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown seller */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  patchAdminSellersId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody: { content: { 'application/json': S.SellerInput } };
    responses: {
      /** The seller as changed */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminSellerView } };
      /** Invalid body MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown seller */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminSellersIdLedger: {
    parameters: { query?: { 'order'?: "newest" | "oldest"; 'page'?: number; 'limit'?: number; }; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** One page of the ledger and the balance now */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SellerLedger } };
      /** A bad order, page or limit MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown seller */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSellersIdKeys: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The new pair */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.SellerCreated } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown user */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSellersIdWebhookSecret: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The new secret */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.WebhookSecretRotated } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown user */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getApiSales: {
    parameters: { query?: { 'page'?: number; 'limit'?: number; 'status'?: "PENDENTE" | "PAGO" | "CANCELADO" | "RECUSADO" | "ESTORNADO" | "FALHA" | "EM_PROCESSAMENTO" | "CHARGEBACK" | "MED"; 'paymentMethod'?: "CREDIT_CARD" | "DEBIT_CARD" | "BOLETO" | "PIX" | "TRANSFER"; 'startDate'?: string; 'endDate'?: string; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** A page of sales */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SaleList } };
      /** VALIDATION_ERROR: a malformed query parameter (unknown ones are ignored). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** FORBIDDEN: no seller account for the keys, or a blocked one. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
    };
  };
  postApiSales: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.SaleCreateInput } };
    responses: {
      /** The creation result; sale.amount is cents as a string; sale.payment carries the PIX code and QR image, the boleto numbers, the card brand and last four, or the transfer instructions */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.SaleCreated } };
      /** Invalid data or missing required fields: {message, error, details: {missingFields}} MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.SalesCreateValidationError } };
      /** UNAUTHORIZED: keys invalid, absent, or not of the same user: {message, details} */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.SalesCreateUnauthorizedError } };
      /** No seller account for the keys, or a blocked one */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.SalesCreateOtherError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.SalesCreateOtherError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.SalesCreateOtherError } };
      /** AMOUNT_BELOW_MINIMUM or PAYMENT_METHOD_UNAVAILABLE */
      422: { headers: { [name: string]: unknown }; content: { 'application/json': S.SalesCreateOtherError } };
      /** INTERNAL_ERROR: the payment could not be processed now */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.SalesCreateOtherError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.SalesCreateError } };
    };
  };
  getApiTransactionsId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The sale */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.Sale } };
      /** INVALID_ID: the id is not a valid number. MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** FORBIDDEN: the sale belongs to another account (or no seller account for the keys). */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** NOT_FOUND: no sale with this id. */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.TransactionsError } };
    };
  };
  getAdminSales: {
    parameters: { query?: { 'sellerId'?: number; 'status'?: "PENDENTE" | "PAGO" | "CANCELADO" | "RECUSADO" | "ESTORNADO" | "FALHA" | "EM_PROCESSAMENTO" | "CHARGEBACK" | "MED"; 'paymentMethod'?: "CREDIT_CARD" | "DEBIT_CARD" | "BOLETO" | "PIX" | "TRANSFER"; 'startDate'?: string; 'endDate'?: string; 'subscriptionId'?: number; 'page'?: number; 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The sales and how many matched */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminSaleList } };
      /** A bad filter */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSales: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.SaleAdminCreateInput } };
    responses: {
      /** The sale, as POST /api/sales answers it */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.SaleCreated } };
      /** A bad body (every bad field in details) MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** FORBIDDEN: the seller is blocked ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** No such seller account */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYMENT_METHOD_UNAVAILABLE or AMOUNT_BELOW_MINIMUM, as POST /api/sales */
      422: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminSalesId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The sale */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminSaleView } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown sale */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSalesIdStatus: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody: { content: { 'application/json': S.SaleStatusInput } };
    responses: {
      /** The sale as moved */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.Sale } };
      /** Not a sale status MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown sale */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** INVALID_TRANSITION: the table does not allow this move; `allowed` lists the moves it does */
      409: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postApiPublicCashout: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.CashoutCreateInput } };
    responses: {
      /** The cashout, PENDING */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.Cashout } };
      /** Dados invalidos: amount not a number greater than zero or with more than two decimals, pixKey of the wrong length or format MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** UNAUTHORIZED (Nao autorizado): missing, malformed, unknown or mismatched keys. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** API_WITHDRAWAL_DISABLED_GLOBALLY, TRANSFER_NOT_ALLOWED (also below the minimum when SANDBOX_CASHOUT_BELOW_MINIMUM_ERROR says so), or FORBIDDEN (no seller account, blocked) */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** MINIMUM_VALUE (also when the fee would take the whole amount), MAXIMUM_VALUE or INSUFFICIENT_BALANCE */
      422: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** INTERNAL_ERROR (Erro interno do servidor). */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
    };
  };
  getApiPublicCashoutId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The cashout */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutDetail } };
      /** VALIDATION_ERROR: the id is not a positive integer. MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** FORBIDDEN: the cashout belongs to another account (or no seller account, or a blocked one). */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** NOT_FOUND: no cashout with this id. */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
    };
  };
  getApiPublicBalance: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The available balance */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.PublicBalance } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** FORBIDDEN: no seller account, or a blocked one. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.CashoutError } };
    };
  };
  getAdminCashouts: {
    parameters: { query?: { 'sellerId'?: number; 'status'?: "PENDING" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "REJECTED"; 'page'?: number; 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The matching cashouts */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminCashoutList } };
      /** A bad filter */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminCashouts: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.CashoutAdminCreateInput } };
    responses: {
      /** The cashout, as POST /api/public/cashout answers it */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.Cashout } };
      /** A bad body, an amount with more than two decimals, a PIX key that does not fit its type MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** FORBIDDEN (a blocked seller) or TRANSFER_NOT_ALLOWED ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** No such seller account */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** MINIMUM_VALUE, MAXIMUM_VALUE or INSUFFICIENT_BALANCE */
      422: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminCashoutsId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The cashout */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminCashoutView } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown cashout */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminCashoutsIdPostback: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody: { content: { 'application/json': S.CashoutPostbackInput } };
    responses: {
      /** The cashout after the move */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminCashoutView } };
      /** Invalid body (unknown status, empty externalId) MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown cashout */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** INVALID_TRANSITION; `allowed` lists the moves from the current status */
      409: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getApiSubscriptions: {
    parameters: { query?: { 'status'?: "PENDING" | "ACTIVE" | "TRIALING" | "PAUSED" | "CANCELLED" | "PAST_DUE" | "EXPIRED"; 'search'?: string; 'q'?: string; 'startDate'?: string; 'endDate'?: string; 'page'?: number; 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** One page and the pagination */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionListResponse } };
      /** VALIDATION_ERROR: a malformed filter */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** FORBIDDEN: the keys have no seller account */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  getApiSubscriptionsMetrics: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The metrics of the seller */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionMetricsResponse } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** FORBIDDEN: the keys have no seller account */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  getApiSubscriptionsId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The subscription */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionDetailResponse } };
      /** INVALID_ID: the path id is not a positive integer. MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** FORBIDDEN: the subscription belongs to another seller (or the keys have no seller account). */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** NOT_FOUND: no subscription with this id. */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  postApiSubscriptionsIdPause: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** Paused */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionPauseResponse } };
      /** ALREADY_PAUSED, or INVALID_STATUS for any state but ACTIVE and TRIALING. INVALID_ID: the path id is not a positive integer. MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** FORBIDDEN: the subscription belongs to another seller (or the keys have no seller account). */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** NOT_FOUND: no subscription with this id. */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  postApiSubscriptionsIdResume: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** Active again */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionResumeResponse } };
      /** INVALID_STATUS: not PAUSED. INVALID_ID: the path id is not a positive integer. MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** FORBIDDEN: the subscription belongs to another seller (or the keys have no seller account). */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** NOT_FOUND: no subscription with this id. */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  postApiSubscriptionsIdCancel: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: { content: { 'application/json': S.SubscriptionCancelInput } };
    responses: {
      /** Cancelled, or the cancellation scheduled */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionCancelResponse } };
      /** ALREADY_CANCELLED, or VALIDATION_ERROR for a body of the wrong types. INVALID_ID: the path id is not a positive integer. MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults). */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** FORBIDDEN: the subscription belongs to another seller (or the keys have no seller account). */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** NOT_FOUND: no subscription with this id. */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  getAdminSubscriptions: {
    parameters: { query?: { 'sellerId'?: number; 'status'?: "PENDING" | "ACTIVE" | "TRIALING" | "PAUSED" | "CANCELLED" | "PAST_DUE" | "EXPIRED"; 'page'?: number; 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The subscriptions and how many matched */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionAdminList } };
      /** A bad sellerId or limit */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSubscriptions: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.SubscriptionAdminInput } };
    responses: {
      /** The subscription, with its seller, card and retry state */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionAdminView } };
      /** Invalid body, unknown seller, or inconsistent dates MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminSubscriptionsId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The subscription */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionAdminView } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown subscription */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSubscriptionsIdCard: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody: { content: { 'application/json': S.SubscriptionCardInput } };
    responses: {
      /** The subscription with its new card */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionAdminView } };
      /** Invalid body, or a PIX subscription MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown subscription */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSubscriptionsIdPause: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The subscription after the action */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionAdminView } };
      /** INVALID_STATUS or ALREADY_PAUSED: the table refuses the action in this status MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown subscription */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSubscriptionsIdResume: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The subscription after the action */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionAdminView } };
      /** INVALID_STATUS: the table refuses the action in this status MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown subscription */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSubscriptionsIdCancel: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: { content: { 'application/json': S.SubscriptionCancelInput } };
    responses: {
      /** The subscription after the action */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionAdminView } };
      /** INVALID_STATUS or ALREADY_CANCELLED: the table refuses the action in this status MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown subscription */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminSubscriptionsIdCancelAtPeriodEnd: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: { content: { 'application/json': S.SubscriptionCancelInput } };
    responses: {
      /** The subscription after the action */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SubscriptionAdminView } };
      /** INVALID_STATUS or ALREADY_CANCELLED: the table refuses the action in this status MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown subscription */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminReset: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** State reset */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminOk } };
      /** MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminState: {
    parameters: { query?: { 'secrets'?: "redacted" | "include"; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The state */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.StateSnapshot } };
      /** `secrets` other than `redacted` or `include` */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  putAdminState: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.StateSnapshot } };
    responses: {
      /** State replaced (migrated first when it was of an earlier schema version) */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.StateRestored } };
      /** Invalid state (the problems are listed in details), or one of a newer schema version MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** A body larger than SANDBOX_STATE_BODY_LIMIT_BYTES after decompression, one that inflates more than SANDBOX_STATE_BODY_INFLATE_RATIO times, or (a tenant’s) a state of more records than SANDBOX_TENANT_MAX_RECORDS: the message names the limit, nothing changed PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminFaults: {
    parameters: { query?: { 'all'?: "true" | "false"; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The faults */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.FaultList } };
      /** An `all` other than true or false */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminFaults: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.FaultInput } };
    responses: {
      /** The armed fault */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.FaultCreated } };
      /** Invalid fault MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  deleteAdminFaults: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** Cleared */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminOk } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  deleteAdminFaultsId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** Deleted */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminOk } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** No fault with that id (a fault whose `times` ran out is gone) */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminRequests: {
    parameters: { query?: { 'sellerId'?: number; 'method'?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS"; 'path'?: string; 'status'?: string; 'hideAdmin'?: boolean; 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The journal (never keys) */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.RequestList } };
      /** A bad filter or limit */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminRequestsId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The request */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.RequestDetail } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Not (or no longer) in the journal */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminEvents: {
    parameters: { query?: { 'types'?: string; 'lastEventId'?: number; 'follow'?: boolean; 'resource'?: string; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** text/event-stream; each `data:` line is one event */
      200: { headers: { [name: string]: unknown }; content: { 'text/event-stream': string } };
      /** An unknown type or a bad lastEventId */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** EVENT_STREAMS_FULL: SANDBOX_MAX_EVENT_STREAMS streams are open already (Retry-After: 2) */
      503: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminEventsTimeline: {
    parameters: { query: { 'resource': string; 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The events about the object, oldest first */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.EventTimeline } };
      /** A missing or malformed resource, or a bad limit */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminOverview: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** Counts by status of sales, cashouts, subscriptions and deliveries */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminOverview } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminSearch: {
    parameters: { query: { 'q': string; 'types'?: string; 'page'?: number; 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The hits, best first */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.SearchResult } };
      /** No q, an unknown type or a bad limit */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminUi: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** HTML page */
      200: { headers: { [name: string]: unknown }; content: { 'text/html': string } };
      /** CONSOLE_NOT_BUILT: run npm run build */
      503: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Served before the loop refusal and the JSON body rules (a sandbox delivery is what an inbox is for): no status beyond those listed. */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminClock: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** Now, on the sandbox clock */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.ClockView } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminClockAdvance: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.ClockAdvanceInput } };
    responses: {
      /** The new time and the work that ran */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.ClockAdvanced } };
      /** Invalid duration MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminWebhooksDeliveries: {
    parameters: { query?: { 'sellerId'?: number; 'status'?: "PENDING" | "DELIVERED" | "FAILED"; 'kind'?: "sale.postback" | "cashout.postback" | "cashout.webhook"; 'resourceType'?: "sale" | "cashout"; 'resourceId'?: number; 'limit'?: number; }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The deliveries and how many match */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.DeliveryList } };
      /** Bad filter */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminWebhooksDeliveriesId: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The delivery */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.DeliveryView } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown delivery */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminWebhooksDeliveriesIdRedeliver: {
    parameters: { query?: never; header?: never; path: { 'id': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** Scheduled */
      202: { headers: { [name: string]: unknown }; content: { 'application/json': S.DeliveryView } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Unknown delivery */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminTestValues: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The tables and the settings that time them */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.TestValues } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminInboxName: {
    parameters: { query?: { 'limit'?: number; }; header?: never; path: { 'name': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** The inbox and its requests */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.InboxContents } };
      /** A bad name or limit MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminInboxName: {
    parameters: { query?: never; header?: never; path: { 'name': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** Captured (or the status of its mode) */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.InboxReceived } };
      /** A bad inbox name MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** NOT_FOUND: a tenant’s inbox without its capability (the `token` of its URL) */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES, as every endpoint refuses */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Served before the loop refusal and the JSON body rules (a sandbox delivery is what an inbox is for): no status beyond those listed. */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  deleteAdminInboxName: {
    parameters: { query?: never; header?: never; path: { 'name': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** Forgotten */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminOk } };
      /** A bad name MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminInbox: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The inboxes that received something or were configured */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.InboxList } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  putAdminInboxNameMode: {
    parameters: { query?: never; header?: never; path: { 'name': string | number; }; cookie?: never };
    requestBody: { content: { 'application/json': S.InboxModeInput } };
    responses: {
      /** The inbox as it answers now */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.InboxContents } };
      /** A bad name or body MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminScenarios: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The named scenarios */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.ScenarioList } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminScenariosApply: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': S.ScenarioApplyInput } };
    responses: {
      /** The id each entry got */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.ScenarioApplied } };
      /** The scenario does not validate: the entry is named MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** No shipped scenario of that name */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** RECORD_LIMIT: the scenario would pass SANDBOX_TENANT_MAX_RECORDS */
      409: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** A service refused an entry (INSUFFICIENT_BALANCE, AMOUNT_BELOW_MINIMUM…): the entry is named */
      422: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getAdminScenariosExport: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The scenario */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.Scenario } };
      /** ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  getOpenapiJson: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** OpenAPI 3.1 */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.OpenApiDocument } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  getDocs: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** HTML page */
      200: { headers: { [name: string]: unknown }; content: { 'text/html': string } };
      /** INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault. */
      500: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
      /** In the group’s error body: any status an armed fault names (POST /__admin/faults: 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, or the status of the catalogue code it names), before the keys are checked; a fault that sets both status and code may pair them freely. Also 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.EnvelopeError } };
    };
  };
  getAdminTenants: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: {
      /** The tenants, by name */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.TenantList } };
      /** No operator token, or a wrong one ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminTenantsName: {
    parameters: { query?: never; header?: never; path: { 'name': string | number; }; cookie?: never };
    requestBody: { content: { 'application/json': S.TenantCreateInput } };
    responses: {
      /** The tenant, its admin token and the fixture accounts’ keys */
      201: { headers: { [name: string]: unknown }; content: { 'application/json': S.TenantCreated } };
      /** A name outside 1–63 of a-z 0-9 - (not starting or ending with -), or a bad field MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** The operator’s token is set and was not presented ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** The name exists (TENANT_EXISTS), or SANDBOX_MAX_TENANTS tenants exist (TENANT_LIMIT) */
      409: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  deleteAdminTenantsName: {
    parameters: { query?: never; header?: never; path: { 'name': string | number; }; cookie?: never };
    requestBody?: never;
    responses: {
      /** Deleted */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminOk } };
      /** MALFORMED_PATH: a path id whose percent escape does not decode. */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Neither the tenant’s token nor the operator’s ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** No such tenant (to the operator) */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  postAdminTenantsNameMove: {
    parameters: { query?: never; header?: never; path: { 'name': string | number; }; cookie?: never };
    requestBody: { content: { 'application/json': S.TenantMoveInput } };
    responses: {
      /** Its writes, and its identity */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.TenantMove } };
      /** An unknown field or value, or a percent-encoded name MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Neither the tenant’s token nor the operator’s ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** No such tenant (to the operator) */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
  putAdminTenantsNameIdentity: {
    parameters: { query?: never; header?: never; path: { 'name': string | number; }; cookie?: never };
    requestBody: { content: { 'application/json': S.TenantIdentity } };
    responses: {
      /** The tenant, with its identity */
      200: { headers: { [name: string]: unknown }; content: { 'application/json': S.TenantView } };
      /** Not an identity, a key of another tenant, or a percent-encoded name MALFORMED_PATH: a path id whose percent escape does not decode. MALFORMED_JSON: a body that is not JSON. MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset). */
      400: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** Neither the tenant’s token nor the operator’s ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN. */
      401: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not. ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not. */
      403: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** No such tenant (to the operator) */
      404: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read). */
      413: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset. */
      415: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
      /** In the group’s error body: 508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself). */
      default: { headers: { [name: string]: unknown }; content: { 'application/json': S.AdminError } };
    };
  };
}
