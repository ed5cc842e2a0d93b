import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';

/**
 * scripts/check-assertions.mjs (issue 33): a test block whose every assertion may be skipped is
 * listed, and CI fails on it. Here: what it flags and what it accepts, then the tree itself.
 */
const SCRIPT = join(ROOT, 'scripts/check-assertions.mjs');

type Report = { files: number; findings: { test: string }[]; stale: unknown[] };

function check(files: string[]): { status: number | null; report: Report } {
  const run = spawnSync(process.execPath, [SCRIPT, '--json', ...files], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, report: JSON.parse(run.stdout) as Report };
}

/** Each case: a test body, and whether the checker must list it. */
const CASES: [string, string, boolean][] = [
  ['an assertion behind an if', `if (a) expect(a).toBe(1);`, true],
  ['an early return before the assertion', `if (a) return;\n expect(a).toBe(1);`, true],
  ['an assertion only in a catch', `try { f(); } catch (e) { expect(e).toBeDefined(); }`, true],
  ['an assertion after &&', `a && expect(a).toBe(1);`, true],
  ['an assertion in one branch of ?:', `a ? expect(a).toBe(1) : null;`, true],
  ['a for…of over a list that may be empty', `for (const x of list()) expect(x).toBe(1);`, true],
  ['a forEach over a list that may be empty', `list().forEach((x) => expect(x).toBe(1));`, true],
  [
    'a continue before the assertion in a loop',
    `for (const x of [1, 2]) { if (x) continue; expect(x).toBe(1); }`,
    true,
  ],
  ['a while loop that may not run', `while (a) { expect(a).toBe(1); a = 0; }`, true],
  ['an optional call', `check?.(expect(a).toBe(1));`, true],
  ['a plain assertion', `expect(a).toBe(1);`, false],
  ['assertions in both branches of an if', `if (a) expect(a).toBe(1); else expect(a).toBe(2);`, false],
  ['a for…of over a literal list', `for (const x of [1, 2]) expect(x).toBe(1);`, false],
  ['a for…of over a const literal list', `for (const x of ROWS) expect(x).toBe(1);`, false],
  ['a counted for loop', `for (let i = 0; i < 3; i++) expect(i).toBeLessThan(3);`, false],
  [
    'a loop after a length assertion',
    `expect(list()).toHaveLength(2);\n for (const x of list()) expect(x).toBe(1);`,
    false,
  ],
  ['an assertion in a callback passed along', `await waitFor(() => expect(a).toBe(1));`, false],
  ['a return inside a nested function', `const f = () => { return 1; };\n expect(f()).toBe(1);`, false],
  [
    'a guarded assertion counted by expect.assertions',
    `expect.assertions(1);\n try { f(); } catch (e) { expect(e).toBeDefined(); }`,
    false,
  ],
  ['an assert helper', `assertShape(a);`, false],
  [
    'a break of an inner loop before the assertion',
    `for (const x of [1]) { if (x) break; }\n expect(a).toBe(1);`,
    false,
  ],
];

describe('scripts/check-assertions.mjs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'check-assertions-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists exactly the tests whose every assertion may be skipped', () => {
    const file = join(dir, 'cases.test.ts');
    writeFileSync(
      file,
      'const ROWS = [1, 2] as const;\n' +
        CASES.map(([name, body]) => `it(${JSON.stringify(name)}, async () => {\n ${body}\n});\n`).join('') +
        // it.each and a tagged modifier are test blocks too; describe is not.
        `it.each([[1]])('each: %s', (a) => { if (a) expect(a).toBe(1); });\n` +
        `test.concurrent('concurrent', () => { if (a) expect(a).toBe(1); });\n` +
        `describe('a describe', () => { if (a) expect(a).toBe(1); });\n`,
    );
    const { status, report } = check([file]);
    expect(report.findings.map((finding) => finding.test)).toEqual([
      ...CASES.filter(([, , listed]) => listed).map(([name]) => name),
      'each: %s',
      'concurrent',
    ]);
    expect(status).toBe(1);
  });

  it('finds nothing in test/ beyond its reviewed allow-list, whose every entry is still needed', () => {
    const { status, report } = check([]);
    expect({ status, findings: report.findings, stale: report.stale }).toEqual({ status: 0, findings: [], stale: [] });
    expect(report.files).toBeGreaterThan(100);
  });
});
