import { readFile, writeFile } from 'node:fs/promises';
import type { ScenarioApplied } from '../generated/schema-types.js';
import { setOf } from '../scenarios/scenario-overrides.js';
import { adminVerb } from './command.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

/** What an apply made, a line per entry kind. */
const appliedText = (applied: ScenarioApplied) =>
  (['sellers', 'sales', 'cashouts', 'subscriptions'] as const)
    .map((kind) => {
      const entries = Object.entries(applied[kind] as Record<string, { id: number }>);
      return entries.length ? `${kind}: ${entries.map(([name, made]) => `${name}=${made.id}`).join(' ')}\n` : '';
    })
    .join('') +
  Object.entries(applied.sellers)
    .map(([name, seller]) => `${name} keys: ${seller.publicKey} ${seller.privateKey}\n`)
    .join('') +
  (applied.faults.length ? `faults armed: ${applied.faults.join(' ')}\n` : '') +
  (applied.inboxes.length ? `inboxes set: ${applied.inboxes.join(' ')}\n` : '') +
  `clock: ${applied.now}\n`;

/** A scenario file's JSON, or a usage error naming the file. */
async function scenarioFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UsageError(`cannot read a JSON scenario from ${file}: ${(error as Error).message}`);
  }
}

export const scenarioVerb = adminVerb({
  name: 'scenario',
  summary: 'Scenarios as files: apply a declared world (sellers, sales, cashouts, subscriptions, clock, faults)',
  commands: [
    {
      name: 'list',
      operations: ['getAdminScenarios'],
      args: [],
      summary: 'The scenarios shipped with the sandbox, usable by name',
      async run({ admin, print }) {
        const list = await admin.scenarios.list();
        print(list, () => list.scenarios.map((scenario) => `${scenario.name}  ${scenario.description}\n`).join(''));
        return EXIT.ok;
      },
    },
    {
      name: 'apply',
      operations: ['postAdminScenariosApply'],
      args: ['<file-or-name>'],
      options: {
        set: {
          type: 'string',
          multiple: true,
          value: 'PATH=VALUE',
          description: 'Override a value of the scenario by its dotted path (sales.big.amount=50000); repeatable',
        },
      },
      summary:
        'Apply a scenario file (JSON), or a shipped one by name: all of it or nothing (a refusal names the entry, exit 1)',
      async run({ admin, args, options, print }) {
        let set: Record<string, string>;
        try {
          set = setOf((options.set as unknown as string[] | undefined) ?? []);
        } catch (error) {
          throw new UsageError((error as Error).message);
        }
        const source = args[0];
        const byName = /^[a-z0-9][a-z0-9-]{0,63}$/.test(source) && !source.endsWith('.json');
        const applied = await admin.scenarios.apply(
          byName ? { name: source, set } : { scenario: (await scenarioFile(source)) as Record<string, unknown>, set },
        );
        print(applied, () => appliedText(applied));
        return EXIT.ok;
      },
    },
    {
      name: 'export',
      operations: ['getAdminScenariosExport'],
      args: ['[file]'],
      summary:
        'Write the sandbox as a scenario (to the file, or to the output): applied to an empty sandbox, it makes it again',
      async run({ admin, args, print }) {
        const scenario = await admin.scenarios.export();
        const text = `${JSON.stringify(scenario, null, 2)}\n`;
        if (args[0] === undefined) {
          print(scenario, () => text);
          return EXIT.ok;
        }
        await writeFile(args[0], text).catch((error: Error) => {
          throw new UsageError(`cannot write ${args[0]}: ${error.message}`);
        });
        print({ file: args[0] }, () => `wrote ${args[0]}\n`);
        return EXIT.ok;
      },
    },
  ],
});
