// Writes the state-machine docs from the machines (src/core/lib/state-machine.ts form), through the
// compiled dist/: run `npm run build` first. docs/sales-state-machine.md and
// docs/subscription-state-machine.md are generated whole; docs/cashout-state-machine.md has its
// transitions block generated. test/sales/machine.test.ts, test/subscriptions/machine-doc.test.ts
// and test/cashouts/machine.test.ts fail when a doc and its machine differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { renderSaleMachineDoc } = await import(join(root, 'dist/features/sales/sales.machine-doc.js'));
const { renderCashoutMachineDoc } = await import(join(root, 'dist/features/cashouts/cashouts.machine-doc.js'));
const { renderSubscriptionMachineDoc } = await import(
  join(root, 'dist/features/subscriptions/subscriptions.machine-doc.js')
);
writeFileSync(join(root, 'docs/sales-state-machine.md'), renderSaleMachineDoc());
const cashoutDoc = join(root, 'docs/cashout-state-machine.md');
writeFileSync(cashoutDoc, renderCashoutMachineDoc(readFileSync(cashoutDoc, 'utf8')));
writeFileSync(join(root, 'docs/subscription-state-machine.md'), renderSubscriptionMachineDoc());
