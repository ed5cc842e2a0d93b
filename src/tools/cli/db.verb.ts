import { parseArgs } from 'node:util';
import { argsError } from './args-error.js';
import { stateProblems } from '../../features/admin/state.service.js';
import { inLanguageOf, t } from './messages/say.js';
import { EXIT, type CliIo, type CliVerb } from './verb.js';
import { SchemaRegistry } from '../../http/schemas.js';
import { COLLECTION_SCHEMAS, type CollectionName } from '../../core/store/collections.js';
import { repairStateFile, type RepairReport } from '../../core/store/db-repair.js';
import type { MigrationResult } from '../../core/store/migrations/index.js';
import { StoreRefusal } from '../../core/store/refusal.js';
import { sqliteDriver } from '../../core/store/sqlite-driver.js';
import { inspectStateFile, type Inspection } from '../../core/store/sqlite-open.js';

const usage = () => t('db.usage');

function stateCheck(schemas: SchemaRegistry) {
  return (state: unknown) => {
    const problems = stateProblems(schemas, state);
    if (problems.length) throw new Error(t('db.invalidState', problems.slice(0, 5).join(', ')));
  };
}

/**
 * What a start would add to the check's line: the migration it would apply to the state read, and the copy it would
 * keep.
 */
const wouldMigrate = (migration: MigrationResult, kept: string) =>
  migration.applied.length
    ? `; ${t('db.wouldMigrate', migration.from, migration.to, migration.applied.join('; '))}${kept}`
    : '';

export function describe(inspection: Inspection): string {
  switch (inspection.kind) {
    case 'create':
      return `${inspection.file}: ${t('db.wouldCreate')}`;
    case 'convert': {
      const { legacy } = inspection;
      const torn = legacy.tornTail ? `, ${t('db.tornTail')}` : '';
      return `${inspection.file}: ${t('db.wouldConvert', legacy.entries, torn, inspection.file)}${wouldMigrate(inspection.migration, '')}`;
    }
    case 'open': {
      const counts = Object.entries(inspection.counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ');
      const { wal } = inspection;
      const ignored = wal?.ignoredBytes ? `; ${t('db.walIgnored', wal.ignoredBytes)}` : '';
      const pending = wal ? `. ${t('db.walPending', wal.transactions)}${ignored}` : '';
      return `${inspection.file}: ${t('db.wouldStart', counts)}${pending}${wouldMigrate(inspection.migration, `, ${t('db.keeping', inspection.migration.from, `${inspection.file}.v${inspection.migration.from}.bak`)}`)}`;
    }
  }
}

function printRepair(report: RepairReport, io: CliIo): void {
  io.stdout(`${t('db.copied', report.source, report.out)}\n`);
  for (const table of report.tables) {
    const ranges = table.lostRanges.map(([first, last]) =>
      last === null ? t('db.idsFrom', first) : first === last ? `id ${first}` : `ids ${first}–${last}`,
    );
    const parts = [`${table.table}: ${t('db.copiedCount', table.copied)}`];
    if (table.invalid.length)
      parts.push(
        t(
          'db.notValid',
          table.invalid.length,
          `${table.invalid.slice(0, 10).join(', ')}${table.invalid.length > 10 ? '…' : ''}`,
        ),
      );
    if (table.unreadable.length)
      parts.push(t('db.unreadable', table.unreadable.length, table.unreadable.slice(0, 10).join(', ')));
    if (ranges.length) parts.push(t('db.lostBehind', ranges.join(', ')));
    io.stdout(`  ${parts.join('; ')}\n`);
  }
  for (const { file, lines } of report.skippedLines) io.stdout(`  ${t('db.skipped', file, lines.join(', '))}\n`);
  if (report.walIgnored) io.stdout(`  ${report.walIgnored}\n`);
  const uncounted = [
    report.lossUncounted ? `, ${t('db.uncountedEnd')}` : '',
    report.walIgnored ? `, ${t('db.uncountedWal')}` : '',
  ].join('');
  const lost =
    report.lostAtMost === 0 && !uncounted
      ? t('db.nothingLost')
      : `${t('db.lostAtMost', report.lostAtMost)}${uncounted}`;
  io.stdout(`${lost}. ${t('db.next', report.out)}\n`);
}

const DB_OPTIONS = { 'db-file': { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } } as const;

function parse(args: string[]) {
  return parseArgs({
    args,
    options: DB_OPTIONS,
    allowPositionals: true,
    strict: true,
  });
}

/** `gateway-sandbox db check|repair`: the state file's health, read-only, and a copy of what survives damage. */
export const dbVerb: CliVerb = {
  name: 'db',
  get summary() {
    return t('db.summary');
  },
  get usage() {
    return usage();
  },
  run: (args, io) => inLanguageOf(io.env, () => check(args, io)),
};

async function check(args: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    io.stderr(`gateway-sandbox db: ${(argsError(error, DB_OPTIONS) ?? (error as Error)).message}\n\n${usage()}`);
    return EXIT.usage;
  }
  const [action, ...extra] = parsed.positionals;
  if (parsed.values.help || action === 'help') {
    io.stdout(usage());
    return EXIT.ok;
  }
  const file = parsed.values['db-file'] ?? io.env.SANDBOX_DB_FILE;
  const problem =
    action !== 'check' && action !== 'repair'
      ? t('db.unknownAction', action ?? t('db.none'))
      : extra.length
        ? t('db.unexpected', extra.join(' '))
        : !file
          ? t('db.needsFile')
          : action === 'repair' && !parsed.values.out
            ? t('db.needsOut')
            : null;
  if (problem) {
    io.stderr(`gateway-sandbox db: ${problem}\n\n${usage()}`);
    return EXIT.usage;
  }
  try {
    // Before anything: "would a start accept it?" is no, for any file, without the driver.
    await sqliteDriver();
  } catch (error) {
    io.stderr(`gateway-sandbox db ${action}: ${(error as Error).message}\n`);
    return EXIT.refused;
  }
  const schemas = new SchemaRegistry();
  await schemas.loadStoreValidators();
  try {
    if (action === 'check') {
      io.stdout(`${describe(await inspectStateFile(file!, stateCheck(schemas)))}\n`);
      return EXIT.ok;
    }
    const report = await repairStateFile(file!, parsed.values.out!, (collection, id, record) => {
      return (
        !schemas.errors(COLLECTION_SCHEMAS[collection as CollectionName], record) &&
        (record as { id?: unknown }).id === id
      );
    });
    printRepair(report, io);
    return report.lostAtMost === 0 && !report.lossUncounted && !report.walIgnored ? EXIT.ok : EXIT.refused;
  } catch (error) {
    if (!(error instanceof StoreRefusal)) throw error;
    io.stderr(`gateway-sandbox db ${action}: ${error.message}\n`);
    return EXIT.refused;
  }
}
