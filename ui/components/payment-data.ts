import type { AdminPaymentConsole, AdminPaymentRow, AdminPaymentRowKind } from '../../src/generated/schema-types';
import { html } from '../lib/html';
import { CopyButton } from './copy-button';
import { When } from './when';

type Row = AdminPaymentRow;

/**
 * Each kind of row as the console draws it; the rows come from the sale's method (src/features/sales/methods/), so no
 * method is named here.
 */
const DRAW: Record<AdminPaymentRowKind, (row: Row) => unknown> = {
  image: (row) => html`<img class="qr" src=${row.value} width="180" height="180" alt=${row.label} />`,
  copy: (row) => html`<div>
    <p><strong>${row.label}</strong> <${CopyButton} text=${row.value} label=${row.label} /></p>
    <p class="brcode"><code>${row.value}</code></p>
  </div>`,
  code: (row) => html`<div><dt>${row.label}</dt><dd><code>${row.value}</code></dd></div>`,
  text: (row) => html`<div><dt>${row.label}</dt><dd>${row.value}</dd></div>`,
  instant: (row) => html`<div><dt>${row.label}</dt><dd><${When} iso=${row.value} /></dd></div>`,
};

/** Rows drawn as term and value pairs; the others stand on their own. */
const PAIRED = new Set<AdminPaymentRowKind>(['code', 'text', 'instant']);

/**
 * The payment data as the customer sees it (the PIX QR code and its BR Code, the boleto line, the card, the transfer
 * account), in the rows its method gives.
 */
export function PaymentData({ view, expired = false }: { view: AdminPaymentConsole; expired?: boolean }) {
  const draw = (rows: Row[]) => rows.map((row) => DRAW[row.kind](row));
  // An expired charge can no longer be paid: its QR code and copy-and-paste code are not shown.
  const rows = expired ? view.rows.filter((row) => row.kind !== 'image' && row.kind !== 'copy') : view.rows;
  const images = rows.filter((row) => row.kind === 'image');
  const alone = rows.filter((row) => row.kind !== 'image' && !PAIRED.has(row.kind));
  const paired = rows.filter((row) => PAIRED.has(row.kind));
  const body = html`<div>${draw(alone)}${paired.length ? html`<dl class="pairs">${draw(paired)}</dl>` : null}</div>`;
  return html`<section class="card payment" aria-labelledby="payment-title">
    <h2 id="payment-title">Pagamento (como o cliente vê)</h2>
    ${expired ? html`<p class="muted" data-expired>Cobrança expirada: o prazo venceu sem pagamento; o QR Code e o código copia e cola não valem mais.</p>` : null}
    ${images.length ? html`<div class="pix">${draw(images)}${body}</div>` : body}
  </section>`;
}
