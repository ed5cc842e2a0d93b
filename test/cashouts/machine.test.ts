import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CashoutStatus } from '../../src/generated/schema-types.js';
import { advanceClock } from '../../src/features/clock/clock.service.js';
import {
  CASHOUT_STATUSES,
  CASHOUT_TRANSITIONS,
  FINAL_STATUSES,
  RETURNS_AMOUNT,
} from '../../src/features/cashouts/cashouts.machine.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { ROOT } from '../helpers/child.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { postback, postCashout, VALID_KEYS } from './cashout-helpers.js';

const ADMIN_VIEW = 'cashouts/cashout-admin.response.schema.json';

/** The shortest path of moves from PENDING to `target`, found in the table itself. */
function pathTo(target: CashoutStatus): CashoutStatus[] {
  const queue: CashoutStatus[][] = [[]];
  while (queue.length) {
    const path = queue.shift()!;
    const at = path.at(-1) ?? 'PENDING';
    if (at === target) return path;
    for (const next of CASHOUT_TRANSITIONS[at]) if (!path.includes(next)) queue.push([...path, next]);
  }
  throw new Error(`${target} is unreachable`);
}

describe('the documented state table', () => {
  it('is the table in src/features/cashouts/cashouts.machine.ts', () => {
    const doc = readFileSync(join(ROOT, 'docs/cashout-state-machine.md'), 'utf8');
    const block = /<!-- transitions:start -->([\s\S]*?)<!-- transitions:end -->/.exec(doc)![1];
    const rows = block
      .split('\n')
      .filter((line) => /^\| [A-Z]+ \|/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const documented = Object.fromEntries(
      rows.map(([, from, moves]) => [from, moves.startsWith('(none') ? [] : moves.split(', ')]),
    );
    expect(documented).toEqual(CASHOUT_TRANSITIONS);
  });

  it('makes every status reachable from PENDING and the final ones exactly those without moves', () => {
    for (const status of CASHOUT_STATUSES) expect(() => pathTo(status)).not.toThrow();
    expect([...FINAL_STATUSES].sort()).toEqual(['CANCELLED', 'COMPLETED', 'REJECTED']);
  });
});

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

const acme = ACCOUNTS.acme.id;
const balance = () => t.deps.ledger.available(acme);

/** Creates a 200.00 cashout and walks it to `status` through the admin postback, checking the balance on every step. */
async function cashoutIn(status: CashoutStatus): Promise<{ id: number; start: number }> {
  const start = balance();
  const created = await postCashout(t.app, 'acme', {
    amount: 200,
    pixKey: VALID_KEYS.EMAIL,
    pixKeyType: 'EMAIL',
  }).expect(201);
  expect(balance()).toBe(start - 20_000);
  for (const step of pathTo(status)) {
    const res = await postback(t.app, created.body.id, { status: step }).expect(200);
    expectSchema(res.body, ADMIN_VIEW);
    expect(balance()).toBe(start - 20_000 + (RETURNS_AMOUNT.has(step) ? 20_000 : 0));
  }
  return { id: created.body.id, start };
}

const PAIRS = CASHOUT_STATUSES.flatMap((from) =>
  CASHOUT_STATUSES.map((to) => [from, to, CASHOUT_TRANSITIONS[from].includes(to)] as const),
);
const ALLOWED = PAIRS.filter(([, , allowed]) => allowed);
const REFUSED = PAIRS.filter(([, , allowed]) => !allowed);

describe('POST /__admin/cashouts/:id/postback', () => {
  it.each(ALLOWED)('moves a %s cashout to %s, with the balance the table implies', async (from, to) => {
    const { id, start } = await cashoutIn(from);
    const before = t.deps.store.collections.cashouts.get(id)!;
    // A minute later, so the move's updatedAt differs from what came before.
    await advanceClock(t.deps, 60_000);
    const res = await postback(t.app, id, { status: to }).expect(200);
    expectSchema(res.body, ADMIN_VIEW);
    expect(res.body).toMatchObject({
      id,
      status: to,
      updatedAt: t.deps.clock.iso(),
      allowedTransitions: [...CASHOUT_TRANSITIONS[to]],
    });
    expect(res.body.processedAt).toBe(FINAL_STATUSES.has(to) ? t.deps.clock.iso() : null);
    expect(res.body.createdAt).toBe(before.createdAt);
    expect(balance()).toBe(RETURNS_AMOUNT.has(to) ? start : start - 20_000);
    const returns = t.deps.store.collections.ledger
      .values()
      .filter((entry) => entry.kind === 'CASHOUT_RETURNED' && entry.ref?.id === id);
    expect(returns.map((entry) => entry.amountCents)).toEqual(RETURNS_AMOUNT.has(to) ? [20_000] : []);
  });

  it.each(REFUSED)(
    'refuses to move a %s cashout to %s with 409 and the allowed moves, changing nothing',
    async (from, to) => {
      const { id } = await cashoutIn(from);
      const before = t.deps.store.collections.cashouts.get(id);
      const balanceBefore = balance();
      const deliveries = t.deps.store.collections.deliveries.size;
      const res = await postback(t.app, id, { status: to }).expect(409);
      expectSchema(res.body, ERROR_SCHEMAS.admin);
      expect(res.body).toEqual({
        error: 'INVALID_TRANSITION',
        message: expect.any(String),
        allowed: [...CASHOUT_TRANSITIONS[from]],
      });
      expect(t.deps.store.collections.cashouts.get(id)).toEqual(before);
      expect(balance()).toBe(balanceBefore);
      expect(t.deps.store.collections.deliveries.size).toBe(deliveries);
    },
  );

  it('keeps externalId on later moves that do not carry one', async () => {
    const { id } = await cashoutIn('PENDING');
    const processing = await postback(t.app, id, { status: 'PROCESSING', externalId: 'E2E-PROVIDER-1' }).expect(200);
    expect(processing.body.externalId).toBe('E2E-PROVIDER-1');
    const completed = await postback(t.app, id, { status: 'COMPLETED' }).expect(200);
    expect(completed.body.externalId).toBe('E2E-PROVIDER-1');
    expect(completed.body.processedAt).not.toBeNull();
  });

  it.each([
    [{ status: 'DONE' }],
    [{}],
    [{ status: 'PROCESSING', externalId: '' }],
    [{ status: 'PROCESSING', extra: 1 }],
  ])('refuses the body %j with 400', async (body) => {
    const { id } = await cashoutIn('PENDING');
    const res = await postback(t.app, id, body).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(t.deps.store.collections.cashouts.get(id)!.status).toBe('PENDING');
  });

  it.each(['999999', 'abc'])('answers 404 for cashout %s', async (id) => {
    const res = await postback(t.app, id as unknown as number, { status: 'PROCESSING' }).expect(404);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });
});
