import { finalStatesLine, movesWithEffectsTable } from '../../core/lib/state-machine-doc.js';
import { SALE_EFFECT_DESCRIPTIONS, SALE_MACHINE } from './sales.machine.js';

/** docs/sales-state-machine.md, rendered from the table (a test keeps the file equal to this). */
export function renderSaleMachineDoc(): string {
  const lines = [
    '# Sale state machine',
    '',
    '<!-- Generated from src/features/sales/sales.machine.ts by `node scripts/gen-sales-machine-doc.mjs` (after `npm run build`); test/sales/machine.test.ts fails when this file differs. -->',
    '',
    "A sale is created PENDENTE (PIX, boleto, transfer) or moved at once to the outcome of its card (see the README's test cards).",
    'Afterwards only the moves below exist; `POST /__admin/sales/{id}/status {status}` plays the payment processor and drives them',
    '(200 with the sale, or 409 `INVALID_TRANSITION` with `allowed`). A PENDENTE PIX sale whose `expiresAt` passes on the sandbox',
    'clock moves to CANCELADO by itself; so does an unpaid boleto `SANDBOX_BOLETO_CANCEL_AFTER_DAYS` after its due date. The test values',
    '(README "Test values": e-mail tags, test cards) and `SANDBOX_AUTO_PAY` make the same moves by themselves, on the sandbox clock.',
    "Every move is posted to the sale's `postbackUrl` when it has one.",
    '',
    ...movesWithEffectsTable(SALE_MACHINE),
  ];
  lines.push('', finalStatesLine(SALE_MACHINE), '', '## Effects', '', '| Effect | What it does |', '|---|---|');
  for (const [effect, description] of Object.entries(SALE_EFFECT_DESCRIPTIONS))
    lines.push(`| ${effect} | ${description} |`);
  lines.push(
    '',
    'netAmount is what PAGO credits, so each debit takes back exactly that; the reserve (`reserveAmount`) is never credited to the',
    'available balance. Revenue counters only grow: a refund or chargeback is counted in its own fields and does not reduce',
    '`totalAmount`. MED then PAGO counts the sale in revenue once.',
    '',
  );
  return lines.join('\n');
}
