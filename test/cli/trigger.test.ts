import { EXIT } from '../../src/tools/cli/verb.js';
import { TRIGGER_EVENTS, type TriggerEvent } from '../../src/tools/cli/triggers.js';
import { startReceiver, startSandbox, type Receiver, type Sandbox } from '../../src/tools/testing/index.js';
import { cli, json } from './cli-helpers.js';

/** `trigger <event>` against a live sandbox: what each event leaves behind, checked through the admin API. */
let sandbox: Sandbox;
const run = (...args: string[]) => cli(sandbox.url, args);

interface Made {
  type: string;
  id: number;
  status: string;
}

beforeAll(async () => {
  sandbox = await startSandbox({ settings: { webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 1000 } });
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

/** The statuses each event walks its resource through, and where the charge of a subscription ends. */
const WALKS: Record<TriggerEvent, Record<string, string[]>> = {
  'sale.paid': { sale: ['PENDENTE', 'PAGO'] },
  'sale.declined': { sale: ['EM_PROCESSAMENTO', 'RECUSADO'] },
  'sale.refunded': { sale: ['PENDENTE', 'PAGO', 'ESTORNADO'] },
  'sale.chargeback': { sale: ['PAGO', 'CHARGEBACK'] },
  'sale.expired': { sale: ['PENDENTE', 'CANCELADO'] },
  'cashout.completed': { cashout: ['PENDING', 'PROCESSING', 'COMPLETED'] },
  'cashout.rejected': { cashout: ['PENDING', 'PROCESSING', 'REJECTED'] },
  'subscription.billed': { subscription: ['ACTIVE', 'ACTIVE'], sale: ['PAGO'] },
  'subscription.payment_failed': { subscription: ['ACTIVE', 'PAST_DUE'], sale: ['RECUSADO'] },
};

describe('gateway-sandbox trigger', () => {
  it('has a walk for every event', () => {
    expect(Object.keys(WALKS).sort()).toEqual([...TRIGGER_EVENTS].sort());
  });

  it.each(TRIGGER_EVENTS.map((event) => [event]))(
    '%s: creates what it takes for acme, drives it, prints every id and status',
    async (event) => {
      const result = await run('trigger', event, '--json');
      expect(result).toMatchObject({ code: EXIT.ok, stderr: '' });
      const { made, sellerId } = json<{ made: Made[]; sellerId: number }>(result);
      expect(sellerId).toBe(1000);
      const walks = Object.fromEntries(
        Object.keys(WALKS[event]).map((type) => [
          type,
          made.filter((step) => step.type === type).map((step) => step.status),
        ]),
      );
      expect(walks).toEqual(WALKS[event]);
      for (const step of made.filter((entry) => entry.type !== 'seller')) {
        const found =
          step.type === 'sale'
            ? (await sandbox.admin.sales.get(step.id)).sale.status
            : step.type === 'cashout'
              ? (await sandbox.admin.cashouts.get(step.id)).status
              : (await sandbox.admin.subscriptions.get(step.id)).status;
        expect({ ...step, now: found }).toEqual(expect.objectContaining({ now: WALKS[event][step.type].at(-1) }));
      }
    },
  );

  it('prints a line per step for people', async () => {
    const result = await run('trigger', 'sale.refunded');
    expect(result.code).toBe(EXIT.ok);
    expect(
      result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(/\s+/).slice(0, 3).join(' ')),
    ).toEqual([
      'seller 1000 existing',
      expect.stringMatching(/^sale \d+ PENDENTE$/),
      expect.stringMatching(/^sale \d+ PAGO$/),
      expect.stringMatching(/^sale \d+ ESTORNADO$/),
    ]);
  });

  it('works for a fresh seller with --seller new, whose keys it prints', async () => {
    const result = json<{ made: (Made & { note?: string })[]; sellerId: number }>(
      await run('trigger', 'cashout.completed', '--seller', 'new', '--json'),
    );
    expect(result.sellerId).toBeGreaterThan(1003);
    expect(result.made[0]).toEqual(
      expect.objectContaining({
        type: 'seller',
        id: result.sellerId,
        status: 'created',
        note: expect.stringMatching(/keys pk_\S+ sk_\S+, webhook secret whsec_/),
      }),
    );
    expect((await sandbox.admin.cashouts.get(result.made.at(-1)!.id)).sellerId).toBe(result.sellerId);
  });

  it('posts the changes to --postback-url, signed with the seller’s secret', async () => {
    const receiver: Receiver = await startReceiver({ secret: sandbox.keys.acme.webhookSecret });
    try {
      const result = json<{ made: Made[] }>(
        await run('trigger', 'sale.refunded', '--postback-url', `${receiver.url}/hooks`, '--json'),
      );
      const saleId = result.made.find((step) => step.type === 'sale')!.id;
      const got = await receiver.waitFor(2);
      expect(
        got.map((delivery) => [
          delivery.path,
          delivery.signatureValid,
          (delivery.body as { id: number; status: string }).status,
        ]),
      ).toEqual([
        ['/hooks', true, 'PAGO'],
        ['/hooks', true, 'ESTORNADO'],
      ]);
      expect(got.every((delivery) => (delivery.body as { id: number }).id === saleId)).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('works for a seller just made with sellers create (issue 23: it was "not a fixture account")', async () => {
    const created = json<{ seller: { id: number } }>(
      await run('sellers', 'create', '--name', 'Loja Recém Criada', '--balance', '1000.00', '--json'),
    );
    const sellerId = created.seller.id;
    for (const event of ['sale.paid', 'cashout.completed'] as const) {
      const result = await run('trigger', event, '--seller', String(sellerId), '--json');
      expect(result).toMatchObject({ code: EXIT.ok, stderr: '' });
      const { made } = json<{ made: Made[] }>(result);
      const last = made.at(-1)!;
      const owner =
        last.type === 'sale'
          ? (await sandbox.admin.sales.get(last.id)).sellerId
          : (await sandbox.admin.cashouts.get(last.id)).sellerId;
      expect({ event, owner, status: last.status }).toEqual({
        event,
        owner: sellerId,
        status: event === 'sale.paid' ? 'PAGO' : 'COMPLETED',
      });
    }
    expect((await run('trigger', 'sale.paid', '--seller', String(sellerId))).stdout).toMatch(
      new RegExp(`^seller\\s+${sellerId}\\s+existing\\s+Loja Recém Criada`),
    );
  });

  it.each([
    ['cashout.completed', '1001', '403 TRANSFER_NOT_ALLOWED'],
    ['sale.paid', '1003', '404 NOT_FOUND'],
    ['sale.paid', '4242', '404 NOT_FOUND'],
  ])('passes on the sandbox’s refusal (%s for seller %s): exit 1', async (event, seller, message) => {
    const result = await run('trigger', event, '--seller', seller);
    expect(result.code).toBe(EXIT.refused);
    expect(result.stderr).toContain(message);
  });

  it('says a blocked seller is blocked (exit 1), and makes nothing', async () => {
    await sandbox.admin.sellers.update(1001, { blocked: true });
    const before = (await sandbox.admin.sales.list({ sellerId: 1001 })).total;
    const result = await run('trigger', 'sale.paid', '--seller', '1001');
    expect(result).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('403 FORBIDDEN: O vendedor 1001 está bloqueado'),
    });
    expect(result.stdout).toMatch(/^seller\s+1001\s+blocked/);
    expect((await sandbox.admin.sales.list({ sellerId: 1001 })).total).toBe(before);
  });

  it.each([
    [['trigger'], 'missing <event>'],
    [['trigger', 'sale.created'], 'the event must be one of sale.paid'],
    [['trigger', 'sale.paid', '--seller', 'acme'], '--seller must be a positive integer'],
    [['trigger', 'sale.paid', '--postback-url', 'localhost:4020'], '--postback-url must start with http://'],
  ])('refuses bad usage %j with exit 2', async (args, message) => {
    expect(await run(...args)).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(message) });
  });
});
