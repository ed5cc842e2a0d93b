import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT } from '../../src/tools/cli/verb.js';
import { brasilia } from '../../src/core/lib/present.js';
import { VERBS } from '../../src/tools/cli/verbs.js';
import { startReceiver, startSandbox, type Receiver, type Sandbox } from '../../src/tools/testing/index.js';
import { expectSchema } from '../helpers/schema.js';
import { cli, closedPort, json, PIX_SALE } from './cli-helpers.js';

/** Every verb against a live sandbox: what it does, what the sandbox refuses (exit 1), bad usage (exit 2). */
let sandbox: Sandbox;
let guarded: Sandbox;
let dir: string;
let nowhere: string;
const run = (...args: string[]) => cli(sandbox.url, args);

beforeAll(async () => {
  sandbox = await startSandbox({ settings: { webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 1000 } });
  guarded = await startSandbox({ settings: { adminToken: 'let-me-in' } });
  dir = mkdtempSync(join(tmpdir(), 'cli-verbs-'));
  nowhere = `http://127.0.0.1:${await closedPort()}`;
});
beforeEach(() => sandbox.reset());
afterAll(async () => {
  await sandbox.close();
  await guarded.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pendingPixSale(): Promise<number> {
  const created = await sandbox.client('acme').sales.create(PIX_SALE);
  return created.data!.sale.id;
}

async function pendingCashout(): Promise<number> {
  const created = await sandbox
    .client('acme')
    .cashouts.create({ amount: 150, pixKey: 'maria@example.com', pixKeyType: 'EMAIL' });
  return created.data!.id;
}

describe('sellers', () => {
  it('lists the sellers with their public keys; --json is the admin list', async () => {
    const human = await run('sellers', 'list');
    expect(human).toMatchObject({ code: EXIT.ok, stderr: '' });
    expect(human.stdout).toMatch(/^ID\s+NAME\s+PUBLIC KEY/);
    expect(human.stdout).toContain(sandbox.keys.acme.publicKey);
    const machine = await run('sellers', 'list', '--json');
    expectSchema(json(machine), 'admin/seller-list.response.schema.json');
  });

  it('shows one seller, refuses an unknown one (1) and a bad id (2)', async () => {
    expect(await run('sellers', 'show', '1000')).toMatchObject({
      code: EXIT.ok,
      stdout: expect.stringContaining('Ana Souza'),
    });
    const unknown = await run('sellers', 'show', '99999');
    expect(unknown).toMatchObject({ code: EXIT.refused, stderr: expect.stringContaining('404 NOT_FOUND') });
    expect(await run('sellers', 'show', 'acme')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('the seller id must be a positive integer'),
    });
  });

  it('creates a seller and prints keys that work, a webhook secret and the balance', async () => {
    const created = await run('sellers', 'create', '--name', 'Loja Nova', '--balance', '1500.50', '--json');
    expect(created.code).toBe(EXIT.ok);
    const body = json<{
      seller: { id: number; defaultRecipient: { balance: { available: number } } };
      credentials: { publicKey: string; privateKey: string; webhookSecret: string };
    }>(created);
    expectSchema(body, 'admin/seller-created.response.schema.json');
    expect(body.seller.defaultRecipient.balance.available).toBe(150050);
    const seller = await fetch(`${sandbox.url}/api/seller`, {
      headers: { 'X-Api-Public-Key': body.credentials.publicKey, 'X-Api-Private-Key': body.credentials.privateKey },
    });
    expect(seller.status).toBe(200);
    const human = await run('sellers', 'create', '--name', 'Outra Loja');
    expect(human.stdout).toMatch(/X-Api-Private-Key\s+sk_/);
    expect(human.stdout).toMatch(/webhook secret\s+whsec_/);
  });

  it.each([
    [['sellers', 'create', '--balance', '12,5,0'], '--balance must be reais'],
    [['sellers', 'create', '--nome', 'x'], 'unknown option --nome'],
    [['sellers'], 'Usage:'],
    [['sellers', 'delete', '1000'], 'unknown command "delete"'],
    [['sellers', 'set-webhook', '1000'], 'missing <url>'],
    [['sellers', 'set-webhook', '1000', 'ftp://files.example.com'], 'must start with http:// or https://'],
  ])('refuses bad usage %j with exit 2', async (args, message) => {
    const result = await run(...args);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stdout + result.stderr).toContain(message);
  });

  it('sets and removes the permanent webhook', async () => {
    const set = await run('sellers', 'set-webhook', '1001', 'http://127.0.0.1:4021/withdrawals', '--withdrawals');
    expect(set).toMatchObject({ code: EXIT.ok, stdout: expect.stringMatching(/notify withdrawals\s+yes/) });
    expect((await sandbox.admin.sellers.get(1001)).webhook).toEqual({
      url: 'http://127.0.0.1:4021/withdrawals',
      notifyWithdrawals: true,
    });
    expect((await run('sellers', 'set-webhook', '1001', 'none')).code).toBe(EXIT.ok);
    expect((await sandbox.admin.sellers.get(1001)).webhook).toEqual({ url: null, notifyWithdrawals: false });
    expect(await run('sellers', 'set-webhook', '99999', 'http://127.0.0.1:4021/')).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('NOT_FOUND'),
    });
  });
});

