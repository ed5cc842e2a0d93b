import { finalStates, moveOf, refusal, statesWith, type Move, type StateMachine } from './state-machine.js';

/**
 * Markdown views of a machine in the one form (src/core/lib/state-machine.ts), for the docs the
 * resources generate from their machines (scripts/gen-sales-machine-doc.mjs writes them; tests
 * fail when a doc and its machine differ).
 */

/** `| From | To | Effects |`, one row per move of a target machine. */
export function movesWithEffectsTable<S extends string, E extends string, G extends string>(
  machine: StateMachine<S, S, E, G>,
): string[] {
  const lines = ['| From | To | Effects |', '|---|---|---|'];
  for (const from of machine.states) {
    for (const { to, effects = [] } of Object.values(machine.moves[from]) as Move<S, E, G>[])
      lines.push(`| ${from} | ${to} | ${effects.length ? effects.join(', ') : '—'} |`);
  }
  return lines;
}

/** `| From | Allowed moves |`, one row per state, the final ones marked. */
export function allowedMovesTable<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
): string[] {
  return [
    '| From | Allowed moves |',
    '|---|---|',
    ...machine.states.map((from) => `| ${from} | ${Object.keys(machine.moves[from]).join(', ') || '(none: final)'} |`),
  ];
}

/**
 * `| Event | From | To | Refused with |`, one row per event of an event machine, in the order the events first appear.
 */
export function eventsTable<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
): string[] {
  const lines = ['| Event | From | To | Refused with |', '|---|---|---|---|'];
  const events = [...new Set(machine.states.flatMap((state) => Object.keys(machine.moves[state]) as K[]))];
  for (const event of events) {
    const from = statesWith(machine, event);
    const to = [...new Set(from.map((state) => moveOf(machine, state, event)!.to))];
    const guards = [...new Set(from.flatMap((state) => moveOf(machine, state, event)!.guards ?? []))];
    const refused = machine.states.filter((state) => !from.includes(state));
    const byCode = new Map<string, S[]>();
    for (const state of refused) {
      const code = refusal(machine, state, event).code;
      byCode.set(code, [...(byCode.get(code) ?? []), state]);
    }
    const refusals = [...byCode].map(([code, states]) => `${code} (${states.join(', ')})`).join('; ');
    lines.push(
      `| ${event} | ${from.join(', ')}${guards.length ? ` (guard: ${guards.join(', ')})` : ''} | ${to.join(', ')} | ${refusals || '—'} |`,
    );
  }
  return lines;
}

/** The final states, as a sentence. */
export function finalStatesLine<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
): string {
  return `Final states (every move refused): ${finalStates(machine).join(', ')}.`;
}

/** `doc` with the text between `<!-- name:start -->` and `<!-- name:end -->` replaced by `lines`. */
export function replaceBlock(doc: string, name: string, lines: string[]): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`no ${name} block in the document`);
  return `${doc.slice(0, from + start.length)}\n${lines.join('\n')}\n${doc.slice(to)}`;
}
