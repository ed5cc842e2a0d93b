import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import {
  checkChain,
  CURRENT_SCHEMA_VERSION,
  migrateState,
  MIGRATIONS,
  MigrationRefusal,
  type Migration,
} from '../../src/core/store/migrations/index.js';
import { emptyState } from '../../src/core/store/state.js';
import {
  addPicpayFee,
  NEXT_SCHEMA_VERSION,
  PICPAY_CHAIN,
  PICPAY_FEE,
  picpaySchemas,
  picpayStepsFrom,
} from './picpay-world.js';
import { stateProblems } from '../../src/features/admin/state.service.js';
import { schemas } from '../helpers/schema.js';

/** The export a release of schema version `version` saved (test/fixtures/saved-states). */
const savedExport = (version: number) =>
  JSON.parse(readFileSync(join(ROOT, `test/fixtures/saved-states/v${version}.state.json`), 'utf8')) as Record<
    string,
    any
  >;
const savedV1 = () => savedExport(1);
const savedCurrent = () => savedExport(CURRENT_SCHEMA_VERSION);

/** A step that records it ran, for chains of several steps. */
const mark = (from: number): Migration => ({
  from,
  summary: `mark ${from}`,
  up: (state) => ({ ...state, marks: [...((state.marks as number[]) ?? []), from] }),
});

describe('MIGRATIONS and the schema version', () => {
  it('is a chain without a gap: the step at index i reads version i + 1, and says what it changes', () => {
    expect(() => checkChain(MIGRATIONS)).not.toThrow();
    MIGRATIONS.forEach((step, index) => {
      expect(step.from).toBe(index + 1);
      expect(step.summary.trim()).not.toBe('');
    });
    expect(CURRENT_SCHEMA_VERSION).toBe(1 + MIGRATIONS.length);
  });

  it('is the one source of the version: the store schema (written by gen-types) and a new state say the same', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/store/meta.schema.json'), 'utf8'));
    expect(schema.properties.schemaVersion).toEqual({ const: CURRENT_SCHEMA_VERSION });
    expect(emptyState(1).meta.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
  });

  it.each([
    ['a gap', [mark(1), mark(3)]],
    ['a repeat', [mark(1), mark(1)]],
    ['no step from version 1', [mark(2)]],
  ])('refuses a chain with %s', (_name, chain) => {
    expect(() => checkChain(chain)).toThrow(/the chain needs/);
    expect(() => migrateState(savedV1(), chain)).toThrow(/the chain needs/);
  });
});

