import { Filters, type FilterField } from '../components/filters';
import { GoTo } from '../components/go-to';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { Pager } from '../components/pager';
import { Labelled, StatusBadge } from '../components/status-badge';
import { When } from '../components/when';
import { api, pathTo } from '../lib/api';
import { html } from '../lib/html';
import { href, numberParam, route } from '../lib/router';
import { useLive } from '../lib/use-live';
import { BILLING_CYCLE_LABELS, STATUS_LABELS, SUBSCRIPTION_STATUSES } from '../lib/vocabulary';
import { SubscriptionCreate } from './subscription-create';
import { SubscriptionDetail } from './subscription-detail';

const FIELDS: FilterField[] = [
  { name: 'sellerId', label: 'Vendedor (id)', type: 'number' },
  { name: 'status', label: 'Status', type: 'select', options: SUBSCRIPTION_STATUSES, labels: STATUS_LABELS },
];

function SubscriptionsList() {
  const params = route.value.params;
  const page = numberParam('page', 1);
  const limit = numberParam('limit', 25);
  const request = { query: { sellerId: params.get('sellerId'), status: params.get('status'), page, limit } };
  const url = pathTo('getAdminSubscriptions', request);
  const list = useLive(url, ['subscription'], () => api('getAdminSubscriptions', request));
  const data = list.data;
  return html`<div>
    <div class="heading"><h1>Assinaturas</h1><${GoTo} view="subscriptions" label="Assinatura por id" /></div>
    <${SubscriptionCreate} />
    <${Filters} fields=${FIELDS} label="Filtrar assinaturas" />
    <${ErrorNote} error=${list.error} />
    ${
      data
        ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Assinaturas" data-ready="subscriptions">
          <table>
            <caption class="sr-only">Assinaturas</caption>
            <thead><tr><th scope="col">Id</th><th scope="col">Vendedor</th><th scope="col">Cliente</th><th scope="col">Produto</th><th scope="col" class="num">Valor</th><th scope="col">Ciclo</th><th scope="col">Status</th><th scope="col">Próxima cobrança</th></tr></thead>
            <tbody>
              ${data.subscriptions.map(
                (sub) => html`<tr key=${sub.id}>
                  <td><a href=${href('subscriptions', sub.id)}>${sub.id}</a></td>
                  <td><a href=${href('sellers', sub.sellerId)}>${sub.sellerId}</a></td>
                  <td>${sub.customerName}</td>
                  <td>${sub.product.name}</td>
                  <td class="num"><${Money} cents=${sub.amount} /></td>
                  <td><${Labelled} value=${sub.billingCycle} labels=${BILLING_CYCLE_LABELS} /></td>
                  <td><${StatusBadge} status=${sub.status} /></td>
                  <td><${When} iso=${sub.nextBillingDate} /></td>
                </tr>`,
              )}
            </tbody>
          </table>
        </div>
        <${Pager} page=${data.page} limit=${data.limit} total=${data.total} label="assinaturas" />`
        : html`<${Loading} what="as assinaturas" />`
    }
  </div>`;
}

export function SubscriptionsView() {
  const id = route.value.id;
  return id ? html`<${SubscriptionDetail} id=${id} />` : html`<${SubscriptionsList} />`;
}
