import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './child.js';

interface Entry {
  binary: string;
  env?: string;
  neededBy: string;
}
interface SystemPackages {
  systemPackages(file?: URL): Record<string, Entry>;
  binaryOf(entry: Entry, env?: NodeJS.ProcessEnv): string;
  isExecutable(path: string): boolean;
  missingMessage(name: string, entry: Entry, env?: NodeJS.ProcessEnv): string;
}

// The same code as `npm test`'s pretest (scripts/system-packages.mjs), loaded by Node itself.
const lib = (await import(pathToFileURL(join(ROOT, 'scripts/system-packages.mjs')).href)) as SystemPackages;

/**
 * The binary of a Debian package the suite needs (scripts/system-packages.json), or an error
 * with the line that says how to get it: a suite that needs it fails with that, never skips.
 */
export function systemBinary(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const entry = lib.systemPackages()[name];
  if (!entry) throw new Error(`${name} is not in scripts/system-packages.json`);
  const binary = lib.binaryOf(entry, env);
  if (!lib.isExecutable(binary)) throw new Error(lib.missingMessage(name, entry, env));
  return binary;
}
