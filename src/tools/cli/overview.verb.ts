import type { StatusCounts, TestCard, TestEmailTag, TestPixKey } from '../../generated/schema-types.js';
import { adminVerb } from './command.js';
import { fields, table, when } from './output.js';
import { said, t } from './messages/say.js';
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
  summary: said('overview.summary'),
  commands: [
    {
      name: '',
      operations: ['getAdminOverview'],
      args: [],
      summary: said('overview.command.summary'),
      async run({ admin, print }) {
        const overview = await admin.overview();
        print(overview, () =>
          fields([
            [
              t('clock.now'),
              `${when(overview.now)} ${t('clock.zone')}${overview.frozen ? ` (${t('clock.frozen')})` : ''}`,
            ],
            [t('overview.sellers'), overview.sellers],
            [t('overview.sales'), counts(overview.sales)],
            [t('overview.cashouts'), counts(overview.cashouts)],
            [t('overview.subscriptions'), counts(overview.subscriptions)],
            [t('overview.deliveries'), counts(overview.deliveries)],
            [t('overview.lastEvent'), overview.lastEventId],
          ]),
        );
        return EXIT.ok;
      },
    },
  ],
});

export const testValuesVerb = adminVerb({
  name: 'test-values',
  summary: said('testValues.summary'),
  commands: [
    {
      name: '',
      operations: ['getAdminTestValues'],
      args: [],
      summary: said('testValues.command.summary'),
      async run({ admin, print }) {
        const values = await admin.testValues();
        const steps = (list: { status?: string; afterMs?: number }[]) =>
          list.map((step) => step.status ?? JSON.stringify(step)).join(' → ');
        print(
          values,
          () =>
            `${t('testValues.cards')}\n` +
            table<TestCard>(values.cards, [
              [t('testValues.head.number'), (card) => card.number],
              [t('testValues.head.brand'), (card) => card.brand],
              [t('testValues.head.outcome'), (card) => card.outcome],
              [t('testValues.head.steps'), (card) => steps(card.steps)],
              [t('testValues.head.what'), (card) => card.description],
            ]) +
            `\n${t('testValues.tags')}\n` +
            table<TestEmailTag>(values.emailTags, [
              ['TAG', (tag) => tag.tag],
              [t('testValues.head.steps'), (tag) => steps(tag.steps)],
              [t('testValues.head.what'), (tag) => tag.description],
            ]) +
            `\n${t('testValues.keys')}\n` +
            table<TestPixKey>(values.pixKeys, [
              [t('testValues.head.key'), (key) => key.key],
              [t('testValues.head.steps'), (key) => steps(key.steps)],
              [t('testValues.head.what'), (key) => key.description],
            ]),
        );
        return EXIT.ok;
      },
    },
  ],
});
