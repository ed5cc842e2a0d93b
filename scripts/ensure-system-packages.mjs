// `npm test`'s pretest: installs the Debian packages the suite needs (scripts/system-packages.json)
// when they are missing and it may (root, apt-get present), as .ci/run does for chromium, so
// `git clone && npm ci && npm test` passes on a fresh Debian machine. Otherwise it prints one line
// per package naming the command, and goes on: the tests that need the package then fail with
// that line (test/helpers/system-packages.ts), they are not skipped. Exits 0 either way; a list
// file may be given as the argument (the tests of this script use their own).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { binaryOf, isExecutable, missingMessage, packagesOf, systemPackages } from './system-packages.mjs';

const list = systemPackages(process.argv[2] ? pathToFileURL(process.argv[2]) : undefined);
// A binary pointed at by its variable is the user's choice: apt-get would not put it there.
const missing = Object.entries(list).filter(([, entry]) => !isExecutable(binaryOf(entry)));
const installable = missing
  .filter(([, entry]) => !(entry.env && process.env[entry.env]))
  .flatMap(([name, entry]) => packagesOf(name, entry));
const mayInstall = process.getuid?.() === 0 && ['/usr/bin/apt-get', '/bin/apt-get'].some((path) => existsSync(path));

if (installable.length && mayInstall) {
  console.error(`Installing ${installable.join(', ')} for the tests: apt-get install -y ${installable.join(' ')}`);
  const apt = (args) =>
    spawnSync('apt-get', args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 15 * 60_000,
    });
  const update = apt(['update']);
  if (update.status === 0) apt(['install', '-y', ...installable]);
}
for (const [name, entry] of missing) if (!isExecutable(binaryOf(entry))) console.error(missingMessage(name, entry));
