import { useRef, useState } from 'preact/hooks';
import type { AdminSaleView } from '../../src/generated/schema-types';
import { api } from '../lib/api';
import { html } from '../lib/html';
import { problems } from '../lib/problems';
import { saleMoveHint } from '../lib/vocabulary';
import { ErrorNote } from './notice';

/**
 * One button per move the sale state machine allows from here (the sale's allowedTransitions, from the server's table):
 * a move the machine refuses is never offered. "Pay as the customer" is the move to PAGO, for the methods a customer
 * pays after the fact (the method says: `console.customerPays`). The button pressed is gone after the move (the machine
 * offers others), so focus goes to the section's heading and the move is said in a status line, never dropped on
 * <body>.
 */
export function SaleActions({ view, onDone }: { view: AdminSaleView; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = view.sale.status;
  const move = async (to: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await api('postAdminSalesIdStatus', { path: { id: view.sale.id } }, { status: to });
      setDone(`Venda ${view.sale.id} movida de ${status} para ${to}.`);
      onDone();
    } catch (failure) {
      setError(problems(failure));
    } finally {
      setBusy(false);
      heading.current?.focus();
    }
  };
  const amounts = { net: view.sale.netAmount, gross: view.sale.amount };
  const canPay = view.console?.customerPays === true && view.allowedTransitions.includes('PAGO');
  return html`<section class="card actions" aria-labelledby="actions-title">
    <h2 id="actions-title" tabindex="-1" ref=${heading}>Ações (máquina de estados)</h2>
    ${canPay ? html`<p><button type="button" class="primary" disabled=${busy} onClick=${() => move('PAGO')}>Pagar como cliente (${view.sale.paymentMethod})</button></p>` : null}
    ${
      view.allowedTransitions.length
        ? html`<div class="row" role="group" aria-label=${`Mover a venda de ${status}`}>
          ${view.allowedTransitions.map(
            (to) =>
              html`<button type="button" disabled=${busy} title=${saleMoveHint(status, to, amounts)} aria-describedby=${`move-hint-${to}`} onClick=${() => move(to)}>${status} → ${to}</button>`,
          )}
        </div>
        <ul class="muted small move-hints">${view.allowedTransitions.map((to) => html`<li id=${`move-hint-${to}`}><strong>→ ${to}</strong>: ${saleMoveHint(status, to, amounts)}</li>`)}</ul>`
        : html`<p class="muted">${status} é um status final: a máquina não permite nenhuma transição.</p>`
    }
    ${done ? html`<p class="ok" role="status">${done}</p>` : null}
    <${ErrorNote} error=${error} />
  </section>`;
}
