// Saves the states of this code's schema version that the tests hold every later version to
// (test/store/saved-states.test.ts): test/fixtures/saved-states/v<N>.state.json, the export
// of GET /__admin/state, and v<N>.state.db, the database of a file-mode start, both of the
// fixtures of the default seed. Run after `npm run build`, once per version (after a new
// migration): it never overwrites a saved state, which is what earlier releases left behind.
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startServer } = await import(join(root, 'dist/host/server.js'));
const { defaultSettings } = await import(join(root, 'dist/core/settings.js'));
const { CURRENT_SCHEMA_VERSION } = await import(join(root, 'dist/core/store/migrations/index.js'));

const out = join(root, 'test/fixtures/saved-states');
const targets = {
  json: join(out, `v${CURRENT_SCHEMA_VERSION}.state.json`),
  db: join(out, `v${CURRENT_SCHEMA_VERSION}.state.db`),
};
const existing = Object.values(targets).filter((path) => existsSync(path));
if (existing.length) {
  console.error(`${existing.join(' and ')} already saved: a saved state is never rewritten`);
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'saved-state-'));
try {
  const file = join(dir, 'state.db');
  const running = await startServer({
    ...defaultSettings(),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    dbFile: file,
  });
  let exported;
  try {
    const res = await fetch(`${running.url}/__admin/state`);
    if (res.status !== 200) throw new Error(`GET /__admin/state answered ${res.status}`);
    exported = await res.text();
  } finally {
    await running.close();
  }
  writeFileSync(targets.json, exported);
  copyFileSync(file, targets.db);
  console.log(`saved ${targets.json} and ${targets.db} (schema version ${CURRENT_SCHEMA_VERSION})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
