import type { OperationDoc } from '../openapi/operation.js';

export const TEST_VALUES_OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/__admin/test-values',
    tag: 'Admin',
    summary: 'The test values: e-mail tags, test cards, test PIX keys',
    description:
      'What each test value decides, as the README\'s "Test values" tables show it: a sale whose `customer.email` ends with a tag (`maria+paid@example.com`), a card number, a cashout to a test PIX key. ' +
      'Each step is taken `after` × `autoDelayMs` after creation on the sandbox clock, through the same transition as the admin API (ledger, postback, webhook, history).',
    auth: 'admin',
    responses: { 200: { schema: 'admin/test-values.response.schema.json', description: 'The tables and the settings that time them' } },
  },
];
