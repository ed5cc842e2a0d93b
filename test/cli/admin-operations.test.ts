import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminCommands, isAdminOperation } from '../../src/tools/cli/admin-operations.js';
import { runCli } from '../../src/tools/cli/dispatch.js';
import { VERBS } from '../../src/tools/cli/verbs.js';
import { OPERATIONS, type OperationId } from '../../src/generated/operations.js';
import { compilePath } from '../../src/http/route-path.js';
import { DOCUMENTED_ROUTES } from '../../src/sandbox/modules.js';

/**
 * Issue 28, "every tool derives from the routes": the CLI's command for an admin operation comes
 * from the route row's operationId, never from a table written per route. Every admin row is
 * `call <operationId>`; a named command stands for the operations it declares, and each
 * declaration is held to what the command really sends (run against a recorder).
 */
const commands = adminCommands();
const adminRows = DOCUMENTED_ROUTES.filter((route) => route.path.startsWith('/__admin'));

/** The admin operation a request was, by the operations module's method and path templates (default sandbox). */
function operationOf(method: string, path: string): OperationId | null {
  for (const [id, entry] of Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][]) {
    if (!isAdminOperation(id) || entry.method.toUpperCase() !== method) continue;
    const full = (entry.base === 'sandbox' ? '/__admin' : '') + entry.path.replace(/\{(\w+)\}/g, ':$1');
    if (compilePath(full).pattern.test(path)) return id;
  }
  return null;
}

describe('the CLI command of every admin operation is derived from its row', () => {
  it('every admin row of the table is an admin operation, reached by `call <operationId>`', async () => {
    expect(adminRows.map((route) => route.operationId).sort()).toEqual([...commands.keys()].sort());
    for (const [id, reached] of commands) expect(reached.call).toBe(`call ${id}`);
    const help: string[] = [];
    await runCli(['help', 'call'], { stdout: (text) => help.push(text), stderr: () => {}, env: {} }, VERBS);
    const listed = /The operations: ([^.]+)\./.exec(help.join(''))?.[1].split(', ');
    expect(listed).toEqual(expect.arrayContaining([...commands.keys()]));
  });

  it('every operation a command declares is an admin operation of the table', () => {
    const declared = VERBS.flatMap((verb) =>
      Object.values(verb.operations ?? {}).flatMap((command) => [...command.operations, ...command.reads]),
    );
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((id) => !isAdminOperation(id))).toEqual([]);
  });

  it('the named commands of today’s table, as derived', () => {
    // What the hand-written table of src/tools/cli/admin-operations.ts said, now read off the commands' declarations.
    const named = Object.fromEntries([...commands].map(([id, reached]) => [id, reached.named]));
    expect(named).toMatchObject({
      getAdminSellersId: ['sellers show'],
      postAdminSalesIdStatus: ['sales move'],
      postAdminSubscriptionsIdPause: ['subscriptions pause'],
      postAdminSubscriptionsIdCancelAtPeriodEnd: ['subscriptions cancel'],
      getAdminEventsTimeline: ['timeline'],
      postAdminReset: ['reset'],
      getAdminTenants: ['tenants list'],
    });
    // The console's page, the inbox receiver and the steps of a tenant move are no command of their own.
    expect(Object.keys(named).filter((id) => named[id].length === 0)).toEqual([
      'getAdminUi',
      'postAdminInboxName',
      'postAdminTenantsNameMove',
      'putAdminTenantsNameIdentity',
    ]);
  });
});

describe('each declaration is what its command sends', () => {
  let server: Server;
  let url: string;
  let seen: { method: string; path: string }[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'admin-operations-'));
  const file = join(dir, 'state.json');
  writeFileSync(file, '{}');

  beforeAll(async () => {
    // Answers every request 200 with an object a command may then fail to present: what it sent is what counts. (A
    // delivery's `attempts` is there because redeliver counts them before it sends.)
    server = createServer((req, res) => {
      seen.push({ method: req.method ?? '', path: new URL(req.url ?? '/', 'http://x').pathname });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"attempts":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A value each positional argument accepts, by its name in the command's synopsis. */
  const SAMPLE: Record<string, string> = {
    '<id>': '7',
    '<STATUS>': 'PAGO',
    '<OUTCOME>': 'PAGO',
    '<name>': 'caixa',
    '<MODE>': 'accept',
    '<url>': 'https://example.com/webhook',
    '<amount>': '10.00',
    '<pixKey>': '52998224725',
    '<METHOD>': 'GET',
    '<path>': '/api/sales',
    'cashouts postback <STATUS>': 'PROCESSING',
    '<file>': file,
    '[file]': file,
    '<file-or-name>': file,
    '<duration>': '1h',
    '<seller>': '7',
    '<text>': 'maria',
    '<type:id>': 'sale:7',
  };
  /** Options a command needs before it sends anything. */
  const OPTIONS: Record<string, string[]> = {
    'faults arm': ['--status', '503'],
    'deliveries redeliver': ['--wait', '0'],
  };
  const cases = VERBS.flatMap((verb) =>
    Object.entries(verb.operations ?? {})
      .filter(([, declared]) => declared.operations.length > 0)
      .map(([command, declared]) => ({ verb, command, declared, label: `${verb.name} ${command}`.trim() })),
  );

  it.each(cases)(
    '$label sends an operation it stands for, and none it does not declare',
    async ({ verb, command, declared, label }) => {
      const args = synopsisArgs(verb.usage, verb.name, command);
      seen = [];
      await runCli(
        [verb.name, ...(command ? [command] : []), ...args, ...(OPTIONS[label] ?? []), '--url', url, '--json'],
        { stdout: () => {}, stderr: () => {}, env: {} },
        VERBS,
      ).catch(() => null);
      const sent = seen.map(({ method, path }) => operationOf(method, path) ?? `${method} ${path}`);
      const stands = declared.operations as readonly string[];
      const known = [...stands, ...declared.reads] as readonly string[];
      expect(sent.filter((id) => stands.includes(id)).length).toBeGreaterThan(0);
      expect(sent.filter((id) => !known.includes(id))).toEqual([]);
    },
  );

  /** The positional arguments of a command's synopsis line in its verb's usage, each given its sample. */
  function synopsisArgs(usage: string, verb: string, command: string): string[] {
    const line = usage
      .split('\n')
      .find((text) => text.startsWith(`  gateway-sandbox ${verb}${command ? ` ${command}` : ''}`))!;
    return line
      .split(' ')
      .filter((word) => /^[<[]/.test(word) && !word.startsWith('[--'))
      .map((word) => SAMPLE[`${verb} ${command} ${word}`] ?? SAMPLE[word] ?? word);
  }
});
