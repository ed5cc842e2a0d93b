// Bundles the compiled server (dist/) into one ES module, dist/bundle/cli.mjs, which is what
// `npm start` and the bin run: one file to load instead of a hundred cuts start-up time.
// Packages stay external. The bundle sits at the same depth as dist's own folders, so the
// paths the code computes from import.meta.url (schemas/, fixtures/, dist/.build-id) still hold.
import { build } from 'esbuild-wasm';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await build({
  entryPoints: [join(root, 'dist/cli.js')],
  outfile: join(root, 'dist/bundle/cli.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
