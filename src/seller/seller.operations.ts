import type { OperationDoc } from '../openapi/operation.js';

const SELLER_ERROR = 'errors/seller.error.schema.json';

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
      401: { schema: SELLER_ERROR, description: 'Missing, malformed, unknown or mismatched keys' },
      404: { schema: SELLER_ERROR, description: 'The keys belong to a user without a seller account' },
      500: { schema: SELLER_ERROR, description: 'Internal error' },
    },
  },
];

const ADMIN_ERROR = 'errors/admin.error.schema.json';

export const SELLER_ADMIN_OPERATIONS: OperationDoc[] = [
  {
    method: 'post',
    path: '/__admin/sellers',
    tag: 'Admin',
    summary: 'Create a user, its seller account and a key pair',
    description: 'The private key and webhook secret are shown in this answer only.',
    auth: 'admin',
    request: { schema: 'admin/seller-input.schema.json' },
    responses: {
      201: { schema: 'admin/seller-created.response.schema.json', description: 'The account and its credentials' },
      400: { schema: ADMIN_ERROR, description: 'Invalid body' },
      409: { schema: ADMIN_ERROR, description: 'Public key already in use' },
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
      400: { schema: ADMIN_ERROR, description: 'A bad limit' },
    },
  },
  {
    method: 'get',
    path: '/__admin/sellers/:id',
    tag: 'Admin',
    summary: 'Read a seller with its dashboard settings',
    auth: 'admin',
    responses: { 200: { schema: 'admin/seller-view.response.schema.json', description: 'The seller' }, 404: { schema: ADMIN_ERROR, description: 'Unknown seller' } },
  },
  {
    method: 'patch',
    path: '/__admin/sellers/:id',
    tag: 'Admin',
    summary: 'Change a seller (partial)',
    description: '`availableBalance` sets the balance through a ledger adjustment.',
    auth: 'admin',
    request: { schema: 'admin/seller-input.schema.json' },
    responses: {
      200: { schema: 'admin/seller-view.response.schema.json', description: 'The seller as changed' },
      400: { schema: ADMIN_ERROR, description: 'Invalid body' },
      404: { schema: ADMIN_ERROR, description: 'Unknown seller' },
    },
  },
  {
    method: 'post',
    path: '/__admin/sellers/:id/keys',
    tag: 'Admin',
    summary: 'Rotate the key pair',
    description: 'The old pair answers 401 from then on.',
    auth: 'admin',
    responses: { 201: { schema: 'admin/seller-created.response.schema.json', description: 'The new pair' }, 404: { schema: ADMIN_ERROR, description: 'Unknown user' } },
  },
  {
    method: 'post',
    path: '/__admin/sellers/:id/webhook-secret',
    tag: 'Admin',
    summary: 'Rotate the webhook secret that signs X-Signature',
    description: 'The new secret is shown in this answer only; postbacks are signed with it from then on.',
    auth: 'admin',
    responses: { 201: { schema: 'admin/webhook-secret.response.schema.json', description: 'The new secret' }, 404: { schema: ADMIN_ERROR, description: 'Unknown user' } },
  },
];
