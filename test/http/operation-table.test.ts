import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAdminClient } from '../../src/tools/client/admin-client.js';
import type { OperationEntry, OperationId } from '../../src/tools/client/call.js';
import { runCli } from '../../src/tools/cli/dispatch.js';
import { VERBS } from '../../src/tools/cli/verbs.js';
import { OPERATIONS } from '../../src/generated/operations.js';
import { ok, type Route } from '../../src/http/route.js';
import { checkRouteTable } from '../../src/http/route-table-check.js';
import { loadSchemaFiles } from '../../src/http/schemas.js';
import { DOCUMENTED_ROUTES } from '../../src/sandbox/modules.js';
import { buildOpenApiDocument } from '../../src/features/openapi/document.js';
import { ROOT } from '../helpers/child.js';

/**
 * Issue 28, "one operation table drives every tool": the next release adds one admin route
 * (a PICPAY report, in the PICPAY "next release" world of test/store/picpay-world.ts), and
 * that row alone gives the API document its operation, the generated operations module its
 * entry, the admin client a call and the CLI a command, with no hand-written method or path.
 */
const PICPAY_REPORT: Route = {
  method: 'get',
  path: '/__admin/picpay/report',
  operationId: 'getAdminPicpayReport',
  tag: 'Admin',
  summary: 'The PICPAY report (next release)',
  auth: 'admin',
  responses: { 200: { schema: 'admin/ok.response.schema.json', description: 'ok' } },
  handle: () => ok({ ok: true }),
};
const NEXT_RELEASE: Route[] = [...DOCUMENTED_ROUTES, PICPAY_REPORT];

/** The operations module as scripts/gen-operations.mjs writes it for `routes`, read back as its table. */
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

/** A server that answers every request `{"ok":true}` and keeps what it was asked. */
async function recorder(): Promise<{ server: Server; url: string; seen: { method?: string; url?: string }[] }> {
  const seen: { method?: string; url?: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    seen.push({ method: req.method, url: req.url });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('one new route row', () => {
  let next: Record<string, OperationEntry>;
  beforeAll(async () => {
    next = await generatedTable(NEXT_RELEASE);
  }, 120_000);

  it('is a valid row of the table, with an operationId no other row has', () => {
    expect(() => checkRouteTable(NEXT_RELEASE)).not.toThrow();
    expect(() => checkRouteTable([...NEXT_RELEASE, { ...PICPAY_REPORT, path: '/__admin/picpay/other' }])).toThrow(
      "operationId 'getAdminPicpayReport' names another row too",
    );
  });

  it('is an operation of the API document, under its operationId', () => {
    const document = buildOpenApiDocument({ version: '0', schemaFiles: loadSchemaFiles(), operations: NEXT_RELEASE });
    const paths = document.paths as Record<string, Record<string, { operationId: string }>>;
    expect(paths['/__admin/picpay/report'].get.operationId).toBe('getAdminPicpayReport');
  });

  it('is an entry of the generated operations module, which is today’s table plus it', () => {
    expect(next.getAdminPicpayReport).toEqual({ method: 'get', base: 'sandbox', path: '/picpay/report' });
    const { getAdminPicpayReport: _added, ...rest } = next;
    expect(rest).toEqual(OPERATIONS);
  });

  it('is a call of the admin client, inside its tenant’s base', async () => {
    const { server, url, seen } = await recorder();
    try {
      const admin = createAdminClient({ baseUrl: url, tenant: 'team', operations: next });
      // The id is not in this release's generated types yet: the next release's are (npm run gen:types).
      await expect(admin.call('getAdminPicpayReport' as OperationId)).resolves.toEqual({ ok: true });
      expect(seen).toEqual([{ method: 'GET', url: '/__admin/tenants/team/picpay/report' }]);
    } finally {
      server.close();
    }
  });

  it('is a command of the CLI: `call` takes every operation of the generated module, inside --tenant', async () => {
    const help: string[] = [];
    await runCli(['help', 'call'], { stdout: (text) => help.push(text), stderr: () => {}, env: {} }, VERBS);
    const listed = /The operations: ([^.]+)\./.exec(help.join(''))?.[1].split(', ');
    expect(listed).toEqual(Object.keys(OPERATIONS));
    const { server, url, seen } = await recorder();
    try {
      const out: string[] = [];
      const code = await runCli(
        ['call', 'getAdminSellersId', '--path', 'id=1000', '--url', url, '--tenant', 'team'],
        { stdout: (text) => out.push(text), stderr: (text) => out.push(text), env: {} },
        VERBS,
      );
      expect({ code, out: out.join('') }).toEqual({ code: 0, out: '{\n  "ok": true\n}\n' });
      expect(seen).toEqual([{ method: 'GET', url: '/__admin/tenants/team/sellers/1000' }]);
    } finally {
      server.close();
    }
  });
});
