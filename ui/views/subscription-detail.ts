import { useRef, useState } from 'preact/hooks';
import { SellerLink } from '../components/seller-link';
import type { AdminSaleList, SubscriptionAction } from '../../src/generated/schema-types';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { Labelled, StatusBadge } from '../components/status-badge';
import { Timeline, type Moment } from '../components/timeline';
import { When } from '../components/when';
import type { OperationId } from '../../src/tools/client/call';
import { api } from '../lib/api';
import { formatDocument, formatPhone } from '../lib/format';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';
import { problems } from '../lib/problems';
import { BILLING_CYCLE_LABELS, CARD_OUTCOME_LABELS, CARD_OUTCOMES, PAYMENT_METHOD_LABELS } from '../lib/vocabulary';

/** The operation of each action of the page (the route table's rows: one per seller action, and the card's). */
const ACTION_OPERATIONS = {
  card: 'postAdminSubscriptionsIdCard',
  pause: 'postAdminSubscriptionsIdPause',
  resume: 'postAdminSubscriptionsIdResume',
  cancel: 'postAdminSubscriptionsIdCancel',
  cancelAtPeriodEnd: 'postAdminSubscriptionsIdCancelAtPeriodEnd',
} as const satisfies Record<SubscriptionAction | 'card', OperationId>;

