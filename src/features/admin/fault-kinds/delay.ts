import type { FaultKindModule } from './fault-kind.js';

/** The request is served as usual, after the fault's `delayMs` (waited before every kind). */
export const DELAY_FAULT: FaultKindModule = {
  kind: 'delay',
  clientSees: 'the real answer, `delayMs` later (a client timeout shorter than that fires)',
  check: (input) =>
    input.delayMs === undefined ? { field: 'delayMs', message: 'Uma falha delay precisa de delayMs' } : null,
  act: ({ next }) => next(),
};
