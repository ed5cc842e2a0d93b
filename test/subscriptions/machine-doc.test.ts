import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { renderCashoutMachineDoc } from '../../src/features/cashouts/cashouts.machine-doc.js';
import { SUBSCRIPTION_MACHINE } from '../../src/features/subscriptions/subscriptions.machine.js';
import { renderSubscriptionMachineDoc } from '../../src/features/subscriptions/subscriptions.machine-doc.js';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the state-machine docs generated from the machines (node scripts/gen-sales-machine-doc.mjs)', () => {
  it('docs/subscription-state-machine.md is the subscription machine', () => {
    const doc = read('docs/subscription-state-machine.md');
    expect(doc).toBe(renderSubscriptionMachineDoc());
    for (const from of SUBSCRIPTION_MACHINE.states) {
      for (const event of Object.keys(SUBSCRIPTION_MACHINE.moves[from]))
        expect(doc).toMatch(new RegExp(`^\\| ${event} \\| [^|]*\\b${from}\\b`, 'm'));
    }
  });

  it('the table of docs/cashout-state-machine.md is the cashout machine', () => {
    const doc = read('docs/cashout-state-machine.md');
    expect(renderCashoutMachineDoc(doc)).toBe(doc);
  });
});
