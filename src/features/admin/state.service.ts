import type { Deps } from '../../http/sandbox-context.js';
import { AppError } from '../../core/lib/errors.js';
import { MAX_BODY_DEPTH } from '../../http/body.js';
import { firstTooDeep, walkJson } from '../../http/json-depth.js';
import { metadataProblem, type MetadataBudget } from '../../http/metadata-budget.js';
import { fieldsOf, type SchemaRegistry } from '../../http/schemas.js';
import { withClockSettings } from '../clock/clock-start.js';
import { clockProblem } from '../../core/lib/clock.js';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS } from '../../core/store/collections.js';
import { migrateState, MigrationRefusal, type MigrationResult } from '../../core/store/migrations/index.js';
import type { State } from '../../core/store/state.js';

// Where it lived before the clock's start had its own module; its importers keep this path.
export { withClockSettings };

/** Values under an unknown key walked for a too-deep one before the key is just named (it is refused either way). */
const UNKNOWN_KEY_WALK = 10_000;

/**
 * The path of a value nested too deep under an unknown top-level key, or the key: the walk stops after
 * UNKNOWN_KEY_WALK values, since the value may be as large as the body (a whole state under an unknown key, walked
 * at once, held the process 2.3 s).
 */
function tooDeepOrKey(value: unknown, key: string): string {
  const isContainer = (child: unknown) => child !== null && typeof child === 'object';
  let visited = 0;
  let found: string | null = null;
  walkJson(
    value,
    (_key, child, depth, path) => {
      if (isContainer(child) && depth >= MAX_BODY_DEPTH - 1) found = path();
      return found !== null || ++visited >= UNKNOWN_KEY_WALK;
    },
    key,
  );
  return found ?? key;
}

/** Collections whose records carry a free-JSON metadata held to the metadata budget. */
const WITH_METADATA = new Set<string>(['sales', 'subscriptions']);

/**
 * The checks of a whole state, one step per record so a caller can pause between them:
 * the meta and every record against its schema, each record filed under its own id, no
 * value nested deeper than a request body may be (state, collection and record count as
 * three levels), and, given a budget, every metadata within it. Returns the problems as
 * field paths (at most ~50).
 */
function* stateChecks(
  schemas: SchemaRegistry,
  candidate: unknown,
  budget: MetadataBudget | null,
  wallMs: number,
): Generator<void, string[]> {
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return ['(body)'];
  const state = candidate as Record<string, unknown>;
  const problems: string[] = [];
  const known = new Set<string>(['meta', ...COLLECTION_NAMES]);
  for (const key of Object.keys(state)) {
    if (known.has(key)) continue;
    yield;
    problems.push(tooDeepOrKey(state[key], key));
  }
  const metaTooDeep = firstTooDeep(state.meta, MAX_BODY_DEPTH - 1, 'meta');
  if (metaTooDeep !== null) return [...problems, metaTooDeep];
  const metaErrors = schemas.errors('store/meta.schema.json', state.meta);
  if (metaErrors)
    problems.push(...fieldsOf(metaErrors).map((field) => (field === '(body)' ? 'meta' : `meta.${field}`)));
  else {
    // A clock outside its range (before 1970, after 9999) is no state the server can run on.
    const clockField = clockProblem((state.meta as State['meta']).clock, wallMs);
    if (clockField) problems.push(`meta.clock.${clockField}`);
  }
  for (const name of COLLECTION_NAMES) {
    const records = state[name];
    if (typeof records !== 'object' || records === null || Array.isArray(records)) {
      problems.push(name);
      continue;
    }
    for (const [key, record] of Object.entries(records)) {
      yield;
      const tooDeep = firstTooDeep(record, MAX_BODY_DEPTH - 2, `${name}.${key}`);
      if (tooDeep !== null) {
        problems.push(tooDeep);
        continue;
      }
      const errors = schemas.errors(COLLECTION_SCHEMAS[name], record);
      if (errors) problems.push(...fieldsOf(errors).map((field) => `${name}.${key}.${field}`));
      else if (String((record as { id: number }).id) !== key) problems.push(`${name}.${key}.id`);
      else if (budget && WITH_METADATA.has(name)) {
        const problem = metadataProblem(budget, (record as { metadata?: unknown }).metadata, `${name}.${key}.metadata`);
        if (problem) problems.push(problem.field);
      }
      if (problems.length > 50) return problems;
    }
  }
  return problems;
}

