import { readFile, writeFile } from 'node:fs/promises';
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

export const stateVerb = adminVerb({
  name: 'state',
  summary: 'Snapshot the whole sandbox state to a file, or restore one',
  commands: [
    {
      name: 'save',
      args: ['<file>'],
      summary: 'Write GET /__admin/state to a file (never holds webhook secrets or private keys)',
      async run({ admin, args, print }) {
        const state = await admin.state.get();
        await writeFile(args[0], JSON.stringify(state)).catch((error: Error) => {
          throw new UsageError(`cannot write ${args[0]}: ${error.message}`);
        });
        print({ file: args[0], clock: state.meta.clock }, () => `saved ${counts(state)} to ${args[0]}\n`);
        return EXIT.ok;
      },
    },
    {
      name: 'load',
      args: ['<file>'],
      summary: 'Replace the state with a saved one; one of an earlier schema version is migrated (and the steps printed); it is validated first, and an invalid one changes nothing (exit 1)',
      async run({ admin, args, print }) {
        let state: StateSnapshot;
        try {
          state = JSON.parse(await readFile(args[0], 'utf8')) as StateSnapshot;
        } catch (error) {
          throw new UsageError(`cannot read a JSON state from ${args[0]}: ${(error as Error).message}`);
        }
        const answer = await admin.state.put(state);
        const migrated = answer.migratedFrom === null ? '' : `migrated from schema version ${answer.migratedFrom} to ${answer.schemaVersion}:\n${answer.migrations.map((step) => `  ${step}\n`).join('')}`;
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
