import { html } from '../lib/html';
import { labelAfterValue, statusLabel } from '../lib/vocabulary';

/** Statuses that ended well, badly, or are still moving: the colour says which. */
const TONE: Record<string, 'good' | 'bad' | 'wait' | 'info'> = {
  PAGO: 'good',
  COMPLETED: 'good',
  DELIVERED: 'good',
  ACTIVE: 'good',
  accept: 'good',
  RECUSADO: 'bad',
  FALHA: 'bad',
  CHARGEBACK: 'bad',
  ESTORNADO: 'bad',
  CANCELADO: 'bad',
  REJECTED: 'bad',
  CANCELLED: 'bad',
  FAILED: 'bad',
  EXPIRED: 'bad',
  PAST_DUE: 'bad',
  fail: 'bad',
  hang: 'bad',
  PENDENTE: 'wait',
  EM_PROCESSAMENTO: 'wait',
  PENDING: 'wait',
  PROCESSING: 'wait',
  MED: 'wait',
  TRIALING: 'wait',
  PAUSED: 'wait',
};

/** "PAGO" and "pago", "EM_PROCESSAMENTO" and "em processamento" say the same: no label beside. */
const sameWords = (value: string, label: string) => value.toLowerCase().replace(/_/g, ' ') === label.toLowerCase();

/** The value as the API sends it, and its Portuguese label beside it when the value is not already that. */
export function StatusBadge({ status }: { status: string }) {
  const label = statusLabel(status);
  return html`<span class="badge tone-${TONE[status] ?? 'info'}" data-value=${status}>${status}${label && !sameWords(status, label) ? html` <span class="label-pt">· ${label}</span>` : null}</span>`;
}

/** Any other spec value (a method, a kind, a cycle) with its label from a vocabulary table. */
export function Labelled({ value, labels }: { value: string; labels: Record<string, string> }) {
  const label = labels[value];
  return html`<span class="labelled"><code>${value}</code>${label && !sameWords(value, label) ? html` <span class="label-pt">${labelAfterValue(label)}</span>` : null}</span>`;
}
