import type { ClockState } from '../lib/clock-state';
import { clock } from '../lib/clock-state';
import { html } from '../lib/html';
import { When } from './when';

/** Every instant of the console is written in Brasília time, UTC−3 all year since 2019: said once per page. */
export const ZONE = 'Brasília (UTC−03:00)';

/** A column of wall-clock instants: "Criado (hora real)". */
export const wallColumn = (label: string) => html`${label} <span class="clock-kind">(hora real)</span>`;

/**
 * What the instants of a page mean (issue 32): the zone, once; the sandbox clock (the simulated time sales,
 * subscriptions and jobs follow, moved by clock advance), labelled as such, beside the wall-clock instants of the
 * page ("hora real": when a request really came, when a tenant really expires).
 */
export function TimeLegend() {
  const value: ClockState | null = clock.value;
  const now = value ? html`<${When} iso=${value.now} />${value.frozen ? ' (parado)' : ''}` : '…';
  return html`<p class="time-legend" data-time-legend>Horários de ${ZONE}. <span data-sandbox-clock>Relógio do sandbox: ${now}</span>. As colunas marcadas <em>hora real</em> são o relógio do servidor, que o avanço do relógio do sandbox não move.</p>`;
}
