import type { DeliveryRecord } from '../generated/schema-types.js';
import { DELIVERY_KINDS, DELIVERY_STATUSES } from '../webhooks/outbox.js';
import { adminVerb, idArg, limitOf, limitOption, oneOfArg, sellerFilter } from './command.js';
import { fields, table, when } from './output.js';
import { EXIT } from './verb.js';

const deliveryFields = (delivery: DeliveryRecord) =>
  fields([
    ['id', delivery.id],
    ['event id', delivery.eventId],
    ['kind', delivery.kind],
    ['seller', delivery.sellerId],
    ['about', `${delivery.resource.type} ${delivery.resource.id} → ${delivery.resource.status}`],
    ['url', delivery.url],
    ['signed', delivery.signed],
    ['status', delivery.status],
    ['next attempt', when(delivery.nextAttemptAt)],
    ['delivered', when(delivery.deliveredAt)],
    ['body', delivery.body],
  ]) + (delivery.attempts.length ? table(delivery.attempts, [['ATTEMPT AT', (attempt) => when(attempt.at)], ['HTTP', (attempt) => attempt.statusCode], ['MS', (attempt) => attempt.durationMs], ['ERROR', (attempt) => attempt.error]]) : 'no attempt yet\n');

export const deliveriesVerb = adminVerb({
  name: 'deliveries',
  summary: 'The webhook and postback outbox: every delivery and attempt; send one again',
  commands: [
    {
      name: 'list',
      args: [],
      options: {
        status: { type: 'string', value: 'STATUS', description: `Only in this status (${DELIVERY_STATUSES.join(', ')})` },
        seller: { type: 'string', value: 'ID', description: 'Only this seller’s' },
        kind: { type: 'string', value: 'KIND', description: `Only of this kind (${DELIVERY_KINDS.join(', ')})` },
        ...limitOption,
      },
      summary: 'Deliveries, newest first',
      async run({ admin, options, print }) {
        const { deliveries, total } = await admin.deliveries.list({
          ...sellerFilter(options.seller),
          ...(options.status === undefined ? {} : { status: oneOfArg(String(options.status), DELIVERY_STATUSES, '--status') }),
          ...(options.kind === undefined ? {} : { kind: oneOfArg(String(options.kind), DELIVERY_KINDS, '--kind') }),
          limit: limitOf(options.limit),
        });
        print({ deliveries, total }, () =>
          table<DeliveryRecord>(deliveries, [
            ['ID', (delivery) => delivery.id],
            ['KIND', (delivery) => delivery.kind],
            ['SELLER', (delivery) => delivery.sellerId],
            ['ABOUT', (delivery) => `${delivery.resource.type} ${delivery.resource.id} ${delivery.resource.status}`],
            ['STATUS', (delivery) => delivery.status],
            ['ATTEMPTS', (delivery) => delivery.attempts.length],
            ['LAST HTTP', (delivery) => delivery.attempts.at(-1)?.statusCode ?? delivery.attempts.at(-1)?.error ?? null],
            ['URL', (delivery) => delivery.url],
          ]) + `${deliveries.length} of ${total} deliveries\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      args: ['<id>'],
      summary: 'One delivery: the exact body sent, its headers’ ids, every attempt',
      async run({ admin, args, print }) {
        const delivery = await admin.deliveries.get(idArg(args[0], 'the delivery id'));
        print(delivery, () => deliveryFields(delivery));
        return EXIT.ok;
      },
    },
    {
      name: 'redeliver',
      args: ['<id>'],
      summary: 'Send a delivery once more, now (same event id, a new attempt)',
      async run({ admin, args, print }) {
        const delivery = await admin.deliveries.redeliver(idArg(args[0], 'the delivery id'));
        print(delivery, () => `delivery ${delivery.id} scheduled again (${delivery.kind} to ${delivery.url})\n`);
        return EXIT.ok;
      },
    },
  ],
});
