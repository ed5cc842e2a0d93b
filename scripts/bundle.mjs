// Bundles the compiled code (dist/) for what the package runs and exports:
//   dist/bundle/cli.mjs      the bin (`npm start`, `npx gateway-sandbox`): one file to load
//                            instead of a hundred cuts start-up time;
//   dist/bundle/serve.cjs    what the bin's `serve` runs, one CommonJS script, with V8's code cache of it and of
//                            express's files beside it (*.v8cache, made by running the bin once);
//   dist/swagger-ui/         the files of Swagger UI that /docs serves (from a devDependency);
//   dist/bundle/testing.mjs, testing.cjs, client.mjs, client.cjs
//                            the `gateway-sandbox/testing` and `gateway-sandbox/client` entries,
//                            as ES modules and as CommonJS (jest's CommonJS runtime cannot load
//                            an ES module at all, so `require` gets a real CommonJS build).
// The runtime dependencies of package.json (optional ones too) stay external; anything else the code imports
// (openapi-fetch, a dev dependency) is bundled in. The CommonJS builds also bundle the
// dependencies that are ES modules only (lowdb, @faker-js/faker). The bundles sit at the
// same depth as dist's own folders, so the paths the code computes from its own location
// (schemas/, fixtures/, dist/.build-id) still hold.
import { build } from 'esbuild-wasm';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// better-sqlite3 is optional (file mode only, loaded when asked for): external like the others.
const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies });
const ESM_ONLY = ['lowdb', 'steno', '@faker-js/faker'];
const external = (names) => names.flatMap((name) => [name, `${name}/*`]);

const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' };

/**
 * CommonJS packages the code imports by their default export only, loaded with `require`: an `import` of a CommonJS
 * module makes Node run its export scanner (cjs-module-lexer) over it and what it re-exports first, about 8 % of the
 * bin's start (docs/performance.md, round four). The module is the same one, from the same node_modules.
 */
const REQUIRED_DEFAULTS = ['express'];
const requireDefaults = {
  name: 'require-defaults',
  setup(bundler) {
    const filter = new RegExp(`^(${REQUIRED_DEFAULTS.join('|')})$`);
    bundler.onResolve({ filter }, ({ path, namespace }) =>
      namespace === 'require-defaults' ? { path, external: true } : { path, namespace: 'require-defaults' },
    );
    bundler.onLoad({ filter: /.*/, namespace: 'require-defaults' }, ({ path }) => ({
      contents: `import { createRequire } from 'node:module';\nexport default createRequire(import.meta.url)(${JSON.stringify(path)});\n`,
      loader: 'js',
    }));
  },
};

/**
 * The bin without its comments and whitespace, its syntax shortened: Node compiles every chunk it loads, and the time
 * that takes follows the text's length (about 7 % of the bin's start, docs/performance.md). Names are kept as they are
 * (no `minifyIdentifiers`): stack traces, `error.name` and function names in profiles read as in the source.
 */
const BIN_MINIFY = { minifyWhitespace: true, minifySyntax: true };

// Split at dynamic imports: the bin's verbs other than serve load the server (and express)
// only when they need it. Chunks stay in dist/bundle/, beside their entries.
const esm = (entry, name, minify = {}) =>
  build({
    ...common,
    entryPoints: { [name]: join(root, entry) },
    outdir: join(root, 'dist/bundle'),
    outExtension: { '.js': '.mjs' },
    chunkNames: `${name}-[hash]`,
    splitting: true,
    format: 'esm',
    external: external(dependencies),
    plugins: [requireDefaults],
    ...minify,
  });

