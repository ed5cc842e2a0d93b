import { hash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

/**
 * `require(id)` of a CommonJS package (express: its ~150 files are ~8 % of a start, mostly compiled from their text)
 * with V8's code cache of each file it loads, all in one file: `[u32 index length][index JSON][caches]`, the index
 * naming each file with its text's SHA-1 and its cache's place. The packages stay where Node resolves them (the
 * project's node_modules): a file whose text is not the one its cache was made from (another version, an edit)
 * compiles from its text, as do the files Node hands over as ES modules.
 */
export interface CachedRequire<T> {
  exports: T;
  /** How many of the files it loaded came from the cache. */
  used: number;
  /** How many it loaded. */
  loaded: number;
  write(): void;
}

interface IndexEntry {
  sha1: string;
  offset: number;
  length: number;
}

type Compile = (this: Module, content: string, filename: string, format?: string) => unknown;
interface LoaderInternals {
  prototype: { _compile: Compile };
  _resolveFilename(request: string, parent: Module, isMain: boolean, options?: unknown): string;
  _cache: unknown;
  _extensions: unknown;
}

function readBlob(cacheFile: string): { index: Record<string, IndexEntry>; data: Buffer } {
  try {
    const blob = readFileSync(cacheFile);
    const length = blob.readUInt32LE(0);
    return {
      index: JSON.parse(blob.toString('utf8', 4, 4 + length)) as Record<string, IndexEntry>,
      data: blob.subarray(4 + length),
    };
  } catch {
    return { index: {}, data: Buffer.alloc(0) };
  }
}

export function requireCached<T>(require: NodeJS.Require, id: string, cacheFile: string): CachedRequire<T> {
  const loader = Module as unknown as LoaderInternals;
  const { index, data } = readBlob(cacheFile);
  const compiled: { filename: string; sha1: string; script: vm.Script }[] = [];
  let used = 0;
  const original = loader.prototype._compile;
  const compile = (module: Module, content: string, filename: string, format?: string): unknown => {
    if (format === 'module' || filename.endsWith('.mjs')) return original.call(module, content, filename, format);
    const sha1 = hash('sha1', content);
    const entry = index[filename];
    const cachedData = entry?.sha1 === sha1 ? data.subarray(entry.offset, entry.offset + entry.length) : undefined;
    let script: vm.Script;
    try {
      script = new vm.Script(Module.wrap(content), { filename, cachedData });
    } catch {
      // Not CommonJS after all (ES module syntax in a .js file): Node's loader decides what it is.
      return original.call(module, content, filename, format);
    }
    if (cachedData && !script.cachedDataRejected) used++;
    compiled.push({ filename, sha1, script });
    const requireHere = Object.assign((request: string): unknown => module.require(request), {
      resolve: (request: string, options?: unknown) => loader._resolveFilename(request, module, false, options),
      cache: loader._cache,
      extensions: loader._extensions,
      main: require.main,
    });
    const wrapper = script.runInThisContext() as (...args: unknown[]) => unknown;
    return wrapper.call(module.exports, module.exports, requireHere, module, filename, dirname(filename));
  };
  loader.prototype._compile = function (content, filename, format) {
    return compile(this, content, filename, format);
  };
  let exports: T;
  try {
    exports = require(id) as T;
  } finally {
    loader.prototype._compile = original;
  }
  return {
    exports,
    used,
    loaded: compiled.length,
    write() {
      const caches = compiled.map(({ script }) => script.createCachedData());
      let offset = 0;
      const entries: Record<string, IndexEntry> = {};
      compiled.forEach(({ filename, sha1 }, i) => {
        entries[filename] = { sha1, offset, length: caches[i].length };
        offset += caches[i].length;
      });
      const json = Buffer.from(JSON.stringify(entries));
      const length = Buffer.alloc(4);
      length.writeUInt32LE(json.length);
      const temporary = `${cacheFile}.${process.pid}`;
      writeFileSync(temporary, Buffer.concat([length, json, ...caches]));
      renameSync(temporary, cacheFile);
    },
  };
}
