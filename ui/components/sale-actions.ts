import { useState } from 'preact/hooks';
import type { AdminSaleView } from '../../src/generated/schema-types';
import { post } from '../lib/api';
import { html } from '../lib/html';
import { saleMoveHint } from '../lib/vocabulary';
import { ErrorNote } from './notice';

/**
 * One button per move the sale state machine allows from here (the sale's allowedTransitions,
 * from the server's table): a move the machine refuses is never offered. "Pay as the customer"
 * is the move to PAGO, for the methods a customer pays after the fact (the method says: `console.customerPays`).
 */
export function SaleActions({ view, onDone }: { view: AdminSaleView; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = view.sale.status;
  const move = async (to: string) => {
    setBusy(true);
    setError(null);
    try {
      await post(`/__admin/sales/${view.sale.id}/status`, { status: to });
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const canPay = view.console?.customerPays === true && view.allowedTransitions.includes('PAGO');
  return html`<section class="card actions" aria-labelledby="actions-title">
    <h2 id="actions-title">Ações (máquina de estados)</h2>
    ${canPay ? html`<p><button type="button" class="primary" disabled=${busy} onClick=${() => move('PAGO')}>Pagar como cliente (${view.sale.paymentMethod})</button></p>` : null}
    ${view.allowedTransitions.length
      ? html`<div class="row" role="group" aria-label=${`Mover a venda de ${status}`}>
          ${view.allowedTransitions.map(
            (to) => html`<button type="button" disabled=${busy} title=${saleMoveHint(status, to)} onClick=${() => move(to)}>${status} → ${to}</button>`,
          )}
        </div>
        <p class="muted small">Passe o mouse (ou o foco) sobre um botão para ver o efeito no saldo.</p>`
      : html`<p class="muted">${status} é um status final: a máquina não permite nenhuma transição.</p>`}
    <${ErrorNote} error=${error} />
  </section>`;
}
