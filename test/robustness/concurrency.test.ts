import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Receiver } from '../helpers/receiver.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';

/**
 * Hundreds of requests in flight at once against one seller, over real sockets: cashouts,
 * card and PIX sales, admin sale moves (some racing each other on the same sale) and the
 * provider's cashout postbacks. Afterwards the money adds up, and while the seller's webhook
 * receiver hangs, the API answers as fast as ever.
 */
let dir: string;
let t: TestApp;
let server: Server;
let base: string;
let receiver: Receiver;

interface Answer {
  status: number;
  body: Record<string, unknown> & { id?: number };
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await res.json()) as Answer['body'];
  return { status: res.status, body: parsed };
}

const saleId = (answer: Answer) => (answer.body.sale as { id: number }).id;

async function start(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  receiver = await new Receiver().start();
  receiver.respond = () => 'hang';
  t = await buildTestApp({
    clockFrozen: true,
    dueWorkIntervalMs: 0,
    webhookRetryDelaysMs: [],
    webhookTimeoutMs: 4000,
    ...overrides,
  });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function newSeller(availableBalance: number) {
  const res = await call('POST', '/__admin/sellers', {
    legalName: 'Concorrência LTDA',
    availableBalance,
    webhook: { url: `${receiver.url}/hook`, notifyWithdrawals: true },
  });
  expect(res.status).toBe(201);
  const credentials = res.body.credentials as { publicKey: string; privateKey: string };
  return {
    id: res.body.userId as number,
    headers: { 'X-Api-Public-Key': credentials.publicKey, 'X-Api-Private-Key': credentials.privateKey },
  };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-concurrency-'));
});
afterEach(async () => {
  t.close();
  await receiver.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const CARD = (number: string) => ({
  number,
  holderName: 'MARIA DA SILVA',
  expirationMonth: '12',
  expirationYear: '2030',
  cvv: '123',
});
const pixSale = (amount: number) =>
  saleBody('PIX', { amount, items: [{ title: 'Item', unitPrice: amount, quantity: 1, tangible: false }] });
const cardSale = (amount: number, number: string) =>
  saleBody('CREDIT_CARD', {
    amount,
    items: [{ title: 'Item', unitPrice: amount, quantity: 1, tangible: false }],
    card: CARD(number),
  });

describe.each([
  ['an in-memory store', false],
  ['a state file (each write journalled before its answer)', true],
])('with %s, hundreds of requests in flight at once against one seller', (_name, useFile) => {
  it('keep balance = ledger, never below zero through a cashout, debit exactly the accepted cashouts, and give no id twice', async () => {
    await start({ dbFile: useFile ? join(dir, 'state.json') : null });
    const seller = await newSeller(1_000_000);
    // Prepared one by one: PIX sales to be paid, card sales to be fought over, cashouts for the provider to move.
    const pending: number[] = [];
    for (let i = 0; i < 40; i++)
      pending.push(saleId(await call('POST', '/api/sales', pixSale(10_000 + i), seller.headers)));
    const paid: number[] = [];
    for (let i = 0; i < 30; i++)
      paid.push(saleId(await call('POST', '/api/sales', cardSale(20_000, '4111111111111111'), seller.headers)));
    const toMove: number[] = [];
    for (let i = 0; i < 30; i++)
      toMove.push(
        (await call('POST', '/api/public/cashout', { amount: 100, pixKey: '52998224725' }, seller.headers)).body.id!,
      );
    const ledgerBefore = t.deps.store.collections.ledger
      .values()
      .filter((entry) => entry.sellerId === seller.id).length;

    const cashoutAmounts = Array.from({ length: 150 }, (_, i) => 100 + (i % 50) * 3.5);
    const work: Promise<Answer & { op: string; ref?: number; amount?: number }>[] = [
      ...cashoutAmounts.map((amount) =>
        call('POST', '/api/public/cashout', { amount, pixKey: '52998224725' }, seller.headers).then((res) => ({
          ...res,
          op: 'cashout',
          amount,
        })),
      ),
      ...Array.from({ length: 60 }, (_, i) =>
        call(
          'POST',
          '/api/sales',
          cardSale(5_000 + i, i % 3 ? '4111111111111111' : '4000000000000002'),
          seller.headers,
        ).then((res) => ({ ...res, op: 'cardSale' })),
      ),
      ...Array.from({ length: 40 }, (_, i) =>
        call('POST', '/api/sales', pixSale(3_000 + i), seller.headers).then((res) => ({ ...res, op: 'pixSale' })),
      ),
      ...pending.map((id) =>
        call('POST', `/__admin/sales/${id}/status`, { status: 'PAGO' }).then((res) => ({ ...res, op: 'pay', ref: id })),
      ),
      // Two moves race on each paid sale: exactly one wins.
      ...paid.flatMap((id) =>
        ['ESTORNADO', 'CHARGEBACK'].map((status) =>
          call('POST', `/__admin/sales/${id}/status`, { status }).then((res) => ({ ...res, op: 'race', ref: id })),
        ),
      ),
      ...toMove.map((id) =>
        call('POST', `/__admin/cashouts/${id}/postback`, { status: 'PROCESSING' }).then((res) => ({
          ...res,
          op: 'postback',
          ref: id,
        })),
      ),
    ];
    expect(work.length).toBeGreaterThanOrEqual(350);
    const answers = await Promise.all(work);

    const by = (op: string) => answers.filter((answer) => answer.op === op);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const accepted = by('cashout').filter((answer) => answer.status === 201);
    for (const answer of accepted) expectSchema(answer.body, 'cashouts/cashout.response.schema.json');
    for (const answer of by('cashout').filter((a) => a.status !== 201)) {
      expect([answer.status, answer.body.errorType]).toEqual([422, 'INSUFFICIENT_BALANCE']);
      expectSchema(answer.body, ERROR_SCHEMAS.cashout);
    }
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(cashoutAmounts.length);
    for (const answer of [...by('cardSale'), ...by('pixSale')]) expect(answer.status).toBe(201);
    for (const answer of [...by('pay'), ...by('postback')]) expect(answer.status).toBe(200);
    for (const id of paid)
      expect(
        by('race')
          .filter((answer) => answer.ref === id)
          .map((answer) => answer.status)
          .sort(),
      ).toEqual([200, 409]);

    // No id twice, among everything created at once.
    const saleIds = [...by('cardSale'), ...by('pixSale')].map(saleId);
    expect(new Set(saleIds).size).toBe(saleIds.length);
    expect(new Set(accepted.map((answer) => answer.body.id)).size).toBe(accepted.length);

    // Exactly the accepted cashouts were debited, each once, by its requested amount.
    const entries = t.deps.store.collections.ledger.values().filter((entry) => entry.sellerId === seller.id);
    const debits = entries.slice(ledgerBefore).filter((entry) => entry.kind === 'CASHOUT');
    expect(debits.map((entry) => entry.ref!.id).sort((a, b) => a - b)).toEqual(
      accepted.map((answer) => answer.body.id!).sort((a, b) => a - b),
    );
    for (const debit of debits)
      expect(-debit.amountCents).toBe(
        Math.round(accepted.find((answer) => answer.body.id === debit.ref!.id)!.amount! * 100),
      );

    // The balance after every cashout debit, in ledger order, was never below zero; the answer shows the ledger's sum.
    let running = 0;
    for (const entry of entries) {
      running += entry.amountCents;
      if (entry.kind === 'CASHOUT') expect(running).toBeGreaterThanOrEqual(0);
    }
    const account = await call('GET', '/api/seller', undefined, seller.headers);
    expectSchema(account.body, 'seller/seller.response.schema.json');
    expect((account.body.defaultRecipient as { balance: { available: number } }).balance.available).toBe(running);
    // (Refunds racing the cashouts may leave it below zero afterwards: docs/spec-gaps.md, balance effects.)
    expect(running).toBe(t.deps.ledger.available(seller.id));

    // One webhook delivery per provider postback, each with its own event id.
    const deliveries = t.deps.outbox.idsOfSeller(seller.id).map((id) => t.deps.store.collections.deliveries.get(id)!);
    expect(deliveries.map((delivery) => delivery.resource.id).sort((a, b) => a - b)).toEqual(
      [...toMove].sort((a, b) => a - b),
    );
    expect(new Set(deliveries.map((delivery) => delivery.eventId)).size).toBe(toMove.length);
  });
});

describe('while every webhook delivery hangs', () => {
  it('the API answers every request while the deliveries still hang: none waits behind a delivery', async () => {
    // A webhook timeout past the test's own: no attempt ends while it runs, so a request waiting behind a delivery
    // would never be answered, and every answer that comes is one given while the deliveries hang.
    await start({ webhookTimeoutMs: 60_000 });
    const seller = await newSeller(5_000_000);
    const cashouts: number[] = [];
    for (let i = 0; i < 40; i++)
      cashouts.push(
        (await call('POST', '/api/public/cashout', { amount: 100, pixKey: '52998224725' }, seller.headers)).body.id!,
      );
    const moved = await Promise.all(
      cashouts.map((id) => call('POST', `/__admin/cashouts/${id}/postback`, { status: 'PROCESSING' })),
    );
    for (const answer of moved) expect(answer.status).toBe(200);
    // The deliveries are out and hanging (the sender keeps at most 32 sockets per receiver).
    await receiver.waitFor(32);

    let answered = 0;
    // Interleaving, not speed: after every round, the hung deliveries still held their connections.
    const heldAfterRound: number[] = [];
    const ops = [
      () => call('GET', '/api/seller', undefined, seller.headers),
      () => call('POST', '/api/sales', pixSale(4_990), seller.headers),
      () => call('POST', '/api/sales', cardSale(4_990, '4111111111111111'), seller.headers),
      () => call('POST', '/api/public/cashout', { amount: 100, pixKey: '52998224725' }, seller.headers),
      () =>
        call('POST', `/__admin/cashouts/${cashouts[answered % cashouts.length]}/postback`, {
          status: 'COMPLETED',
        }),
    ];
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(ops.map((op) => op()));
      for (const answer of answers) {
        expect(answer.status).toBeLessThan(500);
        answered++;
      }
      heldAfterRound.push(receiver.open);
    }
    expect(answered).toBe(100);
    expect(heldAfterRound.filter((open) => open < 32)).toEqual([]);
    const stillPending = t.deps.outbox
      .idsOfSeller(seller.id)
      .filter((id) => t.deps.store.collections.deliveries.get(id)!.status === 'PENDING');
    expect(stillPending.length).toBeGreaterThanOrEqual(32);
  });
});