describe('migrateState', () => {
  it('takes a saved state of the current version to the next with the PICPAY fee row the next schemas require', () => {
    const saved = savedCurrent();
    const before = JSON.stringify(saved);
    const registry = picpaySchemas();
    expect(stateProblems(registry, saved)).toEqual(
      expect.arrayContaining(['meta.schemaVersion', 'sellers.1000.fees.sales.PICPAY']),
    );

    const result = migrateState(saved, PICPAY_CHAIN);
    expect(result).toMatchObject({
      from: CURRENT_SCHEMA_VERSION,
      to: NEXT_SCHEMA_VERSION,
      applied: [`v${CURRENT_SCHEMA_VERSION}→v${NEXT_SCHEMA_VERSION}: ${addPicpayFee.summary}`],
    });
    const state = result.state as Record<string, any>;
    expect(state.meta.schemaVersion).toBe(NEXT_SCHEMA_VERSION);
    for (const seller of Object.values<{ fees: { sales: Record<string, unknown> } }>(state.sellers))
      expect(seller.fees.sales.PICPAY).toEqual(PICPAY_FEE);
    expect(stateProblems(registry, state)).toEqual([]);
    // Everything else is as it was, and the input was not touched.
    expect({ ...state, meta: null, sellers: null }).toEqual({ ...saved, meta: null, sellers: null });
    expect({ ...state.meta, schemaVersion: null }).toEqual({ ...saved.meta, schemaVersion: null });
    expect(JSON.stringify(saved)).toBe(before);
  });

  it("takes a saved version-1 state through every step in order, the real ones then PICPAY's, to the next version", () => {
    const v1 = savedV1();
    const before = JSON.stringify(v1);
    const result = migrateState(v1, PICPAY_CHAIN);
    expect(result).toMatchObject({ from: 1, to: NEXT_SCHEMA_VERSION, applied: picpayStepsFrom(1) });
    expect(result.applied).toHaveLength(NEXT_SCHEMA_VERSION - 1);
    expect(result.applied.at(-1)).toBe(`v${CURRENT_SCHEMA_VERSION}→v${NEXT_SCHEMA_VERSION}: ${addPicpayFee.summary}`);
    // Step by step: this release's chain makes a state its own schemas take, and PICPAY's step goes on from exactly
    // that.
    const current = migrateState(v1);
    expect(current).toMatchObject({ from: 1, to: CURRENT_SCHEMA_VERSION, applied: picpayStepsFrom(1).slice(0, -1) });
    expect(stateProblems(schemas, current.state)).toEqual([]);
    expect(result.state).toEqual(migrateState(current.state, PICPAY_CHAIN).state);
    const state = result.state as Record<string, any>;
    expect(state.meta.schemaVersion).toBe(NEXT_SCHEMA_VERSION);
    for (const seller of Object.values<{ fees: { sales: Record<string, unknown> } }>(state.sellers))
      expect(seller.fees.sales.PICPAY).toEqual(PICPAY_FEE);
    expect(stateProblems(picpaySchemas(), state)).toEqual([]);
    expect(JSON.stringify(v1)).toBe(before);
  });

  it('hands a state of the current version back as it is', () => {
    const saved = savedCurrent();
    const result = migrateState(saved);
    expect(result).toEqual({ state: saved, from: CURRENT_SCHEMA_VERSION, to: CURRENT_SCHEMA_VERSION, applied: [] });
    expect(result.state).toBe(saved);
  });

  it('runs only the steps after the state version, in order', () => {
    const chain = [mark(1), mark(2), mark(3)];
    const at = (version: number) => ({ meta: { schemaVersion: version } });
    expect(migrateState(at(1), chain)).toMatchObject({
      from: 1,
      to: 4,
      applied: ['v1→v2: mark 1', 'v2→v3: mark 2', 'v3→v4: mark 3'],
      state: { marks: [1, 2, 3], meta: { schemaVersion: 4 } },
    });
    expect(migrateState(at(3), chain)).toMatchObject({
      from: 3,
      to: 4,
      applied: ['v3→v4: mark 3'],
      state: { marks: [3], meta: { schemaVersion: 4 } },
    });
  });

  it('refuses a state newer than the code, naming both versions', () => {
    const state = { meta: { schemaVersion: NEXT_SCHEMA_VERSION + 1 } };
    expect(() => migrateState(state, PICPAY_CHAIN)).toThrow(MigrationRefusal);
    expect(() => migrateState(state, PICPAY_CHAIN)).toThrow(
      `holds a state of schema version ${NEXT_SCHEMA_VERSION + 1}, newer than this gateway-sandbox reads (version ${NEXT_SCHEMA_VERSION})`,
    );
  });

  it.each([
    ['no meta', { sellers: {} }],
    ['a version that is a string', { meta: { schemaVersion: '1' } }],
    ['version 0', { meta: { schemaVersion: 0 } }],
    ['a fractional version', { meta: { schemaVersion: 1.5 } }],
    ['a list', []],
    ['null', null],
  ])('leaves a state with %s as it is, for the schema check to name', (_name, raw) => {
    const result = migrateState(raw, PICPAY_CHAIN);
    expect(result.state).toBe(raw);
    expect(result.applied).toEqual([]);
  });

  it.each([
    [
      'throws',
      (): Record<string, unknown> => {
        throw new Error('sellers is not what it expected');
      },
      'failed (sellers is not what it expected)',
    ],
    ['returns no state', () => [] as unknown as Record<string, unknown>, 'did not return a state'],
  ])('refuses a state a step %s on, naming the step', (_name, up, reason) => {
    const broken: Migration = { from: 1, summary: 'broken', up };
    expect(() => migrateState({ meta: { schemaVersion: 1 } }, [broken])).toThrow(
      `cannot be migrated from schema version 1 to 2: step v1→v2: broken ${reason}`,
    );
  });
});
