import { adminVerb, idArg, oneOfArg } from './command.js';
import { sellerName } from '../../core/lib/present.js';
import { TRIGGER_EVENTS, TRIGGERS, type TriggerContext } from './triggers.js';
import { urlOption } from './sale-body.js';
import { said, t, textOf } from './messages/say.js';
import { EXIT } from './verb.js';

const NEW_SELLER_BALANCE_CENTS = 1_000_000;

export const triggerVerb = adminVerb({
  name: 'trigger',
  summary: said('trigger.summary'),
  commands: [
    {
      name: '',
      args: ['<event>'],
      options: {
        seller: {
          type: 'string',
          value: 'ID|new',
          description: said('trigger.seller'),
        },
        'postback-url': { type: 'string', value: 'URL', description: said('trigger.postbackUrl') },
      },
      summary: said('trigger.command.summary'),
      details: [
        said('trigger.events'),
        ...TRIGGER_EVENTS.map((event) => () => `  ${event.padEnd(28)} ${textOf(TRIGGERS[event].summary)}`),
      ],
      async run({ admin, args, options, io, json, print }) {
        const event = oneOfArg(args[0], TRIGGER_EVENTS, t('arg.event'));
        const postbackUrl = urlOption(options['postback-url'], '--postback-url');
        const made: { type: string; id: number; status: string; note?: string }[] = [];
        const note: TriggerContext['made'] = (type, id, status, detail) => {
          made.push({ type, id, status, ...(detail ? { note: detail } : {}) });
          if (!json)
            io.stdout(
              `${t('type.name', type).padEnd(12)} ${String(id).padEnd(8)} ${status.padEnd(16)} ${detail ?? ''}`.trimEnd() +
                '\n',
            );
        };
        let sellerId: number;
        if (options.seller === 'new') {
          const created = await admin.sellers.create({
            name: `Trigger ${event}`,
            legalName: `Trigger ${event}`,
            availableBalance: NEW_SELLER_BALANCE_CENTS,
          });
          sellerId = created.seller?.id ?? created.userId!;
          note(
            'seller',
            sellerId,
            t('trigger.created'),
            t(
              'trigger.newSeller',
              created.credentials.publicKey,
              created.credentials.privateKey,
              created.credentials.webhookSecret ?? '-',
            ),
          );
        } else {
          sellerId = options.seller === undefined ? 1000 : idArg(String(options.seller), '--seller');
          // Read first, so an unknown seller is refused before anything is made.
          const view = await admin.sellers.get(sellerId);
          note(
            'seller',
            sellerId,
            view.seller.blocked ? t('trigger.blocked') : t('trigger.existing'),
            sellerName(view.seller),
          );
        }
        await TRIGGERS[event].run({ event, admin, sellerId, postbackUrl, made: note });
        if (json) print({ event, sellerId, made }, () => '');
        return EXIT.ok;
      },
    },
  ],
});
