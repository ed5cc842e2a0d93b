import type { ExampleCase } from '../../http/operation.js';

/**
 * The subscriptions API at work, on the fixtures: subscription 1 is an ACTIVE card
 * subscription of acme, 20 a PAUSED one, 30 a TRIALING one, 5 a CANCELLED one.
 */
export const SUBSCRIPTION_LIST_EXAMPLES: ExampleCase[] = [
  {
    name: 'active',
    summary: 'ACTIVE subscriptions, five a page',
    query: { status: 'ACTIVE', limit: '5' },
    status: 200,
  },
  {
    name: 'search',
    summary: 'Customers whose e-mail or name holds "silva" (any case or accent), created in 2026',
    query: { search: 'silva', startDate: '2026-01-01', endDate: '2026-12-31' },
    status: 200,
  },
  {
    name: 'bad-status',
    summary: 'A status that does not exist',
    query: { status: 'ATIVO' },
    status: 400,
    response: {
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'status deve ser um de PENDING, ACTIVE, TRIALING, PAUSED, CANCELLED, PAST_DUE, EXPIRED (status)',
      },
    },
  },
  {
    name: 'dates-reversed',
    summary: 'endDate before startDate',
    query: { startDate: '2026-02-01', endDate: '2026-01-01' },
    status: 400,
    response: {
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'endDate não pode ser anterior a startDate (endDate)' },
    },
  },
  {
    name: 'no-seller-account',
    summary: 'Keys of a user without a seller account',
    as: 'orphan',
    status: 403,
    response: { success: false, error: { code: 'FORBIDDEN', message: 'Operação não permitida para esta conta' } },
  },
];

const ONE = (action: string): ExampleCase[] => [
  {
    name: 'not-a-number',
    summary: 'An id that is not a number',
    params: { id: 'abc' },
    status: 400,
    response: { success: false, error: { code: 'INVALID_ID', message: 'O id informado não é um número válido' } },
  },
  {
    name: 'another-seller',
    summary: 'A subscription of another seller',
    as: 'bravo',
    params: { id: 1 },
    status: 403,
    response: { success: false, error: { code: 'FORBIDDEN', message: 'Sem permissão para esta assinatura' } },
  },
  {
    name: 'unknown',
    summary: `No such subscription to ${action}`,
    params: { id: 999999999 },
    status: 404,
    response: { success: false, error: { code: 'NOT_FOUND', message: 'Assinatura não encontrada' } },
  },
];

export const SUBSCRIPTION_READ_EXAMPLES: ExampleCase[] = [
  { name: 'active', summary: 'An ACTIVE subscription', params: { id: 1 }, status: 200 },
  ...ONE('read'),
];

export const SUBSCRIPTION_PAUSE_EXAMPLES: ExampleCase[] = [
  { name: 'active', summary: 'Pause an ACTIVE subscription', params: { id: 1 }, status: 200 },
  {
    name: 'already-paused',
    summary: 'Pause a PAUSED one',
    params: { id: 20 },
    status: 400,
    response: { success: false, error: { code: 'ALREADY_PAUSED', message: 'A assinatura já está pausada' } },
  },
  {
    name: 'cancelled',
    summary: 'Pause a CANCELLED one',
    params: { id: 5 },
    status: 400,
    response: {
      success: false,
      error: { code: 'INVALID_STATUS', message: 'Operação não permitida para o status atual da assinatura' },
    },
  },
  ...ONE('pause'),
];

export const SUBSCRIPTION_RESUME_EXAMPLES: ExampleCase[] = [
  { name: 'paused', summary: 'Resume a PAUSED subscription', params: { id: 20 }, status: 200 },
  {
    name: 'not-paused',
    summary: 'Resume an ACTIVE one',
    params: { id: 1 },
    status: 400,
    response: {
      success: false,
      error: { code: 'INVALID_STATUS', message: 'Operação não permitida para o status atual da assinatura' },
    },
  },
  ...ONE('resume'),
];

export const SUBSCRIPTION_CANCEL_EXAMPLES: ExampleCase[] = [
  {
    name: 'now',
    summary: 'Cancel now, with a reason',
    params: { id: 1 },
    body: { reason: 'Cliente pediu o cancelamento', cancelImmediately: true },
    status: 200,
  },
  {
    name: 'at-period-end',
    summary: 'Cancel at the end of the current period',
    params: { id: 1 },
    body: { cancelImmediately: false },
    status: 200,
  },
  { name: 'no-body', summary: 'No body: cancel now', params: { id: 30 }, status: 200 },
  {
    name: 'already-cancelled',
    summary: 'Cancel a CANCELLED one',
    params: { id: 5 },
    body: {},
    status: 400,
    response: { success: false, error: { code: 'ALREADY_CANCELLED', message: 'A assinatura já está cancelada' } },
  },
  {
    name: 'wrong-types',
    summary: 'cancelImmediately that is not a boolean',
    params: { id: 1 },
    body: { cancelImmediately: 'yes' },
    status: 400,
    response: {
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Dados inválidos ou campos obrigatórios ausentes (cancelImmediately)',
      },
    },
  },
  ...ONE('cancel'),
];

export const SUBSCRIPTION_ADMIN_CREATE_EXAMPLES: ExampleCase[] = [
  {
    name: 'monthly-card',
    summary: 'A monthly card subscription of acme in a 7-day trial, whose charges will be declined',
    body: {
      sellerId: 1000,
      status: 'TRIALING',
      amount: 4990,
      paymentMethod: 'CREDIT_CARD',
      customerName: 'João Pereira',
      customerEmail: 'joao.pereira@example.com',
      product: { name: 'Plano Pro' },
      billingCycle: 'MONTHLY',
      trialDays: 7,
      card: { brand: 'visa', last4: '0002', outcome: 'RECUSADO' },
    },
    status: 201,
  },
  {
    name: 'unknown-seller',
    summary: 'A seller that does not exist',
    body: {
      sellerId: 999999,
      status: 'ACTIVE',
      amount: 4990,
      paymentMethod: 'PIX',
      customerName: 'João Pereira',
      customerEmail: 'joao.pereira@example.com',
      product: { name: 'Plano Pro' },
      billingCycle: 'MONTHLY',
    },
    status: 400,
    response: { error: 'VALIDATION_ERROR', message: 'Vendedor 999999 não encontrado', details: ['sellerId'] },
  },
];

/** POST /__admin/subscriptions/{id}/card: subscription 1 pays by card, 5 by PIX. */
export const SUBSCRIPTION_CARD_EXAMPLES: ExampleCase[] = [
  {
    name: 'declining-card',
    summary: 'From now on every charge is declined',
    params: { id: 1 },
    body: { outcome: 'RECUSADO' },
    status: 200,
  },
  {
    name: 'pix-subscription',
    summary: 'A PIX subscription has no card',
    params: { id: 5 },
    body: { outcome: 'PAGO' },
    status: 400,
    response: { error: 'VALIDATION_ERROR', message: 'Apenas assinaturas CREDIT_CARD têm cartão', details: ['card'] },
  },
  {
    name: 'unknown',
    summary: 'No such subscription',
    params: { id: 999999999 },
    body: { outcome: 'PAGO' },
    status: 404,
    response: { error: 'NOT_FOUND', message: 'Assinatura não encontrada' },
  },
];