/**
 * The problems of a candidate state (see stateChecks), checked in one go: for start-up, `db
 * check` and tests. `wallMs`: the wall time a running clock's offset is added to.
 */
export function stateProblems(
  schemas: SchemaRegistry,
  candidate: unknown,
  budget: MetadataBudget | null = null,
  wallMs = Date.now(),
): string[] {
  const checks = stateChecks(schemas, candidate, budget, wallMs);
  for (;;) {
    const step = checks.next();
    if (step.done) return step.value;
  }
}

/** How long one slice of long admin work may hold the event loop before letting others in. */
export const SLICE_MS = 5;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The same checks, pausing every SLICE_MS so other requests are answered while a large state is checked. */
export async function stateProblemsInSlices(
  schemas: SchemaRegistry,
  candidate: unknown,
  budget: MetadataBudget | null,
  wallMs = Date.now(),
): Promise<string[]> {
  const checks = stateChecks(schemas, candidate, budget, wallMs);
  let sliceStart = performance.now();
  for (;;) {
    const step = checks.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/** Stands in for webhook secrets in a snapshot: they are shown once, at creation, never again. */
export const REDACTED_SECRET = '[redacted: shown only at creation]';

/** What swapping a sandbox's whole state touches: its store and the background work tied to it. */
type Swapping = Pick<Deps, 'store' | 'lifecycle' | 'logger'>;
/** What a restore reads and touches (PUT /__admin/state). */
export type Restoring = Swapping & Pick<Deps, 'migrations' | 'schemas' | 'settings' | 'clock' | 'accounts' | 'events'>;
/** What a reset reads and clears (POST /__admin/reset): the seed's state, and what lives beside the store. */
export type Resetting = Swapping &
  Pick<Deps, 'fixtureState' | 'settings' | 'clock' | 'faults' | 'requestLog' | 'inboxes' | 'events'>;

/** A state of an earlier schema version brought to the current one; a newer one, or one a step fails on, is a 400. */
function migrated(deps: Pick<Deps, 'migrations'>, body: unknown): MigrationResult {
  try {
    return migrateState(body, deps.migrations);
  } catch (error) {
    if (!(error instanceof MigrationRefusal)) throw error;
    const message =
      error.kind === 'newer'
        ? `O estado é da versão de esquema ${error.version}, mais nova que a deste sandbox (${error.current}): use um gateway-sandbox dessa versão ou posterior; nada foi alterado`
        : `O estado da versão de esquema ${error.version} não pôde ser migrado para a ${error.current} (${error.detail}): nada foi alterado`;
    throw new AppError('STATE_VERSION_UNSUPPORTED', { fields: ['meta.schemaVersion'], message });
  }
}

/**
 * Webhook secrets a restore cannot bring back: users whose secret the state holds redacted
 * (an export without `?secrets=include`) and who are not in the current state either. Their
 * postbacks would be signed with a secret nobody knows, so the restore refuses, naming them.
 */
function lostSecrets(deps: Pick<Deps, 'store'>, state: State): string[] {
  return Object.values(state.users)
    .filter((user) => user.webhookSecret === REDACTED_SECRET && !deps.store.collections.users.get(user.id))
    .map((user) => `users.${user.id}.webhookSecret`);
}

/**
 * Takes a state from PUT /__admin/state once it is migrated to the current schema version and
 * passes every check (in slices). The parsed body is this request's own, so it is taken as it
 * is, not copied. A redacted webhook secret keeps the one its user has now; one of a user the
 * current state does not know is refused (lostSecrets). The swap is one unit of work, answered
 * inside it: `answer` gets what the migration did (nothing, for a current state) and runs after
 * the swap and before its commit, so nothing can fail between a committed restore and its answer.
 */
export async function replaceState(
  deps: Restoring,
  body: unknown,
  answer: (migration: MigrationResult) => void,
): Promise<void> {
  const migration = migrated(deps, body);
  const candidate = migration.state;
  refuseOverRecordLimit(deps.store.recordLimit, candidate);
  // The validators compiled ahead, as a start in file mode takes them: compiling them here cost the first restore ~1 s.
  await deps.schemas.loadStoreValidators();
  const problems = await stateProblemsInSlices(deps.schemas, candidate, deps.settings, deps.clock.wallMs());
  if (problems.length)
    throw new AppError('VALIDATION_ERROR', { fields: problems, message: 'Estado inválido: nada foi alterado' });
  const state = candidate as State;
  // A key of another form would be routed to another tenant (src/core/lib/key-form.ts): its seller could never be
  // reached here.
  const foreign = Object.values(state.users)
    .filter((user) => !deps.accounts.keyForm.accepts(user.publicKey))
    .map((user) => `users.${user.id}.publicKey`);
  if (foreign.length)
    throw new AppError('VALIDATION_ERROR', {
      fields: foreign.slice(0, 50),
      message: `Estado inválido: chaves públicas devem ter a forma ${deps.accounts.keyForm.publicPrefix}…; nada foi alterado`,
    });
  const lost = lostSecrets(deps, state);
  if (lost.length) throw new AppError('VALIDATION_ERROR', { fields: lost, message: SECRETS_LOST_MESSAGE });
  swapState(
    deps,
    state,
    () => {
      for (const user of Object.values(state.users)) {
        if (user.webhookSecret === REDACTED_SECRET)
          user.webhookSecret = deps.store.collections.users.get(user.id)!.webhookSecret;
      }
    },
    () => answer(migration),
  );
  deps.events.publish('state.restored', { now: deps.clock.iso() });
  if (migration.applied.length)
    deps.logger.info({ from: migration.from, to: migration.to, steps: migration.applied }, 'restored state migrated');
}

/**
 * A state with more records than the tenant's cap (SANDBOX_TENANT_MAX_RECORDS) is refused before
 * it is checked: 413 naming the cap, nothing changed. (The store's commit holds every writer to
 * the cap too; this answers a restore sooner and in its own words.)
 */
function refuseOverRecordLimit(limit: number | null, candidate: unknown): void {
  if (limit === null || typeof candidate !== 'object' || candidate === null) return;
  let count = 0;
  for (const name of COLLECTION_NAMES) {
    const records = (candidate as Record<string, unknown>)[name];
    if (typeof records === 'object' && records !== null) count += Object.keys(records).length;
  }
  if (count > limit)
    throw new AppError('PAYLOAD_TOO_LARGE', {
      message: `O estado tem ${count} registros, mais que o limite de ${limit} do tenant (SANDBOX_TENANT_MAX_RECORDS); nada foi alterado`,
    });
}

/** Why a restore of redacted secrets of unknown users is refused, and what to do instead. */
export const SECRETS_LOST_MESSAGE =
  'Segredos de webhook redigidos de vendedores que este estado não tem: exporte com GET /__admin/state?secrets=include (ou informe um segredo no campo); nada foi alterado';

export async function resetState(deps: Resetting, answer: () => void): Promise<void> {
  const fresh = withClockSettings(await deps.fixtureState(), deps.settings, deps.clock.wallMs());
  swapState(deps, fresh, () => {}, answer);
  // Beside the store, so not in its unit of work: cleared once the reset is committed.
  deps.faults.clear();
  deps.requestLog.clear();
  deps.inboxes.clear();
  deps.events.publish('state.reset', { now: deps.clock.iso() });
}

/**
 * Swaps the whole state in one unit of work: `prepare` (reading the state being replaced),
 * the swap, then `answer`; the commit rewrites the database. Any failure, the database's
 * included, rolls it all back: the old state stays, whole.
 */
function swapState(deps: Swapping, state: State, prepare: () => void, answer: () => void): void {
  for (const hook of deps.lifecycle.beforeReplace) hook();
  try {
    deps.store.transaction(() => {
      prepare();
      deps.store.replace(state);
      answer();
    });
  } finally {
    // A swap rolled back changed nothing: the background work goes on over the old state. Each
    // hook runs even if one before it fails (its own unit of work refused), and the failure is logged.
    for (const hook of deps.lifecycle.afterReplace) {
      try {
        hook();
      } catch (error) {
        deps.logger.error({ err: error }, 'background work not resumed after a state swap');
      }
    }
  }
}