describe('sales', () => {
  it('lists with filters, in any case, as a table or as the admin list', async () => {
    const human = await run('sales', 'list', '--seller', '1000', '--status', 'pago', '--limit', '3');
    expect(human.code).toBe(EXIT.ok);
    // The seller by its company name, as the console shows it; amounts as R$ 1.234,56; instants in Brasília time.
    const rows = human.stdout
      .split('\n')
      .filter((line) =>
        /^\d+\s+1000 Acme Comércio Eletrônico LTDA\s+\S+\s+PAGO\s+R\$ \d{1,3}(\.\d{3})*,\d\d\s+\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/.test(
          line,
        ),
      );
    expect(rows).toHaveLength(3);
    const machine = json<{ sales: { sellerId: number; sale: { status: string } }[] }>(
      await run('sales', 'list', '--seller', '1001', '--status', 'PAGO', '--json'),
    );
    expectSchema(machine, 'sales/sale-admin-list.response.schema.json');
    expect(machine.sales.length).toBeGreaterThan(0);
    expect(machine.sales.every((view) => view.sellerId === 1001 && view.sale.status === 'PAGO')).toBe(true);
  });

  it('shows a sale with its history', async () => {
    const id = await pendingPixSale();
    const shown = await run('sales', 'show', String(id));
    expect(shown).toMatchObject({ code: EXIT.ok, stdout: expect.stringMatching(/status\s+PENDENTE/) });
    expectSchema(json(await run('sales', 'show', String(id), '--json')), 'sales/sale-admin.response.schema.json');
    expect(await run('sales', 'show', '99999999')).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('404 NOT_FOUND'),
    });
  });

  it('moves a sale, and a refused move prints the allowed ones with exit 1', async () => {
    const id = await pendingPixSale();
    const paid = await run('sales', 'move', String(id), 'PAGO');
    expect(paid).toMatchObject({ code: EXIT.ok, stdout: expect.stringMatching(/status\s+PAGO/) });
    expect((await sandbox.admin.sales.get(id)).sale.status).toBe('PAGO');
    const refused = await run('sales', 'move', String(id), 'PENDENTE');
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.stderr).toContain('409 INVALID_TRANSITION');
    expect(refused.stderr).toContain('allowed moves from here: ESTORNADO, CHARGEBACK, MED');
    const machine = await run('sales', 'move', String(id), 'PENDENTE', '--json');
    expect(json(machine)).toEqual(
      expect.objectContaining({
        status: 409,
        error: 'INVALID_TRANSITION',
        allowed: ['ESTORNADO', 'CHARGEBACK', 'MED'],
      }),
    );
  });

  it.each([
    [['sales', 'move', '1', 'PAID'], 'the status must be one of PENDENTE'],
    [['sales', 'move', '1'], 'missing <STATUS>'],
    [['sales', 'move', '1', 'PAGO', 'now'], 'unexpected argument "now"'],
    [['sales', 'list', '--status', 'PAID'], '--status must be one of'],
    [['sales', 'list', '--limit', '0'], '--limit must be a positive integer'],
    [['sales', 'show'], 'missing <id>'],
  ])('refuses bad usage %j with exit 2', async (args, message) => {
    expect(await run(...args)).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(message) });
  });
});

