import { Collection } from '../../src/core/store/collection.js';
import { DueIndex } from '../../src/core/store/due-index.js';

interface Job {
  id: number;
  dueAt: number | null;
}

function setup() {
  const records: Record<string, Job> = {};
  const collection = new Collection<Job>('jobs', () => records);
  const index = collection.addIndex(new DueIndex<Job>((job) => job.dueAt));
  return { collection, index };
}

describe('DueIndex', () => {
  it('gives the earliest due record, ties by id, and nothing for records never due', () => {
    const { collection, index } = setup();
    expect(index.peek()).toBeNull();
    collection.insert({ id: 3, dueAt: 50 });
    collection.insert({ id: 1, dueAt: null });
    collection.insert({ id: 2, dueAt: 50 });
    collection.insert({ id: 4, dueAt: 10 });
    expect(index.peek()).toEqual({ at: 10, id: 4 });
    collection.update(4, { dueAt: null });
    expect(index.peek()).toEqual({ at: 50, id: 2 });
    expect(index.size).toBe(2);
  });

  it('follows a record whose instant moves later or earlier', () => {
    const { collection, index } = setup();
    collection.insert({ id: 1, dueAt: 10 });
    collection.insert({ id: 2, dueAt: 20 });
    collection.update(1, { dueAt: 30 });
    expect(index.peek()).toEqual({ at: 20, id: 2 });
    collection.update(1, { dueAt: 5 });
    expect(index.peek()).toEqual({ at: 5, id: 1 });
    collection.update(1, { dueAt: 5 });
    collection.update(1, { dueAt: null });
    collection.update(2, { dueAt: null });
    expect(index.peek()).toBeNull();
  });

  it('pops in order over many records, as a sort would', () => {
    const { collection, index } = setup();
    const dues = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000);
    dues.forEach((dueAt, i) => collection.insert({ id: i + 1, dueAt }));
    const seen: number[] = [];
    for (let top = index.peek(); top; top = index.peek()) {
      seen.push(top.at);
      collection.update(top.id, { dueAt: null });
    }
    expect(seen).toEqual([...dues].sort((a, b) => a - b));
  });

  it('is rebuilt with the collection', () => {
    const { collection, index } = setup();
    collection.insert({ id: 1, dueAt: 10 });
    collection.reindex();
    expect(index.peek()).toEqual({ at: 10, id: 1 });
  });
});
