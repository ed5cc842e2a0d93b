import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EXIT } from '../../src/tools/cli/verb.js';
import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';
import { startReceiver, startSandbox, type Sandbox } from '../../src/tools/testing/index.js';
import { expectSchema } from '../helpers/schema.js';
import { cli, json, PIX_SALE } from './cli-helpers.js';

/** Issue 23's missing verbs, each against a live sandbox; every --json answer checked against its schema. */
let sandbox: Sandbox;
const run = (...args: string[]) => cli(sandbox.url, args);

beforeAll(async () => {
  sandbox = await startSandbox({ settings: { webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 1000 } });
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('sales create and cashouts create, for any seller', () => {
  it('sales create makes a sale for a seller just created, with no keys, and prints it', async () => {
    const seller = json<{ seller: { id: number } }>(await run('sellers', 'create', '--name', 'Loja Nova', '--json'))
      .seller.id;
    const created = await run(
      'sales',
      'create',
      '--seller',
      String(seller),
      '--method',
      'credit_card',
      '--amount',
      '1234.56',
      '--order-id',
      'PED-77',
      '--json',
    );
    expect(created.code).toBe(EXIT.ok);
    const body = json<{ sale: { id: number } }>(created);
    expectSchema(body, 'sales/sale-created.response.schema.json');
    const view = await sandbox.admin.sales.get(body.sale.id);
    expect({
      sellerId: view.sellerId,
      amount: view.sale.amount,
      method: view.sale.paymentMethod,
      metadata: view.sale.metadata,
    }).toEqual({ sellerId: seller, amount: 123456, method: 'CREDIT_CARD', metadata: { orderId: 'PED-77' } });
    const human = await run('sales', 'create', '--seller', String(seller));
    // The seller by its name beside its id, as every list shows it.
    expect(human.stdout).toMatch(
      /^sale\s+\d+\nseller\s+\d+ \S.*\nstatus\s+PENDENTE\nmethod\s+PIX\namount\s+R\$ 100,00\n/,
    );
  });

  it.each(PAYMENT_METHOD_VALUES.map((method) => [method]))(
    'sales create makes a %s sale with the method’s defaults',
    async (method) => {
      const created = await run('sales', 'create', '--method', method, '--json');
      expect(created).toMatchObject({ code: EXIT.ok, stderr: '' });
      expect(json<{ sale: { paymentMethod: string } }>(created).sale.paymentMethod).toBe(method);
    },
  );

  it('sales create passes on a refusal with its fields (exit 1) and bad usage (exit 2)', async () => {
    const refused = await run('sales', 'create', '--amount', '0.50');
    expect(refused).toMatchObject({ code: EXIT.refused, stderr: expect.stringContaining('422 AMOUNT_BELOW_MINIMUM') });
    expect(await run('sales', 'create', '--method', 'CHEQUE')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--method must be one of'),
    });
    expect(await run('sales', 'create', '--amount', 'doze reais')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--amount must be reais'),
    });
  });

  it('cashouts create requests a cashout from the dashboard, then postback moves it: a step-by-step cashout with no curl', async () => {
    const created = await run('cashouts', 'create', '150.00', 'carla@example.com', '--seller', '1002', '--json');
    expect(created.code).toBe(EXIT.ok);
    const cashout = json<{ id: number; status: string }>(created);
    expectSchema(cashout, 'cashouts/cashout.response.schema.json');
    expect((await sandbox.admin.cashouts.get(cashout.id)).sellerId).toBe(1002);
    expect((await run('cashouts', 'postback', String(cashout.id), 'PROCESSING')).stdout).toMatch(/status\s+PROCESSING/);
    expect((await run('cashouts', 'postback', String(cashout.id), 'COMPLETED')).stdout).toMatch(
      /amount\s+R\$ 150,00\n/,
    );
    expect(await run('cashouts', 'create', '150.00', 'bruno@example.com', '--seller', '1001')).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('403 TRANSFER_NOT_ALLOWED'),
    });
    expect(await run('cashouts', 'create', 'cem', 'bruno@example.com')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('the amount must be reais'),
    });
  });
});

describe('timeline', () => {
  it('tells one sale’s story in order, each line at its sandbox instant', async () => {
    const sale = json<{ sale: { id: number } }>(await run('sales', 'create', '--seller', '1000', '--json')).sale.id;
    await run('sales', 'move', String(sale), 'PAGO');
    const answer = json<{ events: { type: string }[] }>(await run('timeline', `sale:${sale}`, '--json'));
    expectSchema(answer, 'events/timeline.response.schema.json');
    expect(answer.events.length).toBeGreaterThan(0);
    const human = (await run('timeline', `sale:${sale}`)).stdout;
    expect(human).toMatch(new RegExp(`sale\\.changed\\s+sale ${sale}\\s+(new → )?PENDENTE`));
    expect(human).toMatch(new RegExp(`sale ${sale}\\s+PENDENTE → PAGO`));
    expect(await run('timeline', 'sale')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('sale:ID'),
    });
  });
});

