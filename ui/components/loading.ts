import { html } from '../lib/html';

/** Said while a view's data is on its way. */
export function Loading({ what }: { what: string }) {
  return html`<p class="muted" aria-busy="true">Carregando ${what}…</p>`;
}
