import type { ExampleCase } from '../../http/operation.js';

const cpfKey = { pixKey: '52998224725', pixKeyType: 'CPF' };

/**
 * POST /api/public/cashout at work. acme holds R$ 25.000,00 in the fixtures; nocash may not
 * cash out through the API; bravo may not transfer at all.
 */
export const CASHOUT_CREATE_EXAMPLES: ExampleCase[] = [
  { name: 'cpf-key', summary: 'R$ 150,50 to a CPF key', body: { amount: 150.5, ...cpfKey }, status: 201 },
  {
    name: 'email-key-with-postback',
    summary: 'R$ 1.000,00 to an e-mail key, each status change posted (signed) to postbackUrl',
    body: {
      amount: 1000,
      pixKey: 'financeiro@acme.sandbox.test',
      pixKeyType: 'EMAIL',
      postbackUrl: 'https://example.com/postbacks/cashouts',
    },
    status: 201,
  },
  {
    name: 'three-decimals',
    summary: 'An amount with more than two decimals',
    body: { amount: 150.555, ...cpfKey },
    status: 400,
    response: { message: 'Dados invalidos', error: 'VALIDATION_ERROR' },
  },
  {
    name: 'key-of-another-type',
    summary: 'A key that is not a valid CPF',
    body: { amount: 150, pixKey: 'financeiro@acme.sandbox.test', pixKeyType: 'CPF' },
    status: 400,
    response: { message: 'Dados invalidos', error: 'VALIDATION_ERROR' },
  },
  {
    name: 'no-keys',
    summary: 'No keys',
    as: null,
    body: { amount: 150, ...cpfKey },
    status: 401,
    response: { message: 'Nao autorizado', error: 'UNAUTHORIZED' },
  },
  {
    name: 'api-cashout-disabled',
    summary: 'An account whose API cashouts are disabled',
    as: 'nocash',
    body: { amount: 150, ...cpfKey },
    status: 403,
    response: {
      message: 'Saque via API desabilitado para este usuário',
      errorType: 'API_WITHDRAWAL_DISABLED_GLOBALLY',
    },
  },
  {
    name: 'transfer-not-allowed',
    summary: 'An account without transfers',
    as: 'bravo',
    body: { amount: 150, ...cpfKey },
    status: 403,
    response: { message: 'Transferência não permitida', errorType: 'TRANSFER_NOT_ALLOWED' },
  },
  {
    name: 'below-minimum',
    summary: 'Below R$ 100,00',
    body: { amount: 99.99, ...cpfKey },
    status: 422,
    response: { message: 'O valor mínimo para saque é R$ 100,00', errorType: 'MINIMUM_VALUE' },
  },
  {
    name: 'above-maximum',
    summary: 'Above R$ 100.000,00',
    body: { amount: 100000.01, ...cpfKey },
    status: 422,
    response: { message: 'O valor máximo para saque é R$ 100.000,00', errorType: 'MAXIMUM_VALUE' },
  },
  {
    name: 'insufficient-balance',
    summary: 'More than the available balance',
    body: { amount: 30000, ...cpfKey },
    status: 422,
    response: { message: 'Saldo disponível insuficiente', errorType: 'INSUFFICIENT_BALANCE' },
  },
];

/** GET /api/public/cashout/{id}: the fixture cashout 1 is a COMPLETED cashout of acme. */
export const CASHOUT_READ_EXAMPLES: ExampleCase[] = [
  { name: 'completed', summary: 'A completed cashout', params: { id: 1 }, status: 200 },
  {
    name: 'not-a-number',
    summary: 'An id that is not a number',
    params: { id: 'abc' },
    status: 400,
    response: { message: 'Dados invalidos', error: 'VALIDATION_ERROR' },
  },
  {
    name: 'another-account',
    summary: 'A cashout of another account',
    as: 'bravo',
    params: { id: 1 },
    status: 403,
    response: { message: 'Saque pertence a outra conta', error: 'FORBIDDEN' },
  },
  {
    name: 'unknown',
    summary: 'No such cashout',
    params: { id: 999999999 },
    status: 404,
    response: { message: 'Saque nao encontrado', error: 'NOT_FOUND' },
  },
];

export const BALANCE_EXAMPLES: ExampleCase[] = [
  {
    name: 'no-seller-account',
    summary: 'Keys of a user without a seller account',
    as: 'orphan',
    status: 403,
    response: { message: 'Operação não permitida para esta conta', error: 'FORBIDDEN' },
  },
];

/** POST /__admin/cashouts/{id}/postback: the fixture cashout 9 is PENDING, 1 COMPLETED. */
export const CASHOUT_POSTBACK_EXAMPLES: ExampleCase[] = [
  {
    name: 'processing',
    summary: 'The bank starts the transfer',
    params: { id: 9 },
    body: { status: 'PROCESSING', externalId: 'E00000000202611211200abcdef12345' },
    status: 200,
  },
  {
    name: 'not-a-status',
    summary: 'Not a cashout status',
    params: { id: 9 },
    body: { status: 'DONE' },
    status: 400,
    response: {
      error: 'VALIDATION_ERROR',
      message: 'Dados inválidos ou campos obrigatórios ausentes',
      details: ['status'],
    },
  },
  {
    name: 'unknown',
    summary: 'No such cashout',
    params: { id: 999999999 },
    body: { status: 'PROCESSING' },
    status: 404,
    response: { error: 'NOT_FOUND', message: 'Saque 999999999 não encontrado' },
  },
  {
    name: 'refused-move',
    summary: 'A final status does not move',
    params: { id: 1 },
    body: { status: 'PROCESSING' },
    status: 409,
    response: {
      error: 'INVALID_TRANSITION',
      message: 'COMPLETED é um status final: nenhuma transição permitida',
      allowed: [],
    },
  },
];

/** POST /__admin/cashouts: a cashout of a seller whose keys the caller does not hold (the CLI's `cashouts create`). */
export const CASHOUT_ADMIN_CREATE_EXAMPLES: ExampleCase[] = [
  {
    name: 'pix-email-for-nocash',
    summary:
      'Seller 1002 (API cashouts off, so its keys could not) cashes out R$ 150,00 to an e-mail PIX key from its dashboard',
    body: { sellerId: 1002, cashout: { amount: 150, pixKey: 'carla@example.com', pixKeyType: 'EMAIL' } },
    status: 201,
  },
  {
    name: 'transfers-disabled',
    summary: 'A seller whose transfers are not allowed',
    body: { sellerId: 1001, cashout: { amount: 150, pixKey: 'bruno@example.com', pixKeyType: 'EMAIL' } },
    status: 403,
    response: { error: 'TRANSFER_NOT_ALLOWED', message: 'Transferência não permitida' },
  },
];