// The bin's serve path as one CommonJS script (dist/bundle/serve.cjs), run with V8's code cache beside it
// (src/tools/cli/serve-bundled.ts): Node 20 caches no compiled code for ES modules, and compiling the serve path's
// chunks was ~8 % of the bin's start (docs/performance.md, "Start-up, fifth pass"). One script, since CommonJS output
// cannot be split: what only later requests use (the OpenAPI builder, the CLI's messages) is in it but not run before
// they need it (esbuild keeps a dynamically imported module's body in a function run at its import). The ES-only
// lowdb and steno are bundled in (the store's start needs them); pino, better-sqlite3 and faker are required when used.
const SERVE_BUNDLED = ['lowdb', 'steno'];
const serveScript = () =>
  build({
    ...common,
    entryPoints: [join(root, 'dist/tools/cli/serve-run.js')],
    outfile: join(root, 'dist/bundle/serve.cjs'),
    format: 'cjs',
    external: external(dependencies.filter((name) => !SERVE_BUNDLED.includes(name))),
    define: { 'import.meta.url': 'importMetaUrl' },
    banner: { js: "const importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    // Every import() a require(): V8 loses a script's dynamic import callback when its code comes from a cache (Node 20:
    // "A dynamic import callback was not specified"), and Node's loader for a vm script's import() is experimental (a
    // warning on stderr). Node ≥ 20.19 (package.json's engines) requires the ES-only packages (faker) as well.
    supported: { 'dynamic-import': false },
    ...BIN_MINIFY,
  });

// CommonJS has no import.meta: the bundle computes its own file URL from __filename, and
// dynamic import() becomes require() (jest's CommonJS runtime has no import() without a flag).
const cjs = (entry, out) =>
  build({
    ...common,
    entryPoints: [join(root, entry)],
    outfile: join(root, out),
    format: 'cjs',
    external: external(dependencies.filter((name) => !ESM_ONLY.includes(name))),
    define: { 'import.meta.url': 'importMetaUrl' },
    banner: { js: "const importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    supported: { 'dynamic-import': false },
  });

// Chunk names carry a hash: a new build must not leave the old chunks beside the new ones.
rmSync(join(root, 'dist/bundle'), { recursive: true, force: true });
await Promise.all([
  esm('dist/cli.js', 'cli', BIN_MINIFY),
  serveScript(),
  esm('dist/tools/testing/index.js', 'testing'),
  esm('dist/tools/client/index.js', 'client'),
  cjs('dist/tools/testing/index.js', 'dist/bundle/testing.cjs'),
  cjs('dist/tools/client/index.js', 'dist/bundle/client.cjs'),
]);
// Without the caches the bin still serves (compiling from the text, as before): a warning, not a failed build.
await writeServeCodeCache().catch((error) =>
  console.warn(`bundle: no code cache for the serve script: ${error.message}`),
);

/**
 * The serve script's code cache, made by the bin itself (the same Node and V8 flags as the starts that read it): it
 * serves, answers one GET /health (so the cache holds the functions a start runs, not just the script's top level),
 * writes the cache as it stops. Without it (another Node, a failed run) the bin compiles the script from its text.
 */
async function writeServeCodeCache() {
  // The fixtures' cache first, as the bin's start reads it (the build writes it again after this script).
  execFileSync(process.execPath, [join(root, 'dist/sandbox/fixtures/write-cache.js')], { stdio: 'inherit' });
  const bin = spawn(process.execPath, [join(root, 'dist/bundle/cli.mjs'), '--port', '0', '--log-level', 'silent'], {
    // The default settings (in memory, the default seed): none of the builder's own SANDBOX_* variables.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(SANDBOX_|PORT$)/.test(name))),
      GATEWAY_SANDBOX_CODE_CACHE: 'write',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => bin.once('exit', resolve));
  try {
    let output = '';
    const url = await new Promise((resolve, reject) => {
      bin.stdout.on('data', (chunk) => {
        output += chunk;
        const found = /listening on (http:\/\/\S+)/.exec(output);
        if (found) resolve(found[1]);
      });
      bin.once('exit', () => reject(new Error(`the bin stopped before listening:\n${output}`)));
      setTimeout(() => reject(new Error(`the bin did not listen within 60 s:\n${output}`)), 60_000).unref();
    });
    const response = await fetch(`${url}/health`);
    if (response.status !== 200) throw new Error(`GET /health answered ${response.status}`);
  } finally {
    bin.kill('SIGTERM');
    await exited;
  }
}

// gateway-sandbox/types holds types only; a CommonJS require of it (jest's runtime) gets an empty module.
mkdirSync(join(root, 'dist/bundle'), { recursive: true });
writeFileSync(
  join(root, 'dist/bundle/types.cjs'),
  "'use strict';\n// Types only: see types.d.ts.\nmodule.exports = {};\n",
);

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

// Swagger UI for /docs: its few files copied from swagger-ui-dist (a devDependency), so an
// installed sandbox needs neither that package nor what it installs (src/features/openapi/docs-assets.ts).
const { SWAGGER_UI_FILES, SWAGGER_UI_DIR } = await import('../dist/features/openapi/docs-assets.js');
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
rmSync(join(root, SWAGGER_UI_DIR), { recursive: true, force: true });
mkdirSync(join(root, SWAGGER_UI_DIR), { recursive: true });
for (const file of SWAGGER_UI_FILES) copyFileSync(join(swaggerUi, file), join(root, SWAGGER_UI_DIR, file));
const sizes = Object.entries(ui.metafile.outputs).map(
  ([file, output]) => `${file.split('/').pop()} ${(output.bytes / 1024).toFixed(1)} KiB`,
);
if (process.env.BUNDLE_REPORT) console.log(`console bundle: ${sizes.join(', ')}`);
