import { buildTestApp, type TestApp } from '../helpers/app.js';

/**
 * The meta (id sequences, the clock) is committed and rolled back with the records: the store keeps a copy of it as
 * committed, which no later change to the live meta may reach.
 */
let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => {
  t.close();
  t.deps.store.close();
});

const fail = () => {
  throw new Error('refused');
};

describe('the meta across commits and rollbacks', () => {
  it('a failed unit of work gives back the id sequences and the clock as committed', () => {
    const store = t.deps.store;
    const first = store.transaction(() => store.nextId('perfcard-test'));
    const offset = store.meta.clock.offsetMs;
    expect(store.uncommitted).toBe(false);
    expect(() =>
      store.transaction(() => {
        store.nextId('perfcard-test');
        store.nextId('perfcard-new');
        store.meta.clock.offsetMs += 5_000;
        fail();
      }),
    ).toThrow('refused');
    expect(store.meta.sequences['perfcard-test']).toBe(first);
    expect(Object.hasOwn(store.meta.sequences, 'perfcard-new')).toBe(false);
    expect(store.meta.clock.offsetMs).toBe(offset);
    expect(store.uncommitted).toBe(false);
  });

  it('after a rollback, the next failed unit of work is rolled back as well (the committed copy stays apart)', () => {
    const store = t.deps.store;
    const first = store.transaction(() => store.nextId('perfcard-test'));
    for (let round = 0; round < 3; round++) {
      expect(() =>
        store.transaction(() => {
          store.nextId('perfcard-test');
          store.meta.clock.offsetMs += 1_000;
          fail();
        }),
      ).toThrow('refused');
      expect(store.meta.sequences['perfcard-test']).toBe(first);
    }
    const second = store.transaction(() => store.nextId('perfcard-test'));
    expect(second).toBe(first + 1);
    expect(() => store.transaction(() => (store.nextId('perfcard-test'), fail()))).toThrow('refused');
    expect(store.meta.sequences['perfcard-test']).toBe(second);
  });

  it('a change of the meta alone is uncommitted until a commit', async () => {
    const store = t.deps.store;
    store.meta.sequences['perfcard-test'] = 41;
    expect(store.uncommitted).toBe(true);
    await store.commit();
    expect(store.uncommitted).toBe(false);
    store.rollback();
    expect(store.meta.sequences['perfcard-test']).toBe(41);
  });
});
