import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { startChild } from '../helpers/child.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SANDBOX_DB_FILE', () => {
  it('keeps the state across a real restart of the server process', async () => {
    const file = join(dir, 'state.json');
    const first = await startChild({ SANDBOX_DB_FILE: file });
    const created = await fetch(`${first.url}/__admin/sellers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ legalName: 'Persistida LTDA', availableBalance: 4242 }),
    });
    expect(created.status).toBe(201);
    const { credentials } = (await created.json()) as { credentials: { publicKey: string; privateKey: string } };
    await fetch(`${first.url}/__admin/sellers/${ACCOUNTS.acme.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ availableBalance: 777 }),
    });
    await first.stop();
    expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');

    const second = await startChild({ SANDBOX_DB_FILE: file });
    try {
      const me = await fetch(`${second.url}/api/seller`, {
        headers: { 'X-Api-Public-Key': credentials.publicKey, 'X-Api-Private-Key': credentials.privateKey },
      });
      expect(me.status).toBe(200);
      const body = (await me.json()) as { legalName: string; defaultRecipient: { balance: { available: number } } };
      expect(body.legalName).toBe('Persistida LTDA');
      expect(body.defaultRecipient.balance.available).toBe(4242);
      const acme = (await (await fetch(`${second.url}/api/seller`, { headers: keys('acme') })).json()) as {
        defaultRecipient: { balance: { available: number } };
      };
      expect(acme.defaultRecipient.balance.available).toBe(777);
    } finally {
      await second.stop();
    }
  });

  it('refuses to start on a file that is not a sandbox state, leaving it untouched', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify({ hello: 'world' }));
    await expect(startChild({ SANDBOX_DB_FILE: file })).rejects.toThrow(/does not hold a valid sandbox state/);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify({ hello: 'world' }));
  });

  it('starts from the fixtures when the file does not exist yet, and writes it (a database only its owner can read)', async () => {
    const file = join(dir, 'fresh.db');
    const server = await startChild({ SANDBOX_DB_FILE: file });
    await server.stop();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(file, { readonly: true });
    try {
      const ids = db.prepare('SELECT id FROM sellers').pluck().all();
      expect(ids).toContain(ACCOUNTS.acme.id);
    } finally {
      db.close();
    }
  });
});

describe('npm start', () => {
  it('prints the URL and the fixture keys, and answers GET /api/seller', async () => {
    const server = await startChild();
    try {
      const out = server.output();
      expect(out).toContain(ACCOUNTS.acme.publicKey);
      expect(out).toContain(ACCOUNTS.acme.privateKey);
      const res = await fetch(`${server.url}/api/seller`, { headers: keys('acme') });
      expect(res.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