describe('cashouts', () => {
  it('lists, shows and posts the provider’s status changes; a final status refuses more (exit 1)', async () => {
    const id = await pendingCashout();
    const listed = await run('cashouts', 'list', '--seller', '1000', '--status', 'PENDING');
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.stdout).toMatch(
      new RegExp(`^${id}\\s+1000 Acme Comércio Eletrônico LTDA\\s+PENDING\\s+R\\$ 150,00\\s`, 'm'),
    );
    expectSchema(json(await run('cashouts', 'list', '--json')), 'cashouts/cashout-list.response.schema.json');
    const processing = await run('cashouts', 'postback', String(id), 'processing', '--external-id', 'E2E-0001');
    expect(processing).toMatchObject({ code: EXIT.ok, stdout: expect.stringMatching(/status\s+PROCESSING/) });
    expect(processing.stdout).toMatch(/external id\s+E2E-0001/);
    expect((await run('cashouts', 'postback', String(id), 'COMPLETED')).code).toBe(EXIT.ok);
    const shown = await run('cashouts', 'show', String(id), '--json');
    expectSchema(json(shown), 'cashouts/cashout-admin.response.schema.json');
    expect(json(shown)).toMatchObject({ status: 'COMPLETED', externalId: 'E2E-0001' });
    const refused = await run('cashouts', 'postback', String(id), 'REJECTED');
    expect(refused).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('allowed moves from here: none'),
    });
  });

  it.each([
    [['cashouts', 'postback', '1', 'DONE'], 'the status must be one of'],
    [['cashouts', 'show', '-1'], 'unknown option -1'],
    [['cashouts', 'list', '--seller', 'acme'], '--seller must be a positive integer'],
  ])('refuses bad usage %j with exit 2', async (args, message) => {
    expect(await run(...args)).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(message) });
  });

  it('refuses an unknown cashout with exit 1', async () => {
    expect(await run('cashouts', 'postback', '99999', 'PROCESSING')).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('404'),
    });
  });
});

describe('clock', () => {
  it('shows the frozen clock and advances by a combined duration, running what falls due', async () => {
    const before = json<{ now: string; frozen: boolean }>(await run('clock', 'show', '--json'));
    expect(before.frozen).toBe(true);
    const advanced = await run('clock', 'advance', '1d12h', '--json');
    expect(advanced.code).toBe(EXIT.ok);
    expectSchema(json(advanced), 'clock/advance.response.schema.json');
    expect(Date.parse(json<{ now: string }>(advanced).now) - Date.parse(before.now)).toBe(36 * 3_600_000);
    expect((await run('clock', 'show')).stdout).toMatch(/frozen\s+yes/);
  });

  it('prints the sandbox clock in Brasília time like every other verb, the offset said once (issue 32)', async () => {
    const { now } = json<{ now: string }>(await run('clock', 'show', '--json'));
    const shown = (await run('clock', 'show')).stdout;
    expect(shown).toContain(`now (sandbox clock)  ${brasilia(now)} (Brasília, UTC-3)\n`);
    expect(shown).not.toMatch(/\d{4}-\d\d-\d\dT/);
    const advanced = await run('clock', 'advance', '1h');
    const after = json<{ now: string }>(await run('clock', 'show', '--json')).now;
    expect(advanced.stdout.split('\n')[0]).toBe(`now (sandbox clock) ${brasilia(after)} (Brasília, UTC-3)`);
    expect(advanced.stdout).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });

  it('advances 1mo by a calendar month', async () => {
    const { now } = await sandbox.admin.clock.get();
    const advanced = json<{ now: string }>(await run('clock', 'advance', '1mo', '--json'));
    const from = new Date(now);
    expect(advanced.now).toBe(
      new Date(
        Date.UTC(
          from.getUTCFullYear(),
          from.getUTCMonth() + 1,
          from.getUTCDate(),
          from.getUTCHours(),
          from.getUTCMinutes(),
          from.getUTCSeconds(),
          from.getUTCMilliseconds(),
        ),
      ).toISOString(),
    );
  });

  it('passes on the sandbox’s refusal of too long a move (exit 1)', async () => {
    expect(await run('clock', 'advance', '121mo')).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('400 VALIDATION_ERROR'),
    });
  });

  it.each([
    [['clock', 'advance', '1x']],
    [['clock', 'advance', '1d1d']],
    [['clock', 'advance']],
    [['clock', 'advance', '-1d']],
    [['clock', 'rewind', '1d']],
  ])('refuses bad usage %j with exit 2', async (args) => {
    expect((await run(...args)).code).toBe(EXIT.usage);
  });
});

