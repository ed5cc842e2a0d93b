import type { DeliveryList } from '../../src/generated/schema-types';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { DELIVERY_KIND_LABELS } from '../lib/vocabulary';
import { Labelled, StatusBadge } from './status-badge';
import { When } from './when';

type Delivery = DeliveryList['deliveries'][number];

/** Deliveries (webhooks and postbacks) with their attempts at a glance; each opens its detail. */
export function DeliveryTable({ deliveries, caption }: { deliveries: Delivery[]; caption: string }) {
  if (!deliveries.length) return html`<p class="muted">Nenhuma entrega.</p>`;
  return html`<div class="table-wrap" tabindex="0" role="region" aria-label=${caption}>
    <table class="deliveries">
      <caption class="sr-only">${caption}</caption>
      <thead><tr><th scope="col">Id</th><th scope="col">Criada em</th><th scope="col">Tipo</th><th scope="col">Evento</th><th scope="col">Destino</th><th scope="col">Status</th><th scope="col" class="num">Tentativas</th><th scope="col">Última resposta</th></tr></thead>
      <tbody>
        ${deliveries.map((delivery) => {
          const last = delivery.attempts.at(-1);
          return html`<tr key=${delivery.id}>
            <td><a href=${href('webhooks', delivery.id)}>${delivery.id}</a></td>
            <td><${When} iso=${delivery.createdAt} /></td>
            <td><${Labelled} value=${delivery.kind} labels=${DELIVERY_KIND_LABELS} /></td>
            <td>${delivery.resource.type} ${delivery.resource.id} → ${delivery.resource.status}</td>
            <td class="url">${delivery.url}</td>
            <td><${StatusBadge} status=${delivery.status} /></td>
            <td class="num">${delivery.attempts.length}</td>
            <td>${last ? (last.statusCode ?? last.error ?? '—') : '—'}</td>
          </tr>`;
        })}
      </tbody>
    </table>
  </div>`;
}
