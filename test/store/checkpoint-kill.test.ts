import { watch } from 'node:fs';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { keys } from '../helpers/accounts.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { saleBody } from '../sales/sale-helpers.js';
import { DEEP } from '../helpers/runs.js';
import { runCli } from './db-helpers.js';

// Issue 27: the kill-anywhere promise, with kills timed at the database file's own writes (a
// checkpoint copying the -wal into it), not at random instants. Each round is a burst of answered
// writes and a restore of the whole state as it is (every page rewritten, so the checkpoint that
// follows writes the whole file). The server writes its database file only when it checkpoints;
// the test watches the folder (inotify) and sends SIGKILL from the watcher's callback at the k-th
// write event of the file (or at the checkpoint's end, the -wal cut to 0, if inotify merged the
// events into fewer), for a fixed list of k: the same timing rule every run. Real process, real
// SIGKILL, real files. Needs dist/.

let dir: string;
const running: ChildServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-checkpoint-kill-'));
});
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Answered {
  sellers: number[];
  sales: number[];
}

/** The k-th write event of the database file: at it (or when the checkpoint ends first, the -wal cut to 0), SIGKILL. */
function killAtWrite(server: ChildServer, file: string, k: number): Promise<string> {
  return new Promise((resolve) => {
    let writes = 0;
    const watcher = watch(dirname(file), (_event, name) => {
      if (name === basename(file)) writes++;
      const ended = name === `${basename(file)}-wal` && statSync(`${file}-wal`, { throwIfNoEntry: false })?.size === 0;
      if (writes < k && !ended) return;
      server.child.kill('SIGKILL');
      watcher.close();
      resolve(writes >= k ? `at write event ${k} of the database file` : `after the checkpoint (${writes} events)`);
    });
  });
}

/** Concurrent writes of two kinds: card sales (a sale, its ledger entry, a sequence in one commit), admin sellers. */
function burst(server: ChildServer, answered: Answered, count: number): Promise<unknown> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const sale = i % 2 === 1;
      const request = sale
        ? fetch(`${server.url}/api/sales`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...keys('acme') },
            body: JSON.stringify(saleBody('CREDIT_CARD')),
          })
        : fetch(`${server.url}/__admin/sellers`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ legalName: `Kill ${i} Comercio LTDA` }),
          });
      return request
        .then(async (res) => {
          if (res.status !== 201) return;
          const body = (await res.json()) as { userId?: number; sale?: { id: number } };
          if (sale) answered.sales.push(body.sale!.id);
          else answered.sellers.push(body.userId!);
        })
        .catch(() => undefined); // cut by the kill: never answered, never promised
    }),
  );
}

/**
 * The whole state exported and restored as it is: every row rewritten in one transaction, so the next checkpoint
 * copies every page of the database (many writes of the file to time kills at). Changes no record.
 */
async function restoreWhole(server: ChildServer): Promise<void> {
  // Any step may be cut by the kill (the checkpoint of the burst can come first): never answered, never promised.
  try {
    const exported = await fetch(`${server.url}/__admin/state?secrets=include`);
    if (exported.status !== 200) return;
    await fetch(`${server.url}/__admin/state`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: await exported.text(),
    });
  } catch {
    return;
  }
}

async function missing(server: ChildServer, answered: Answered): Promise<Answered> {
  const sellers = (await (await fetch(`${server.url}/__admin/sellers?limit=1000`)).json()) as {
    sellers: { seller: { id: number } }[];
  };
  const ids = new Set(sellers.sellers.map((view) => view.seller.id));
  const sales: number[] = [];
  for (const id of answered.sales)
    if ((await fetch(`${server.url}/__admin/sales/${id}`)).status !== 200) sales.push(id);
  return { sellers: answered.sellers.filter((id) => !ids.has(id)), sales };
}

/**
 * The write events to kill at. `npm test`: the first, one in the middle and a late one of the checkpoint (each round is
 * a server started, a burst, a restore and a kill); `npm run test:deep` kills at each of the list, and later ones.
 */
const TIMINGS = DEEP ? [1, 2, 3, 5, 8, 13, 21, 34] : [1, 5, 13];

describe('a server killed at its database file’s writes (a checkpoint in progress)', () => {
  it(
    `restarts every time, db check exit 0, holding every answered write (kills at write events ${TIMINGS.join(', ')})`,
    async () => {
      const file = join(dir, 'state.db');
      const answered: Answered = { sellers: [], sales: [] };
      const log: string[] = [];
      let server = await startChild({ SANDBOX_DB_FILE: file });
      running.push(server);
      for (const k of TIMINGS) {
        const killed = killAtWrite(server, file, k);
        await burst(server, answered, 80);
        await restoreWhole(server);
        log.push(`k=${k}: ${await killed}`);
        await server.stop('SIGKILL');
        const checked = await runCli(['db', 'check', '--db-file', file]);
        expect({ round: log, code: checked.code, stderr: checked.stderr }).toEqual({ round: log, code: 0, stderr: '' });
        server = await startChild({ SANDBOX_DB_FILE: file });
        running.push(server);
        expect({ round: log, missing: await missing(server, answered) }).toEqual({
          round: log,
          missing: { sellers: [], sales: [] },
        });
      }
      expect(answered.sellers.length + answered.sales.length).toBeGreaterThanOrEqual(TIMINGS.length * 40);
    },
    DEEP ? 240_000 : 120_000,
  );
});
