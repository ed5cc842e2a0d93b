// Writes docs/sales-state-machine.md from the sale state table (src/sales/sales.machine.ts,
// through the compiled dist/): run `npm run build` first. test/sales/machine.test.ts fails
// when the file and the table differ.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { renderSaleMachineDoc } = await import(join(root, 'dist/sales/sales.machine-doc.js'));
writeFileSync(join(root, 'docs/sales-state-machine.md'), renderSaleMachineDoc());
