import type { AdminSaleView, DeliveryList } from '../../src/generated/schema-types';
import { SellerLink } from '../components/seller-link';
import { DeliveryTable } from '../components/delivery-table';
import { JsonBlock } from '../components/json-block';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { PaymentData } from '../components/payment-data';
import { SaleActions } from '../components/sale-actions';
import { Labelled, StatusBadge } from '../components/status-badge';
import { deliveryMoments, Timeline, type Moment } from '../components/timeline';
import { When } from '../components/when';
import { api } from '../lib/api';
import { formatDocument, formatPhone } from '../lib/format';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';
import { MOVE_REASONS, PAYMENT_METHOD_LABELS } from '../lib/vocabulary';

/** The sale's moves and its postbacks, each at its own instant. */
function saleMoments(view: AdminSaleView, deliveries: DeliveryList['deliveries']): Moment[] {
  return [
    ...view.statusHistory.map((change, index) => ({
      at: change.at,
      order: 0,
      body:
        index === 0
          ? html`criada em <${StatusBadge} status=${change.status} />`
          : html`passou a <${StatusBadge} status=${change.status} />${change.reason ? html` <span data-reason=${change.reason}>(${MOVE_REASONS[change.reason]?.sentence ?? change.reason})</span>` : null}`,
    })),
    ...deliveryMoments(deliveries),
  ];
}

/** One sale: what the customer sees, the moves the machine allows, its history and the postbacks it caused. */
export function SaleDetail({ id }: { id: string }) {
  const sale = useLive(`sale-${id}`, ['sale'], () => api('getAdminSalesId', { path: { id } }));
  const postbacks = useLive(`sale-postbacks-${id}`, ['delivery'], () =>
    api('getAdminWebhooksDeliveries', { query: { resourceType: 'sale', resourceId: id, limit: 50 } }),
  );
  const view = sale.data;
  if (!view)
    return html`<div><p><a href="#/sales">‹ Vendas</a></p><${ErrorNote} error=${sale.error} />${sale.error ? null : html`<${Loading} what=${`a venda ${id}`} />`}</div>`;
  const metadata = view.sale.metadata;
  // A sale the clock moved by itself (an expired PIX) says why, beside its status.
  const reason = view.statusHistory.at(-1)?.reason;
  const why = reason ? MOVE_REASONS[reason] : undefined;
  return html`<div>
    <p><a href="#/sales">‹ Vendas</a></p>
    <div data-ready="sale-detail">
      <h1>Venda ${view.sale.id} <${StatusBadge} status=${view.sale.status} />${reason ? html` <span class="badge tone-wait" data-reason=${reason}>${why?.word ?? reason}</span>` : null}</h1>
      <dl class="pairs">
        <div><dt>Valor</dt><dd><${Money} cents=${view.sale.amount} /></dd></div>
        <div><dt>Líquido</dt><dd><${Money} cents=${view.sale.netAmount} /></dd></div>
        <div><dt>Taxa</dt><dd><${Money} cents=${view.sale.systemFee} /></dd></div>
        <div><dt>Reserva</dt><dd><${Money} cents=${view.sale.reserveAmount} /></dd></div>
        <div><dt>Método</dt><dd><${Labelled} value=${view.sale.paymentMethod} labels=${PAYMENT_METHOD_LABELS} /></dd></div>
        <div><dt>Vendedor</dt><dd><${SellerLink} id=${view.sellerId} /> · <a href=${href('ledger', view.sellerId, { ref: `sale:${view.sale.id}` })}>extrato</a></dd></div>
        <div><dt>Criada em</dt><dd><${When} iso=${view.sale.date} /></dd></div>
        <div><dt>Concluída em</dt><dd><${When} iso=${view.sale.completedAt} /></dd></div>
        <div><dt>Cliente</dt><dd>${view.sale.customer.name} (${view.sale.customer.email})</dd></div>
        <div><dt>Documento do cliente</dt><dd data-document>${formatDocument(view.sale.customer.document)}</dd></div>
        <div><dt>Telefone do cliente</dt><dd data-phone>${formatPhone(view.sale.customer.phone)}</dd></div>
        <div><dt>postbackUrl</dt><dd class="url">${view.postbackUrl ?? '—'}</dd></div>
        ${view.subscriptionId ? html`<div><dt>Assinatura</dt><dd><a href=${href('subscriptions', view.subscriptionId)}>${view.subscriptionId}</a></dd></div>` : null}
      </dl>
      <${SaleActions} view=${view} onDone=${sale.reload} />
      ${view.console ? html`<${PaymentData} view=${view.console} expired=${reason === 'sales.expiry'} />` : null}
      <${Timeline} resource=${`sale:${view.sale.id}`} topics=${['sale', 'delivery', 'balance']} record=${saleMoments(view, postbacks.data?.deliveries ?? [])} label=${`Linha do tempo da venda ${view.sale.id}`} />
      <section class="card" aria-labelledby="metadata-title">
        <h2 id="metadata-title">Metadados</h2>
        ${
          metadata && Object.keys(metadata).length
            ? html`<div data-metadata><${JsonBlock} text=${JSON.stringify(metadata, null, 2)} label="Metadados da venda" /></div>`
            : html`<p class="muted" data-metadata>A venda foi criada sem <code>metadata</code>.</p>`
        }
      </section>
      <section class="card" aria-labelledby="items-title">
        <h2 id="items-title">Itens</h2>
        <ul>${view.sale.items.map((item) => html`<li>${item.quantity} × ${item.title} (<${Money} cents=${item.unitPrice} />)</li>`)}</ul>
      </section>
      <section class="card" aria-labelledby="postbacks-title">
        <h2 id="postbacks-title">Postbacks desta venda</h2>
        ${postbacks.data ? html`<${DeliveryTable} deliveries=${postbacks.data.deliveries} caption="Postbacks da venda" />` : html`<${Loading} what="os postbacks" />`}
      </section>
    </div>
  </div>`;
}
