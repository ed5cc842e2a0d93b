import type { TestValues } from '../../generated/schema-types.js';
import { ok, type RouteTable } from '../../http/route.js';
import { SALE_EMAIL_TAGS, TEST_CARDS, TEST_PIX_KEYS } from './test-values.js';

/** The test values and the settings that time them, for the README's readers and the QA console alike. */
export const TEST_VALUES_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/test-values',
    operationId: 'getAdminTestValues',
    tag: 'Admin',
    summary: 'The test values: e-mail tags, test cards, test PIX keys',
    description:
      'What each test value decides, as the README\'s "Test values" tables show it: a sale whose `customer.email` ends with a tag (`maria+paid@example.com`), a card number, a cashout to a test PIX key. ' +
      'Each step is taken `after` × `autoDelayMs` after creation on the sandbox clock, through the same transition as the admin API (ledger, postback, webhook, history).',
    auth: 'admin',
    responses: {
      200: {
        schema: 'admin/test-values.response.schema.json',
        description: 'The tables and the settings that time them',
      },
    },
    handle({ deps }) {
      const { autoDelayMs, autoPay, boletoCancelAfterDays } = deps.settings;
      const values: TestValues = {
        autoDelayMs,
        autoPay,
        boletoCancelAfterDays,
        emailTags: SALE_EMAIL_TAGS,
        cards: TEST_CARDS,
        pixKeys: TEST_PIX_KEYS,
      };
      return ok(values);
    },
  },
];