describe('subscriptions', () => {
  it('creates, lists, shows, pauses, resumes and cancels', async () => {
    const created = json<{ id: number; status: string }>(
      await run('subscriptions', 'create', '--seller', '1001', '--amount', '29,90', '--json'),
    );
    expectSchema(created, 'subscriptions/admin-view.response.schema.json');
    const id = String(created.id);
    expectSchema(
      json(await run('subscriptions', 'list', '--seller', '1001', '--json')),
      'subscriptions/admin-list.response.schema.json',
    );
    expect((await run('subscriptions', 'list', '--seller', '1001')).stdout).toMatch(
      new RegExp(`^${id}\\s+1001 Bravo Cursos Online ME\\s+ACTIVE\\s+R\\$ 29,90\\s+MONTHLY`, 'm'),
    );
    expect((await run('subscriptions', 'show', id)).stdout).toMatch(/allowed actions\s+pause, cancel/);
    expect((await run('subscriptions', 'pause', id)).stdout).toMatch(new RegExp(`^subscription ${id} is PAUSED\\n`));
    const again = await run('subscriptions', 'pause', id);
    expect(again).toMatchObject({ code: EXIT.refused, stderr: expect.stringContaining('ALREADY_PAUSED') });
    expect((await run('subscriptions', 'resume', id, '--json')).code).toBe(EXIT.ok);
    expect((await sandbox.admin.subscriptions.get(created.id)).status).toBe('ACTIVE');
    const later = await run('subscriptions', 'cancel', id, '--at-period-end');
    expect(later.stdout).toMatch(
      new RegExp(`^subscription ${id} is ACTIVE until \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d, then CANCELLED\\n$`),
    );
    expect((await run('subscriptions', 'cancel', id, '--reason', 'teste')).stdout).toBe(
      `subscription ${id} is CANCELLED\n`,
    );
  });

  it('set-card changes what the card charges', async () => {
    const created = json<{ id: number }>(await run('subscriptions', 'create', '--json'));
    expect((await run('subscriptions', 'set-card', String(created.id), 'recusado')).stdout).toBe(
      `subscription ${created.id}: its card now charges RECUSADO\n`,
    );
    expect((await sandbox.admin.subscriptions.get(created.id)).card?.outcome).toBe('RECUSADO');
  });
});

describe('faults', () => {
  it('disarms one fault and leaves the others armed', async () => {
    const first = json<{ id: number }>(await run('faults', 'arm', 'POST', '/api/sales', '--status', '503', '--json'));
    json(await run('faults', 'arm', 'GET', '/api/seller', '--kind', 'connection-reset', '--json'));
    expect((await run('faults', 'list')).stdout).toMatch(/^\d+\s+GET\s+\/api\/seller\s+connection-reset\s/m);
    expect((await run('faults', 'disarm', String(first.id))).stdout).toBe(`disarmed fault ${first.id}\n`);
    const left = json<{ faults: { path: string }[] }>(await run('faults', 'list', '--json'));
    expectSchema(left, 'admin/faults.response.schema.json');
    expect(left.faults.map((fault) => fault.path)).toEqual(['/api/seller']);
    expect((await sandbox.client('acme').sales.create(PIX_SALE)).response.status).toBe(201);
    expect(await run('faults', 'disarm', String(first.id))).toMatchObject({ code: EXIT.refused });
  });

  it('arms a fault that fires, lists it with what is left, clears them', async () => {
    const armed = await run('faults', 'arm', 'post', '/api/sales', '--status', '503', '--times', '2', '--json');
    expect(armed.code).toBe(EXIT.ok);
    expectSchema(json(armed), 'admin/fault.response.schema.json');
    expect((await sandbox.client('acme').sales.create(PIX_SALE)).response.status).toBe(503);
    const listed = await run('faults', 'list');
    expect(listed.stdout).toMatch(/^\d+\s+POST\s+\/api\/sales\s+503 SERVICE_UNAVAILABLE\s+-\s+1\s+1$/m);
    expectSchema(json(await run('faults', 'list', '--json')), 'admin/faults.response.schema.json');
    expect((await run('faults', 'clear')).stdout).toMatch(/cleared\s+1 fault\(s\)/);
    expect((await run('faults', 'list')).stdout).toBe('no fault armed\n');
    expect((await sandbox.client('acme').sales.create(PIX_SALE)).response.status).toBe(201);
  });

  it.each([
    [['faults', 'arm', 'GET', '/api/seller'], 'say what the fault does'],
    [['faults', 'arm', 'FETCH', '/api/seller', '--status', '500'], 'the method must be one of'],
    [['faults', 'arm', 'GET', 'api/seller', '--status', '500'], 'the path must start with /'],
  ])('refuses bad usage %j with exit 2', async (args, message) => {
    expect(await run(...args)).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(message) });
  });

  it('passes on the sandbox’s refusal of a status it cannot fake (exit 1)', async () => {
    expect(await run('faults', 'arm', 'GET', '/api/seller', '--status', '418')).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('400 VALIDATION_ERROR'),
    });
  });
});

