/**
 * Issue 31, start-up: the bin runs its serve path from one script with V8's code cache, and express's files with
 * theirs (src/tools/cli/serve-bundled.ts), made by the build. A cache is used only for the text it was made from: a
 * script or a package file changed since compiles from its text, and runs as changed. Each case runs in a fresh
 * Node process (the built modules of dist/, as the bin does; jest's module system is not Node's).
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../helpers/child.js';

const module = (path: string) => JSON.stringify(pathToFileURL(join(ROOT, 'dist', path)).href);

/** Runs an ES module's text in a fresh process; what it logs as JSON. */
function inFreshNode(code: string): unknown {
  // The timeout only ends a process that never reports (a server left running), so the suite fails instead of hanging.
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 60_000,
    killSignal: 'SIGKILL',
  });
  if (run.status !== 0) throw new Error(`exit ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as unknown;
}

describe("the bin's code cache", () => {
  it('the built serve script and express (required as it starts serving) load from the caches the build made', () => {
    const loaded = inFreshNode(`
      import { loadServeScript } from ${module('tools/cli/serve-bundled.js')};
      const loaded = loadServeScript(${JSON.stringify(join(ROOT, 'dist/bundle/serve.cjs'))});
      const report = () => ({ serve: typeof loaded.serve, script: loaded.script, express: loaded.express });
      // The banner (src/host/server.ts) says it listens: express was required by then.
      const write = process.stdout.write.bind(process.stdout);
      process.stdout.write = (text, ...rest) => {
        if (!String(text).includes('listening on')) return true;
        write(JSON.stringify(report()) + '\\n');
        process.exit(0);
      };
      const io = { stdout: () => {}, stderr: () => {}, env: {} };
      loaded.serve(['--port', '0', '--log-level', 'silent'], io);
    `) as { serve: string; script: string; express: { used: number; loaded: number } };
    expect(loaded).toEqual({ serve: 'function', script: 'used', express: expect.any(Object) });
    expect(loaded.express.loaded).toBeGreaterThan(50);
    expect(loaded.express.used).toBe(loaded.express.loaded);
  });

  it("the serve script has no import(): with code from a cache, Node 20 loses a script's dynamic import callback", () => {
    expect(readFileSync(join(ROOT, 'dist/bundle/serve.cjs'), 'utf8')).not.toContain('import(');
  });

  it('a script changed since its cache was made runs from its text (same length: V8 alone would take the cache)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'code-cache-')), 'script.cjs');
    const run = (write: boolean) =>
      inFreshNode(`
        import { runCachedScript } from ${module('tools/cli/serve-cached.js')};
        const script = runCachedScript(${JSON.stringify(file)});
        if (${write}) script.write();
        console.log(JSON.stringify({ answer: script.exports.answer(), cache: script.cache }));
      `);
    writeFileSync(file, "exports.answer = () => 'one';\n");
    expect(run(true)).toEqual({ answer: 'one', cache: 'none' });
    expect(run(false)).toEqual({ answer: 'one', cache: 'used' });
    writeFileSync(file, "exports.answer = () => 'two';\n");
    expect(run(false)).toEqual({ answer: 'two', cache: 'stale' });
  });

  it("a package's file changed since its cache was made compiles from its text, the others from the cache", () => {
    const dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const packageDir = join(dir, 'node_modules/cached-package');
    mkdirSync(packageDir, { recursive: true });
    writeFileSync(join(packageDir, 'package.json'), '{"name":"cached-package","main":"index.js"}');
    writeFileSync(
      join(packageDir, 'index.js'),
      "const part = require('./part.js');\nmodule.exports = () => part + '!';\n",
    );
    writeFileSync(join(packageDir, 'part.js'), "module.exports = 'one';\n");
    const cacheFile = join(dir, 'package.v8cache');
    const run = (write: boolean) =>
      inFreshNode(`
        import { createRequire } from 'node:module';
        import { requireCached } from ${module('tools/cli/require-cached.js')};
        const loaded = requireCached(createRequire(${JSON.stringify(join(dir, 'main.cjs'))}), 'cached-package', ${JSON.stringify(cacheFile)});
        const answer = loaded.exports();
        if (${write}) loaded.write();
        console.log(JSON.stringify({ answer, used: loaded.used, loaded: loaded.loaded }));
      `);
    expect(run(true)).toEqual({ answer: 'one!', used: 0, loaded: 2 });
    expect(run(false)).toEqual({ answer: 'one!', used: 2, loaded: 2 });
    writeFileSync(join(packageDir, 'part.js'), "module.exports = 'two';\n");
    expect(run(false)).toEqual({ answer: 'two!', used: 1, loaded: 2 });
    expect(readFileSync(cacheFile).length).toBeGreaterThan(0);
  });
});
