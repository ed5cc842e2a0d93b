import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { requireCached, type CachedRequire } from './require-cached.js';
import { runCachedScript, type CachedScript } from './serve-cached.js';
import type { CliIo } from './verb.js';

/** The serve path as one CommonJS script beside the bin, built by scripts/bundle.mjs with its V8 code cache. */
export const SERVE_SCRIPT = 'serve.cjs';
/** Set to `write` by the build's run of the bin: the caches are written as that run exits, after its first answer. */
export const CODE_CACHE_ENV = 'GATEWAY_SANDBOX_CODE_CACHE';
/** The CommonJS package the serve script requires whose files load with a code cache (it requires the rest). */
const CACHED_PACKAGE = 'express';

export interface LoadedServe {
  serve: typeof import('./serve-run.js').serve;
  script: CachedScript<unknown>['cache'];
  /** Express's files: how many of those it loaded came from the cache (undefined before the script requires it). */
  express?: Pick<CachedRequire<unknown>, 'used' | 'loaded'>;
  /** Writes both caches from what V8 compiled so far. */
  write(): void;
}

/**
 * The serve script at `file` run with its code cache (src/tools/cli/serve-cached.ts), its `require('express')` with
 * the cache of express's files (src/tools/cli/require-cached.ts); the caches sit beside it.
 */
export function loadServeScript(file: string): LoadedServe {
  const resolving = createRequire(file);
  let express: CachedRequire<unknown> | undefined;
  const require = Object.assign(
    (id: string): unknown =>
      id === CACHED_PACKAGE
        ? (express ??= requireCached(resolving, id, `${file}.${id}.v8cache`)).exports
        : resolving(id),
    resolving,
  );
  const script = runCachedScript<typeof import('./serve-run.js')>(file, require);
  return {
    serve: script.exports.serve,
    script: script.cache,
    get express() {
      return express && { used: express.used, loaded: express.loaded };
    },
    write() {
      script.write();
      express?.write();
    },
  };
}

/**
 * `serve`, from the bundle's serve script when there is one (the bin: dist/bundle/), its compiled code and express's
 * read from the caches; from the modules themselves otherwise (dist/cli.js, the unbundled build).
 */
export async function serveFromBundle(args: string[], io: CliIo): Promise<number> {
  const file = fileURLToPath(new URL(`./${SERVE_SCRIPT}`, import.meta.url));
  if (!existsSync(file)) return (await import('./serve-run.js')).serve(args, io);
  const loaded = loadServeScript(file);
  // At the exit: a signal stops the server with process.exit (src/core/process-life.ts), not through serve's return.
  if (io.env[CODE_CACHE_ENV] === 'write') process.once('exit', () => loaded.write());
  return loaded.serve(args, io);
}
