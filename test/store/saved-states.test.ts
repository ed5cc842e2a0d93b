import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { REDACTED_SECRET } from '../../src/features/admin/state.service.js';
import { startServer } from '../../src/host/server.js';
import { defaultSettings } from '../../src/core/settings.js';
import { CURRENT_SCHEMA_VERSION, migrateState, MIGRATIONS, stepName } from '../../src/core/store/migrations/index.js';
import { buildTestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ROOT } from '../helpers/child.js';
import { expectSchema } from '../helpers/schema.js';
import { readDatabase } from './db-helpers.js';

/**
 * The states earlier releases saved (test/fixtures/saved-states, one pair per schema version,
 * made by scripts/save-state-fixtures.mjs): this code must open every one of them, migrating
 * it to its own version. A new migration adds its version's pair; none is ever removed.
 */
const SAVED = join(ROOT, 'test/fixtures/saved-states');
const saved = (extension: string) =>
  readdirSync(SAVED)
    .filter((name) => name.endsWith(extension))
    .map((name) => [name, Number(/^v(\d+)\./.exec(name)![1])] as const);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-saved-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('saved states of every schema version', () => {
  it('has a database and an export of the current version and of each earlier one', () => {
    const versions = Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, i) => i + 1);
    expect(saved('.state.db').map(([, version]) => version)).toEqual(versions);
    expect(saved('.state.json').map(([, version]) => version)).toEqual(versions);
  });

  it.each(saved('.state.db'))('a file-mode start opens %s (a copy), at the current version', async (name, version) => {
    const file = join(dir, 'state.db');
    copyFileSync(join(SAVED, name), file);
    const sales = readDatabase(file, (db) => db.prepare('SELECT count(*) FROM sales').pluck().get());
    const running = await startServer({
      ...defaultSettings(),
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dueWorkIntervalMs: 0,
      dbFile: file,
    });
    try {
      const steps = MIGRATIONS.slice(version - 1)
        .map(stepName)
        .join('; ');
      expect(running.deps.store.notice).toBe(
        version === CURRENT_SCHEMA_VERSION
          ? null
          : `migrated the state from schema version ${version} to ${CURRENT_SCHEMA_VERSION} (${steps}); the version-${version} database is kept as ${file}.v${version}.bak`,
      );
      const state = (await request(running.url).get('/__admin/state').expect(200)).body;
      expectSchema(state, 'admin/state.response.schema.json');
      expect(state.meta.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
      expect(Object.keys(state.sales)).toHaveLength(sales as number);
      const seller = await request(running.url).get('/api/seller').set(keys('acme')).expect(200);
      expectSchema(seller.body, 'seller/seller.response.schema.json');
    } finally {
      await running.close();
    }
  });

  it.each(saved('.state.json'))(
    'PUT /__admin/state takes %s, migrated to the current version; redacted webhook secrets keep the ones the users have',
    async (name, version) => {
      const text = readFileSync(join(SAVED, name), 'utf8');
      // No background due work: a saved state's running clock resumes from its saved instant, so the wall time
      // since the save (days, growing every day) would otherwise bill its subscriptions before it is read back.
      const t = await buildTestApp({ dueWorkIntervalMs: 0 });
      try {
        const res = await request(t.app)
          .put('/__admin/state')
          .set('content-type', 'application/json')
          .send(text)
          .expect(200);
        expectSchema(res.body, 'admin/state-restore.response.schema.json');
        expect(res.body).toMatchObject({
          schemaVersion: CURRENT_SCHEMA_VERSION,
          migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version,
        });
        const state = (await request(t.app).get('/__admin/state').expect(200)).body;
        expect(state).toEqual(migrateState(JSON.parse(text)).state);
        expect(t.deps.store.collections.users.get(ACCOUNTS.acme.id)!.webhookSecret).toBe(ACCOUNTS.acme.webhookSecret);
        expect(
          Object.values(t.deps.store.state.users).filter((user) => user.webhookSecret === REDACTED_SECRET),
        ).toEqual([]);
        await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
      } finally {
        t.close();
      }
    },
  );
});
