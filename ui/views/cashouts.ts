import { Filters, type FilterField } from '../components/filters';
import { GoTo } from '../components/go-to';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { Pager } from '../components/pager';
import { Labelled, StatusBadge } from '../components/status-badge';
import { When } from '../components/when';
import { api, pathTo } from '../lib/api';
import { formatPixKey } from '../lib/format';
import { html } from '../lib/html';
import { href, numberParam, route } from '../lib/router';
import { useLive } from '../lib/use-live';
import { CASHOUT_STATUSES, PIX_KEY_TYPE_LABELS, STATUS_LABELS } from '../lib/vocabulary';
import { CashoutDetail } from './cashout-detail';

const FIELDS: FilterField[] = [
  { name: 'sellerId', label: 'Vendedor (id)', type: 'number' },
  { name: 'status', label: 'Status', type: 'select', options: CASHOUT_STATUSES, labels: STATUS_LABELS },
];

function CashoutsList() {
  const params = route.value.params;
  const page = numberParam('page', 1);
  const limit = numberParam('limit', 25);
  const request = { query: { sellerId: params.get('sellerId'), status: params.get('status'), page, limit } };
  const url = pathTo('getAdminCashouts', request);
  const cashouts = useLive(url, ['cashout'], () => api('getAdminCashouts', request));
  const data = cashouts.data;
  return html`<div>
    <div class="heading"><h1>Saques</h1><${GoTo} view="cashouts" label="Saque por id" /></div>
    <${Filters} fields=${FIELDS} label="Filtrar saques" />
    <${ErrorNote} error=${cashouts.error} />
    ${
      data
        ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Saques" data-ready="cashouts">
          <table>
            <caption class="sr-only">Saques, mais recentes primeiro</caption>
            <thead><tr><th scope="col">Id</th><th scope="col">Criado em</th><th scope="col">Vendedor</th><th scope="col">Chave PIX</th><th scope="col">Status</th><th scope="col" class="num">Valor</th></tr></thead>
            <tbody>
              ${data.cashouts.map(
                (cashout) => html`<tr key=${cashout.id}>
                  <td><a href=${href('cashouts', cashout.id)}>${cashout.id}</a></td>
                  <td><${When} iso=${cashout.createdAt} /></td>
                  <td><a href=${href('sellers', cashout.sellerId)}>${cashout.sellerId}</a></td>
                  <td><${Labelled} value=${cashout.pixKeyType} labels=${PIX_KEY_TYPE_LABELS} /> ${formatPixKey(cashout.pixKeyType, cashout.pixKey)}</td>
                  <td><${StatusBadge} status=${cashout.status} /></td>
                  <td class="num"><${Money} cents=${cashout.amountCents} /></td>
                </tr>`,
              )}
            </tbody>
          </table>
          ${data.cashouts.length === 0 ? html`<p class="muted">Nenhum saque com estes filtros.</p>` : null}
        </div>
        <${Pager} page=${data.page} limit=${data.limit} total=${data.total} label="saques" />`
        : html`<${Loading} what="os saques" />`
    }
  </div>`;
}

export function CashoutsView() {
  const id = route.value.id;
  return id ? html`<${CashoutDetail} id=${id} />` : html`<${CashoutsList} />`;
}
