/* eslint-disable */
// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run `npm run gen:types`.

import type {
  AdminCashoutList,
  AdminCashoutView,
  AdminError,
  AdminOk,
  AdminOverview,
  AdminSaleList,
  AdminSaleView,
  AdminSellerList,
  AdminSellerView,
  Cashout,
  CashoutAdminCreateInput,
  CashoutCreateInput,
  CashoutDetail,
  CashoutError,
  CashoutPostbackBody,
  CashoutPostbackInput,
  CashoutRecord,
  CashoutWebhookBody,
  ClockAdvanceInput,
  ClockAdvanced,
  ClockView,
  Common,
  DeliveryList,
  DeliveryRecord,
  DeliveryView,
  EnvelopeError,
  EventTimeline,
  FaultCreated,
  FaultInput,
  FaultList,
  HealthResponse,
  HtmlPage,
  InboxContents,
  InboxList,
  InboxModeInput,
  InboxReceived,
  InboxView,
  LedgerEntry,
  OpenApiDocument,
  PublicBalance,
  RequestDetail,
  RequestList,
  Sale,
  SaleAdminCreateInput,
  SaleCreateInput,
  SaleCreated,
  SaleList,
  SaleRecord,
  SaleStatusInput,
  SalesCreateError,
  SandboxEvent,
  SearchResult,
  SellerAccount,
  SellerCreated,
  SellerError,
  SellerFees,
  SellerInput,
  SellerLedger,
  SellerPermissions,
  SellerRecord,
  StateMeta,
  StateRestored,
  StateSnapshot,
  SubscriptionAdminInput,
  SubscriptionAdminList,
  SubscriptionAdminView,
  SubscriptionCancelInput,
  SubscriptionCancelResponse,
  SubscriptionCardInput,
  SubscriptionDetail,
  SubscriptionDetailResponse,
  SubscriptionListItem,
  SubscriptionListResponse,
  SubscriptionMetricsResponse,
  SubscriptionPauseResponse,
  SubscriptionRecord,
  SubscriptionResumeResponse,
  TenantCreateInput,
  TenantCreated,
  TenantIdentity,
  TenantList,
  TenantMove,
  TenantMoveInput,
  TenantView,
  TestValues,
  TransactionsError,
  TransferSettings,
  UserRecord,
  WebhookConfig,
  WebhookSecretRotated,
} from './schema-types.js';

