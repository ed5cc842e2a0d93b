import { request as httpRequest } from 'node:http';
import { createGzip, gzipSync } from 'node:zlib';
import { startHealthProbe, sharedNow } from '../helpers/health-probe.js';
import { createTestTenant, expectDocumented, startTenantServer } from '../helpers/tenants.js';

/**
 * Issue 27, "noisy neighbours": a 233 KB gzipped PUT …/state that unpacks to 240 MB was parsed
 * in one blocking call, and /health and every tenant waited minutes. A whole state's body is now
 * bounded after decompression (SANDBOX_STATE_BODY_LIMIT_BYTES, SANDBOX_STATE_BODY_INFLATE_RATIO),
 * read as it arrives and parsed in slices: the bomb is a 413 naming the limit, nothing changes,
 * and /health, polled from another thread, is answered while it runs.
 */

type Server = Awaited<ReturnType<typeof startTenantServer>>;

/** A body of JSON that unpacks to `megabytes` MiB: a state whose `sales` is preceded by that much whitespace. */
async function gzipBomb(megabytes: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => gzip.on('end', resolve));
  const blank = Buffer.alloc(1024 * 1024, ' ');
  gzip.write('{"sales":');
  for (let i = 0; i < megabytes; i++)
    if (!gzip.write(blank)) await new Promise((resolve) => gzip.once('drain', resolve));
  gzip.end('{}}');
  await ended;
  return Buffer.concat(chunks);
}

interface Sent {
  status: number;
  body: { error?: string; message?: string };
  answeredAt: number;
}

/**
 * PUT of a gzipped body on a connection of its own, in two halves: the second half goes only once
 * /health has answered a probe sent after the first, so the restore is known to be running while
 * /health answers (an event, not a sleep).
 */
function putInHalves(
  server: Server,
  path: string,
  body: Buffer,
  probe: ReturnType<typeof startHealthProbe>,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'PUT',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': String(body.length),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Sent['body'],
            answeredAt: sharedNow(),
          }),
        );
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    void probe.answerSentAfter(sharedNow()).then(() => req.end(body.subarray(half)));
  });
}

let server: Server;
let bomb: Buffer;
let admin: string;
let token: string;

beforeAll(async () => {
  server = await startTenantServer();
  const tenant = await createTestTenant(server, 'bombed', { fixtures: true });
  admin = tenant.admin;
  token = tenant.token;
  bomb = await gzipBomb(240);
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('a decompression bomb on PUT …/state (issue 27)', () => {
  it.each([
    ['a tenant’s', () => `${admin}/state`],
    ['the default tenant’s', () => '/__admin/state'],
  ])(
    '%s restore of 240 MB in a 233 KB gzip is 413 naming SANDBOX_STATE_BODY_INFLATE_RATIO, changes nothing, and /health is answered meanwhile',
    async (_who, pathOf) => {
      const path = pathOf();
      expect(bomb.length).toBeLessThan(300 * 1024);
      const headers: Record<string, string> = path.startsWith(admin) ? { 'x-admin-token': token } : {};
      const before = await server.call('GET', path, { token: path.startsWith(admin) ? token : undefined });
      const probe = startHealthProbe(Number(new URL(server.url).port));
      let answers;
      let sent: Sent;
      try {
        sent = await putInHalves(server, path, bomb, probe, headers);
      } finally {
        answers = await probe.stop();
      }
      expect(sent.status).toBe(413);
      expect(sent.body.error).toBe('PAYLOAD_TOO_LARGE');
      expect(sent.body.message).toContain('SANDBOX_STATE_BODY_INFLATE_RATIO');
      expectDocumented('PUT', path, { status: sent.status, headers: new Headers(), body: sent.body });
      // Every probe was answered, and /health answered at least once while the restore was running.
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.some((answer) => answer.answeredAt < sent.answeredAt)).toBe(true);
      const after = await server.call('GET', path, { token: path.startsWith(admin) ? token : undefined });
      expect(after.body).toEqual(before.body);
    },
    60_000,
  );

  it('a state over SANDBOX_STATE_BODY_LIMIT_BYTES once inflated (its gzip under it) is 413 naming that setting', async () => {
    const small = await startTenantServer({ bodyLimitBytes: 1024, stateBodyLimitBytes: 64 * 1024 });
    try {
      const state = (await small.call('GET', '/__admin/state')).body as unknown;
      const text = JSON.stringify(state);
      expect(text.length).toBeGreaterThan(64 * 1024);
      const body = gzipSync(text);
      expect(body.length).toBeLessThan(64 * 1024);
      const probe = startHealthProbe(Number(new URL(small.url).port));
      let sent: Sent;
      try {
        sent = await putInHalves(small, '/__admin/state', body, probe);
      } finally {
        await probe.stop();
      }
      expect(sent.status).toBe(413);
      expect(sent.body.error).toBe('PAYLOAD_TOO_LARGE');
      expect(sent.body.message).toContain('SANDBOX_STATE_BODY_LIMIT_BYTES');
      expect(sent.body.message).toContain(String(64 * 1024));
      expect((await small.call('GET', '/__admin/state')).body).toEqual(state);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('a compressed state within both bounds is restored as before', async () => {
    const state = (await server.call('GET', '/__admin/state?secrets=include')).body as Record<string, unknown>;
    const probe = startHealthProbe(Number(new URL(server.url).port));
    let sent: Sent;
    try {
      sent = await putInHalves(server, '/__admin/state', gzipSync(JSON.stringify(state)), probe);
    } finally {
      await probe.stop();
    }
    expect(sent.status).toBe(200);
    expect((await server.call('GET', '/__admin/state?secrets=include')).body).toEqual(state);
  }, 60_000);
});
