/* eslint-disable */
// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run `npm run gen:types`.
// Every named enum of the schemas as a value, for lists and tables over it (a `Record<Type, ...>` over one
// breaks the build when the schema gains a value and the table lacks its row).

import type { FaultMethod, FaultStatus, FaultKind, SearchHitType, CardOutcome, CashoutStatus, PixKeyType, DocumentType, PaymentMethod, CardPaymentMethod, CashoutErrorType, SandboxEventType, InboxMode, AdminPaymentRowKind, SaleStatus, CardBrand, CashoutChannel, DeliveryKind, DeliveryStatus, LedgerKind, SubscriptionStatus, BillingCycle, SubscriptionPaymentMethod, SubscriptionCardOutcome, SubscriptionAction } from './schema-types.js';

export type { FaultMethod, FaultStatus, FaultKind, SearchHitType, CardOutcome, CashoutStatus, PixKeyType, DocumentType, PaymentMethod, CardPaymentMethod, CashoutErrorType, SandboxEventType, InboxMode, AdminPaymentRowKind, SaleStatus, CardBrand, CashoutChannel, DeliveryKind, DeliveryStatus, LedgerKind, SubscriptionStatus, BillingCycle, SubscriptionPaymentMethod, SubscriptionCardOutcome, SubscriptionAction };

/** schemas/admin/fault.request.schema.json#/properties/method */
export const FAULT_METHOD_VALUES = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'] as const satisfies readonly FaultMethod[];

/** schemas/admin/fault.request.schema.json#/properties/status */
export const FAULT_STATUS_VALUES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503] as const satisfies readonly FaultStatus[];

/** schemas/admin/fault.request.schema.json#/$defs/FaultKind */
export const FAULT_KIND_VALUES = ['status', 'delay', 'connection-reset', 'empty-response', 'garbage', 'slow-body'] as const satisfies readonly FaultKind[];

/** schemas/admin/search.response.schema.json#/$defs/SearchHitType */
export const SEARCH_HIT_TYPE_VALUES = ['sale', 'cashout', 'subscription', 'seller'] as const satisfies readonly SearchHitType[];

/** schemas/admin/test-values.response.schema.json#/$defs/TestCard/properties/outcome */
export const CARD_OUTCOME_VALUES = ['PAGO', 'RECUSADO', 'FALHA', 'EM_PROCESSAMENTO'] as const satisfies readonly CardOutcome[];

/** schemas/cashouts/cashout.response.schema.json#/$defs/CashoutStatus */
export const CASHOUT_STATUS_VALUES = ['PENDING', 'PROCESSING', 'COMPLETED', 'CANCELLED', 'REJECTED'] as const satisfies readonly CashoutStatus[];

/** schemas/cashouts/cashout.response.schema.json#/$defs/PixKeyType */
export const PIX_KEY_TYPE_VALUES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const satisfies readonly PixKeyType[];

/** schemas/common.schema.json#/$defs/DocumentType */
export const DOCUMENT_TYPE_VALUES = ['cpf', 'cnpj'] as const satisfies readonly DocumentType[];

/** schemas/common.schema.json#/$defs/PaymentMethod */
export const PAYMENT_METHOD_VALUES = ['CREDIT_CARD', 'DEBIT_CARD', 'BOLETO', 'PIX', 'TRANSFER'] as const satisfies readonly PaymentMethod[];

/** schemas/common.schema.json#/$defs/CardPaymentMethod */
export const CARD_PAYMENT_METHOD_VALUES = ['CREDIT_CARD', 'DEBIT_CARD'] as const satisfies readonly CardPaymentMethod[];

/** schemas/errors/cashout.error.schema.json#/properties/errorType */
export const CASHOUT_ERROR_TYPE_VALUES = ['API_WITHDRAWAL_DISABLED_GLOBALLY', 'TRANSFER_NOT_ALLOWED', 'INSUFFICIENT_BALANCE', 'MINIMUM_VALUE', 'MAXIMUM_VALUE'] as const satisfies readonly CashoutErrorType[];

