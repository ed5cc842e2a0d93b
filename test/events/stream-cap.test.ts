import { connect, type Socket } from 'node:net';
import request from 'supertest';
import { keys } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { EventStream, listening, type Listening } from '../helpers/listening.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { SETTINGS } from '../../src/core/settings.js';

/**
 * Issue 20, finding 10: event streams were unlimited (300 paused clients and 2,000 sales took
 * the process from 90 to 236 MB). Now at most SANDBOX_MAX_EVENT_STREAMS are open at once; one
 * more is 503 EVENT_STREAMS_FULL in the admin body, and a slot comes back when its client goes.
 */

const MAX = 3;
let t: TestApp;
let server: Listening;
const streams: EventStream[] = [];
const sockets: Socket[] = [];

beforeEach(async () => {
  t = await buildTestApp({ maxEventStreams: MAX });
  server = await listening(t);
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  for (const socket of sockets.splice(0)) socket.destroy();
  await server.close();
  t.close();
});

async function open(query = ''): Promise<EventStream> {
  const stream = await EventStream.open(`${server.url}/__admin/events${query}`);
  streams.push(stream);
  return stream;
}

/** A client that asks for the stream and then never reads a byte of it. */
function pausedClient(): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => {
      socket.write('GET /__admin/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      socket.once('data', () => {
        socket.pause();
        resolve();
      });
    });
    sockets.push(socket);
  });
}

async function refused(): Promise<void> {
  const res = await fetch(`${server.url}/__admin/events`);
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('2');
  const body = await res.json();
  expectSchema(body, ERROR_SCHEMAS.admin);
  expect(body).toEqual({ error: 'EVENT_STREAMS_FULL', message: ERROR_CATALOGUE.EVENT_STREAMS_FULL.message });
}

/** Retries `attempt` until it passes: a slot comes back when the server sees its client's socket close. */
async function eventually(attempt: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('the cap on concurrent event streams (SANDBOX_MAX_EVENT_STREAMS)', () => {
  it('is a documented setting, 100 by default', () => {
    expect(SETTINGS.maxEventStreams).toMatchObject({
      env: 'SANDBOX_MAX_EVENT_STREAMS',
      flag: '--max-event-streams',
      default: 100,
    });
    expect(() => SETTINGS.maxEventStreams.parse('0')).toThrow();
  });

  it('refuses one stream more than the cap with 503 in the admin body, and the open ones keep streaming', async () => {
    const open3 = [await open(), await open('?types=sale'), await open()];
    expect(open3.map((stream) => stream.status)).toEqual([200, 200, 200]);
    await refused();
    await refused();
    const sale = await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201);
    for (const stream of open3)
      await stream.waitFor((event) => event.event === 'sale.changed' && event.data.data.id === sale.body.sale.id);
  });

  it('counts paused clients that read nothing, and gives a slot back when a client goes', async () => {
    await pausedClient();
    await pausedClient();
    const third = await open();
    expect(third.status).toBe(200);
    await refused();
    for (let i = 0; i < 50; i++)
      await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201);
    third.close();
    await eventually(async () => expect((await open()).status).toBe(200));
    await refused();
    sockets.splice(0).forEach((socket) => socket.destroy());
    await eventually(async () => expect((await open()).status).toBe(200));
    await eventually(async () => expect((await open()).status).toBe(200));
    await refused();
  });

  it('neither a refused request, a bad query nor a finished follow=false stream keeps a slot', async () => {
    for (let i = 0; i < 10; i++) {
      const bad = await request(t.app).get('/__admin/events?types=nope').expect(400);
      expectSchema(bad.body, ERROR_SCHEMAS.admin);
      const done = await request(t.app).get('/__admin/events?follow=false').expect(200);
      expect(done.text).toContain('event: hello');
    }
    const full = [await open(), await open(), await open()];
    expect(full.map((stream) => stream.status)).toEqual([200, 200, 200]);
    for (let i = 0; i < 10; i++) await refused();
    for (const stream of full) stream.close();
    await eventually(async () => {
      const again = [await open(), await open(), await open()];
      // An attempt that came too early gives back what it took before the next one.
      if (again.some((stream) => stream.status !== 200)) again.forEach((stream) => stream.close());
      expect(again.map((stream) => stream.status)).toEqual([200, 200, 200]);
    });
  });
});