describe('deliveries', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver({ secret: sandbox.keys.acme.webhookSecret });
  });
  afterAll(() => receiver.close());

  it('lists, shows and redelivers a postback', async () => {
    const created = await sandbox
      .client('acme')
      .sales.create({ ...PIX_SALE, postbackUrl: `${receiver.url}/postbacks` });
    await sandbox.admin.sales.move(created.data!.sale.id, 'PAGO');
    const delivery = await sandbox.waitForDelivery({ resource: { id: created.data!.sale.id } });
    const listed = await run(
      'deliveries',
      'list',
      '--seller',
      '1000',
      '--status',
      'delivered',
      '--kind',
      'sale.postback',
    );
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.stdout).toMatch(
      new RegExp(
        `^${delivery.id}\\s+sale\\.postback\\s+1000 Acme Comércio Eletrônico LTDA\\s+sale ${created.data!.sale.id} PAGO\\s+DELIVERED\\s+1\\s+200`,
        'm',
      ),
    );
    const shown = await run('deliveries', 'show', String(delivery.id));
    expect(shown.stdout).toContain(delivery.eventId);
    expectSchema(
      json(await run('deliveries', 'show', String(delivery.id), '--json')),
      'webhooks/delivery.response.schema.json',
    );
    const again = await run('deliveries', 'redeliver', String(delivery.id));
    // What happened, not "scheduled again": the receiver's answer to the new attempt.
    expect(again).toMatchObject({
      code: EXIT.ok,
      stdout: expect.stringMatching(
        new RegExp(
          `^delivery ${delivery.id} sent again to ${receiver.url}/postbacks: HTTP 200 in \\d+ ms; the delivery is DELIVERED\\n$`,
        ),
      ),
    });
    await receiver.waitFor(2);
    expect(receiver.received.map((got) => [got.eventId, got.signatureValid])).toEqual([
      [delivery.eventId, true],
      [delivery.eventId, true],
    ]);
  });

  it('refuses an unknown delivery (1) and bad filters (2)', async () => {
    expect(await run('deliveries', 'redeliver', '99999')).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('404'),
    });
    expect(await run('deliveries', 'list', '--kind', 'sale.webhook')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--kind must be one of cashout.webhook'),
    });
    expect((await run('deliveries', 'show', 'latest')).code).toBe(EXIT.usage);
  });
});

describe('state and reset', () => {
  it('saves the state to a file and loads it back', async () => {
    const file = join(dir, 'state.json');
    writeFileSync(file, '{}', { mode: 0o644 });
    const saved = await run('state', 'save', file);
    expect(saved).toMatchObject({ code: EXIT.ok, stdout: expect.stringMatching(/^saved \d+ users, .* to /) });
    const state = JSON.parse(readFileSync(file, 'utf8'));
    expectSchema(state, 'admin/state.response.schema.json');
    // It holds the webhook secrets (a load after a reset signs as before), so only its owner may read it.
    expect(
      Object.values(state.users as Record<string, { webhookSecret: string }>).every((user) =>
        user.webhookSecret.startsWith('whsec_'),
      ),
    ).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const later = await pendingPixSale();
    expect((await run('state', 'load', file)).code).toBe(EXIT.ok);
    expect(await run('sales', 'show', String(later))).toMatchObject({ code: EXIT.refused });
  });

  it('refuses an invalid state naming its problems (exit 1), a file it cannot read or write (exit 2)', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ sales: [] }));
    const refused = await run('state', 'load', bad);
    expect(refused).toMatchObject({ code: EXIT.refused, stderr: expect.stringContaining('problems: ') });
    expect(await run('state', 'load', join(dir, 'missing.json'))).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('cannot read a JSON state'),
    });
    expect(await run('state', 'save', join(dir, 'no', 'such', 'dir.json'))).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('cannot write'),
    });
    expect(existsSync(join(dir, 'no'))).toBe(false);
  });

  it('resets to the fixtures', async () => {
    const id = await pendingPixSale();
    expect(await run('reset')).toMatchObject({ code: EXIT.ok, stdout: expect.stringContaining('fixtures') });
    expect((await run('sales', 'show', String(id))).code).toBe(EXIT.refused);
    expect((await run('reset', 'now')).code).toBe(EXIT.usage);
  });
});

