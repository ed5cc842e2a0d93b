import { AppError, type ErrorCode } from './errors.js';

/**
 * The one form of every state machine of the sandbox (sales, cashouts, subscriptions).
 *
 * A machine is data: its states (the schema enum), and from each state the moves it has, keyed
 * either by the target status (sales, cashouts: the admin API names the status to move to) or by
 * an event (subscriptions: pause, chargeDeclined...). A move says where it leads, the effects it
 * has besides changing the status and the guards it needs, both as names the resource resolves
 * (sales.effects.ts, cashouts.service.ts...), so the docs, the OpenAPI text and the admin
 * "allowed moves" are all read from this one table. `moves` is `Record<State, ...>`: a status
 * added to the schema does not compile until the machine says what it may do.
 */
export interface Move<S extends string, Effect extends string = never, Guard extends string = never> {
  readonly to: S;
  /** Applied in the order listed, by the resource. */
  readonly effects?: readonly Effect[];
  /**
   * Conditions beyond the status that must hold for the move to be offered (named; the caller says whether each holds).
   */
  readonly guards?: readonly Guard[];
}

/**
 * How a refused move answers: one error code, a more specific one for some key in some state, and whether the body
 * names the allowed moves.
 */
export interface Refusal<S extends string, K extends string> {
  readonly code: ErrorCode;
  readonly specific?: Partial<Record<K, Partial<Record<S, ErrorCode>>>>;
  /**
   * 409 INVALID_TRANSITION bodies carry `allowed` and a message naming them; the subscription errors are the
   * catalogue's own.
   */
  readonly namesAllowed: boolean;
}

export interface StateMachine<
  S extends string,
  K extends string,
  Effect extends string = never,
  Guard extends string = never,
> {
  /** What moves, for the messages and docs ("sale", "cashout", "subscription"). */
  readonly resource: string;
  readonly keyedBy: 'target' | 'event';
  /** The schema's enum values, in the schema's order. */
  readonly states: readonly S[];
  readonly moves: Readonly<Record<S, Readonly<Partial<Record<K, Move<S, Effect, Guard>>>>>>;
  readonly refusal: Refusal<S, K>;
}

/** A machine whose moves are keyed by the status they lead to (the key is the move's `to`). */
export type TargetMachine<S extends string, Effect extends string = never, Guard extends string = never> = StateMachine<
  S,
  S,
  Effect,
  Guard
>;

/** Whether a named guard holds for the record at hand; a caller that passes none means every guard holds. */
export type GuardCheck<Guard extends string> = (guard: Guard) => boolean;

const always = () => true;

/** Identity, typed: lets a resource write its machine as a literal checked against the form. */
export function defineMachine<
  S extends string,
  K extends string,
  Effect extends string = never,
  Guard extends string = never,
>(machine: StateMachine<S, K, Effect, Guard>): StateMachine<S, K, Effect, Guard> {
  return machine;
}

/** The move `key` from `from`, or null when the machine has none. */
export function moveOf<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  from: S,
  key: K,
): Move<S, E, G> | null {
  const moves = machine.moves[from];
  return Object.hasOwn(moves, key) ? moves[key]! : null;
}

/** The keys of the moves from `from` whose guards hold, in the table's order. */
export function allowedFrom<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  from: S,
  holds: GuardCheck<G> = always,
): K[] {
  return (Object.entries(machine.moves[from]) as [K, Move<S, E, G>][])
    .filter(([, move]) => (move.guards ?? []).every(holds))
    .map(([key]) => key);
}

/** Whether the machine lets `key` happen in `from` (guards included). */
export function can<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  from: S,
  key: K,
  holds: GuardCheck<G> = always,
): boolean {
  const move = moveOf(machine, from, key);
  return move !== null && (move.guards ?? []).every(holds);
}

/** The move `key` from `from`; throws the machine's refusal when it has none. */
export function takeMove<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  from: S,
  key: K,
  holds: GuardCheck<G> = always,
): Move<S, E, G> {
  const move = moveOf(machine, from, key);
  if (move !== null && (move.guards ?? []).every(holds)) return move;
  throw refusal(machine, from, key, holds);
}

/** The one refusal: the machine's error code, and for target machines the allowed moves in the body and message. */
export function refusal<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  from: S,
  key: K,
  holds: GuardCheck<G> = always,
): AppError {
  const code = machine.refusal.specific?.[key]?.[from] ?? machine.refusal.code;
  if (!machine.refusal.namesAllowed) return new AppError(code);
  const allowed = allowedFrom(machine, from, holds);
  return new AppError(code, {
    allowed: [...allowed],
    message: allowed.length
      ? `Transição não permitida: ${from} → ${key}; permitidas a partir de ${from}: ${allowed.join(', ')}`
      : `${from} é um status final: nenhuma transição permitida`,
  });
}

/** States with no move out. */
export function finalStates<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
): S[] {
  return machine.states.filter((state) => Object.keys(machine.moves[state]).length === 0);
}

/** Every state → the keys of its moves (the docs' and the tests' view of the table). */
export function movesTable<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
): Record<S, K[]> {
  return Object.fromEntries(machine.states.map((state) => [state, Object.keys(machine.moves[state]) as K[]])) as Record<
    S,
    K[]
  >;
}

/** The states a move carrying `effect` leads to. */
export function statesReachedWith<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  effect: E,
): Set<S> {
  const reached = new Set<S>();
  for (const state of machine.states)
    for (const move of Object.values(machine.moves[state]) as Move<S, E, G>[])
      if (move.effects?.includes(effect)) reached.add(move.to);
  return reached;
}

/**
 * One line of the moves, for the OpenAPI descriptions: "PENDING → PROCESSING, CANCELLED; …"
 * for a target machine, "pause: ACTIVE, TRIALING → PAUSED; …" for an event machine.
 */
export function describeMoves<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
): string {
  if (machine.keyedBy === 'target') {
    return machine.states
      .filter((state) => Object.keys(machine.moves[state]).length > 0)
      .map((state) => `${state} → ${Object.keys(machine.moves[state]).join(', ')}`)
      .join('; ');
  }
  const keys = new Set(machine.states.flatMap((state) => Object.keys(machine.moves[state]) as K[]));
  return [...keys].map((key) => `${key}: ${describeEvent(machine, key)}`).join('; ');
}

/** Where an event applies and where it leads: "ACTIVE, TRIALING → PAUSED". */
export function describeEvent<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  key: K,
): string {
  const from = statesWith(machine, key);
  const to = new Set(from.map((state) => moveOf(machine, state, key)!.to));
  return `${from.join(', ')} → ${[...to].join(', ')}`;
}

/** The states that have the move `key`, in the machine's order. */
export function statesWith<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  key: K,
): S[] {
  return machine.states.filter((state) => moveOf(machine, state, key) !== null);
}

/** The error codes a refused `key` can answer (the machine's code first). */
export function refusalCodes<S extends string, K extends string, E extends string, G extends string>(
  machine: StateMachine<S, K, E, G>,
  key: K,
): ErrorCode[] {
  return [...new Set([machine.refusal.code, ...(Object.values(machine.refusal.specific?.[key] ?? {}) as ErrorCode[])])];
}
