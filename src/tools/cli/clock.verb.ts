import { adminVerb } from './command.js';
import { parseDuration } from './duration.js';
import { said, t } from './messages/say.js';
import { fields, table, when } from './output.js';
import { EXIT } from './verb.js';

export const clockVerb = adminVerb({
  name: 'clock',
  summary: said('clock.summary'),
  commands: [
    {
      name: 'show',
      operations: ['getAdminClock'],
      args: [],
      summary: said('clock.show.summary'),
      async run({ admin, print }) {
        const clock = await admin.clock.get();
        print(clock, () =>
          fields([
            // The zone is said once, beside the clock's own instant: every time the CLI prints is Brasília time.
            [t('clock.now'), `${when(clock.now)} ${t('clock.zone')}`],
            [t('clock.frozen'), clock.frozen ? t('word.yes') : t('word.no')],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'advance',
      operations: ['postAdminClockAdvance'],
      args: ['<duration>'],
      summary: said('clock.advance.summary'),
      details: [said('clock.advance.details')],
      async run({ admin, args, print }) {
        const advanced = await admin.clock.advance(parseDuration(args[0]));
        print(
          advanced,
          () =>
            `${t('clock.now')} ${when(advanced.now)} ${t('clock.zone')}\n` +
            (advanced.ran.length
              ? table(advanced.ran, [
                  [t('clock.head.ran'), (run) => run.job],
                  [t('clock.head.at'), (run) => when(run.at)],
                  [t('clock.head.items'), (run) => run.handled],
                ])
              : `${t('clock.nothingDue')}\n`),
        );
        return EXIT.ok;
      },
    },
  ],
});
