// Loads modules of src/ (TypeScript) into a script without a build: esbuild bundles them, the
// packages they import stay imports, and the bundle is loaded from a data: URL. A data: URL
// resolves no bare package name, so this is for sources whose bundle imports only node: modules
// (src/http/schemas.ts loads ajv with createRequire); scripts/gen-openapi-paths.mjs has its own.
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
    // Loaded from a data: URL: paths the modules compute from their own location (schemas/,
    // createRequire) start at src/<folder>/, where every module of src/ but the entries sits.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'src/openapi/document.ts')).href) },
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}
