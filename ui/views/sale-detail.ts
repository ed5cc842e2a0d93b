import type { AdminSaleView, DeliveryList } from '../../src/generated/schema-types';
import { DeliveryTable } from '../components/delivery-table';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { PaymentData } from '../components/payment-data';
import { SaleActions } from '../components/sale-actions';
import { StatusBadge } from '../components/status-badge';
import { When } from '../components/when';
import { get, query } from '../lib/api';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';

/** One sale: what the customer sees, the moves the machine allows, its history and the postbacks it caused. */
export function SaleDetail({ id }: { id: string }) {
  const sale = useLive(`sale-${id}`, ['sale'], () => get<AdminSaleView>(`/__admin/sales/${id}`));
  const postbacks = useLive(`sale-postbacks-${id}`, ['delivery'], () => get<DeliveryList>(`/__admin/webhooks/deliveries${query({ resourceType: 'sale', resourceId: id, limit: 50 })}`));
  const view = sale.data;
  return html`<div>
    <p><a href="#/sales">‹ Vendas</a></p>
    <${ErrorNote} error=${sale.error} />
    ${view
      ? html`<div data-ready="sale-detail">
          <h1>Venda ${view.sale.id} <${StatusBadge} status=${view.sale.status} /></h1>
          <dl class="pairs">
            <div><dt>Valor</dt><dd><${Money} cents=${view.sale.amount} /></dd></div>
            <div><dt>Líquido</dt><dd><${Money} cents=${view.sale.netAmount} /></dd></div>
            <div><dt>Taxa</dt><dd><${Money} cents=${view.sale.systemFee} /></dd></div>
            <div><dt>Reserva</dt><dd><${Money} cents=${view.sale.reserveAmount} /></dd></div>
            <div><dt>Método</dt><dd>${view.sale.paymentMethod}</dd></div>
            <div><dt>Vendedor</dt><dd><a href=${href('sellers', view.sellerId)}>${view.sellerId}</a></dd></div>
            <div><dt>Criada em</dt><dd><${When} iso=${view.sale.date} /></dd></div>
            <div><dt>Concluída em</dt><dd><${When} iso=${view.sale.completedAt} /></dd></div>
            <div><dt>Cliente</dt><dd>${view.sale.customer.name} (${view.sale.customer.email})</dd></div>
            <div><dt>postbackUrl</dt><dd class="url">${view.postbackUrl ?? '—'}</dd></div>
            ${view.subscriptionId ? html`<div><dt>Assinatura</dt><dd><a href=${href('subscriptions', view.subscriptionId)}>${view.subscriptionId}</a></dd></div>` : null}
          </dl>
          <${SaleActions} view=${view} onDone=${sale.reload} />
          ${view.console ? html`<${PaymentData} view=${view.console} />` : null}
          <section class="card" aria-labelledby="history-title">
            <h2 id="history-title">Histórico de status</h2>
            <ol class="history">${view.statusHistory.map((change) => html`<li><${StatusBadge} status=${change.status} /> <${When} iso=${change.at} /></li>`)}</ol>
          </section>
          <section class="card" aria-labelledby="items-title">
            <h2 id="items-title">Itens</h2>
            <ul>${view.sale.items.map((item) => html`<li>${item.quantity} × ${item.title} (<${Money} cents=${item.unitPrice} />)</li>`)}</ul>
          </section>
          <section class="card" aria-labelledby="postbacks-title">
            <h2 id="postbacks-title">Postbacks desta venda</h2>
            ${postbacks.data ? html`<${DeliveryTable} deliveries=${postbacks.data.deliveries} caption="Postbacks da venda" />` : html`<${Loading} what="os postbacks" />`}
          </section>
        </div>`
      : html`<${Loading} what=${`a venda ${id}`} />`}
  </div>`;
}
