import type { ClockState } from '../lib/clock-state';
import { html } from '../lib/html';
import { clock } from '../lib/clock-state';
import { When } from './when';

/**
 * The sandbox clock in the header, kept current by clock events; labelled as such, since a page may show wall-clock
 * instants beside it (the Tenants view's "hora real" columns).
 */
export function ClockBadge() {
  const value: ClockState | null = clock.value;
  return html`<span class="clock" aria-label="Relógio do sandbox (Brasília)" data-clock-badge><span class="clock-kind" aria-hidden="true">relógio do sandbox</span> ${value ? html`<${When} iso=${value.now} />${value.frozen ? html` <span class="badge tone-info">parado</span>` : null}` : '…'}</span>`;
}
