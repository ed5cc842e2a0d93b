import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { ROOT } from '../helpers/child.js';

/**
 * Issue 28's measured parts of "narrow dependencies" and "every tool derives from the routes",
 * held so they do not creep back: parameters (and fields) typed as the whole `Deps` (78 when the
 * issue was filed, 27 before this test), and admin path literals in the tools (168 when filed,
 * 6 before this test). The folders are found by name wherever the layout puts them.
 */
function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(path, ext);
    return ext.test(entry.name) ? [path] : [];
  });
}
const SRC = join(ROOT, 'src');
const TOOL_FOLDERS = new Set(['cli', 'client', 'testing', 'cluster']);
const inToolFolder = (file: string) =>
  relative(SRC, file)
    .split(sep)
    .slice(0, -1)
    .some((part) => TOOL_FOLDERS.has(part));

/** `file:line` of each match of `pattern` (global) in `paths`. */
function matches(paths: string[], pattern: RegExp): string[] {
  return paths.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(pattern)].map((found) => `${relative(ROOT, file)}:${index + 1}: ${found[0]}`),
      ),
  );
}

describe('the measured parts of issue 28', () => {
  it('at most 12 places take the whole Deps (the composition, the route chain, the seeders); services take their part', () => {
    // As `grep -rn ": Deps\b" src --include=*.ts | grep -v "^src/sandbox/deps.ts"` counts them.
    const whole = matches(
      files(SRC, /\.ts$/).filter((file) => basename(file) !== 'deps.ts'),
      /: Deps\b/g,
    );
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.length).toBeLessThanOrEqual(12);
  });

  it('at most 5 admin path literals in the tools and the console: their paths come from the operation table', () => {
    // As `grep -rnoE "['\"\`]/__admin[^'\"\`]*" src/cli src/tools/client src/tools/testing src/host/cluster ui` counts
    // them.
    const tools = [...files(SRC, /\.(ts|mts|js)$/).filter(inToolFolder), ...files(join(ROOT, 'ui'), /./)];
    expect(tools.length).toBeGreaterThan(20);
    expect(matches(tools, /['"`]\/__admin[^'"`]*/g).length).toBeLessThanOrEqual(5);
  });
});