/** Each schema, by its path under schemas/, to the type of what it accepts. */
export interface SchemaTypes {
  'admin/fault.request.schema.json': FaultInput;
  'admin/fault.response.schema.json': FaultCreated;
  'admin/faults.response.schema.json': FaultList;
  'admin/ledger.response.schema.json': SellerLedger;
  'admin/ok.response.schema.json': AdminOk;
  'admin/overview.response.schema.json': AdminOverview;
  'admin/request.response.schema.json': RequestDetail;
  'admin/requests.response.schema.json': RequestList;
  'admin/search.response.schema.json': SearchResult;
  'admin/seller-created.response.schema.json': SellerCreated;
  'admin/seller-input.schema.json': SellerInput;
  'admin/seller-list.response.schema.json': AdminSellerList;
  'admin/seller-view.response.schema.json': AdminSellerView;
  'admin/state-restore.response.schema.json': StateRestored;
  'admin/state.response.schema.json': StateSnapshot;
  'admin/test-values.response.schema.json': TestValues;
  'admin/webhook-secret.response.schema.json': WebhookSecretRotated;
  'cashouts/balance.response.schema.json': PublicBalance;
  'cashouts/cashout-admin-create.request.schema.json': CashoutAdminCreateInput;
  'cashouts/cashout-admin.response.schema.json': AdminCashoutView;
  'cashouts/cashout-create.request.schema.json': CashoutCreateInput;
  'cashouts/cashout-detail.response.schema.json': CashoutDetail;
  'cashouts/cashout-list.response.schema.json': AdminCashoutList;
  'cashouts/cashout.response.schema.json': Cashout;
  'cashouts/postback.request.schema.json': CashoutPostbackInput;
  'clock/advance.request.schema.json': ClockAdvanceInput;
  'clock/advance.response.schema.json': ClockAdvanced;
  'clock/clock.response.schema.json': ClockView;
  'common.schema.json': Common;
  'errors/admin.error.schema.json': AdminError;
  'errors/cashout.error.schema.json': CashoutError;
  'errors/envelope.error.schema.json': EnvelopeError;
  'errors/sales-create.error.schema.json': SalesCreateError;
  'errors/seller.error.schema.json': SellerError;
  'errors/transactions.error.schema.json': TransactionsError;
  'events/event.schema.json': SandboxEvent;
  'events/timeline.response.schema.json': EventTimeline;
  'health.response.schema.json': HealthResponse;
  'html.response.schema.json': HtmlPage;
  'inbox/inbox-list.response.schema.json': InboxList;
  'inbox/inbox-view.schema.json': InboxView;
  'inbox/inbox.response.schema.json': InboxContents;
  'inbox/mode.request.schema.json': InboxModeInput;
  'inbox/received.response.schema.json': InboxReceived;
  'openapi.response.schema.json': OpenApiDocument;
  'sales/sale-admin-create.request.schema.json': SaleAdminCreateInput;
  'sales/sale-admin-list.response.schema.json': AdminSaleList;
  'sales/sale-admin.response.schema.json': AdminSaleView;
  'sales/sale-create.request.schema.json': SaleCreateInput;
  'sales/sale-created.response.schema.json': SaleCreated;
  'sales/sale-list.response.schema.json': SaleList;
  'sales/sale-status.request.schema.json': SaleStatusInput;
  'sales/sale.response.schema.json': Sale;
  'seller/fees.schema.json': SellerFees;
  'seller/permissions.schema.json': SellerPermissions;
  'seller/seller.response.schema.json': SellerAccount;
  'seller/transfer-settings.schema.json': TransferSettings;
  'seller/webhook-config.schema.json': WebhookConfig;
  'store/cashout.schema.json': CashoutRecord;
  'store/delivery.schema.json': DeliveryRecord;
  'store/ledger-entry.schema.json': LedgerEntry;
  'store/meta.schema.json': StateMeta;
  'store/sale.schema.json': SaleRecord;
  'store/seller.schema.json': SellerRecord;
  'store/subscription.schema.json': SubscriptionRecord;
  'store/user.schema.json': UserRecord;
  'subscriptions/admin-input.schema.json': SubscriptionAdminInput;
  'subscriptions/admin-list.response.schema.json': SubscriptionAdminList;
  'subscriptions/admin-view.response.schema.json': SubscriptionAdminView;
  'subscriptions/cancel.request.schema.json': SubscriptionCancelInput;
  'subscriptions/cancel.response.schema.json': SubscriptionCancelResponse;
  'subscriptions/card-input.schema.json': SubscriptionCardInput;
  'subscriptions/detail.response.schema.json': SubscriptionDetailResponse;
  'subscriptions/detail.schema.json': SubscriptionDetail;
  'subscriptions/list-item.schema.json': SubscriptionListItem;
  'subscriptions/list.response.schema.json': SubscriptionListResponse;
  'subscriptions/metrics.response.schema.json': SubscriptionMetricsResponse;
  'subscriptions/pause.response.schema.json': SubscriptionPauseResponse;
  'subscriptions/resume.response.schema.json': SubscriptionResumeResponse;
  'tenants/tenant-create.request.schema.json': TenantCreateInput;
  'tenants/tenant-created.response.schema.json': TenantCreated;
  'tenants/tenant-identity.schema.json': TenantIdentity;
  'tenants/tenant-move.request.schema.json': TenantMoveInput;
  'tenants/tenant-move.response.schema.json': TenantMove;
  'tenants/tenant.schema.json': TenantView;
  'tenants/tenants.response.schema.json': TenantList;
  'webhooks/cashout-postback.schema.json': CashoutPostbackBody;
  'webhooks/cashout-webhook.schema.json': CashoutWebhookBody;
  'webhooks/deliveries.response.schema.json': DeliveryList;
  'webhooks/delivery.response.schema.json': DeliveryView;
}

export type SchemaName = keyof SchemaTypes;

export type SchemaBody<S extends SchemaName> = SchemaTypes[S];
