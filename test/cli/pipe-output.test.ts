import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EXIT } from '../../src/tools/cli/verb.js';
import { runBin } from './cli-helpers.js';

/**
 * The bin's whole output reaches a pipe (docs/reliability.md, "Kept-alive connections outlive their clients' pools").
 * A pipe takes 64 KiB at once and the rest as its reader reads; the bin exited right after writing, so
 * `gateway-sandbox call getAdminState | jq` got the first 64 KiB of a 536 KB state and exit code 0.
 */

/** An answer of about 4 MB printed, far more than a pipe's buffer (a sandbox's state export is half a megabyte). */
const LARGE = {
  meta: { schemaVersion: 1 },
  sales: Array.from({ length: 40_000 }, (_, index) => ({ id: 700_000 + index, status: 'PAGO', amount: 1990 + index })),
};
/** What `call` prints of it. */
const PRINTED = `${JSON.stringify(LARGE, null, 2)}\n`;
let standIn: Server;
let url: string;

beforeAll(async () => {
  // A stand-in for the sandbox: the bin's writing is under test, not the state export.
  standIn = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(req.url === '/__admin/state' ? JSON.stringify(LARGE) : '{}');
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => standIn.once('listening', resolve));
  url = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

describe('the bin through a pipe', () => {
  it('writes all of an answer far larger than the pipe holds before it exits', async () => {
    const run = await runBin(['call', 'getAdminState', '--url', url]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: EXIT.ok, stderr: '' });
    // Lengths first: a failure names how much arrived rather than printing megabytes.
    expect(run.stdout.length).toBe(PRINTED.length);
    expect(run.stdout === PRINTED).toBe(true);
  });
});
