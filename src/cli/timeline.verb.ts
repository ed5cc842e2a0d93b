import { adminVerb } from './command.js';
import { EventNarrator, type StreamEvent } from './events.present.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

const RESOURCE = /^(sale|cashout|subscription):[1-9][0-9]*$/;

export const timelineVerb = adminVerb({
  name: 'timeline',
  summary:
    "One sale's, cashout's or subscription's story: each change, ledger entry and delivery at its sandbox instant",
  commands: [
    {
      name: '',
      operations: ['getAdminEventsTimeline'],
      args: ['<type:id>'],
      summary: 'e.g. gateway-sandbox timeline sale:517 (oldest first; the sandbox keeps SANDBOX_EVENT_HISTORY changes)',
      async run({ admin, args, print }) {
        if (!RESOURCE.test(args[0]))
          throw new UsageError(`say which object as sale:ID, cashout:ID or subscription:ID, got "${args[0]}"`);
        const timeline = await admin.events.timeline(args[0]);
        const narrator = new EventNarrator();
        print(timeline, () =>
          timeline.events.length
            ? timeline.events.map((event) => narrator.line(event as StreamEvent)).join('')
            : `nothing recorded for ${args[0]} (fixture records and changes older than the kept history have no events)\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});
