import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { errorHandler } from '../../src/http/error-handler.js';
import { groupOf } from '../../src/http/groups.js';
import { ok, type Route } from '../../src/http/route.js';
import { routeDispatcher } from '../../src/http/route-dispatch.js';
import { withClockSettings } from '../../src/features/admin/state.service.js';
import { defaultSettings } from '../../src/core/settings.js';
import { Store } from '../../src/core/store/store.js';
import { buildTestApp, fixtures, type TestApp } from '../helpers/app.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

/**
 * One unit of work per change (`store.transaction`): it runs synchronously, commits what it
 * changed as one or rolls it all back, and a write outside one is refused. So a handler that
 * awaits cannot have its changes committed by another request, nor undone by another's failure.
 */

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

const sellerId = () => t.deps.store.collections.sellers.values()[0].id;
const nameOf = () => t.deps.store.collections.sellers.get(sellerId())!.legalName;
const rename = (legalName: string) => t.deps.store.collections.sellers.update(sellerId(), { legalName });

describe('store.transaction', () => {
  it('commits what its function changed, and returns what it returns', () => {
    expect(t.deps.store.transaction(() => (rename('Committed'), 42))).toBe(42);
    expect(t.deps.store.uncommitted).toBe(false);
    expect(nameOf()).toBe('Committed');
  });

  it('rolls back everything its function changed when it throws, and rethrows', () => {
    const before = JSON.stringify(t.deps.store.state);
    expect(() =>
      t.deps.store.transaction(() => {
        rename('Never seen');
        t.deps.store.nextId('sales');
        throw new Error('refused midway');
      }),
    ).toThrow('refused midway');
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it('refuses a write outside a unit of work, and the write does not stay', () => {
    const before = nameOf();
    expect(() => rename('Loose')).toThrow('written outside store.transaction()');
    expect(() => t.deps.store.nextId('sales')).toThrow('outside store.transaction()');
    expect(nameOf()).toBe(before);
    expect(t.deps.store.uncommitted).toBe(false);
  });

  it('refuses a function that returns a promise: a type error, and at run time nothing of it stays', async () => {
    const before = JSON.stringify(t.deps.store.state);
    let late: unknown = null;
    expect(() =>
      // @ts-expect-error: a unit of work cannot await (the type holds it; the line fails to compile without this).
      t.deps.store.transaction(async () => {
        rename('Before the await');
        await Promise.resolve();
        try {
          rename('After the await');
        } catch (error) {
          late = error;
        }
      }),
    ).toThrow('a unit of work cannot await');
    await new Promise((resolve) => setImmediate(resolve));
    expect(String(late)).toContain('written outside store.transaction()');
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it('a call inside an open unit of work joins it: one commit, or one rollback of both', () => {
    const before = nameOf();
    expect(() =>
      t.deps.store.transaction(() => {
        t.deps.store.transaction(() => rename('Inner'));
        throw new Error('outer fails');
      }),
    ).toThrow('outer fails');
    expect(nameOf()).toBe(before);
  });

  it('in file mode, a rolled-back replace of the whole state leaves the database and memory as they were', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gs-uow-'));
    const file = join(dir, 'state.db');
    const settings = { ...defaultSettings(), clockFrozen: true };
    const open = () =>
      Store.open({ file, initial: async () => withClockSettings(await fixtures()(), settings, Date.now()) });
    const store = await open();
    try {
      const before = JSON.stringify(store.state);
      const other = store.snapshot();
      other.sellers = {};
      expect(() =>
        store.transaction(() => {
          store.replace(other);
          throw new Error('after the swap');
        }),
      ).toThrow('after the swap');
      expect(JSON.stringify(store.state)).toBe(before);
      store.close();
      const reopened = await open();
      expect(JSON.stringify(reopened.state)).toBe(before);
      reopened.close();
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a handler that awaits', () => {
  /** An app serving only `routes`, with the real pipeline pieces around them. */
  function serve(routes: Route[]) {
    const app = express();
    app.use((req, res, next) => {
      res.locals.group = groupOf(req.method, req.path);
      next();
    });
    app.use(routeDispatcher(routes, t.deps));
    app.use(errorHandler(t.deps.logger));
    return app;
  }

  let release: () => void = () => {};
  const paused = () => new Promise<void>((resolve) => (release = resolve));

  /** Writes in its own unit of work, waits to be released, then writes again outside one (refused). */
  const slow: Route = {
    method: 'post',
    path: '/__admin/probe/slow',
    operationId: 'postAdminProbeSlow',
    auth: 'admin',
    tag: 'Admin',
    summary: 'probe',
    responses: { 200: { schema: 'admin/ok.response.schema.json', description: 'ok' } },
    async handleAsync({ deps }) {
      deps.store.transaction(() => rename('First unit'));
      await paused();
      rename('After an await, outside a unit');
      return ok({ ok: true });
    },
  };
  /** A synchronous handler that writes, then fails: its own unit of work is rolled back. */
  const failing: Route = {
    method: 'post',
    path: '/__admin/probe/failing',
    operationId: 'postAdminProbeFailing',
    auth: 'admin',
    tag: 'Admin',
    summary: 'probe',
    responses: { 200: { schema: 'admin/ok.response.schema.json', description: 'ok' } },
    handle({ deps }) {
      deps.store.collections.sellers.update(sellerId(), { tradingName: 'Failing' } as never);
      throw new Error('fails after a write');
    },
  };

  it('must be a handleAsync: an async `handle` does not compile, and served anyway it is a 500 that changes nothing', async () => {
    const before = JSON.stringify(t.deps.store.state);
    const smuggled: Route = {
      method: 'post',
      path: '/__admin/probe/smuggled',
      auth: 'admin',
      tag: 'Admin',
      summary: 'probe',
      responses: { 200: { schema: 'admin/ok.response.schema.json', description: 'ok' } },
      // @ts-expect-error: `handle` returns a Reply, not a promise; a handler that awaits is a `handleAsync`.
      async handle() {
        rename('Smuggled');
        await Promise.resolve();
        return ok({ ok: true });
      },
    };
    const res = await request(serve([smuggled]))
      .post('/__admin/probe/smuggled')
      .expect(500);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it("keeps its committed unit of work when another request fails meanwhile, and its write outside a unit is refused, not left for another's commit", async () => {
    const app = serve([slow, failing]);
    const slowAnswer = request(app)
      .post('/__admin/probe/slow')
      .then((res) => res);
    while (nameOf() !== 'First unit') await new Promise((resolve) => setImmediate(resolve));
    const failed = await request(app).post('/__admin/probe/failing').expect(500);
    expectSchema(failed.body, ERROR_SCHEMAS.admin);
    expect(nameOf()).toBe('First unit');
    release();
    const res = await slowAnswer;
    expect(res.status).toBe(500);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(nameOf()).toBe('First unit');
    expect(t.deps.store.uncommitted).toBe(false);
  });
});
