import { jsonCopy, jsonEqual } from '../../src/core/store/json-value.js';

/** The store compares and keeps its meta with these: they must agree with a JSON round trip. */
describe('JSON values as the store compares and copies them', () => {
  const samples: unknown[] = [
    null,
    0,
    -1.5,
    'text',
    true,
    [],
    {},
    [1, [2, { a: null }]],
    {
      schemaVersion: 2,
      seed: 7,
      anchor: '2026-01-01T00:00:00.000Z',
      sequences: { sales: 3 },
      clock: { offsetMs: 0, frozenAtMs: null },
    },
  ];

  it.each(samples.map((value) => [JSON.stringify(value), value]))('copies %s as a JSON round trip does', (_, value) => {
    const copy = jsonCopy(value);
    expect(copy).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(jsonEqual(copy, value)).toBe(true);
    if (typeof value === 'object' && value !== null) expect(copy).not.toBe(value);
  });

  it('copies deeply: changing the copy leaves the original alone', () => {
    const meta = { sequences: { sales: 1 }, clock: { offsetMs: 0 } };
    const copy = jsonCopy(meta);
    copy.sequences.sales = 2;
    expect(meta.sequences.sales).toBe(1);
    expect(jsonEqual(copy, meta)).toBe(false);
  });

  it('finds a difference at any depth, in keys as in values', () => {
    const base = { a: { b: [1, 2, { c: 'x' }] }, d: null };
    expect(jsonEqual(base, { a: { b: [1, 2, { c: 'y' }] }, d: null })).toBe(false);
    expect(jsonEqual(base, { a: { b: [1, 2] }, d: null })).toBe(false);
    expect(jsonEqual(base, { a: { b: [1, 2, { c: 'x' }] } })).toBe(false);
    expect(jsonEqual(base, { a: { b: [1, 2, { c: 'x' }] }, d: null, e: 0 })).toBe(false);
    expect(jsonEqual({ a: [] }, { a: {} })).toBe(false);
    expect(jsonEqual({ a: 0 }, { a: '0' })).toBe(false);
    expect(jsonEqual({ a: null }, { a: {} })).toBe(false);
  });

  it('reads a key holding undefined as no key, as JSON does', () => {
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(jsonCopy({ a: 1, b: undefined })).toStrictEqual({ a: 1 });
  });

  it('keeps a parsed "__proto__" key as an own key, never as the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as Record<string, unknown>;
    const copy = jsonCopy(parsed);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
    expect(JSON.stringify(copy)).toBe(JSON.stringify(parsed));
  });
});
