import type { DeliveryList } from '../../src/generated/schema-types';
import { formatDuration } from '../lib/duration';
import { html } from '../lib/html';
import { href } from '../lib/router';
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
    { at: delivery.createdAt, order: 1, body: html`<span class="kind">${DELIVERY_KIND_LABELS[delivery.kind]}</span> de <${StatusBadge} status=${delivery.resource.status} /> na fila (<a href=${href('webhooks', delivery.id)}>entrega ${delivery.id}</a>)` },
    ...delivery.attempts.map((attempt, index) => ({
      at: attempt.at,
      order: 2,
      body: html`tentativa ${index + 1} da <a href=${href('webhooks', delivery.id)}>entrega ${delivery.id}</a>: ${attempt.statusCode !== null ? html`HTTP <strong>${attempt.statusCode}</strong>` : html`sem resposta${attempt.error ? ` (${attempt.error})` : ''}`} em ${formatDuration(attempt.durationMs)}`,
    })),
  ]);
}

/**
 * A record's timeline: each moment at the sandbox instant it happened (never the instant a clock
 * advance ended), oldest first, built from what the record keeps (its status history, its
 * deliveries and their attempts).
 */
export function Timeline({ moments, label }: { moments: Moment[]; label: string }) {
  const sorted = [...moments].sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  return html`<section class="card" aria-labelledby="timeline-title">
    <h2 id="timeline-title">Linha do tempo</h2>
    ${sorted.length
      ? html`<ol class="timeline" aria-label=${label} data-ready="timeline">${sorted.map((moment) => html`<li data-at=${moment.at}><${When} iso=${moment.at} /> · ${moment.body}</li>`)}</ol>`
      : html`<p class="muted" data-ready="timeline">Nada ainda.</p>`}
  </section>`;
}
