import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT, type CliIo } from '../../src/tools/cli/verb.js';
import { dbVerb } from '../../src/tools/cli/db.verb.js';
import { runCli } from '../store/db-helpers.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-db-verb-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), env };
  const code = await dbVerb.run(args, io);
  return { code, stdout, stderr };
}

describe('gateway-sandbox db', () => {
  it.each([
    [[], /unknown action \(none\)/],
    [['vacuum', '--db-file', 'x.db'], /unknown action vacuum/],
    [['check'], /--db-file is required/],
    [['repair', '--db-file', 'x.db'], /repair needs --out/],
    [['check', '--db-file', 'x.db', 'extra'], /unexpected extra/],
    [['check', '--bogus'], /unknown option --bogus/],
  ])('%j is a usage error (exit 2, with the usage)', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('gateway-sandbox db check  --db-file FILE');
  });

  it('prints its usage with --help (exit 0)', async () => {
    expect(await run(['--help'])).toEqual({ code: EXIT.ok, stdout: dbVerb.usage, stderr: '' });
  });

  it('check: a file that does not exist yet would be created (exit 0), and is not created by checking', async () => {
    const file = join(dir, 'new.db');
    const result = await run(['check'], { SANDBOX_DB_FILE: file });
    expect(result).toEqual({
      code: EXIT.ok,
      stdout: `${file}: would be created (a new database from the fixtures)\n`,
      stderr: '',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('check: a file that is neither SQLite nor JSON would be refused (exit 1)', async () => {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'hello');
    expect(await run(['check', '--db-file', file])).toEqual({
      code: EXIT.refused,
      stdout: '',
      stderr: `gateway-sandbox db check: ${file}: is neither a SQLite database nor a JSON state of the sandbox\n`,
    });
  });

  it('repair never overwrites: an --out that exists is refused (exit 1), both files untouched', async () => {
    const out = join(dir, 'out.db');
    writeFileSync(out, 'keep me');
    const result = await run(['repair', '--db-file', join(dir, 'missing.db'), '--out', out]);
    expect(result.code).toBe(EXIT.refused);
    expect(result.stderr).toContain(`${out}: already exists`);
    expect(existsSync(join(dir, 'missing.db'))).toBe(false);
  });

  it('is what the shipped CLI runs when its first argument is db (exit codes carried through)', async () => {
    const file = join(dir, 'new.db');
    expect(await runCli(['db', 'check', '--db-file', file])).toEqual({
      code: 0,
      stdout: `${file}: would be created (a new database from the fixtures)\n`,
      stderr: '',
    });
    expect((await runCli(['db', 'nope'])).code).toBe(2);
  }, 20_000);
});
