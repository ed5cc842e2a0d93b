/* eslint-disable */
// Generated from the route table (operationId of each row, through src/features/openapi/document.ts) by
// scripts/gen-operations.mjs. Do not edit: change the route rows and run `npm run gen:types`.

/** Where the `sandbox` and `operator` paths are rooted: the default sandbox's admin base, and the operator's. */
export const BASES = { sandbox: '/__admin', operator: '/__admin/tenants' } as const;

/**
 * Every operation of the sandbox by its operationId: its method, where its path is rooted
 * (`sandbox`: after the sandbox's admin base, BASES.sandbox or BASES.operator/{name}; `operator`:
 * the routes of tenants; `root`: as is), and its path template ({id} style). Typed calls read
 * bodies and answers off `operations` of src/generated/openapi-paths.ts by the same id.
 */
export const OPERATIONS = {
  /** GET /health: Liveness */
  getHealth: { method: 'get', base: 'root', path: '/health' },
  /** GET /api/seller: Read the seller account */
  getApiSeller: { method: 'get', base: 'root', path: '/api/seller' },
  /** GET /__admin/sellers: List sellers */
  getAdminSellers: { method: 'get', base: 'sandbox', path: '/sellers' },
  /** POST /__admin/sellers: Create a user, its seller account and a key pair */
  postAdminSellers: { method: 'post', base: 'sandbox', path: '/sellers' },
  /** GET /__admin/sellers/{id}: Read a seller with its dashboard settings */
  getAdminSellersId: { method: 'get', base: 'sandbox', path: '/sellers/{id}' },
  /** PATCH /__admin/sellers/{id}: Change a seller (partial) */
  patchAdminSellersId: { method: 'patch', base: 'sandbox', path: '/sellers/{id}' },
  /** GET /__admin/sellers/{id}/ledger: A seller's ledger (extrato): every move of the available balance, with the balance after it */
  getAdminSellersIdLedger: { method: 'get', base: 'sandbox', path: '/sellers/{id}/ledger' },
  /** POST /__admin/sellers/{id}/keys: Rotate the key pair */
  postAdminSellersIdKeys: { method: 'post', base: 'sandbox', path: '/sellers/{id}/keys' },
  /** POST /__admin/sellers/{id}/webhook-secret: Rotate the webhook secret that signs X-Signature */
  postAdminSellersIdWebhookSecret: { method: 'post', base: 'sandbox', path: '/sellers/{id}/webhook-secret' },
  /** GET /api/sales: List the account's sales */
  getApiSales: { method: 'get', base: 'root', path: '/api/sales' },
  /** POST /api/sales: Create a sale (PIX, credit or debit card, boleto, transfer) */
  postApiSales: { method: 'post', base: 'root', path: '/api/sales' },
  /** GET /api/transactions/{id}: Read a sale */
  getApiTransactionsId: { method: 'get', base: 'root', path: '/api/transactions/{id}' },
  /** GET /__admin/sales: List sales of every seller */
  getAdminSales: { method: 'get', base: 'sandbox', path: '/sales' },
  /** POST /__admin/sales: Create a sale for any seller, as its own keys would */
  postAdminSales: { method: 'post', base: 'sandbox', path: '/sales' },
  /** GET /__admin/sales/{id}: Read any sale with its seller, postbackUrl, status history, allowed moves and payment data */
  getAdminSalesId: { method: 'get', base: 'sandbox', path: '/sales/{id}' },
  /** POST /__admin/sales/{id}/status: Move a sale through its state machine, as the payment processor would */
  postAdminSalesIdStatus: { method: 'post', base: 'sandbox', path: '/sales/{id}/status' },
  /** POST /api/public/cashout: Request a cashout of the available balance to a PIX key */
  postApiPublicCashout: { method: 'post', base: 'root', path: '/api/public/cashout' },
  /** GET /api/public/cashout/{id}: Read one of your cashouts */
  getApiPublicCashoutId: { method: 'get', base: 'root', path: '/api/public/cashout/{id}' },
  /** GET /api/public/balance: Read the available balance */
  getApiPublicBalance: { method: 'get', base: 'root', path: '/api/public/balance' },
  /** GET /__admin/cashouts: List cashouts */
  getAdminCashouts: { method: 'get', base: 'sandbox', path: '/cashouts' },
  /** POST /__admin/cashouts: Request a cashout for any seller, as from its dashboard */
  postAdminCashouts: { method: 'post', base: 'sandbox', path: '/cashouts' },
  /** GET /__admin/cashouts/{id}: Read a cashout with its owner, postback URL and allowed moves */
  getAdminCashoutsId: { method: 'get', base: 'sandbox', path: '/cashouts/{id}' },
  /** POST /__admin/cashouts/{id}/postback: Play the banking provider's postback: move a cashout to a new status */
  postAdminCashoutsIdPostback: { method: 'post', base: 'sandbox', path: '/cashouts/{id}/postback' },
  /** GET /api/subscriptions: List subscriptions */
  getApiSubscriptions: { method: 'get', base: 'root', path: '/api/subscriptions' },
  /** GET /api/subscriptions/metrics: Subscription metrics */
  getApiSubscriptionsMetrics: { method: 'get', base: 'root', path: '/api/subscriptions/metrics' },
  /** GET /api/subscriptions/{id}: Read a subscription */
  getApiSubscriptionsId: { method: 'get', base: 'root', path: '/api/subscriptions/{id}' },
  /** POST /api/subscriptions/{id}/pause: Pause a subscription */
  postApiSubscriptionsIdPause: { method: 'post', base: 'root', path: '/api/subscriptions/{id}/pause' },
  /** POST /api/subscriptions/{id}/resume: Resume a paused subscription */
  postApiSubscriptionsIdResume: { method: 'post', base: 'root', path: '/api/subscriptions/{id}/resume' },
  /** POST /api/subscriptions/{id}/cancel: Cancel a subscription */
  postApiSubscriptionsIdCancel: { method: 'post', base: 'root', path: '/api/subscriptions/{id}/cancel' },
  /** GET /__admin/subscriptions: List subscriptions */
  getAdminSubscriptions: { method: 'get', base: 'sandbox', path: '/subscriptions' },
  /** POST /__admin/subscriptions: Create a subscription in any status */
  postAdminSubscriptions: { method: 'post', base: 'sandbox', path: '/subscriptions' },
  /** GET /__admin/subscriptions/{id}: Read a subscription with its seller, card and retry state */
  getAdminSubscriptionsId: { method: 'get', base: 'sandbox', path: '/subscriptions/{id}' },
  /** POST /__admin/subscriptions/{id}/card: Change the test card on file */
  postAdminSubscriptionsIdCard: { method: 'post', base: 'sandbox', path: '/subscriptions/{id}/card' },
  /** POST /__admin/subscriptions/{id}/pause: Pause any subscription (ACTIVE or TRIALING) */
  postAdminSubscriptionsIdPause: { method: 'post', base: 'sandbox', path: '/subscriptions/{id}/pause' },
  /** POST /__admin/subscriptions/{id}/resume: Resume a PAUSED subscription */
  postAdminSubscriptionsIdResume: { method: 'post', base: 'sandbox', path: '/subscriptions/{id}/resume' },
  /** POST /__admin/subscriptions/{id}/cancel: Cancel any subscription now */
  postAdminSubscriptionsIdCancel: { method: 'post', base: 'sandbox', path: '/subscriptions/{id}/cancel' },
  /** POST /__admin/subscriptions/{id}/cancelAtPeriodEnd: Cancel a subscription at the end of its running period */
  postAdminSubscriptionsIdCancelAtPeriodEnd: { method: 'post', base: 'sandbox', path: '/subscriptions/{id}/cancelAtPeriodEnd' },
  /** POST /__admin/reset: Go back to the fixture state */
  postAdminReset: { method: 'post', base: 'sandbox', path: '/reset' },
  /** GET /__admin/state: Snapshot the whole state */
  getAdminState: { method: 'get', base: 'sandbox', path: '/state' },
  /** PUT /__admin/state: Restore a snapshot */
  putAdminState: { method: 'put', base: 'sandbox', path: '/state' },
  /** GET /__admin/faults: List armed faults */
  getAdminFaults: { method: 'get', base: 'sandbox', path: '/faults' },
  /** POST /__admin/faults: Inject a fault */
  postAdminFaults: { method: 'post', base: 'sandbox', path: '/faults' },
  /** DELETE /__admin/faults: Clear every fault */
  deleteAdminFaults: { method: 'delete', base: 'sandbox', path: '/faults' },
  /** DELETE /__admin/faults/{id}: Delete one fault */
  deleteAdminFaultsId: { method: 'delete', base: 'sandbox', path: '/faults/{id}' },
  /** GET /__admin/requests: Recent requests, newest first */
  getAdminRequests: { method: 'get', base: 'sandbox', path: '/requests' },
  /** GET /__admin/requests/{id}: One request of the journal, with its headers and bodies */
  getAdminRequestsId: { method: 'get', base: 'sandbox', path: '/requests/{id}' },
  /** GET /__admin/events: Live events (Server-Sent Events) */
  getAdminEvents: { method: 'get', base: 'sandbox', path: '/events' },
  /** GET /__admin/events/timeline: One object's timeline: what happened to it, each event at the sandbox instant it happened */
  getAdminEventsTimeline: { method: 'get', base: 'sandbox', path: '/events/timeline' },
  /** GET /__admin/overview: The clock and how many records are in each status */
  getAdminOverview: { method: 'get', base: 'sandbox', path: '/overview' },
  /** GET /__admin/search: Find sales, cashouts, subscriptions and sellers by id, e-mail, document, name, orderId or external id */
  getAdminSearch: { method: 'get', base: 'sandbox', path: '/search' },
  /** GET /__admin/ui: The QA console (a web page over this admin API) */
  getAdminUi: { method: 'get', base: 'sandbox', path: '/ui' },
  /** GET /__admin/clock: Read the sandbox clock */
  getAdminClock: { method: 'get', base: 'sandbox', path: '/clock' },
  /** POST /__admin/clock/advance: Move the sandbox clock forward */
  postAdminClockAdvance: { method: 'post', base: 'sandbox', path: '/clock/advance' },
  /** GET /__admin/webhooks/deliveries: List webhook and postback deliveries, newest first */
  getAdminWebhooksDeliveries: { method: 'get', base: 'sandbox', path: '/webhooks/deliveries' },
  /** GET /__admin/webhooks/deliveries/{id}: Read one delivery with every attempt */
  getAdminWebhooksDeliveriesId: { method: 'get', base: 'sandbox', path: '/webhooks/deliveries/{id}' },
  /** POST /__admin/webhooks/deliveries/{id}/redeliver: Send a delivery once more, now */
  postAdminWebhooksDeliveriesIdRedeliver: { method: 'post', base: 'sandbox', path: '/webhooks/deliveries/{id}/redeliver' },
  /** GET /__admin/test-values: The test values: e-mail tags, test cards, test PIX keys */
  getAdminTestValues: { method: 'get', base: 'sandbox', path: '/test-values' },
  /** GET /__admin/inbox/{name}: What an inbox received, newest first */
  getAdminInboxName: { method: 'get', base: 'sandbox', path: '/inbox/{name}' },
  /** POST /__admin/inbox/{name}: A webhook inbox: point a webhook or postbackUrl here */
  postAdminInboxName: { method: 'post', base: 'sandbox', path: '/inbox/{name}' },
  /** DELETE /__admin/inbox/{name}: Forget an inbox: its requests and its mode */
  deleteAdminInboxName: { method: 'delete', base: 'sandbox', path: '/inbox/{name}' },
  /** GET /__admin/inbox: List the webhook inboxes */
  getAdminInbox: { method: 'get', base: 'sandbox', path: '/inbox' },
  /** PUT /__admin/inbox/{name}/mode: Set how an inbox answers: accept, fail (500 by default) or hang */
  putAdminInboxNameMode: { method: 'put', base: 'sandbox', path: '/inbox/{name}/mode' },
  /** GET /__admin/scenarios: List the scenarios shipped with the sandbox */
  getAdminScenarios: { method: 'get', base: 'sandbox', path: '/scenarios' },
  /** POST /__admin/scenarios/apply: Apply a scenario: a world declared in one file */
  postAdminScenariosApply: { method: 'post', base: 'sandbox', path: '/scenarios/apply' },
  /** GET /__admin/scenarios/export: The sandbox as a scenario */
  getAdminScenariosExport: { method: 'get', base: 'sandbox', path: '/scenarios/export' },
  /** GET /openapi.json: This OpenAPI document */
  getOpenapiJson: { method: 'get', base: 'root', path: '/openapi.json' },
  /** GET /docs: The API reference (works offline) */
  getDocs: { method: 'get', base: 'root', path: '/docs' },
  /** GET /__admin/tenants: List the tenants */
  getAdminTenants: { method: 'get', base: 'operator', path: '/__admin/tenants' },
  /** POST /__admin/tenants/{name}: Create a tenant */
  postAdminTenantsName: { method: 'post', base: 'operator', path: '/__admin/tenants/{name}' },
  /** DELETE /__admin/tenants/{name}: Delete a tenant */
  deleteAdminTenantsName: { method: 'delete', base: 'operator', path: '/__admin/tenants/{name}' },
  /** POST /__admin/tenants/{name}/move: Start (or give up) moving a tenant */
  postAdminTenantsNameMove: { method: 'post', base: 'operator', path: '/__admin/tenants/{name}/move' },
  /** PUT /__admin/tenants/{name}/identity: Give a tenant the identity it had where it was moved from */
  putAdminTenantsNameIdentity: { method: 'put', base: 'operator', path: '/__admin/tenants/{name}/identity' },
} as const;

export type OperationId = keyof typeof OPERATIONS;
