// sendJson judges a URL once (its parse, the outbound policy's verdict on the URL itself, its request options) and
// keeps that by URL and allow-list, so a burst to one receiver does not redo it a thousand times (docs/performance.md,
// "Webhook burst, sixth pass"). What is kept must never outlive what it was judged under: another allow-list is judged
// anew, and every attempt still carries the URL's credentials.
import { sendJson } from '../../src/features/webhooks/sender.js';
import { Receiver } from '../helpers/receiver.js';

describe('a URL judged once, then kept', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await new Receiver().start();
  });
  afterEach(async () => {
    await receiver.stop();
  });

  it('is judged again under another allow-list: allowed, refused, allowed', async () => {
    const url = `${receiver.url}/hook`;
    const allowing = ['127.0.0.1'];
    const elsewhere = ['hooks.example.com'];
    const first = await sendJson(url, '{"n":1}', {}, 1000, { allowedHosts: allowing });
    const refused = await sendJson(url, '{"n":2}', {}, 1000, { allowedHosts: elsewhere });
    const again = await sendJson(url, '{"n":3}', {}, 1000, { allowedHosts: allowing });
    expect([first.statusCode, refused.statusCode, again.statusCode]).toEqual([200, null, 200]);
    expect(refused.refused).toBe(true);
    expect(refused.error).toContain('127.0.0.1');
    expect(receiver.received.map((request) => request.body)).toEqual(['{"n":1}', '{"n":3}']);
  });

  it("sends the URL's credentials, path and query on every attempt, not only the first", async () => {
    const url = receiver.url.replace('http://', 'http://hook-user:p%40ss@') + '/path/to?x=1';
    for (const n of [1, 2, 3]) expect((await sendJson(url, `{"n":${n}}`, {}, 1000)).statusCode).toBe(200);
    const basic = `Basic ${Buffer.from('hook-user:p@ss').toString('base64')}`;
    expect(receiver.received.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/path/to?x=1', basic],
      ['/path/to?x=1', basic],
      ['/path/to?x=1', basic],
    ]);
  });

  it('fails a URL that cannot be called the same way every time', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await sendJson('not a url', '{}', {}, 1000)).error).toBe('invalid URL');
      expect((await sendJson('ftp://127.0.0.1/hook', '{}', {}, 1000)).error).toBe('unsupported protocol ftp:');
      expect((await sendJson('http://169.254.169.254/latest', '{}', {}, 1000)).refused).toBe(true);
    }
    expect(receiver.received).toHaveLength(0);
  });
});
