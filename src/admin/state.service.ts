import type { Deps } from '../deps.js';
import { AppError } from '../http/errors.js';
import { generateWebhookSecret } from '../seller/accounts.js';
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

/**
 * Checks a whole state before it is taken: the meta and every record against its schema,
 * each record filed under its own id. Returns the problems as field paths.
 */
export function stateProblems(schemas: SchemaRegistry, candidate: unknown): string[] {
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return ['(body)'];
  const state = candidate as Record<string, unknown>;
  const problems: string[] = [];
  const known = new Set<string>(['meta', ...COLLECTION_NAMES]);
  for (const key of Object.keys(state)) if (!known.has(key)) problems.push(key);
  const metaErrors = schemas.errors('store/meta.schema.json', state.meta);
  if (metaErrors) problems.push(...fieldsOf(metaErrors).map((field) => (field === '(body)' ? 'meta' : `meta.${field}`)));
  for (const name of COLLECTION_NAMES) {
    const records = state[name];
    if (typeof records !== 'object' || records === null || Array.isArray(records)) {
      problems.push(name);
      continue;
    }
    for (const [key, record] of Object.entries(records)) {
      const errors = schemas.errors(COLLECTION_SCHEMAS[name], record);
      if (errors) problems.push(...fieldsOf(errors).map((field) => `${name}.${key}.${field}`));
      else if (String((record as { id: number }).id) !== key) problems.push(`${name}.${key}.id`);
      if (problems.length > 50) return problems;
    }
  }
  return problems;
}

/** Stands in for webhook secrets in a snapshot: they are shown once, at creation, never again. */
export const REDACTED_SECRET = '[redacted: shown only at creation]';

/** The state as GET /__admin/state shows it: everything but the webhook secrets. */
export function exportState(deps: Deps): State {
  const state = deps.store.snapshot();
  for (const user of Object.values(state.users)) user.webhookSecret = REDACTED_SECRET;
  return state;
}

export async function replaceState(deps: Deps, candidate: unknown): Promise<void> {
  const problems = stateProblems(deps.schemas, candidate);
  if (problems.length) throw new AppError('VALIDATION_ERROR', { fields: problems, message: 'Estado inválido: nada foi alterado' });
  const state = structuredClone(candidate as State);
  // A redacted secret keeps the one this user has now; a user new to this server gets a fresh one.
  for (const user of Object.values(state.users)) {
    if (user.webhookSecret === REDACTED_SECRET) user.webhookSecret = deps.store.collections.users.get(user.id)?.webhookSecret ?? generateWebhookSecret();
  }
  await swapState(deps, state);
}

export async function resetState(deps: Deps): Promise<void> {
  const fresh = withClockSettings(await deps.fixtureState(), deps.settings, deps.clock.wallMs());
  deps.faults.clear();
  deps.requestLog.clear();
  await swapState(deps, fresh);
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
