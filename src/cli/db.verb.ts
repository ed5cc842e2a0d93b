import { parseArgs } from 'node:util';
import { stateProblems } from '../admin/state.service.js';
import { EXIT, type CliIo, type CliVerb } from './verb.js';
import { SchemaRegistry } from '../http/schemas.js';
import { COLLECTION_SCHEMAS, type CollectionName } from '../store/collections.js';
import { repairStateFile, type RepairReport } from '../store/db-repair.js';
import type { MigrationResult } from '../store/migrations/index.js';
import { StoreRefusal } from '../store/refusal.js';
import { sqliteDriver } from '../store/sqlite-driver.js';
import { inspectStateFile, type Inspection } from '../store/sqlite-open.js';

const USAGE = `Usage:
  gateway-sandbox db check  --db-file FILE
  gateway-sandbox db repair --db-file FILE --out NEW_FILE

check   Does what a start on FILE would do before serving, read-only: SQLite's quick_check
        of the database with its -wal (while a -wal is there the file alone is not the
        database: a checkpoint killed half-way leaves a file malformed alone, whole with it),
        every row read and checked against its schema, the lock (is a server using it?),
        the -wal's header, journals without their database, a JSON state of an earlier
        version and its journals, a read-only directory. Every file is left byte for byte
        as it was (SQLite reads a link or copy in a private temp folder). Exit 0 if the
        server would start on it, 1 if not (the reason is printed).
repair  Copies every record of FILE (with its -wal) that can still be read, record by record
        around damaged pages, into NEW_FILE (which must not exist); FILE is never written.
        Prints how many rows were copied and lost per table. Exit 0 if nothing was lost, 1 if
        rows were lost or nothing could be written. Then: db check --db-file NEW_FILE, and move it in place.

FILE defaults to SANDBOX_DB_FILE. Recovery procedure: docs/reliability.md, "Recovery".
`;

function stateCheck(schemas: SchemaRegistry) {
  return (state: unknown) => {
    const problems = stateProblems(schemas, state);
    if (problems.length) throw new Error(`does not hold a valid sandbox state: ${problems.slice(0, 5).join(', ')}`);
  };
}

/**
 * What a start would add to the check's line: the migration it would apply to the state read, and the copy it would
 * keep.
 */
const wouldMigrate = (migration: MigrationResult, kept: string) =>
  migration.applied.length
    ? `; a start would migrate it from schema version ${migration.from} to ${migration.to} (${migration.applied.join('; ')})${kept}`
    : '';

export function describe(inspection: Inspection): string {
  switch (inspection.kind) {
    case 'create':
      return `${inspection.file}: would be created (a new database from the fixtures)`;
    case 'convert': {
      const { legacy } = inspection;
      const torn = legacy.tornTail ? ', a torn last line dropped' : '';
      return `${inspection.file}: a JSON state of an earlier version; a start would convert it into SQLite (snapshot + ${legacy.entries} journal entries${torn}), keeping the JSON files as ${inspection.file}.json-backup*${wouldMigrate(inspection.migration, '')}`;
    }
    case 'open': {
      const counts = Object.entries(inspection.counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ');
      const { wal } = inspection;
      const ignored = wal?.ignoredBytes
        ? `; ${wal.ignoredBytes} bytes after them are ignored (a write cut short, never answered, or frames already checkpointed)`
        : '';
      const pending = wal
        ? `. Its -wal holds ${wal.transactions} transactions not yet checkpointed into the database file${ignored}`
        : '';
      return `${inspection.file}: would start. quick_check ok, every row valid (${counts})${pending}${wouldMigrate(inspection.migration, `, keeping the version-${inspection.migration.from} database as ${inspection.file}.v${inspection.migration.from}.bak`)}`;
    }
  }
}

function printRepair(report: RepairReport, io: CliIo): void {
  io.stdout(`copied ${report.source} → ${report.out}\n`);
  for (const table of report.tables) {
    const ranges = table.lostRanges.map(([first, last]) =>
      last === null ? `ids from ${first} on` : first === last ? `id ${first}` : `ids ${first}–${last}`,
    );
    const parts = [`${table.table}: copied ${table.copied}`];
    if (table.invalid.length)
      parts.push(
        `not valid ${table.invalid.length} (ids ${table.invalid.slice(0, 10).join(', ')}${table.invalid.length > 10 ? '…' : ''})`,
      );
    if (table.unreadable.length)
      parts.push(`unreadable ${table.unreadable.length} (ids ${table.unreadable.slice(0, 10).join(', ')})`);
    if (ranges.length) parts.push(`lost behind damaged pages: ${ranges.join(', ')}`);
    io.stdout(`  ${parts.join('; ')}\n`);
  }
  for (const { file, lines } of report.skippedLines)
    io.stdout(`  ${file}: skipped damaged lines ${lines.join(', ')}\n`);
  if (report.walIgnored) io.stdout(`  ${report.walIgnored}\n`);
  const uncounted = [
    report.lossUncounted ? ', and an uncounted number at the end of a table' : '',
    report.walIgnored ? ', and the uncounted writes of the damaged -wal' : '',
  ].join('');
  const lost =
    report.lostAtMost === 0 && !uncounted ? 'nothing lost' : `lost at most ${report.lostAtMost} rows${uncounted}`;
  io.stdout(`${lost}. Next: gateway-sandbox db check --db-file ${report.out}\n`);
}

function parse(args: string[]) {
  return parseArgs({
    args,
    options: { 'db-file': { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
}

/** `gateway-sandbox db check|repair`: the state file's health, read-only, and a copy of what survives damage. */
export const dbVerb: CliVerb = {
  name: 'db',
  summary: 'Check a state database (would a start accept it?) or copy what survives damage into a new one',
  usage: USAGE,
  async run(args: string[], io: CliIo): Promise<number> {
    let parsed: ReturnType<typeof parse>;
    try {
      parsed = parse(args);
    } catch (error) {
      io.stderr(`gateway-sandbox db: ${(error as Error).message}\n\n${USAGE}`);
      return EXIT.usage;
    }
    const [action, ...extra] = parsed.positionals;
    if (parsed.values.help || action === 'help') {
      io.stdout(USAGE);
      return EXIT.ok;
    }
    const file = parsed.values['db-file'] ?? io.env.SANDBOX_DB_FILE;
    const problem =
      action !== 'check' && action !== 'repair'
        ? `unknown action ${action ?? '(none)'}: check or repair`
        : extra.length
          ? `unexpected ${extra.join(' ')}`
          : !file
            ? '--db-file is required (or SANDBOX_DB_FILE)'
            : action === 'repair' && !parsed.values.out
              ? 'repair needs --out NEW_FILE'
              : null;
    if (problem) {
      io.stderr(`gateway-sandbox db: ${problem}\n\n${USAGE}`);
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
  },
};
