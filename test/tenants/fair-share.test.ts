import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { FairScheduler, FairShare } from '../../src/host/tenants/fair-share.js';

/** What the scheduler reads of a response: its end ('finish') and whether its client left. */
class FakeResponse extends EventEmitter {
  destroyed = false;
  writableEnded = false;
  end() {
    this.writableEnded = true;
    this.emit('finish');
  }
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Requests submitted, and the order they started in. */
function harness() {
  const scheduler = new FairScheduler();
  const started: string[] = [];
  const responses = new Map<string, FakeResponse>();
  const submit = (share: FairShare, name: string, respond = false) => {
    const res = new FakeResponse();
    responses.set(name, res);
    scheduler.run(share, res as unknown as ServerResponse, () => {
      started.push(name);
      if (respond) res.end();
    });
    return res;
  };
  return { started, submit, responses };
}

describe('the fair scheduler (issue 27)', () => {
  it('starts one request per tenant per turn, taking turns, so a burst read first does not go first', async () => {
    const { started, submit } = harness();
    const a = new FairShare();
    const b = new FairShare();
    for (let index = 1; index <= 4; index++) submit(a, `a${index}`, true);
    submit(b, 'b1', true);
    submit(b, 'b2', true);
    // At once: the first of each tenant; the rest of A's burst waits for its turns.
    expect(started).toEqual(['a1', 'b1']);
    await turn();
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2']);
    for (let index = 0; index < 3; index++) await turn();
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('serves at most `limit` of a tenant at once; the next starts when one ends', async () => {
    const { started, submit, responses } = harness();
    const a = new FairShare(2);
    for (let index = 1; index <= 4; index++) submit(a, `a${index}`);
    for (let index = 0; index < 5; index++) await turn();
    expect(started).toEqual(['a1', 'a2']);
    expect(a.counts).toEqual({ running: 2, waiting: 2 });
    responses.get('a1')!.end();
    for (let index = 0; index < 3; index++) await turn();
    expect(started).toEqual(['a1', 'a2', 'a3']);
  });

  it('never starts a request whose client left while it waited, and frees its turn', async () => {
    const { started, submit } = harness();
    const a = new FairShare();
    submit(a, 'a1', true);
    const gone = submit(a, 'a2', true);
    submit(a, 'a3', true);
    gone.destroyed = true;
    for (let index = 0; index < 4; index++) await turn();
    expect(started).toEqual(['a1', 'a3']);
    expect(a.counts).toEqual({ running: 0, waiting: 0 });
  });
});
