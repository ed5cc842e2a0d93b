// The Debian packages the test suite needs besides node_modules (scripts/system-packages.json:
// package → the binary the tests run, the variable that points at another copy, who needs it, and
// the Debian packages to install when one binary needs several, as PHP needs php-curl beside php-cli),
// and how to tell whether one is there. Read by `npm test`'s pretest
// (scripts/ensure-system-packages.mjs) and by the tests that run the binaries
// (test/helpers/system-packages.ts), so both say the same thing.
import { accessSync, constants, readFileSync } from 'node:fs';

const LIST = new URL('./system-packages.json', import.meta.url);

/** @returns {Record<string, { binary: string, env?: string, packages?: string[], neededBy: string }>} */
export function systemPackages(file = LIST) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The binary a package's tests run: its variable's value when set, else the package's own path. */
export function binaryOf(entry, env = process.env) {
  return (entry.env && env[entry.env]) || entry.binary;
}

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Debian packages that provide an entry: its `packages`, else the package of its name. */
export function packagesOf(name, entry) {
  return entry.packages ?? [name];
}

/** The one line that says what is missing, who needs it and the command that provides it. */
export function missingMessage(name, entry, env = process.env) {
  const binary = binaryOf(entry, env);
  if (entry.env && env[entry.env])
    return `${name}: ${entry.env}=${binary} is not an executable; ${entry.neededBy} fail until it points at one (or unset it and run: apt-get install -y ${packagesOf(name, entry).join(' ')}).`;
  return `${name} is not installed (${binary}); ${entry.neededBy} fail until it is. Run: sudo apt-get install -y ${packagesOf(name, entry).join(' ')}`;
}
