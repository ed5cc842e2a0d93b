import type { Server } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Receiver } from '../helpers/receiver.js';
import { DEEP, property } from '../helpers/runs.js';
import { COMMAND } from './model/commands.js';
import { checkInvariants, checkReceived, freshModel, type Model, type Real } from './model/world.js';

/**
 * Model-based test: random sequences of sales of every method, admin sale moves, cashouts and
 * the provider's postbacks, subscription actions, clock advances, key and secret rotations,
 * balance adjustments, cross-tenant attempts and resets, each checked against a small model
 * of the documented rules (see model/world.ts for the invariants checked after every step).
 */
let t: TestApp;
let server: Server;
let receiver: Receiver;

beforeAll(async () => {
  // A frozen clock and no ticker: sandbox time moves only through the model's advances.
  t = await buildTestApp({
    clockFrozen: true,
    dueWorkIntervalMs: 0,
    webhookRetryDelaysMs: [10, 20],
    webhookTimeoutMs: 2000,
  });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  receiver = await new Receiver().start();
  // Every fourth delivery fails its first attempt: the retry must carry the same event id.
  receiver.respond = (received) =>
    received.headers['x-sandbox-delivery-attempt'] === '1' &&
    Number(received.headers['x-sandbox-delivery-id']) % 4 === 0
      ? 503
      : 200;
});

afterAll(async () => {
  t.close();
  await receiver.stop();
  await new Promise((resolve) => server.close(resolve));
});

describe('random sequences of operations against a model of the spec', () => {
  it('keep balance = ledger (never below zero through a cashout), revenue = the sales, one delivery per status change and receiver, and tenants apart', async () => {
    const real: Real = { t, server, receiver };
    await fc.assert(
      fc.asyncProperty(fc.commands([COMMAND], { maxCommands: DEEP ? 60 : 30, size: 'max' }), async (commands) => {
        let model: Model | undefined;
        await fc.asyncModelRun(async () => {
          await request(server).post('/__admin/reset').expect(200);
          receiver.received.length = 0;
          model = await freshModel(real);
          await checkInvariants(model, real);
          return { model, real };
        }, commands);
        // The end of a run: every delivery made it, once per attempt, as recorded (steps change the model in place).
        await checkReceived(model!, real);
      }),
      property(25, 400, 20261126),
    );
  }, 600_000);
});
