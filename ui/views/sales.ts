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
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, SALE_STATUSES, STATUS_LABELS } from '../lib/vocabulary';
import { SaleDetail } from './sale-detail';

const FIELDS: FilterField[] = [
  { name: 'sellerId', label: 'Vendedor (id)', type: 'number' },
  { name: 'paymentMethod', label: 'Método', type: 'select', options: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS },
  { name: 'status', label: 'Status', type: 'select', options: SALE_STATUSES, labels: STATUS_LABELS },
  { name: 'startDate', label: 'De (Brasília)', type: 'date' },
  { name: 'endDate', label: 'Até (Brasília)', type: 'date' },
];

/** Sales of every seller, filtered and paged by the server (GET /__admin/sales), so 100,000 cost one page. */
function SalesList() {
  const params = route.value.params;
  const page = numberParam('page', 1);
  const limit = numberParam('limit', 25);
  const request = {
    query: {
      sellerId: params.get('sellerId'),
      paymentMethod: params.get('paymentMethod'),
      status: params.get('status'),
      startDate: params.get('startDate'),
      endDate: params.get('endDate'),
      page,
      limit,
    },
  };
  const url = pathTo('getAdminSales', request);
  const sales = useLive(url, ['sale'], () => api('getAdminSales', request));
  const data = sales.data;
  return html`<div>
    <div class="heading"><h1>Vendas</h1><${GoTo} view="sales" label="Venda por id" /></div>
    <${Filters} fields=${FIELDS} label="Filtrar vendas" />
    <${ErrorNote} error=${sales.error} />
    ${
      data
        ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Vendas" data-ready="sales">
          <table>
            <caption class="sr-only">Vendas, mais recentes primeiro</caption>
            <thead><tr><th scope="col">Id</th><th scope="col">Criada em</th><th scope="col">Vendedor</th><th scope="col">Método</th><th scope="col">Status</th><th scope="col" class="num">Valor</th><th scope="col">Cliente</th></tr></thead>
            <tbody>
              ${data.sales.map(
                (row) => html`<tr key=${row.sale.id}>
                  <td><a href=${href('sales', row.sale.id)}>${row.sale.id}</a></td>
                  <td><${When} iso=${row.sale.date} /></td>
                  <td><a href=${href('sellers', row.sellerId)}>${row.sellerId}</a></td>
                  <td><${Labelled} value=${row.sale.paymentMethod} labels=${PAYMENT_METHOD_LABELS} /></td>
                  <td><${StatusBadge} status=${row.sale.status} /></td>
                  <td class="num"><${Money} cents=${row.sale.amount} /></td>
                  <td>${row.sale.customer.name}</td>
                </tr>`,
              )}
            </tbody>
          </table>
          ${data.sales.length === 0 ? html`<p class="muted">Nenhuma venda com estes filtros.</p>` : null}
        </div>
        <${Pager} page=${data.page} limit=${data.limit} total=${data.total} label="vendas" />`
        : html`<${Loading} what="as vendas" />`
    }
  </div>`;
}

export function SalesView() {
  const id = route.value.id;
  return id ? html`<${SaleDetail} id=${id} />` : html`<${SalesList} />`;
}
