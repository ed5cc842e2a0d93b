import { allowedMovesTable, replaceBlock } from '../../core/lib/state-machine-doc.js';
import { CASHOUT_MACHINE } from './cashouts.machine.js';

/**
 * docs/cashout-state-machine.md with its transitions block rendered from the machine (the prose around it is written by
 * hand).
 */
export function renderCashoutMachineDoc(current: string): string {
  return replaceBlock(current, 'transitions', allowedMovesTable(CASHOUT_MACHINE));
}
