import { readFile, writeFile } from 'node:fs/promises';
import type { ScenarioApplied } from '../../generated/schema-types.js';
import { setOf } from '../../features/scenarios/scenario-overrides.js';
import { when } from './output.js';
import { adminVerb } from './command.js';
import { UsageError } from './usage-error.js';
import { said, t } from './messages/say.js';
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
    .map(([name, seller]) => `${t('scenario.keys', name, seller.publicKey, seller.privateKey)}\n`)
    .join('') +
  (applied.faults.length ? `${t('scenario.faults', applied.faults.join(' '))}\n` : '') +
  (applied.inboxes.length ? `${t('scenario.inboxes', applied.inboxes.join(' '))}\n` : '') +
  `${t('clock.now')} ${when(applied.now)} ${t('clock.zone')}\n`;

/** A scenario file's JSON, or a usage error naming the file. */
async function scenarioFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UsageError(t('scenario.cannotRead', file, (error as Error).message));
  }
}

export const scenarioVerb = adminVerb({
  name: 'scenario',
  summary: said('scenario.summary'),
  commands: [
    {
      name: 'list',
      operations: ['getAdminScenarios'],
      args: [],
      summary: said('scenario.list.summary'),
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
          description: said('scenario.apply.set'),
        },
      },
      summary: said('scenario.apply.summary'),
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
      summary: said('scenario.export.summary'),
      async run({ admin, args, print }) {
        const scenario = await admin.scenarios.export();
        const text = `${JSON.stringify(scenario, null, 2)}\n`;
        if (args[0] === undefined) {
          print(scenario, () => text);
          return EXIT.ok;
        }
        await writeFile(args[0], text).catch((error: Error) => {
          throw new UsageError(t('file.cannotWrite', args[0], error.message));
        });
        print({ file: args[0] }, () => `${t('file.wrote', args[0])}\n`);
        return EXIT.ok;
      },
    },
  ],
});
