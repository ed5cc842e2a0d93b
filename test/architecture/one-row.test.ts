import { jest } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { OperationEntry } from '../../src/tools/client/call.js';
import { ok, type Route } from '../../src/http/route.js';
import { ROOT } from '../helpers/child.js';

/**
 * Issue 28: "A new admin route: show in a test that one row gives a client method, a CLI verb
 * and an entry of the document". The next release's world (the PICPAY one of
 * test/store/picpay-world.ts) adds one admin row, a PICPAY report, to the route table, and runs
 * the generator that `npm run gen:types` runs (scripts/gen-operations.mjs) over it; nothing
 * else changes. The app is built over that table and served on a real socket, and the typed
 * `call` of the admin client, `gateway-sandbox call <operationId>` and GET /openapi.json all
 * have the new operation, inside a tenant's base as in the default one. (test/http/operation-table.test.ts
 * holds the generated module to today's table plus the row.)
 */
const PICPAY_REPORT: Route = {
  method: 'get',
  path: '/__admin/picpay/report',
  operationId: 'getAdminPicpayReport',
  tag: 'Admin',
  summary: 'The PICPAY report (next release)',
  auth: 'admin',
  responses: { 200: { schema: 'admin/ok.response.schema.json', description: 'The report' } },
  handle: () => ok({ ok: true }),
};
const NEW_ID = 'getAdminPicpayReport';

/** The operations module scripts/gen-operations.mjs writes for `routes`, read back as its table. */
async function generatedTable(routes: readonly Route[]): Promise<Record<string, OperationEntry>> {
  const { generate } = (await import(join(ROOT, 'scripts/gen-operations.mjs'))) as {
    generate: (routes: readonly Route[]) => Promise<string>;
  };
  const text = await generate(routes);
  const entries = [...text.matchAll(/^ {2}(\w+): \{ method: '(\w+)', base: '(\w+)', path: '([^']+)' \},$/gm)];
  return Object.fromEntries(
    entries.map(([, id, method, base, path]) => [id, { method, base, path } as OperationEntry]),
  );
}

// Today's modules, read before the next release's replace them for everything imported below.
const today = await import('../../src/sandbox/modules.js');
const todayOperations = await import('../../src/generated/operations.js');
const NEXT_ROUTES = [...today.ROUTES, PICPAY_REPORT];
const NEXT_DOCUMENTED = [...today.DOCUMENTED_ROUTES, PICPAY_REPORT];
const NEXT_OPERATIONS = await generatedTable(NEXT_DOCUMENTED);

// The one row in the route table, and the regenerated operations module: the whole of the release.
jest.unstable_mockModule('../../src/sandbox/modules.js', () => ({
  ROUTES: NEXT_ROUTES,
  DOCUMENTED_ROUTES: NEXT_DOCUMENTED,
}));
jest.unstable_mockModule('../../src/generated/operations.js', () => ({
  ...todayOperations,
  OPERATIONS: NEXT_OPERATIONS,
}));

const { buildTestApp } = await import('../helpers/app.js');
const { createAdminClient } = await import('../../src/tools/client/admin-client.js');
const { runCli } = await import('../../src/tools/cli/dispatch.js');
const { VERBS } = await import('../../src/tools/cli/verbs.js');
const { adminCommands } = await import('../../src/tools/cli/admin-operations.js');

let built: Awaited<ReturnType<typeof buildTestApp>>;
let server: Server;
let url: string;
const seen: string[] = [];

beforeAll(async () => {
  built = await buildTestApp();
  server = built.app.listen(0, '127.0.0.1');
  server.on('request', (req: { method?: string; url?: string }) => seen.push(`${req.method} ${req.url}`));
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  built.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => seen.splice(0));

async function cli(args: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await runCli(
    args,
    { stdout: (text) => out.push(text), stderr: (text) => out.push(text), env: {} },
    VERBS,
  );
  return { code, out: out.join('') };
}

describe('one new admin row, and nothing else', () => {
  it('is served by the app built over the table', async () => {
    const response = await fetch(`${url}/__admin/picpay/report`);
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { ok: true } });
  });

  it('is an operation of the served API document, under its operationId', async () => {
    const document = (await (await fetch(`${url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string; summary: string }>>;
    };
    expect(document.paths['/__admin/picpay/report'].get).toMatchObject({
      operationId: NEW_ID,
      summary: PICPAY_REPORT.summary,
    });
  });

  it('is a typed call of the admin client, with no table passed in', async () => {
    const admin = createAdminClient({ baseUrl: url });
    // The id is the regenerated module's; this release's types do not know it yet.
    await expect(admin.call(NEW_ID as Parameters<typeof admin.call>[0])).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['GET /__admin/picpay/report']);
  });

  it('is a command of the CLI: gateway-sandbox call <operationId>, listed by its help', async () => {
    // The CLI's table of admin operations and their commands is derived from the rows
    // (src/tools/cli/admin-operations.ts).
    expect(adminCommands().get(NEW_ID as never)).toEqual({ call: `call ${NEW_ID}`, named: [] });
    const help = await cli(['help', 'call']);
    expect(/The operations: ([^.]+)\./.exec(help.out)?.[1].split(', ')).toContain(NEW_ID);
    await expect(cli(['call', NEW_ID, '--url', url])).resolves.toEqual({ code: 0, out: '{\n  "ok": true\n}\n' });
    expect(seen).toEqual(['GET /__admin/picpay/report']);
  });

  it('reaches a tenant’s own sandbox from the client and the CLI alike', async () => {
    // No tenant of that name exists on this app: what matters is the path each tool asks for.
    await createAdminClient({ baseUrl: url, tenant: 'team' })
      .call(NEW_ID as Parameters<ReturnType<typeof createAdminClient>['call']>[0])
      .catch(() => null);
    await cli(['call', NEW_ID, '--url', url, '--tenant', 'team']);
    expect(seen).toEqual(['GET /__admin/tenants/team/picpay/report', 'GET /__admin/tenants/team/picpay/report']);
  });
});
