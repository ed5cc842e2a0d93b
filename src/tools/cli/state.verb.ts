import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { StateSnapshot } from '../../generated/schema-types.js';
import { adminVerb } from './command.js';
import { UsageError } from './usage-error.js';
import { said, t } from './messages/say.js';
import { systemProblemText } from './system-error.js';
import { EXIT } from './verb.js';

/** Counts of each collection of a state, for the human summary. */
const counts = (state: StateSnapshot) =>
  Object.entries(state)
    .filter(([name]) => name !== 'meta')
    .map(([name, records]) => `${Object.keys(records as object).length} ${name}`)
    .join(', ');

/**
 * Writes `text` to `file` readable by its owner only (0600), whatever mode a file there had: a
 * new file beside it, created 0600, then renamed over it. It holds webhook secrets. What is
 * not a regular file (/dev/stdout, a pipe) is written as it is.
 */
async function writePrivate(file: string, text: string): Promise<void> {
  const existing = await stat(file).catch(() => null);
  if (existing && !existing.isFile()) return writeFile(file, text);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export const stateVerb = adminVerb({
  name: 'state',
  summary: said('state.summary'),
  commands: [
    {
      name: 'save',
      operations: ['getAdminState'],
      args: ['<file>'],
      summary: said('state.save.summary'),
      async run({ admin, args, print }) {
        const state = await admin.state.get({ secrets: 'include' });
        await writePrivate(args[0], JSON.stringify(state)).catch((error: Error) => {
          throw new UsageError(t('file.cannotWrite', args[0], systemProblemText(error)));
        });
        print({ file: args[0], clock: state.meta.clock }, () => `${t('state.saved', counts(state), args[0])}\n`);
        return EXIT.ok;
      },
    },
    {
      name: 'load',
      operations: ['putAdminState'],
      args: ['<file>'],
      summary: said('state.load.summary'),
      async run({ admin, args, print }) {
        let state: StateSnapshot;
        try {
          state = JSON.parse(await readFile(args[0], 'utf8')) as StateSnapshot;
        } catch (error) {
          throw new UsageError(t('state.cannotRead', args[0], systemProblemText(error)));
        }
        const answer = await admin.state.put(state);
        const migrated =
          answer.migratedFrom === null
            ? ''
            : `${t('state.migrated', answer.migratedFrom, answer.schemaVersion)}\n${answer.migrations.map((step) => `  ${step}\n`).join('')}`;
        print(answer, () => `${t('state.loaded', args[0], answer.message)}\n${migrated}`);
        return EXIT.ok;
      },
    },
  ],
});

export const resetVerb = adminVerb({
  name: 'reset',
  summary: said('reset.summary'),
  commands: [
    {
      name: '',
      operations: ['postAdminReset'],
      args: [],
      summary: 'POST /__admin/reset',
      async run({ admin, print }) {
        const answer = await admin.reset();
        print(answer, () => `${answer.message}\n`);
        return EXIT.ok;
      },
    },
  ],
});
