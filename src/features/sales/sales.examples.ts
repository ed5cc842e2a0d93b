import type { ExampleCase } from '../../http/operation.js';
import { METHODS_IN_ORDER } from './methods/registry.js';
import { presentationOf } from './methods/registry.present.js';

/** The parts every example sale shares: R$ 150,00 for one digital item. */
const customer = {
  name: 'Maria Oliveira',
  email: 'maria.oliveira@example.com',
  document: { type: 'cpf', number: '52998224725' },
  phone: '11987654321',
};
const items = [{ title: 'Curso de fotografia', unitPrice: 15000, quantity: 1, tangible: false }];

const pixSale = { amount: 15000, paymentMethod: 'PIX', customer, items, pix: { expiresInDays: 1 } };

/**
 * POST /api/sales at work: one request per payment method (its module's example, each with only
 * that method's object), and the refusals a client meets first. The tests send each one to a
 * fresh sandbox.
 */
export const SALE_CREATE_EXAMPLES: ExampleCase[] = [
  ...METHODS_IN_ORDER.map((paymentMethod): ExampleCase => {
    const { name, summary, request } = presentationOf(paymentMethod).example;
    return { name, summary, body: { amount: 15000, paymentMethod, customer, items, ...request }, status: 201 };
  }),
  {
    name: 'missing-fields',
    summary: 'Missing and invalid fields, each named',
    body: { amount: 15000, paymentMethod: 'PIX', customer: { name: 'Maria Oliveira' }, items: [] },
    status: 400,
    response: {
      message: 'Dados inválidos ou campos obrigatórios ausentes',
      error: 'VALIDATION_ERROR',
      details: { missingFields: ['pix', 'customer.email', 'items'] },
    },
  },
  {
    name: 'not-json',
    summary: 'A body that is not JSON',
    raw: { contentType: 'application/x-www-form-urlencoded', text: 'amount=15000' },
    status: 415,
    response: { message: 'Content-Type não suportado: envie application/json', error: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  {
    name: 'no-keys',
    summary: 'No keys',
    as: null,
    body: pixSale,
    status: 401,
    response: { message: 'Não autorizado', details: 'Chaves de API inválidas, ausentes ou de usuários diferentes' },
  },
  {
    name: 'no-seller-account',
    summary: 'Keys of a user without a seller account',
    as: 'orphan',
    body: pixSale,
    status: 403,
    response: { message: 'Operação não permitida para esta conta', error: 'FORBIDDEN' },
  },
  {
    name: 'below-minimum',
    summary: 'Below the minimum amount (SANDBOX_MIN_SALE_AMOUNT_CENTS, default 100)',
    body: { ...pixSale, amount: 50, items: [{ ...items[0], unitPrice: 50 }] },
    status: 422,
    response: { message: 'Valor mínimo da venda não atingido: o mínimo é R$ 1,00', error: 'AMOUNT_BELOW_MINIMUM' },
  },
  {
    name: 'method-unavailable',
    summary: 'A method the account may not use (bravo has no boleto)',
    as: 'bravo',
    body: { amount: 15000, paymentMethod: 'BOLETO', customer, items, boleto: {} },
    status: 422,
    response: {
      message: 'Meio de pagamento BOLETO não habilitado para esta conta',
      error: 'PAYMENT_METHOD_UNAVAILABLE',
    },
  },
];

/** GET /api/transactions/{id}: the fixture sale 4 is a paid sale of acme, 67 one of bravo. */
export const TRANSACTION_EXAMPLES: ExampleCase[] = [
  { name: 'paid-sale', summary: 'A paid sale', params: { id: 4 }, status: 200 },
  {
    name: 'not-a-number',
    summary: 'An id that is not a number',
    params: { id: 'abc' },
    status: 400,
    response: { message: 'O id informado não é um número válido', error: 'INVALID_ID' },
  },
  {
    name: 'no-keys',
    summary: 'No keys',
    as: null,
    params: { id: 4 },
    status: 401,
    response: { message: 'Não autorizado', error: 'UNAUTHORIZED' },
  },
  {
    name: 'another-account',
    summary: 'A sale of another account',
    as: 'bravo',
    params: { id: 4 },
    status: 403,
    response: { message: 'Esta venda pertence a outra conta', error: 'FORBIDDEN' },
  },
  {
    name: 'unknown',
    summary: 'No such sale',
    params: { id: 999999999 },
    status: 404,
    response: { message: 'Venda não encontrada', error: 'NOT_FOUND' },
  },
];

export const SALE_LIST_EXAMPLES: ExampleCase[] = [
  {
    name: 'paid-pix',
    summary: 'Paid PIX sales, two a page',
    query: { status: 'PAGO', paymentMethod: 'PIX', limit: '2' },
    status: 200,
  },
  {
    name: 'bad-filter',
    summary: 'A status that does not exist',
    query: { status: 'PAID' },
    status: 400,
    response: {
      message:
        'status deve ser um de PENDENTE, EM_PROCESSAMENTO, PAGO, MED, CANCELADO, RECUSADO, ESTORNADO, FALHA, CHARGEBACK (status)',
      error: 'VALIDATION_ERROR',
    },
  },
];

/** POST /__admin/sales/{id}/status: the fixture sale 64 is a PENDENTE PIX sale of acme, 4 a paid one. */
export const SALE_STATUS_EXAMPLES: ExampleCase[] = [
  {
    name: 'pay',
    summary: 'The customer pays a pending PIX sale',
    params: { id: 64 },
    body: { status: 'PAGO' },
    status: 200,
  },
  { name: 'refund', summary: 'A paid sale is refunded', params: { id: 4 }, body: { status: 'ESTORNADO' }, status: 200 },
  {
    name: 'not-a-status',
    summary: 'Not a sale status',
    params: { id: 64 },
    body: { status: 'PAID' },
    status: 400,
    response: {
      error: 'VALIDATION_ERROR',
      message: 'Dados inválidos ou campos obrigatórios ausentes',
      details: ['status'],
    },
  },
  {
    name: 'unknown',
    summary: 'No such sale',
    params: { id: 999999999 },
    body: { status: 'PAGO' },
    status: 404,
    response: { error: 'NOT_FOUND', message: 'Venda 999999999 não encontrada' },
  },
  {
    name: 'refused-move',
    summary: 'A move the state machine refuses: the answer lists the allowed ones',
    params: { id: 4 },
    body: { status: 'PENDENTE' },
    status: 409,
    response: {
      error: 'INVALID_TRANSITION',
      message: 'Transição não permitida: PAGO → PENDENTE; permitidas a partir de PAGO: ESTORNADO, CHARGEBACK, MED',
      allowed: ['ESTORNADO', 'CHARGEBACK', 'MED'],
    },
  },
];

/**
 * POST /__admin/sales: a sale for a seller whose keys the caller does not hold (the CLI's `sales create`, `trigger
 * --seller`).
 */
export const SALE_ADMIN_CREATE_EXAMPLES: ExampleCase[] = [
  {
    name: 'pix-for-bravo',
    summary: 'A PIX sale of seller 1001, created without its keys',
    body: { sellerId: 1001, sale: pixSale },
    status: 201,
  },
  {
    name: 'no-seller-account',
    summary: 'A user without a seller account',
    body: { sellerId: 1003, sale: pixSale },
    status: 404,
    response: { error: 'NOT_FOUND', message: 'O usuário 1003 não tem conta de vendedor' },
  },
];
