import { WaitBudget } from '../../src/clock/wait-budget.js';

const never = () => new Promise<void>(() => {});
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('the wait budget of an advance', () => {
  it('waits for work that ends within its share, and says so', async () => {
    const budget = new WaitBudget(1_000, 250);
    expect(await budget.for(after(5))).toBe(true);
    expect(await budget.for(Promise.resolve())).toBe(true);
  });

  it('counts work that fails as ended: its outcome is its own to record', async () => {
    expect(await new WaitBudget(1_000, 250).for(Promise.reject(new Error('receiver gone')))).toBe(true);
  });

  it.each([
    ['each wait', 1_000, 40],
    ['all the waits together', 60, 1_000],
  ])('stops waiting for work that does not end at the limit of %s', async (_name, total, each) => {
    const budget = new WaitBudget(total, each);
    const started = performance.now();
    expect(await budget.for(never())).toBe(false);
    // Well under the other, larger limit (a loaded machine delays the timer, never by seconds).
    expect(performance.now() - started).toBeLessThan(Math.max(total, each) - 200);
  });

  it('once all of it is spent, does not wait at all', async () => {
    const budget = new WaitBudget(30, 250);
    expect(await budget.for(never())).toBe(false);
    const started = performance.now();
    expect(await budget.for(never())).toBe(false);
    expect(await budget.for(after(500))).toBe(false);
    expect(performance.now() - started).toBeLessThan(400);
  });
});
