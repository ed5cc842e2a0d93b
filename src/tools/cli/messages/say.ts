import { AsyncLocalStorage } from 'node:async_hooks';
import { EN, type MessageId, type Messages } from './en.js';
import { languageOf, type Language } from './language.js';
import { PT } from './pt.js';

const TABLES: Record<Language, Messages> = { en: EN, pt: PT };

/**
 * The table of the run in progress. The language is chosen once, at the edge (runCli, from the run's environment),
 * like the tenant of a request; the parsers deep down (idArg, parseDuration, typeFilter) then say their errors in it
 * without each taking a table. Outside a run (a module reading its help at load), English.
 */
const current = new AsyncLocalStorage<Language>();

/** Runs `work` with the messages of the language `env` asks for (LC_ALL, LC_MESSAGES, LANG). */
export function inLanguageOf<T>(env: NodeJS.ProcessEnv, work: () => T): T {
  return current.run(languageOf(env), work);
}

/** The language of the run in progress (English outside a run): for texts kept beside the tables, by language. */
export const languageNow = (): Language => current.getStore() ?? 'en';

type Args<K extends MessageId> = Messages[K] extends (...args: infer A) => string ? A : [];

/** The message `id` in the run's language, its parameters filled in. */
export function t<K extends MessageId>(id: K, ...args: Args<K>): string {
  return say(TABLES[languageNow()], id, args);
}

function say<K extends MessageId>(table: Messages, id: K, args: Args<K>): string {
  const message: unknown = table[id];
  return typeof message === 'function' ? (message as (...values: unknown[]) => string)(...args) : String(message);
}

/**
 * `t` bound to the language of the run in progress, for what is said later from a callback that may run outside the
 * run's context (a supervisor's timer, a child process's exit).
 */
export function speaker(): typeof t {
  const table = TABLES[languageNow()];
  return (id, ...args) => say(table, id, args);
}

/**
 * A help text said when it is printed, in the language of that run: what a command's summary, details and option
 * descriptions hold. A plain string (a command of another module that has no message of its own) prints as it is.
 */
export type Text = string | (() => string);

/** The message `id` as a help text, read when printed. */
export const said =
  <K extends MessageId>(id: K, ...args: Args<K>): (() => string) =>
  () =>
    t(id, ...args);

export const textOf = (text: Text): string => (typeof text === 'function' ? text() : text);
