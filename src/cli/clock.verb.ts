import { adminVerb } from './command.js';
import { parseDuration } from './duration.js';
import { fields, table, when } from './output.js';
import { EXIT } from './verb.js';

/** Said once, beside the clock's own instant: every time the CLI prints is Brasília time (UTC-3, no summer time). */
const BRASILIA_ZONE = '(Brasília, UTC-3)';

export const clockVerb = adminVerb({
  name: 'clock',
  summary: 'The sandbox clock: read it, move it forward and run what falls due on the way',
  commands: [
    {
      name: 'show',
      operations: ['getAdminClock'],
      args: [],
      summary: 'Now, on the sandbox clock, and whether it is frozen',
      async run({ admin, print }) {
        const clock = await admin.clock.get();
        print(clock, () =>
          fields([
            ['now (sandbox clock)', `${when(clock.now)} ${BRASILIA_ZONE}`],
            ['frozen', clock.frozen],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'advance',
      operations: ['postAdminClockAdvance'],
      args: ['<duration>'],
      summary:
        'Move the clock forward; PIX expiry, trials, billing, retries and scheduled cancellations run in time order',
      details: [
        'A duration is numbers with units, combined: 90m, 12h, 30d, 2w, 1mo, 1d12h, 1mo15d.',
        'mo is a calendar month on the sandbox clock (31 Jan + 1mo = 28 Feb, as monthly billing counts: a MONTHLY',
        'subscription created now bills exactly 1mo later); w, d, h, m and s are fixed lengths added after the months.',
        'It returns when every state change on the way is done. Webhook attempts are waited for only briefly: one still',
        'out is PENDING with no next attempt (deliveries list --status PENDING), recorded when its receiver answers.',
      ],
      async run({ admin, args, print }) {
        const advanced = await admin.clock.advance(parseDuration(args[0]));
        print(
          advanced,
          () =>
            `now (sandbox clock) ${when(advanced.now)} ${BRASILIA_ZONE}\n` +
            (advanced.ran.length
              ? table(advanced.ran, [
                  ['RAN', (run) => run.job],
                  ['AT (sandbox clock)', (run) => when(run.at)],
                  ['ITEMS', (run) => run.handled],
                ])
              : 'nothing fell due\n'),
        );
        return EXIT.ok;
      },
    },
  ],
});