describe('inbox', () => {
  it('lists inboxes, shows what one received with its signature check, sets its mode and forgets it', async () => {
    expect((await run('inbox', 'list')).stdout).toContain(
      `no inbox yet: point a postbackUrl or webhook at ${sandbox.url}/__admin/inbox/<name>`,
    );
    const created = await sandbox
      .client('acme')
      .sales.create({ ...PIX_SALE, postbackUrl: `${sandbox.url}/__admin/inbox/loja` });
    await sandbox.admin.sales.move(created.data!.sale.id, 'PAGO');
    await sandbox.waitForDelivery({ resource: { id: created.data!.sale.id }, status: 'DELIVERED' });
    expectSchema(json(await run('inbox', 'list', '--json')), 'inbox/inbox-list.response.schema.json');
    expect((await run('inbox', 'list')).stdout).toMatch(
      new RegExp(`^loja\\s+1\\s+\\d\\d/\\d\\d/\\d{4} \\S+\\s+accept\\s+${sandbox.url}/__admin/inbox/loja$`, 'm'),
    );
    const shown = await run('inbox', 'show', 'loja');
    expect(shown.stdout).toMatch(/^\d+\s+\S+ \S+\s+\d+\s+valid\s+200\s+\{/m);
    expectSchema(json(await run('inbox', 'show', 'loja', '--json')), 'inbox/inbox.response.schema.json');
    const failing = await run('inbox', 'mode', 'loja', 'fail', '--status', '503', '--times', '2');
    expect(failing.stdout).toBe('inbox loja now answers fail 503 (2 more)\n');
    expect(await run('inbox', 'mode', 'loja', 'explode')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('the mode must be one of accept, fail, hang'),
    });
    expect((await run('inbox', 'forget', 'loja')).stdout).toBe('inbox loja forgotten\n');
  });
});

