import type { DeliveryRecord } from '../../generated/schema-types.js';
import { DELIVERY_KINDS, DELIVERY_STATUSES } from '../../features/webhooks/outbox.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminVerb, idArg, limitOption, listFilter, oneOfArg, sellerOption, statusOption } from './command.js';
import { fields, sellerLabels, table, when, type SellerLabel } from './output.js';
import { UsageError } from './usage-error.js';
import { said, t } from './messages/say.js';
import { EXIT } from './verb.js';

const deliveryFields = (delivery: DeliveryRecord, seller: SellerLabel) =>
  fields([
    ['id', delivery.id],
    [t('deliveries.eventId'), delivery.eventId],
    [t('deliveries.kind'), delivery.kind],
    [t('label.seller'), seller(delivery.sellerId)],
    [t('deliveries.about'), `${delivery.resource.type} ${delivery.resource.id} → ${delivery.resource.status}`],
    ['url', delivery.url],
    [t('deliveries.signed'), delivery.signed ? t('word.yes') : t('word.no')],
    ['status', delivery.status],
    [t('deliveries.nextAttempt'), when(delivery.nextAttemptAt)],
    [t('deliveries.delivered'), when(delivery.deliveredAt)],
    [t('deliveries.body'), delivery.body],
  ]) +
  (delivery.attempts.length
    ? table(delivery.attempts, [
        [t('deliveries.head.attemptAt'), (attempt) => when(attempt.at)],
        ['HTTP', (attempt) => attempt.statusCode],
        ['MS', (attempt) => attempt.durationMs],
        [t('deliveries.head.error'), (attempt) => attempt.error],
      ])
    : `${t('deliveries.noAttempt')}\n`);

export const deliveriesVerb = adminVerb({
  name: 'deliveries',
  summary: said('deliveries.summary'),
  commands: [
    {
      name: 'list',
      operations: ['getAdminWebhooksDeliveries'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: [],
      options: {
        ...statusOption(DELIVERY_STATUSES),
        ...sellerOption,
        kind: { type: 'string', value: 'KIND', description: said('deliveries.kindFilter', DELIVERY_KINDS.join(', ')) },
        ...limitOption,
      },
      summary: said('deliveries.list.summary'),
      async run({ admin, options, print }) {
        const { deliveries, total } = await admin.deliveries.list({
          ...listFilter(options, DELIVERY_STATUSES),
          ...(options.kind === undefined ? {} : { kind: oneOfArg(String(options.kind), DELIVERY_KINDS, '--kind') }),
        });
        const seller = await sellerLabels(admin);
        print(
          { deliveries, total },
          () =>
            table<DeliveryRecord>(deliveries, [
              ['ID', (delivery) => delivery.id],
              [t('deliveries.head.kind'), (delivery) => delivery.kind],
              [t('head.seller'), (delivery) => seller(delivery.sellerId)],
              [
                t('deliveries.head.about'),
                (delivery) => `${delivery.resource.type} ${delivery.resource.id} ${delivery.resource.status}`,
              ],
              ['STATUS', (delivery) => delivery.status],
              [t('deliveries.head.attempts'), (delivery) => delivery.attempts.length],
              [
                t('deliveries.head.lastHttp'),
                (delivery) => delivery.attempts.at(-1)?.statusCode ?? delivery.attempts.at(-1)?.error ?? null,
              ],
              ['URL', (delivery) => delivery.url],
            ]) + `${t('deliveries.count', deliveries.length, total)}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminWebhooksDeliveriesId'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: ['<id>'],
      summary: said('deliveries.show.summary'),
      async run({ admin, args, print }) {
        const delivery = await admin.deliveries.get(idArg(args[0], t('arg.deliveryId')));
        const seller = await sellerLabels(admin);
        print(delivery, () => deliveryFields(delivery, seller));
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
          description: said('deliveries.redeliver.wait'),
        },
      },
      summary: said('deliveries.redeliver.summary'),
      async run({ admin, args, options, print }) {
        const id = idArg(args[0], t('arg.deliveryId'));
        const waitMs = (options.wait === undefined ? 40 : Number(options.wait)) * 1000;
        if (!Number.isFinite(waitMs) || waitMs < 0) throw new UsageError(t('deliveries.badWait', String(options.wait)));
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
            ? `${t(
                'deliveries.sentAgain',
                delivery.id,
                delivery.url,
                attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : t('listen.noAnswer', attempt.error ?? ''),
                Math.round(attempt.durationMs),
                delivery.status,
              )}\n`
            : `${t('deliveries.dueAgain', delivery.id, delivery.kind, delivery.url, waitMs / 1000)}\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});
