import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from '../helpers/child.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a server killed with SIGKILL in the middle of a burst of writes', () => {
  it('restarts on a file that parses, holding every write it had answered 2xx', async () => {
    const file = join(dir, 'state.json');
    const server = await startChild({ SANDBOX_DB_FILE: file });
    const answered: number[] = [];
    let killed = false;
    const writes = Array.from({ length: 300 }, (_, i) =>
      fetch(`${server.url}/__admin/sellers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ legalName: `Burst ${i} LTDA` }) })
        .then(async (res) => {
          if (res.status === 201) answered.push(((await res.json()) as { userId: number }).userId);
        })
        .catch(() => undefined),
    );
    const kill = (async () => {
      while (answered.length < 40) await new Promise((resolve) => setTimeout(resolve, 1));
      killed = true;
      await server.stop('SIGKILL');
    })();
    await Promise.all([...writes, kill]);
    expect(killed).toBe(true);
    expect(answered.length).toBeGreaterThanOrEqual(40);

    const restarted = await startChild({ SANDBOX_DB_FILE: file });
    try {
      expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
      const res = await fetch(`${restarted.url}/__admin/sellers`);
      const ids = new Set(((await res.json()) as { sellers: { seller: { id: number } }[] }).sellers.map((view) => view.seller.id));
      const lost = answered.filter((id) => !ids.has(id));
      expect(lost).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});
