import { adminVerb } from './command.js';
import { EventNarrator, type StreamEvent } from './events.present.js';
import { UsageError } from './usage-error.js';
import { said, t } from './messages/say.js';
import { sellerLabelsOrIds } from './output.js';
import { EXIT } from './verb.js';

const RESOURCE = /^(sale|cashout|subscription):[1-9][0-9]*$/;

export const timelineVerb = adminVerb({
  name: 'timeline',
  summary: said('timeline.summary'),
  commands: [
    {
      name: '',
      operations: ['getAdminEventsTimeline'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: ['<type:id>'],
      summary: said('timeline.command.summary'),
      async run({ admin, args, json, print }) {
        if (!RESOURCE.test(args[0])) throw new UsageError(t('timeline.badObject', args[0]));
        const timeline = await admin.events.timeline(args[0]);
        const narrator = new EventNarrator(json ? undefined : await sellerLabelsOrIds(admin));
        print(timeline, () =>
          timeline.events.length
            ? timeline.events.map((event) => narrator.line(event as StreamEvent)).join('')
            : `${t('timeline.nothing', args[0])}\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});
