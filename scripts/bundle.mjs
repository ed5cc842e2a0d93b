// Bundles the compiled server (dist/) into one ES module, dist/bundle/cli.mjs, which is what
// `npm start` and the bin run: one file to load instead of a hundred cuts start-up time.
// Packages stay external. The bundle sits at the same depth as dist's own folders, so the
// paths the code computes from import.meta.url (schemas/, fixtures/, dist/.build-id) still hold.
import { build } from 'esbuild-wasm';
import { copyFileSync } from 'node:fs';
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

// The QA console (/__admin/ui): Preact, signals and htm bundled with the app into dist/ui, so
// the page loads nothing from outside the sandbox. app.css comes from the stylesheet main.ts imports.
const ui = await build({
  entryPoints: [join(root, 'ui/main.ts')],
  outfile: join(root, 'dist/ui/app.js'),
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
copyFileSync(join(root, 'ui/index.html'), join(root, 'dist/ui/index.html'));
const sizes = Object.entries(ui.metafile.outputs).map(([file, output]) => `${file.split('/').pop()} ${(output.bytes / 1024).toFixed(1)} KiB`);
if (process.env.BUNDLE_REPORT) console.log(`console bundle: ${sizes.join(', ')}`);
