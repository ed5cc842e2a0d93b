import { Collection, GroupIndex, UniqueIndex, type CollectionIndex } from '../../src/core/store/collection.js';
import { DueIndex } from '../../src/core/store/due-index.js';

interface Row {
  id: number;
  group: string;
  key: string;
  due: number | null;
}

/** A collection with one index of each kind, plus one that cannot follow a removal (it has no `remove`). */
function build(rows: Row[]) {
  const records: Record<string, Row> = Object.fromEntries(rows.map((row) => [row.id, row]));
  const before = new Map<number, Row | undefined>();
  const collection = new Collection<Row>(
    'rows',
    () => records,
    (id, previous) => {
      if (!before.has(id)) before.set(id, previous);
    },
  );
  let sum = 0;
  const total: CollectionIndex<Row> = {
    clear: () => (sum = 0),
    add: (row) => (sum += row.id),
    change: (a, b) => (sum += b.id - a.id),
  };
  const indexes = {
    group: collection.addIndex(new GroupIndex<Row, string>((row) => row.group)),
    unique: collection.addIndex(new UniqueIndex<Row, string>((row) => row.key)),
    due: collection.addIndex(new DueIndex<Row>((row) => row.due)),
    total: collection.addIndex(total),
  };
  const view = () => ({
    values: collection.values(),
    size: collection.size,
    a: [...indexes.group.ids('a')],
    b: [...indexes.group.ids('b')],
    keys: ['k1', 'k2', 'k3', 'k4', 'k9'].map((key) => indexes.unique.lookup(key)),
    due: indexes.due.peek(),
    dueSize: indexes.due.size,
    sum,
  });
  return { collection, before, view };
}

const ROWS: Row[] = [
  { id: 1, group: 'a', key: 'k1', due: 50 },
  { id: 2, group: 'b', key: 'k2', due: null },
  { id: 3, group: 'a', key: 'k3', due: 30 },
];

describe('Collection.restore (the store rollback)', () => {
  it.each([
    ['an insert', (c: Collection<Row>) => c.insert({ id: 4, group: 'a', key: 'k4', due: 10 })],
    ['a change of group, key and due instant', (c: Collection<Row>) => c.update(1, { group: 'b', key: 'k9', due: 5 })],
    ['a delete', (c: Collection<Row>) => c.deleteMany([1])],
    [
      'several writes of one record and others',
      (c: Collection<Row>) => {
        c.update(3, { due: 1 });
        c.update(3, { group: 'b', due: null });
        c.insert({ id: 4, group: 'b', key: 'k4', due: 2 });
        c.deleteMany([2]);
      },
    ],
  ])('puts back records, count and every index after %s', (_name, write) => {
    const { collection, before, view } = build(ROWS.map((row) => ({ ...row })));
    const expected = view();
    write(collection);
    expect(view()).not.toEqual(expected);
    collection.restore(before);
    expect(view()).toEqual(expected);
  });
});
