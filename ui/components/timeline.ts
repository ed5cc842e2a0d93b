import type { DeliveryList } from '../../src/generated/schema-types';

import { api } from '../lib/api';
import { config } from '../lib/config';
import { formatDuration } from '../lib/duration';
import { describe } from '../lib/event-lines';
import { html } from '../lib/html';
import type { Topic } from '../lib/live';
import { href } from '../lib/router';
import { useSellerNames } from '../lib/seller-names';
import { useLive } from '../lib/use-live';
import { DELIVERY_KIND_LABELS } from '../lib/vocabulary';
import { StatusBadge } from './status-badge';
import { When } from './when';

type Delivery = DeliveryList['deliveries'][number];

/** One thing that happened to a record, at the sandbox instant it happened. */
export interface Moment {
  at: string;
  /** Sorts moments of one instant: a change before the postback it caused. */
  order: number;
  body: unknown;
}

/** Every attempt of each delivery about the record, as moments: what was sent, where, and what the receiver said. */
export function deliveryMoments(deliveries: Delivery[]): Moment[] {
  return deliveries.flatMap((delivery) => [
    {
      at: delivery.createdAt,
      order: 1,
      body: html`<span class="kind">${DELIVERY_KIND_LABELS[delivery.kind]}</span> de <${StatusBadge} status=${delivery.resource.status} /> na fila (<a href=${href('webhooks', delivery.id)}>entrega ${delivery.id}</a>)`,
    },
    ...delivery.attempts.map((attempt, index) => ({
      at: attempt.at,
      order: 2,
      body: html`tentativa ${index + 1} da <a href=${href('webhooks', delivery.id)}>entrega ${delivery.id}</a>: ${attempt.statusCode !== null ? html`HTTP <strong>${attempt.statusCode}</strong>` : html`sem resposta${attempt.error ? ` (${attempt.error})` : ''}`} em <span data-measured>${formatDuration(attempt.durationMs)}</span>`,
    })),
  ]);
}

/**
 * A record's timeline, oldest first, each moment at the sandbox instant it happened (never the
 * instant a clock advance ended). From the server's per-object history
 * (GET /__admin/events/timeline?resource=sale:12: moves with from → to, ledger entries,
 * postbacks) when it has events for the record; otherwise (a fixture record, one older than the
 * kept history, or a server without timelines) from what the record itself keeps: `record`, its
 * status history, deliveries and their attempts.
 */
export function Timeline({
  resource,
  topics,
  record,
  label,
}: {
  resource: string;
  topics: Topic[];
  record: Moment[];
  label: string;
}) {
  const kept = useLive(`timeline-${resource}`, [...topics, 'state'], () =>
    config.features.timeline ? api('getAdminEventsTimeline', { query: { resource } }) : Promise.resolve(null),
  );
  const events = kept.data?.events ?? [];
  // Lines of the record's seller's balance or account name it: the names are asked for once there is one.
  const names = useSellerNames(
    events.some((event) => event.type === 'balance.changed' || event.type === 'seller.changed'),
  );
  const [type, id] = resource.split(':');
  const self = href(`${type}s`, id);
  const moments: Moment[] = events.length
    ? events.map((event, index) => {
        const { text, link } = describe(event, { names });
        // A line about the record itself needs no link to the page it is on.
        return {
          at: event.at,
          order: index,
          body: html`<code class="type">${event.type}</code> ${link && link !== self ? html`<a href=${link}>${text}</a>` : text}`,
        };
      })
    : record;
  const sorted = [...moments].sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  return html`<section class="card" aria-labelledby="timeline-title">
    <h2 id="timeline-title">Linha do tempo</h2>
    <p class="muted small">${
      events.length
        ? `Eventos guardados pelo sandbox (os últimos ${kept.data!.historySize.toLocaleString('pt-BR')} de todo o sandbox).`
        : 'Montada a partir do registro: seu histórico de status, entregas e tentativas.'
    }</p>
    ${
      sorted.length
        ? html`<ol class="timeline" aria-label=${label} data-source=${events.length ? 'events' : 'record'}>${sorted.map((moment) => html`<li data-at=${moment.at}><${When} iso=${moment.at} /> · ${moment.body}</li>`)}</ol>`
        : html`<p class="muted">Nada ainda.</p>`
    }
  </section>`;
}
