import { useState } from 'preact/hooks';
import type { AdminSaleList, SubscriptionAction, SubscriptionAdminView } from '../../src/generated/schema-types';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { StatusBadge } from '../components/status-badge';
import { When } from '../components/when';
import { get, post, query } from '../lib/api';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';
import { CARD_OUTCOMES } from '../lib/vocabulary';

const ACTION_LABELS: Record<SubscriptionAction, string> = {
  pause: 'Pausar',
  resume: 'Retomar',
  cancel: 'Cancelar agora',
  cancelAtPeriodEnd: 'Cancelar no fim do período',
};

/**
 * One subscription: its billing history (the sales it created), retries, the card on file and the actions the table
 * allows.
 */
export function SubscriptionDetail({ id }: { id: string }) {
  const sub = useLive(`subscription-${id}`, ['subscription'], () => get<SubscriptionAdminView>(`/__admin/subscriptions/${id}`));
  const sellerId = sub.data?.sellerId;
  const charges = useLive(`subscription-charges-${id}-${sellerId}`, ['sale'], () =>
    sellerId ? get<AdminSaleList>(`/__admin/sales${query({ sellerId, subscriptionId: id, limit: 100 })}`) : Promise.resolve(null),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const view = sub.data;
  if (!view) return html`<div><p><a href="#/subscriptions">‹ Assinaturas</a></p><${ErrorNote} error=${sub.error} />${sub.error ? null : html`<${Loading} what=${`a assinatura ${id}`} />`}</div>`;
  const run = async (path: string, body?: unknown) => {
    setBusy(true);
    setError(null);
    try {
      await post(`/__admin/subscriptions/${id}/${path}`, body);
      sub.reload();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return html`<div data-ready="subscription-detail">
    <p><a href="#/subscriptions">‹ Assinaturas</a></p>
    <h1>Assinatura ${view.id} <${StatusBadge} status=${view.status} /></h1>
    <dl class="pairs">
      <div><dt>Cliente</dt><dd>${view.customerName} (${view.customerEmail})</dd></div>
      <div><dt>Produto</dt><dd>${view.product.name}</dd></div>
      <div><dt>Valor</dt><dd><${Money} cents=${view.amount} /> / ${view.billingCycle}</dd></div>
      <div><dt>Método</dt><dd>${view.paymentMethod}</dd></div>
      <div><dt>Vendedor</dt><dd><a href=${href('sellers', view.sellerId)}>${view.sellerId}</a></dd></div>
      <div><dt>Próxima cobrança</dt><dd><${When} iso=${view.nextBillingDate} /></dd></div>
      <div><dt>Cobranças</dt><dd data-billings=${view.totalBillings}>${view.totalBillings} (${view.successfulBillings} pagas, ${view.failedBillings} falharam)</dd></div>
      <div><dt>Último pagamento</dt><dd>${view.lastPaymentStatus ?? '—'} <${When} iso=${view.lastPaymentDate} /></dd></div>
      <div><dt>Tentativas após falha</dt><dd>${view.retryCount}${view.pastDueSince ? html`, em atraso desde <${When} iso=${view.pastDueSince} />` : ''}</dd></div>
      ${view.cancelAtPeriodEnd ? html`<div><dt>Cancela em</dt><dd><${When} iso=${view.cancelAt} /></dd></div>` : null}
    </dl>
    <section class="card actions" aria-labelledby="sub-actions-title">
      <h2 id="sub-actions-title">Ações (máquina de estados)</h2>
      ${view.allowedActions.length
        ? html`<div class="row">${view.allowedActions.map((action) => html`<button type="button" disabled=${busy} onClick=${() => run(action)}>${ACTION_LABELS[action]}</button>`)}</div>`
        : html`<p class="muted">Nenhuma ação permitida em ${view.status}.</p>`}
      ${view.card
        ? html`<div class="card-on-file">
            <p>Cartão de teste: ${view.card.brand} •••• ${view.card.last4}, próximas cobranças: <${StatusBadge} status=${view.card.outcome} /></p>
            <div class="row" role="group" aria-label="Resultado das próximas cobranças">
              ${CARD_OUTCOMES.filter((outcome) => outcome !== view.card!.outcome).map(
                (outcome) => html`<button type="button" disabled=${busy} onClick=${() => run('card', { outcome })}>Próximas cobranças: ${outcome}</button>`,
              )}
            </div>
          </div>`
        : null}
      <${ErrorNote} error=${error} />
    </section>
    <section class="card" aria-labelledby="charges-title">
      <h2 id="charges-title">Histórico de cobranças</h2>
      ${charges.data
        ? charges.data.sales.length
          ? html`<div class="table-wrap"><table>
              <caption class="sr-only">Vendas criadas por esta assinatura</caption>
              <thead><tr><th scope="col">Venda</th><th scope="col">Data</th><th scope="col">Status</th><th scope="col" class="num">Valor</th></tr></thead>
              <tbody>${charges.data.sales.map((row) => html`<tr key=${row.sale.id}><td><a href=${href('sales', row.sale.id)}>${row.sale.id}</a></td><td><${When} iso=${row.sale.date} /></td><td><${StatusBadge} status=${row.sale.status} /></td><td class="num"><${Money} cents=${row.sale.amount} /></td></tr>`)}</tbody>
            </table></div>`
          : html`<p class="muted">Nenhuma cobrança ainda.</p>`
        : html`<${Loading} what="as cobranças" />`}
    </section>
  </div>`;
}
