import { WaitBudget } from '../../src/core/clock/wait-budget.js';

const never = () => new Promise<void>(() => {});
/** Work that ends after ms; its timer does not keep the process alive past the test. */
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

describe('the wait budget of an advance', () => {
  it('waits for work that ends within its share, and says so', async () => {
    const budget = new WaitBudget(1_000, 250);
    expect(await budget.for(after(5))).toBe(true);
    expect(await budget.for(Promise.resolve())).toBe(true);
  });

  it('counts work that fails as ended: its outcome is its own to record', async () => {
    expect(await new WaitBudget(1_000, 250).for(Promise.reject(new Error('receiver gone')))).toBe(true);
  });

  // The other limit is a minute, beyond the test's own timeout: a budget that waited for it would
  // lose the race against the 10 s marker, which no load delays a 40 ms timer past (issue 33).
  const stillWaiting = () => after(10_000).then(() => 'still waiting');

  it.each([
    ['each wait', 60_000, 40],
    ['all the waits together', 40, 60_000],
  ])('stops waiting for work that does not end at the limit of %s', async (_name, total, each) => {
    const budget = new WaitBudget(total, each);
    expect(await Promise.race([budget.for(never()), stillWaiting()])).toBe(false);
  });

  it('once all of it is spent, does not wait at all', async () => {
    const budget = new WaitBudget(30, 60_000);
    expect(await budget.for(never())).toBe(false);
    expect(await Promise.race([budget.for(never()), stillWaiting()])).toBe(false);
    expect(await Promise.race([budget.for(after(20_000)), stillWaiting()])).toBe(false);
  });
});
