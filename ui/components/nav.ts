import { tenant } from '../lib/config';
import { html } from '../lib/html';
import { connection } from '../lib/live';
import { route } from '../lib/router';
import { VIEWS } from '../views/registry';
import { ClockBadge } from './clock-badge';

const CONNECTION_LABEL = { connecting: 'conectando…', open: 'ao vivo', closed: 'reconectando…' };

/** The header: where you are, the sandbox clock, whether the live stream is up, and every view. */
export function Nav() {
  const current = route.value.view;
  return html`<a class="skip" href="#main" onClick=${(event: Event) => { event.preventDefault(); document.getElementById('main')?.focus(); }}>Ir para o conteúdo</a>
  <header class="top">
    <div class="brand">
      <a href="#/overview" class="title">Console QA</a>
      ${tenant ? html`<span class="tenant" data-tenant=${tenant} title="Este console mostra só este tenant">tenant <strong>${tenant}</strong></span>` : null}
      <${ClockBadge} />
      <span class="live live-${connection.value}" role="status" aria-live="polite">${CONNECTION_LABEL[connection.value]}</span>
    </div>
    <nav aria-label="Seções">
      <ul>
        ${VIEWS.filter((row) => !(tenant && row.operatorOnly)).map(({ view, label }) => html`<li><a href=${`#/${view}`} aria-current=${current === view ? 'page' : undefined}>${label}</a></li>`)}
      </ul>
    </nav>
  </header>`;
}
