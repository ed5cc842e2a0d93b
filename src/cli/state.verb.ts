import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { StateSnapshot } from '../generated/schema-types.js';
import { adminVerb } from './command.js';
import { UsageError } from './usage-error.js';
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
  summary: 'Snapshot the whole sandbox state to a file, or restore one',
  commands: [
    {
      name: 'save',
      operations: ['getAdminState'],
      args: ['<file>'],
      summary:
        'Write GET /__admin/state?secrets=include to a new file only you may read (0600): webhook secrets included, so `state load` after a reset signs as before; private keys only as hashes',
      async run({ admin, args, print }) {
        const state = await admin.state.get({ secrets: 'include' });
        await writePrivate(args[0], JSON.stringify(state)).catch((error: Error) => {
          throw new UsageError(`cannot write ${args[0]}: ${error.message}`);
        });
        print({ file: args[0], clock: state.meta.clock }, () => `saved ${counts(state)} to ${args[0]}\n`);
        return EXIT.ok;
      },
    },
    {
      name: 'load',
      operations: ['putAdminState'],
      args: ['<file>'],
      summary:
        'Replace the state with a saved one; one of an earlier schema version is migrated (and the steps printed); it is validated first, and an invalid one changes nothing (exit 1)',
      async run({ admin, args, print }) {
        let state: StateSnapshot;
        try {
          state = JSON.parse(await readFile(args[0], 'utf8')) as StateSnapshot;
        } catch (error) {
          throw new UsageError(`cannot read a JSON state from ${args[0]}: ${(error as Error).message}`);
        }
        const answer = await admin.state.put(state);
        const migrated =
          answer.migratedFrom === null
            ? ''
            : `migrated from schema version ${answer.migratedFrom} to ${answer.schemaVersion}:\n${answer.migrations.map((step) => `  ${step}\n`).join('')}`;
        print(answer, () => `loaded ${args[0]}: ${answer.message}\n${migrated}`);
        return EXIT.ok;
      },
    },
  ],
});

export const resetVerb = adminVerb({
  name: 'reset',
  summary: 'Back to the fixture state (and the clock to its start)',
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