/** schemas/events/event.schema.json#/$defs/SandboxEventType */
export const SANDBOX_EVENT_TYPE_VALUES = ['sale.changed', 'cashout.changed', 'subscription.changed', 'delivery.changed', 'seller.changed', 'balance.changed', 'request.finished', 'clock.advanced', 'state.reset', 'state.restored', 'inbox.received', 'fault.fired'] as const satisfies readonly SandboxEventType[];

/** schemas/inbox/mode.request.schema.json#/$defs/InboxMode */
export const INBOX_MODE_VALUES = ['accept', 'fail', 'hang'] as const satisfies readonly InboxMode[];

/** schemas/sales/sale-admin.response.schema.json#/$defs/AdminPaymentRow/properties/kind */
export const ADMIN_PAYMENT_ROW_KIND_VALUES = ['image', 'copy', 'code', 'text', 'instant'] as const satisfies readonly AdminPaymentRowKind[];

/** schemas/sales/sale.response.schema.json#/$defs/SaleStatus */
export const SALE_STATUS_VALUES = ['PENDENTE', 'PAGO', 'CANCELADO', 'RECUSADO', 'ESTORNADO', 'FALHA', 'EM_PROCESSAMENTO', 'CHARGEBACK', 'MED'] as const satisfies readonly SaleStatus[];

/** schemas/sales/sale.response.schema.json#/$defs/CardBrand */
export const CARD_BRAND_VALUES = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners', 'discover', 'jcb', 'aura', 'unknown'] as const satisfies readonly CardBrand[];

/** schemas/store/cashout.schema.json#/properties/channel */
export const CASHOUT_CHANNEL_VALUES = ['api', 'dashboard'] as const satisfies readonly CashoutChannel[];

/** schemas/store/delivery.schema.json#/$defs/DeliveryKind */
export const DELIVERY_KIND_VALUES = ['sale.postback', 'cashout.postback', 'cashout.webhook'] as const satisfies readonly DeliveryKind[];

/** schemas/store/delivery.schema.json#/$defs/DeliveryStatus */
export const DELIVERY_STATUS_VALUES = ['PENDING', 'DELIVERED', 'FAILED'] as const satisfies readonly DeliveryStatus[];

/** schemas/store/ledger-entry.schema.json#/$defs/LedgerKind */
export const LEDGER_KIND_VALUES = ['ADJUSTMENT', 'SALE_PAID', 'SALE_REFUNDED', 'SALE_CHARGEBACK', 'SALE_HELD', 'SALE_RELEASED', 'CASHOUT', 'CASHOUT_RETURNED'] as const satisfies readonly LedgerKind[];

/** schemas/store/subscription.schema.json#/$defs/SubscriptionStatus */
export const SUBSCRIPTION_STATUS_VALUES = ['PENDING', 'ACTIVE', 'TRIALING', 'PAUSED', 'CANCELLED', 'PAST_DUE', 'EXPIRED'] as const satisfies readonly SubscriptionStatus[];

/** schemas/store/subscription.schema.json#/$defs/BillingCycle */
export const BILLING_CYCLE_VALUES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'YEARLY'] as const satisfies readonly BillingCycle[];

/** schemas/store/subscription.schema.json#/$defs/SubscriptionPaymentMethod */
export const SUBSCRIPTION_PAYMENT_METHOD_VALUES = ['PIX', 'CREDIT_CARD'] as const satisfies readonly SubscriptionPaymentMethod[];

/** schemas/store/subscription.schema.json#/$defs/SubscriptionCardOutcome */
export const SUBSCRIPTION_CARD_OUTCOME_VALUES = ['PAGO', 'RECUSADO', 'FALHA'] as const satisfies readonly SubscriptionCardOutcome[];

/** schemas/subscriptions/admin-view.response.schema.json#/allOf/1/properties/allowedActions/items */
export const SUBSCRIPTION_ACTION_VALUES = ['pause', 'resume', 'cancel', 'cancelAtPeriodEnd'] as const satisfies readonly SubscriptionAction[];
