// Loads modules of src/ (TypeScript) into a script without a build: esbuild bundles them, the
// packages they import stay imports, and the bundle is loaded from a file under
// node_modules/.cache, where those package imports resolve. The file is named per process and
// removed once loaded, so two checkouts sharing node_modules (hard-linked worktrees) never read
// each other's bundle.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild-wasm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `contents` is an ES module of re-exports from the sources ("export { x } from './src/...ts';"); returns its exports. */
export async function importSource(contents) {
  const bundled = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    logLevel: 'warning',
    // Paths the modules compute from their own location (schemas/, dist/ui, createRequire)
    // start at src/<folder>/, where every module of src/ but the entries sits.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'src/features/openapi/document.ts')).href) },
  });
  const file = join(root, 'node_modules', '.cache', `import-src-${process.pid}-${Date.now()}.mjs`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bundled.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}
