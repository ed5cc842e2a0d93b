import { html } from '../lib/html';

/** Statuses that ended well, badly, or are still moving: the colour says which. */
const TONE: Record<string, 'good' | 'bad' | 'wait' | 'info'> = {
  PAGO: 'good', COMPLETED: 'good', DELIVERED: 'good', ACTIVE: 'good', accept: 'good',
  RECUSADO: 'bad', FALHA: 'bad', CHARGEBACK: 'bad', ESTORNADO: 'bad', CANCELADO: 'bad', REJECTED: 'bad', CANCELLED: 'bad', FAILED: 'bad', EXPIRED: 'bad', PAST_DUE: 'bad', fail: 'bad', hang: 'bad',
  PENDENTE: 'wait', EM_PROCESSAMENTO: 'wait', PENDING: 'wait', PROCESSING: 'wait', MED: 'wait', TRIALING: 'wait', PAUSED: 'wait',
};

export function StatusBadge({ status }: { status: string }) {
  return html`<span class="badge tone-${TONE[status] ?? 'info'}">${status}</span>`;
}