describe('requests, overview and test values', () => {
  it('requests list shows the public API’s requests (--admin adds the admin API’s); show prints one with its bodies', async () => {
    const created = await sandbox.client('acme').sales.create(PIX_SALE);
    const listed = await run('requests', 'list', '--limit', '5');
    expect(listed.stdout).toMatch(
      /^\d+\s+\d\d\/\d\d\/\d{4} \S+\s+POST\s+\/api\/sales\s+201\s+1000 Acme Comércio Eletrônico LTDA\s+\d+$/m,
    );
    expect(listed.stdout).not.toContain('/__admin');
    expect((await run('requests', 'list', '--admin', '--limit', '50')).stdout).toContain('/__admin/requests');
    const list = json<{ requests: { id: number; path: string }[] }>(await run('requests', 'list', '--json'));
    expectSchema(list, 'admin/requests.response.schema.json');
    const id = list.requests.find((entry) => entry.path === '/api/sales')!.id;
    const shown = await run('requests', 'show', String(id));
    expect(shown.stdout).toMatch(/request\s+POST \/api\/sales\n/);
    expect(shown.stdout).toContain(`"id":${created.data!.sale.id}`);
    expectSchema(json(await run('requests', 'show', String(id), '--json')), 'admin/request.response.schema.json');
  });

  it('overview prints the clock and the counts by status', async () => {
    const overview = await run('overview');
    expect(overview.stdout).toMatch(
      /^now \(sandbox clock\)\s+\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d \(Brasília, UTC-3\) \(frozen\)\nsellers\s+\d+\nsales\s+\d+ \(\d+ \w+/,
    );
    expectSchema(json(await run('overview', '--json')), 'admin/overview.response.schema.json');
  });

  it('test-values prints the cards, e-mail tags and PIX keys', async () => {
    const values = await run('test-values');
    expect(values.stdout).toMatch(/^Cards\nNUMBER\s+BRAND\s+OUTCOME/);
    expect(values.stdout).toContain('4000000000000259');
    expectSchema(json(await run('test-values', '--json')), 'admin/test-values.response.schema.json');
  });
});

describe('sellers rotate-keys and rotate-webhook-secret', () => {
  it('prints keys that work and a secret that signs the next postback', async () => {
    const rotated = json<{ credentials: { publicKey: string; privateKey: string } }>(
      await run('sellers', 'rotate-keys', '1001', '--json'),
    ).credentials;
    const seller = await fetch(`${sandbox.url}/api/seller`, {
      headers: { 'X-Api-Public-Key': rotated.publicKey, 'X-Api-Private-Key': rotated.privateKey },
    });
    expect(seller.status).toBe(200);
    const secret = json<{ webhookSecret: string }>(
      await run('sellers', 'rotate-webhook-secret', '1000', '--json'),
    ).webhookSecret;
    const receiver = await startReceiver({ secret });
    try {
      const created = await sandbox.client('acme').sales.create({ ...PIX_SALE, postbackUrl: `${receiver.url}/p` });
      await sandbox.admin.sales.move(created.data!.sale.id, 'PAGO');
      const [got] = await receiver.waitFor(1);
      expect(got.signatureValid).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});

describe('ledger and search', () => {
  it.each([
    [['ledger', '1000'], 'ledger route (GET /__admin/sellers/{id}/ledger)'],
    [['search', 'maria'], 'search route (GET /__admin/search)'],
  ])('%j: a sandbox without the route says so in a line (exit 1)', async (args, what) => {
    // A sandbox from before issue 23: a real HTTP server answering every path as the sandbox
    // answers one it does not serve.
    const older = createServer((req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'ROUTE_NOT_FOUND', message: `Rota não encontrada: ${req.method} ${req.url}` }));
    });
    await new Promise<void>((resolve) => older.listen(0, '127.0.0.1', resolve));
    try {
      const result = await cli(`http://127.0.0.1:${(older.address() as AddressInfo).port}`, args);
      expect(result).toMatchObject({
        code: EXIT.refused,
        stderr: expect.stringContaining(`this sandbox has no ${what}`),
      });
    } finally {
      await new Promise((resolve) => older.close(resolve));
    }
    // Today's sandbox serves both routes.
    expect((await run(...args)).code).toBe(EXIT.ok);
  });
});

describe('search, for a finance QA (issue 32)', () => {
  it('finds QA-PIX-PAGO-1 by QA-PIX and prints readable columns: what, when, and why it matched', async () => {
    const created = await run('sales', 'create', '--order-id', 'QA-PIX-PAGO-1', '--json');
    const id = json<{ sale: { id: number } }>(created).sale.id;
    const result = await run('search', 'QA-PIX');
    expect(result).toMatchObject({ code: EXIT.ok, stderr: '' });
    const [header, ...lines] = result.stdout.split('\n');
    expect(header.split(/\s{2,}/)).toEqual(['TYPE', 'ID', 'CREATED', 'WHAT', 'MATCHED']);
    const line = lines.find((row) => row.split(/\s{2,}/)[1] === String(id));
    expect(line).toContain('metadata.orderId QA-PIX-PAGO-1 (start)');
    expect(line).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(result.stdout).not.toContain('{"field"');
  });
});

describe('subscriptions create, for a finance QA (issue 32)', () => {
  it('names the product and the customer from its flags, not after the command', async () => {
    const created = await run(
      'subscriptions',
      'create',
      '--product',
      'Plano Anual de Contabilidade',
      '--customer-name',
      'Maria da Silva',
      '--email',
      'maria@example.com',
      '--customer-document',
      '529.982.247-25',
      '--amount',
      '129,90',
    );
    expect(created).toMatchObject({ code: EXIT.ok, stderr: '' });
    expect(created.stdout).toMatch(/^product\s+Plano Anual de Contabilidade$/m);
    expect(created.stdout).toMatch(/^customer\s+Maria da Silva <maria@example.com>$/m);
    expect(created.stdout).toMatch(/^amount\s+R\$ 129,90 MONTHLY$/m);
    const id = Number(/^subscription (\d+) created/.exec(created.stdout)![1]);
    const view = await sandbox.admin.subscriptions.get(id);
    expect(view).toMatchObject({ customerName: 'Maria da Silva', product: { name: 'Plano Anual de Contabilidade' } });
    const plain = await run('subscriptions', 'create');
    expect(plain.stdout).not.toContain('gateway-sandbox subscriptions create');
  });
});
