import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import request from 'supertest';
import type { Deps } from '../../src/sandbox/deps.js';
import { groupOf } from '../../src/http/groups.js';
import { routeWrites } from '../../src/http/route-chain.js';
import type { Route } from '../../src/http/route.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { readState } from '../../src/core/store/sqlite-state.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { examplePath, sendExample } from '../helpers/examples.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

/**
 * Any answer of 500 or more rolls back whatever its request changed, on every route: each
 * writing route's documented success is sent with the store's commit failing (an internal
 * failure after the handler's writes, before its answer), and the state is the same after
 * as before, in memory and in the database.
 */

/** A success of a route whose document shows none (their examples are refusals): the path and body to send. */
interface Success {
  path: string;
  body?: unknown;
}

const subscriptionIn = (deps: Deps, status: string) =>
  deps.store.collections.subscriptions.values().find((subscription) => subscription.status === status)!.id;

/** Successes for the writing routes without a documented one, on the fixture state. */
const UNDOCUMENTED_SUCCESS: Record<string, (deps: Deps) => Success> = {
  'POST /__admin/sellers/:id/keys': () => ({ path: '/__admin/sellers/1000/keys' }),
  'POST /__admin/sellers/:id/webhook-secret': () => ({ path: '/__admin/sellers/1000/webhook-secret' }),
  'POST /__admin/subscriptions/:id/pause': (deps) => ({
    path: `/__admin/subscriptions/${subscriptionIn(deps, 'ACTIVE')}/pause`,
  }),
  'POST /__admin/subscriptions/:id/resume': (deps) => ({
    path: `/__admin/subscriptions/${subscriptionIn(deps, 'PAUSED')}/resume`,
  }),
  'POST /__admin/subscriptions/:id/cancel': (deps) => ({
    path: `/__admin/subscriptions/${subscriptionIn(deps, 'ACTIVE')}/cancel`,
    body: {},
  }),
  'POST /__admin/subscriptions/:id/cancelAtPeriodEnd': (deps) => ({
    path: `/__admin/subscriptions/${subscriptionIn(deps, 'ACTIVE')}/cancelAtPeriodEnd`,
    body: {},
  }),
  'POST /__admin/reset': () => ({ path: '/__admin/reset' }),
  // The store's own state: every secret in it, so the restore can take it whole.
  'PUT /__admin/state': (deps) => ({ path: '/__admin/state', body: deps.store.snapshot() }),
  'POST /__admin/webhooks/deliveries/:id/redeliver': (deps) => ({
    path: `/__admin/webhooks/deliveries/${deps.store.collections.deliveries.values()[0].id}/redeliver`,
  }),
};

const name = (route: Route) => `${route.method.toUpperCase()} ${route.path}`;

/** The writing routes the pipeline serves, each with the first success it documents (or one of the table above). */
const WRITING = ROUTES.filter((route) => routeWrites(route) && !route.outsidePipeline).map((route) => ({
  route,
  example: (route.examples ?? []).find((example) => example.status < 400),
  success: UNDOCUMENTED_SUCCESS[name(route)],
}));

/** Sends the route's success: its documented example, or its row of UNDOCUMENTED_SUCCESS. */
function sendSuccess(t: TestApp, row: (typeof WRITING)[number]) {
  if (row.example)
    return { sent: sendExample(t.app, row.route, row.example), path: examplePath(row.route, row.example) };
  const { path, body } = row.success(t.deps);
  const call = request(t.app)[row.route.method](path);
  return { sent: body === undefined ? call : call.send(body as object), path };
}

const forced = () => new Error('forced failure after the writes');

/** Fails every commit from now on: memory is left as the handler wrote it, for the unit of work to undo. */
function failCommits(t: TestApp) {
  return jest.spyOn(t.deps.store, 'commitNow').mockImplementation(() => {
    throw forced();
  });
}

it('every writing route has a success to send: documented, or in UNDOCUMENTED_SUCCESS', () => {
  expect(WRITING.filter((row) => !row.example && !row.success).map((row) => name(row.route))).toEqual([]);
  expect(WRITING.length).toBeGreaterThan(20);
});

describe.each([
  ['memory', false],
  ['file', true],
])('a writing route whose commit fails answers 500 and changes nothing (%s mode)', (_mode, fileMode) => {
  let t: TestApp;
  let dir: string | null = null;
  beforeAll(async () => {
    dir = fileMode ? mkdtempSync(join(tmpdir(), 'gs-rollback-')) : null;
    t = await buildTestApp({ clockFrozen: true, dbFile: dir ? join(dir, 'state.db') : null });
    // A finished delivery to redeliver (the fixtures have none); not due, so nothing sends it meanwhile.
    t.deps.store.transaction(() => {
      const delivery = t.deps.outbox.enqueue({
        sellerId: 1000,
        kind: 'sale.postback',
        url: 'http://127.0.0.1:9/none',
        payload: { id: 1 },
        signed: true,
        resource: { type: 'sale', id: 1, status: 'PAGO' },
      });
      t.deps.store.collections.deliveries.update(delivery.id, { status: 'FAILED', nextAttemptAt: null });
    });
  });
  afterAll(() => {
    t.close();
    t.deps.store.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(WRITING.map((row) => [name(row.route), row] as const))('%s', async (_name, row) => {
    const before = JSON.stringify(t.deps.store.state);
    const onDisk = () => JSON.stringify(readState(t.deps.store.database!, t.deps.store.file!));
    const diskBefore = fileMode ? onDisk() : null;
    failCommits(t);
    const { sent, path } = sendSuccess(t, row);
    const res = await sent;
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 500, body: expect.anything() });
    expectSchema(res.body, ERROR_SCHEMAS[groupOf(row.route.method.toUpperCase(), path)]);
    jest.restoreAllMocks();
    expect(t.deps.store.uncommitted).toBe(false);
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
    if (fileMode) expect(onDisk()).toBe(diskBefore);
  });
});
