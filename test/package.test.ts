import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers/child.js';
import { schemaNames } from '../src/index.js';

/** What `npm pack` would publish: `npx gateway-sandbox` needs the CLI, its schemas and fixtures, nothing more. */
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  exports: Record<string, unknown>;
  main: string;
  types: string;
  dependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
};
let files: string[];
beforeAll(() => {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(pack.status).toBe(0);
  files = (JSON.parse(pack.stdout) as { files: { path: string }[] }[])[0].files.map((file) => file.path);
});

describe('the published package', () => {
  it('has a gateway-sandbox bin: the built CLI, with a node shebang', () => {
    const bin = pkg.bin['gateway-sandbox'];
    expect(bin).toMatch(/^dist\//);
    expect(files).toContain(bin);
    expect(readFileSync(join(ROOT, bin), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('ships the entry point, its types, every schema, the fixtures, the README and what it links', () => {
    expect(files).toEqual(
      expect.arrayContaining([pkg.main, pkg.types, 'fixtures/sellers.json', 'README.md', 'package.json']),
    );
    expect(files).toEqual(expect.arrayContaining(schemaNames().map((name) => `schemas/${name}`)));
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\(((?:docs|examples)\/[^)#\s]+)/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(linked));
  });

  it('exports the schemas folder beside the entry', () => {
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['.', './schemas/*']));
  });

  it('exports the test kit and the client as ES modules and CommonJS, and the types, each with declarations it ships', () => {
    const conditions = pkg.exports as Record<string, Record<string, string> | string>;
    for (const entry of ['./testing', './client', './types'])
      expect(Object.keys(conditions[entry])).toEqual(['types', 'import', 'require']);
    const targets = Object.values(conditions).flatMap((value) =>
      typeof value === 'string' ? [] : Object.values(value),
    );
    expect(files).toEqual(expect.arrayContaining(targets.map((target) => target.replace(/^\.\//, ''))));
  });

  // Fixtures must be identical per seed: a caret range would let a consumer's install pick a faker that draws
  // differently.
  it('pins @faker-js/faker exactly, at the version of package-lock.json', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    expect(pkg.dependencies['@faker-js/faker']).toBe(lock.packages['node_modules/@faker-js/faker'].version);
  });

  it('needs neither swagger-ui-dist (the build copies its files) nor better-sqlite3 (optional: file mode only)', () => {
    expect(Object.keys(pkg.dependencies)).not.toEqual(expect.arrayContaining(['swagger-ui-dist']));
    expect(Object.keys(pkg.dependencies)).not.toEqual(expect.arrayContaining(['better-sqlite3']));
    expect(Object.keys(pkg.optionalDependencies)).toEqual(['better-sqlite3']);
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/swagger-ui/swagger-ui-bundle.js',
        'dist/swagger-ui/swagger-ui.css',
        'dist/swagger-ui/LICENSE',
      ]),
    );
  });

  it('leaves the sources and tests out', () => {
    expect(
      files.filter((file) => /^(src|test|bench|scripts|\.ci)\//.test(file) || file.startsWith('.fixture-cache')),
    ).toEqual([]);
  });
});
