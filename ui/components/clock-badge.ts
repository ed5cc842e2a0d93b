import type { ClockState } from '../lib/clock-state';
import { html } from '../lib/html';
import { clock } from '../lib/clock-state';
import { When } from './when';

/** The sandbox clock in the header, kept current by clock events. */
export function ClockBadge() {
  const value: ClockState | null = clock.value;
  return html`<span class="clock" aria-label="Relógio do sandbox (Brasília)">${value ? html`<${When} iso=${value.now} />${value.frozen ? html` <span class="badge tone-info">parado</span>` : null}` : '…'}</span>`;
}
