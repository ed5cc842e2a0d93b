import type { StatusCounts, TestCard, TestEmailTag, TestPixKey } from '../generated/schema-types.js';
import { adminVerb } from './command.js';
import { fields, table, when } from './output.js';
import { EXIT } from './verb.js';

const counts = (of: StatusCounts) =>
  `${of.total}${
    of.total
      ? ` (${Object.entries(of.byStatus)
          .map(([status, count]) => `${count} ${status}`)
          .join(', ')})`
      : ''
  }`;

export const overviewVerb = adminVerb({
  name: 'overview',
  summary: 'The sandbox at a glance: its clock and how many records are in each status',
  commands: [
    {
      name: '',
      operations: ['getAdminOverview'],
      args: [],
      summary: 'The clock, then sellers, sales, cashouts, subscriptions and deliveries by status',
      async run({ admin, print }) {
        const overview = await admin.overview();
        print(overview, () =>
          fields([
            ['now', `${when(overview.now)}${overview.frozen ? ' (frozen)' : ''}`],
            ['sellers', overview.sellers],
            ['sales', counts(overview.sales)],
            ['cashouts', counts(overview.cashouts)],
            ['subscriptions', counts(overview.subscriptions)],
            ['deliveries', counts(overview.deliveries)],
            ['last event', overview.lastEventId],
          ]),
        );
        return EXIT.ok;
      },
    },
  ],
});

export const testValuesVerb = adminVerb({
  name: 'test-values',
  summary: 'The test values: card numbers, customer e-mail tags and PIX keys, and what each makes happen',
  commands: [
    {
      name: '',
      operations: ['getAdminTestValues'],
      args: [],
      summary: 'Every test card, e-mail tag and PIX key with its outcome',
      async run({ admin, print }) {
        const values = await admin.testValues();
        const steps = (list: { status?: string; afterMs?: number }[]) =>
          list.map((step) => step.status ?? JSON.stringify(step)).join(' → ');
        print(
          values,
          () =>
            'Cards\n' +
            table<TestCard>(values.cards, [
              ['NUMBER', (card) => card.number],
              ['BRAND', (card) => card.brand],
              ['OUTCOME', (card) => card.outcome],
              ['STEPS', (card) => steps(card.steps)],
              ['WHAT IT DOES', (card) => card.description],
            ]) +
            '\nCustomer e-mail tags\n' +
            table<TestEmailTag>(values.emailTags, [
              ['TAG', (tag) => tag.tag],
              ['STEPS', (tag) => steps(tag.steps)],
              ['WHAT IT DOES', (tag) => tag.description],
            ]) +
            '\nCashout PIX keys\n' +
            table<TestPixKey>(values.pixKeys, [
              ['KEY', (key) => key.key],
              ['STEPS', (key) => steps(key.steps)],
              ['WHAT IT DOES', (key) => key.description],
            ]),
        );
        return EXIT.ok;
      },
    },
  ],
});