/** Each charge the subscription made, at the instant it was made, with each later move of its sale. */
function chargeMoments(charges: AdminSaleList['sales']): Moment[] {
  return charges.flatMap((row) =>
    row.statusHistory.map((change, index) => ({
      at: change.at,
      order: index,
      body:
        index === 0
          ? html`cobrança: <a href=${href('sales', row.sale.id)}>venda ${row.sale.id}</a> de <${Money} cents=${row.sale.amount} />, <${StatusBadge} status=${change.status} />`
          : html`<a href=${href('sales', row.sale.id)}>venda ${row.sale.id}</a> passou a <${StatusBadge} status=${change.status} />`,
    })),
  );
}

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
  const sub = useLive(`subscription-${id}`, ['subscription'], () => api('getAdminSubscriptionsId', { path: { id } }));
  const sellerId = sub.data?.sellerId;
  const charges = useLive(`subscription-charges-${id}-${sellerId}`, ['sale'], () =>
    sellerId ? api('getAdminSales', { query: { sellerId, subscriptionId: id, limit: 100 } }) : Promise.resolve(null),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const view = sub.data;
  if (!view)
    return html`<div><p><a href="#/subscriptions">‹ Assinaturas</a></p><${ErrorNote} error=${sub.error} />${sub.error ? null : html`<${Loading} what=${`a assinatura ${id}`} />`}</div>`;
  const run = async (path: SubscriptionAction | 'card', body?: unknown) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await api(ACTION_OPERATIONS[path], { path: { id } }, body);
      setDone(
        path === 'card'
          ? 'Resultado das próximas cobranças alterado.'
          : `Assinatura ${id}: ${ACTION_LABELS[path].toLowerCase()} feito.`,
      );
      sub.reload();
    } catch (failure) {
      setError(problems(failure));
    } finally {
      setBusy(false);
      heading.current?.focus();
    }
  };
  return html`<div data-ready="subscription-detail">
    <p><a href="#/subscriptions">‹ Assinaturas</a></p>
    <h1>Assinatura ${view.id} <${StatusBadge} status=${view.status} /></h1>
    <dl class="pairs">
      <div><dt>Cliente</dt><dd>${view.customerName} (${view.customerEmail})</dd></div>
      <div><dt>Documento do cliente</dt><dd data-document>${formatDocument(view.customerDocument)}</dd></div>
      <div><dt>Telefone do cliente</dt><dd data-phone>${formatPhone(view.customerPhone)}</dd></div>
      <div><dt>Produto</dt><dd>${view.product.name}</dd></div>
      <div><dt>Valor</dt><dd><${Money} cents=${view.amount} /> / <${Labelled} value=${view.billingCycle} labels=${BILLING_CYCLE_LABELS} /></dd></div>
      <div><dt>Método</dt><dd><${Labelled} value=${view.paymentMethod} labels=${PAYMENT_METHOD_LABELS} /></dd></div>
      <div><dt>Vendedor</dt><dd><${SellerLink} id=${view.sellerId} /></dd></div>
      <div><dt>Próxima cobrança</dt><dd><${When} iso=${view.nextBillingDate} /></dd></div>
      <div><dt>Cobranças</dt><dd data-billings=${view.totalBillings}>${view.totalBillings} (${view.successfulBillings} ${view.successfulBillings === 1 ? 'paga' : 'pagas'}, ${view.failedBillings} ${view.failedBillings === 1 ? 'falhou' : 'falharam'})</dd></div>
      <div><dt>Último pagamento</dt><dd>${view.lastPaymentStatus ? html`<${StatusBadge} status=${view.lastPaymentStatus} />` : '—'} <${When} iso=${view.lastPaymentDate} /></dd></div>
      <div><dt>Tentativas após falha</dt><dd>${view.retryCount}${view.pastDueSince ? html`, em atraso desde <${When} iso=${view.pastDueSince} />` : ''}</dd></div>
      ${view.cancelAtPeriodEnd ? html`<div><dt>Cancela em</dt><dd><${When} iso=${view.cancelAt} /></dd></div>` : null}
    </dl>
    <section class="card actions" aria-labelledby="sub-actions-title">
      <h2 id="sub-actions-title" tabindex="-1" ref=${heading}>Ações (máquina de estados)</h2>
      ${
        view.allowedActions.length
          ? html`<div class="row">${view.allowedActions.map((action) => html`<button type="button" disabled=${busy} onClick=${() => run(action)}>${ACTION_LABELS[action]}</button>`)}</div>`
          : html`<p class="muted">Nenhuma ação permitida em ${view.status}.</p>`
      }
      ${
        view.card
          ? html`<div class="card-on-file">
            <p>Cartão de teste: ${view.card.brand} •••• ${view.card.last4}, próximas cobranças: <${StatusBadge} status=${view.card.outcome} /></p>
            <div class="row" role="group" aria-label="Resultado das próximas cobranças">
              ${CARD_OUTCOMES.filter((outcome) => outcome !== view.card!.outcome).map(
                (outcome) =>
                  html`<button type="button" disabled=${busy} onClick=${() => run('card', { outcome })}>Próximas cobranças: ${outcome} (${CARD_OUTCOME_LABELS[outcome as keyof typeof CARD_OUTCOME_LABELS]})</button>`,
              )}
            </div>
          </div>`
          : null
      }
      ${done ? html`<p class="ok" role="status">${done}</p>` : null}
      <${ErrorNote} error=${error} />
    </section>
    <${Timeline} resource=${`subscription:${view.id}`} topics=${['subscription', 'sale', 'balance']} record=${[{ at: view.createdAt, order: -1, body: html`assinatura criada` }, ...chargeMoments(charges.data?.sales ?? [])]} label=${`Linha do tempo da assinatura ${view.id}`} />
    <section class="card" aria-labelledby="charges-title">
      <h2 id="charges-title">Histórico de cobranças</h2>
      ${
        charges.data
          ? charges.data.sales.length
            ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Cobranças da assinatura"><table>
              <caption class="sr-only">Vendas criadas por esta assinatura</caption>
              <thead><tr><th scope="col">Venda</th><th scope="col">Data</th><th scope="col">Status</th><th scope="col" class="num">Valor</th></tr></thead>
              <tbody>${charges.data.sales.map((row) => html`<tr key=${row.sale.id}><td><a href=${href('sales', row.sale.id)}>${row.sale.id}</a></td><td><${When} iso=${row.sale.date} /></td><td><${StatusBadge} status=${row.sale.status} /></td><td class="num"><${Money} cents=${row.sale.amount} /></td></tr>`)}</tbody>
            </table></div>`
            : html`<p class="muted">Nenhuma cobrança ainda.</p>`
          : html`<${Loading} what="as cobranças" />`
      }
    </section>
  </div>`;
}
