import { CASHOUT_MACHINE } from '../../src/features/cashouts/cashouts.machine.js';
import * as ENUMS from '../../src/generated/schema-enums.js';
import { AppError } from '../../src/core/lib/errors.js';
import {
  allowedFrom,
  describeEvent,
  describeMoves,
  finalStates,
  refusal,
  refusalCodes,
  takeMove,
  type StateMachine,
} from '../../src/core/lib/state-machine.js';
import { SALE_MACHINE } from '../../src/features/sales/sales.machine.js';
import { allowedActions, SUBSCRIPTION_MACHINE } from '../../src/features/subscriptions/subscriptions.machine.js';

const sorted = (values: Iterable<string>) => [...values].sort();

const MACHINES: [string, StateMachine<string, string, string, string>, readonly string[]][] = [
  ['sale', SALE_MACHINE, ENUMS.SALE_STATUS_VALUES],
  ['cashout', CASHOUT_MACHINE, ENUMS.CASHOUT_STATUS_VALUES],
  ['subscription', SUBSCRIPTION_MACHINE, ENUMS.SUBSCRIPTION_STATUS_VALUES],
];

describe.each(MACHINES)(
  'the %s machine, in the one form of src/core/lib/state-machine.ts',
  (_name, machine, values) => {
    it('has exactly the schema enum as its states, each with its row of moves', () => {
      expect(sorted(machine.states)).toEqual(sorted(values));
      expect(sorted(Object.keys(machine.moves))).toEqual(sorted(values));
    });

    it('only leads to states of the schema; a target machine keys each move by where it leads', () => {
      expect(machine.states.length).toBeGreaterThan(0);
      for (const from of machine.states) {
        for (const [key, move] of Object.entries(machine.moves[from])) {
          expect(values).toContain(move!.to);
          if (machine.keyedBy === 'target') expect(move!.to).toBe(key);
        }
      }
    });

    it('refuses a move it does not have with its one refusal, naming the allowed moves when it says so', () => {
      expect(machine.states.length).toBeGreaterThan(0);
      for (const from of machine.states) {
        const error = refusal(machine, from, '__none__');
        expect(error).toBeInstanceOf(AppError);
        expect(error.code).toBe(machine.refusal.code);
        expect(() => takeMove(machine, from, '__none__')).toThrow(AppError);
        if (machine.refusal.namesAllowed) expect(error.options).toMatchObject({ allowed: allowedFrom(machine, from) });
      }
    });

    it('describes every move in its OpenAPI line', () => {
      const line = describeMoves(machine);
      expect(machine.states.length).toBeGreaterThan(0);
      for (const from of machine.states) {
        for (const key of Object.keys(machine.moves[from]))
          expect(line).toContain(machine.keyedBy === 'target' ? key : `${key}: ${describeEvent(machine, key)}`);
      }
    });
  },
);

describe('what the machines say, read back through the form', () => {
  it('final states are the ones without moves', () => {
    expect(finalStates(SALE_MACHINE)).toEqual(['CANCELADO', 'RECUSADO', 'ESTORNADO', 'FALHA', 'CHARGEBACK']);
    expect(finalStates(CASHOUT_MACHINE)).toEqual(['COMPLETED', 'REJECTED', 'CANCELLED']);
    expect(finalStates(SUBSCRIPTION_MACHINE)).toEqual(['CANCELLED']);
  });

  it('a subscription event refused in a state the spec names answers its specific code', () => {
    expect(refusal(SUBSCRIPTION_MACHINE, 'PAUSED', 'pause').code).toBe('ALREADY_PAUSED');
    expect(refusal(SUBSCRIPTION_MACHINE, 'CANCELLED', 'cancel').code).toBe('ALREADY_CANCELLED');
    expect(refusal(SUBSCRIPTION_MACHINE, 'PENDING', 'pause').code).toBe('INVALID_STATUS');
    expect(refusalCodes(SUBSCRIPTION_MACHINE, 'pause')).toEqual(['INVALID_STATUS', 'ALREADY_PAUSED']);
    expect(describeEvent(SUBSCRIPTION_MACHINE, 'pause')).toBe('ACTIVE, TRIALING → PAUSED');
  });

  it('a guard hides a move from the allowed ones: a scheduled cancellation is not offered again', () => {
    expect(allowedActions('ACTIVE', false)).toEqual(['pause', 'cancel', 'cancelAtPeriodEnd']);
    expect(allowedActions('ACTIVE', true)).toEqual(['pause', 'cancel']);
  });

  it('the sale and cashout refusals name the allowed moves in the message', () => {
    expect(refusal(SALE_MACHINE, 'PAGO', 'PENDENTE').message).toBe(
      'Transição não permitida: PAGO → PENDENTE; permitidas a partir de PAGO: ESTORNADO, CHARGEBACK, MED',
    );
    expect(refusal(CASHOUT_MACHINE, 'COMPLETED', 'PENDING').message).toBe(
      'COMPLETED é um status final: nenhuma transição permitida',
    );
  });
});
