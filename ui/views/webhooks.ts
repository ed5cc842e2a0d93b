import { DeliveryTable } from '../components/delivery-table';
import { Filters, type FilterField } from '../components/filters';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { api, pathTo } from '../lib/api';
import { html } from '../lib/html';
import { numberParam, route } from '../lib/router';
import { useLive } from '../lib/use-live';
import { DELIVERY_KIND_LABELS, DELIVERY_KINDS, DELIVERY_STATUSES, STATUS_LABELS } from '../lib/vocabulary';
import { DeliveryDetail } from './delivery-detail';

const FIELDS: FilterField[] = [
  { name: 'sellerId', label: 'Vendedor (id)', type: 'number' },
  { name: 'status', label: 'Status', type: 'select', options: DELIVERY_STATUSES, labels: STATUS_LABELS },
  { name: 'kind', label: 'Tipo', type: 'select', options: DELIVERY_KINDS, labels: DELIVERY_KIND_LABELS },
];

/** Every webhook and postback delivery, newest first, each with its attempts. */
function DeliveriesList() {
  const params = route.value.params;
  const limit = numberParam('limit', 50);
  const request = {
    query: { sellerId: params.get('sellerId'), status: params.get('status'), kind: params.get('kind'), limit },
  };
  const url = pathTo('getAdminWebhooksDeliveries', request);
  const list = useLive(url, ['delivery'], () => api('getAdminWebhooksDeliveries', request));
  return html`<div>
    <h1>Webhooks e postbacks</h1>
    <p class="muted">Para receber entregas sem um receptor próprio, aponte um webhook ou postbackUrl para uma <a href="#/inbox">caixa de entrada</a>.</p>
    <${Filters} fields=${FIELDS} label="Filtrar entregas" />
    <${ErrorNote} error=${list.error} />
    ${
      list.data
        ? html`<div data-ready="webhooks"><p class="muted">${list.data.deliveries.length} de ${list.data.total} entregas.</p><${DeliveryTable} deliveries=${list.data.deliveries} caption="Entregas" /></div>`
        : html`<${Loading} what="as entregas" />`
    }
  </div>`;
}

export function WebhooksView() {
  const id = route.value.id;
  return id ? html`<${DeliveryDetail} id=${id} />` : html`<${DeliveriesList} />`;
}
