import { hash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

/**
 * A CommonJS script run with V8's code cache beside it: `<file>.v8cache`, the script's SHA-1 (20 bytes) then what
 * `createCachedData()` gave after a run. Node 20 compiles every ES module it loads from its text and has no cache for
 * them (no `module.enableCompileCache` before Node 22), and compiling the serve path was ~8 % of the bin's start
 * (docs/performance.md, "Start-up, fifth pass"): with the cache V8 reads the compiled code (the functions the start
 * ran, when the cache was made after a first answer) instead of parsing ~900 KB of text.
 *
 * V8 checks only that the cache was made by the same V8 with the same flags and for a text of the same length, so the
 * text's own digest is checked here: a script changed since its cache was made (a rebuild, an edit) runs from its text,
 * never from another text's code. A cache of another Node is refused by V8 itself (`cache: 'rejected'`).
 */
export interface CachedScript<T> {
  exports: T;
  /** `used`: the code came from the cache; `stale`: the script changed since; `rejected`: V8 refused it; `none`. */
  cache: 'used' | 'stale' | 'rejected' | 'none';
  /** Writes the cache from what V8 compiled so far (after a run, it holds the functions that ran). */
  write(): void;
}

const DIGEST_BYTES = 20;

export function cacheFileOf(file: string): string {
  return `${file}.v8cache`;
}

function readCache(file: string, digest: Buffer): { data?: Buffer; cache: CachedScript<unknown>['cache'] } {
  let stored: Buffer;
  try {
    stored = readFileSync(cacheFileOf(file));
  } catch {
    return { cache: 'none' };
  }
  if (stored.length <= DIGEST_BYTES || !digest.equals(stored.subarray(0, DIGEST_BYTES))) return { cache: 'stale' };
  return { data: stored.subarray(DIGEST_BYTES), cache: 'used' };
}

/** Runs `file` (CommonJS) as Node would, its compiled code from the cache beside it if made from this very text. */
export function runCachedScript<T>(file: string, require: NodeJS.Require = createRequire(file)): CachedScript<T> {
  const source = readFileSync(file, 'utf8');
  const digest = hash('sha1', source, 'buffer');
  const read = readCache(file, digest);
  // Node's own wrapper (`Module.wrap`): the script's line numbers read as in the file, columns too after line 1.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n})`, {
    filename: file,
    // No `importModuleDynamically`: with code from a cache, V8 20's scripts lose it. The script has no import() (its
    // build makes them require()s: scripts/bundle.mjs).
    cachedData: read.data,
  });
  const module = { exports: {} as T };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, require, module, file, dirname(file));
  return {
    exports: module.exports,
    cache: read.cache === 'used' && script.cachedDataRejected === true ? 'rejected' : read.cache,
    write() {
      // Whole or not at all: a start reading it while it is written sees the old file or the new one.
      const temporary = `${cacheFileOf(file)}.${process.pid}`;
      writeFileSync(temporary, Buffer.concat([digest, script.createCachedData()]));
      renameSync(temporary, cacheFileOf(file));
    },
  };
}