describe('every verb that talks to a sandbox', () => {
  const readOnly: string[][] = [
    ['overview'],
    ['sellers', 'list'],
    ['sales', 'list'],
    ['sales', 'create'],
    ['cashouts', 'list'],
    ['cashouts', 'create', '150.00', 'maria@example.com'],
    ['subscriptions', 'list'],
    ['clock', 'show'],
    ['deliveries', 'list'],
    ['inbox', 'list'],
    ['events'],
    ['requests', 'list'],
    ['faults', 'list'],
    ['test-values'],
    ['trigger', 'sale.paid'],
    ['state', 'save', '/dev/null'],
    ['reset'],
  ];

  it('are all in the table', () => {
    expect(VERBS.map((verb) => verb.name)).toEqual(expect.arrayContaining(readOnly.map(([verb]) => verb)));
  });

  it.each(readOnly)(
    '%s %s: a wrong admin token is refused (exit 1), the right one works, from --admin-token or its variable',
    async (...args) => {
      const wrong = await cli(guarded.url, [...args, '--admin-token', 'wrong']);
      expect(wrong).toMatchObject({ code: EXIT.refused, stderr: expect.stringContaining('401 ADMIN_UNAUTHORIZED') });
      expect((await cli(guarded.url, [...args, '--admin-token', 'let-me-in'])).code).toBe(EXIT.ok);
      expect((await cli(guarded.url, args, { SANDBOX_ADMIN_TOKEN: 'let-me-in' })).code).toBe(EXIT.ok);
    },
  );

  it.each(readOnly)('%s %s: no sandbox at the URL is exit 2, saying so', async (...args) => {
    const result = await cli(nowhere, args);
    expect(result).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining(`cannot reach the sandbox at ${nowhere} (ECONNREFUSED)`),
    });
  });

  it.each(VERBS.map((verb) => [verb.name]))('%s: help <verb> and <verb> --help print its usage', async (name) => {
    const verb = VERBS.find((candidate) => candidate.name === name)!;
    expect(await run('help', name)).toEqual({ code: EXIT.ok, stdout: verb.usage, stderr: '' });
    expect(await run(name, '--help')).toEqual({ code: EXIT.ok, stdout: verb.usage, stderr: '' });
  });
});

describe('the dispatcher', () => {
  it('lists every verb in --help and help, with the options of serve', async () => {
    const help = await run('--help');
    expect(help.code).toBe(EXIT.ok);
    const width = Math.max(...VERBS.map((verb) => verb.name.length));
    for (const verb of VERBS) expect(help.stdout).toContain(`  ${verb.name.padEnd(width)}  ${verb.summary}`);
    expect(help.stdout).toContain('--port <value>');
    expect((await run('help')).stdout).toBe(help.stdout);
  });

  it('takes the connection options before the verb too', async () => {
    const result = await cli(nowhere, ['--url', sandbox.url, '--json', 'clock', 'show']);
    expect(result.code).toBe(EXIT.ok);
    expect(json(result)).toMatchObject({ frozen: true });
  });

  it('refuses an unknown verb and help for one, exit 2', async () => {
    expect(await run('refund', '1')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('unknown verb "refund"'),
    });
    expect(await run('help', 'refund')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('no verb "refund"'),
    });
  });
});
