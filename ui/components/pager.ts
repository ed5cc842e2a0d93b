import { html } from '../lib/html';
import { setParams } from '../lib/router';

/** Previous / next over a server-side list; the page lives in the URL. */
export function Pager({ page, limit, total, label }: { page: number; limit: number; total: number; label: string }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return html`<nav class="pager" aria-label=${`Páginas de ${label}`}>
    <button type="button" disabled=${page <= 1} onClick=${() => setParams({ page: page - 1 })}>‹ Anterior</button>
    <span aria-live="polite">Página ${page.toLocaleString('pt-BR')} de ${pages.toLocaleString('pt-BR')} · ${total.toLocaleString('pt-BR')} ${label}</span>
    <button type="button" disabled=${page >= pages} onClick=${() => setParams({ page: page + 1 })}>Próxima ›</button>
  </nav>`;
}
