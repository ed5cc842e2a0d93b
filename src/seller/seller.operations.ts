import type { OperationDoc } from '../openapi/operation.js';


export const SELLER_OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/api/seller',
    tag: 'Seller',
    summary: 'Read the seller account',
    description: 'Registration data, permissions, revenue totals and the balance of the default recipient, all amounts in integer cents.',
    auth: 'keys',
    responses: {
      200: { schema: 'seller/seller.response.schema.json', description: 'The seller account' },
      404: { description: 'SELLER_NOT_FOUND: the keys belong to a user without a seller account.' },
    },
    examples: [
      { name: 'no-keys', summary: 'No keys', as: null, status: 401, response: { error: 'UNAUTHORIZED', message: 'Não autorizado' } },
      { name: 'no-seller-account', summary: 'Keys of a user without a seller account', as: 'orphan', status: 404, response: { error: 'SELLER_NOT_FOUND', message: 'Nenhuma conta de vendedor encontrada para estas chaves' } },
    ],
  },
];


export const SELLER_ADMIN_OPERATIONS: OperationDoc[] = [
  {
    method: 'post',
    path: '/__admin/sellers',
    tag: 'Admin',
    summary: 'Create a user, its seller account and a key pair',
    description: 'The private key and webhook secret are shown in this answer only.',
    auth: 'admin',
    request: { schema: 'admin/seller-input.schema.json' },
    examples: [
      {
        name: 'new-seller',
        summary: 'A seller with a CNPJ, a balance and a webhook that is told of withdrawals',
        body: {
          legalName: 'Loja Exemplo LTDA',
          name: 'Paula Costa',
          email: 'paula@loja-exemplo.test',
          phone: '11912345678',
          document: { number: '11444777000161', type: 'cnpj' },
          availableBalance: 500000,
          webhook: { url: 'https://example.com/webhooks/gateway', notifyWithdrawals: true },
        },
        status: 201,
      },
      { name: 'bad-email', summary: 'An e-mail that is not one', body: { email: 'paula' }, status: 400, response: { error: 'VALIDATION_ERROR', message: 'Dados inválidos ou campos obrigatórios ausentes', details: ['email'] } },
      { name: 'key-in-use', summary: 'Fixed keys whose public key is taken', body: { credentials: { publicKey: 'pk_test_acme_0000000000000001', privateKey: 'sk_test_other_000000000001' } }, status: 409, response: { error: 'CONFLICT', message: 'Chave pública já em uso por outro usuário' } },
    ],
    responses: {
      201: { schema: 'admin/seller-created.response.schema.json', description: 'The account and its credentials' },
      400: { description: 'Invalid body' },
      409: { description: 'Public key already in use' },
    },
  },
  {
    method: 'get',
    path: '/__admin/sellers',
    tag: 'Admin',
    summary: 'List sellers',
    description: 'By id.',
    auth: 'admin',
    query: [{ name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'At most this many (default and maximum 1000)' }],
    responses: {
      200: { schema: 'admin/seller-list.response.schema.json', description: 'The sellers and how many there are' },
      400: { description: 'A bad limit' },
    },
  },
  {
    method: 'get',
    path: '/__admin/sellers/:id',
    tag: 'Admin',
    summary: 'Read a seller with its dashboard settings',
    auth: 'admin',
    responses: { 200: { schema: 'admin/seller-view.response.schema.json', description: 'The seller' }, 404: { description: 'Unknown seller' } },
  },
  {
    method: 'patch',
    path: '/__admin/sellers/:id',
    tag: 'Admin',
    summary: 'Change a seller (partial)',
    description: '`availableBalance` sets the balance through a ledger adjustment.',
    auth: 'admin',
    request: { schema: 'admin/seller-input.schema.json' },
    examples: [
      { name: 'block', summary: 'Block acme (its API calls answer 403 from then on)', params: { id: 1000 }, body: { blocked: true }, status: 200 },
      { name: 'unknown', summary: 'No such seller', params: { id: 999999999 }, body: { blocked: true }, status: 404, response: { error: 'NOT_FOUND', message: 'Vendedor 999999999 não encontrado' } },
    ],
    responses: {
      200: { schema: 'admin/seller-view.response.schema.json', description: 'The seller as changed' },
      400: { description: 'Invalid body' },
      404: { description: 'Unknown seller' },
    },
  },
  {
    method: 'post',
    path: '/__admin/sellers/:id/keys',
    tag: 'Admin',
    summary: 'Rotate the key pair',
    description: 'The old pair answers 401 from then on.',
    auth: 'admin',
    responses: { 201: { schema: 'admin/seller-created.response.schema.json', description: 'The new pair' }, 404: { description: 'Unknown user' } },
  },
  {
    method: 'post',
    path: '/__admin/sellers/:id/webhook-secret',
    tag: 'Admin',
    summary: 'Rotate the webhook secret that signs X-Signature',
    description: 'The new secret is shown in this answer only; postbacks are signed with it from then on.',
    auth: 'admin',
    responses: { 201: { schema: 'admin/webhook-secret.response.schema.json', description: 'The new secret' }, 404: { description: 'Unknown user' } },
  },
];
