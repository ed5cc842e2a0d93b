import type { DeliveryRecord } from '../generated/schema-types.js';
import { DELIVERY_KINDS, DELIVERY_STATUSES } from '../webhooks/outbox.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminVerb, idArg, limitOf, limitOption, oneOfArg, sellerFilter } from './command.js';
import { fields, table, when } from './output.js';
import { UsageError } from './usage-error.js';
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
  ]) +
  (delivery.attempts.length
    ? table(delivery.attempts, [
        ['ATTEMPT AT', (attempt) => when(attempt.at)],
        ['HTTP', (attempt) => attempt.statusCode],
        ['MS', (attempt) => attempt.durationMs],
        ['ERROR', (attempt) => attempt.error],
      ])
    : 'no attempt yet\n');

export const deliveriesVerb = adminVerb({
  name: 'deliveries',
  summary: 'The webhook and postback outbox: every delivery and attempt; send one again',
  commands: [
    {
      name: 'list',
      operations: ['getAdminWebhooksDeliveries'],
      args: [],
      options: {
        status: {
          type: 'string',
          value: 'STATUS',
          description: `Only in this status (${DELIVERY_STATUSES.join(', ')})`,
        },
        seller: { type: 'string', value: 'ID', description: 'Only this seller’s' },
        kind: { type: 'string', value: 'KIND', description: `Only of this kind (${DELIVERY_KINDS.join(', ')})` },
        ...limitOption,
      },
      summary: 'Deliveries, newest first',
      async run({ admin, options, print }) {
        const { deliveries, total } = await admin.deliveries.list({
          ...sellerFilter(options.seller),
          ...(options.status === undefined
            ? {}
            : { status: oneOfArg(String(options.status), DELIVERY_STATUSES, '--status') }),
          ...(options.kind === undefined ? {} : { kind: oneOfArg(String(options.kind), DELIVERY_KINDS, '--kind') }),
          limit: limitOf(options.limit),
        });
        print(
          { deliveries, total },
          () =>
            table<DeliveryRecord>(deliveries, [
              ['ID', (delivery) => delivery.id],
              ['KIND', (delivery) => delivery.kind],
              ['SELLER', (delivery) => delivery.sellerId],
              ['ABOUT', (delivery) => `${delivery.resource.type} ${delivery.resource.id} ${delivery.resource.status}`],
              ['STATUS', (delivery) => delivery.status],
              ['ATTEMPTS', (delivery) => delivery.attempts.length],
              [
                'LAST HTTP',
                (delivery) => delivery.attempts.at(-1)?.statusCode ?? delivery.attempts.at(-1)?.error ?? null,
              ],
              ['URL', (delivery) => delivery.url],
            ]) + `${deliveries.length} of ${total} deliveries\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminWebhooksDeliveriesId'],
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
      operations: ['postAdminWebhooksDeliveriesIdRedeliver'],
      reads: ['getAdminWebhooksDeliveriesId'],
      args: ['<id>'],
      options: {
        wait: {
          type: 'string',
          value: 'SECONDS',
          description:
            'How long to wait for the attempt’s outcome (default 40: past the longest receiver timeout); 0 does not wait',
        },
      },
      summary: 'Send a delivery once more, now (same event id, a new attempt), and print how the receiver answered',
      async run({ admin, args, options, print }) {
        const id = idArg(args[0], 'the delivery id');
        const waitMs = (options.wait === undefined ? 40 : Number(options.wait)) * 1000;
        if (!Number.isFinite(waitMs) || waitMs < 0)
          throw new UsageError(`--wait must be a number of seconds, got "${String(options.wait)}"`);
        const before = (await admin.deliveries.get(id)).attempts.length;
        let delivery = await admin.deliveries.redeliver(id);
        // The attempt runs outside the request: its outcome is the next attempt recorded.
        for (const deadline = Date.now() + waitMs; delivery.attempts.length <= before && Date.now() < deadline;) {
          await sleep(100);
          delivery = await admin.deliveries.get(id);
        }
        const attempt = delivery.attempts.length > before ? delivery.attempts.at(-1)! : null;
        print(delivery, () =>
          attempt
            ? `delivery ${delivery.id} sent again to ${delivery.url}: ${attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : `no answer (${attempt.error})`} in ${Math.round(attempt.durationMs)} ms; the delivery is ${delivery.status}\n`
            : `delivery ${delivery.id} is due again now (${delivery.kind} to ${delivery.url}); its attempt had not ended after ${waitMs / 1000} s: gateway-sandbox deliveries show ${delivery.id}\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});
