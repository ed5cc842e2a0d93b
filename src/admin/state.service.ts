import type { Deps } from '../deps.js';
import { AppError } from '../http/errors.js';
import { generateWebhookSecret } from '../seller/accounts.js';
import { MAX_BODY_DEPTH } from '../http/body.js';
import { firstTooDeep } from '../http/json-depth.js';
import { metadataProblem, type MetadataBudget } from '../http/metadata-budget.js';
import { fieldsOf, type SchemaRegistry } from '../http/schemas.js';
import type { Settings } from '../settings.js';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS } from '../store/collections.js';
import type { State } from '../store/state.js';

/** The clock settings (start instant, frozen) applied to a fresh state. */
export function withClockSettings(state: State, settings: Settings, wallNowMs: number): State {
  const start = settings.clockStart === 'now' ? wallNowMs : (settings.clockStart ?? Date.parse(state.meta.anchor));
  state.meta.clock = settings.clockFrozen ? { offsetMs: 0, frozenAtMs: start } : { offsetMs: start - wallNowMs, frozenAtMs: null };
  return state;
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
function* stateChecks(schemas: SchemaRegistry, candidate: unknown, budget: MetadataBudget | null): Generator<void, string[]> {
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return ['(body)'];
  const state = candidate as Record<string, unknown>;
  const problems: string[] = [];
  const known = new Set<string>(['meta', ...COLLECTION_NAMES]);
  for (const key of Object.keys(state)) if (!known.has(key)) problems.push(firstTooDeep(state[key], MAX_BODY_DEPTH - 1, key) ?? key);
  const metaTooDeep = firstTooDeep(state.meta, MAX_BODY_DEPTH - 1, 'meta');
  if (metaTooDeep !== null) return [...problems, metaTooDeep];
  const metaErrors = schemas.errors('store/meta.schema.json', state.meta);
  if (metaErrors) problems.push(...fieldsOf(metaErrors).map((field) => (field === '(body)' ? 'meta' : `meta.${field}`)));
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

/** The problems of a candidate state (see stateChecks), checked in one go: for start-up and tests. */
export function stateProblems(schemas: SchemaRegistry, candidate: unknown, budget: MetadataBudget | null = null): string[] {
  const checks = stateChecks(schemas, candidate, budget);
  for (;;) {
    const step = checks.next();
    if (step.done) return step.value;
  }
}

/** How long one slice of long admin work may hold the event loop before letting others in. */
export const SLICE_MS = 5;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The same checks, pausing every SLICE_MS so other requests are answered while a large state is checked. */
export async function stateProblemsInSlices(schemas: SchemaRegistry, candidate: unknown, budget: MetadataBudget | null): Promise<string[]> {
  const checks = stateChecks(schemas, candidate, budget);
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

/**
 * Takes a state from PUT /__admin/state once it passes every check (in slices). The parsed
 * body is this request's own, so it is taken as it is, not copied.
 */
export async function replaceState(deps: Deps, candidate: unknown): Promise<void> {
  // The validators compiled ahead, as a start in file mode takes them: compiling them here cost the first restore ~1 s.
  await deps.schemas.loadStoreValidators();
  const problems = await stateProblemsInSlices(deps.schemas, candidate, deps.settings);
  if (problems.length) throw new AppError('VALIDATION_ERROR', { fields: problems, message: 'Estado inválido: nada foi alterado' });
  const state = candidate as State;
  // A key of another form would be routed to another tenant (src/lib/key-form.ts): its seller could never be reached here.
  const foreign = Object.values(state.users).filter((user) => !deps.accounts.keyForm.accepts(user.publicKey)).map((user) => `users.${user.id}.publicKey`);
  if (foreign.length) throw new AppError('VALIDATION_ERROR', { fields: foreign.slice(0, 50), message: `Estado inválido: chaves públicas devem ter a forma ${deps.accounts.keyForm.publicPrefix}…; nada foi alterado` });
  // A redacted secret keeps the one this user has now; a user new to this server gets a fresh one.
  for (const user of Object.values(state.users)) {
    if (user.webhookSecret === REDACTED_SECRET) user.webhookSecret = deps.store.collections.users.get(user.id)?.webhookSecret ?? generateWebhookSecret();
  }
  await swapState(deps, state);
  deps.events.publish('state.restored', { now: deps.clock.iso() });
}

export async function resetState(deps: Deps): Promise<void> {
  const fresh = withClockSettings(await deps.fixtureState(), deps.settings, deps.clock.wallMs());
  deps.faults.clear();
  deps.requestLog.clear();
  deps.inboxes.clear();
  await swapState(deps, fresh);
  deps.events.publish('state.reset', { now: deps.clock.iso() });
}

async function swapState(deps: Deps, state: State): Promise<void> {
  for (const hook of deps.lifecycle.beforeReplace) hook();
  try {
    await deps.store.replace(state);
  } finally {
    // A replace the database refused changed nothing: the background work goes on over the old state.
    for (const hook of deps.lifecycle.afterReplace) hook();
  }
}
