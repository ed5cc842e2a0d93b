import { tenant } from '../lib/config';
import { useEffect, useRef, useState } from 'preact/hooks';
import { html } from '../lib/html';
import { connection } from '../lib/live';
import { href, navigate, route } from '../lib/router';
import { VIEWS } from '../views/registry';
import { ClockBadge } from './clock-badge';

const CONNECTION_LABEL = { connecting: 'conectando…', open: 'ao vivo', closed: 'reconectando…' };

/** The one search box: any id, e-mail, document, customer name or orderId, answered by the search view. */
function SearchBox() {
  const [text, setText] = useState(route.value.view === 'search' ? (route.value.params.get('q') ?? '') : '');
  const submit = (event: Event) => {
    event.preventDefault();
    if (text.trim()) navigate(href('search', null, { q: text.trim() }));
  };
  return html`<form class="search-box" role="search" aria-label="Buscar no sandbox" onSubmit=${submit}>
    <input type="search" name="q" aria-label="Buscar" aria-describedby="search-hint" placeholder="id, e-mail, CPF/CNPJ, cliente, orderId" value=${text} onInput=${(event: Event) => setText((event.target as HTMLInputElement).value)} />
    <span id="search-hint" class="sr-only">Vendas, saques, assinaturas e vendedores por id, e-mail, CPF ou CNPJ, nome do cliente ou orderId</span>
    <button type="submit">Buscar</button>
  </form>`;
}

/** The header: where you are, the sandbox clock, whether the live stream is up, the search and every view. */
export function Nav() {
  const current = route.value.view;
  const list = useRef<HTMLUListElement>(null);
  // At phone width the sections are one row that scrolls sideways: keep the current one in it, whole.
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    const left = link.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return html`<a class="skip" href="#main" onClick=${(event: Event) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  }}>Ir para o conteúdo</a>
  <header class="top">
    <div class="brand">
      <a href="#/overview" class="title">Console QA</a>
      ${tenant ? html`<span class="tenant" data-tenant=${tenant} title="Este console mostra só este tenant">tenant <strong>${tenant}</strong></span>` : null}
      <${ClockBadge} />
      <span class="live live-${connection.value}" role="status" aria-live="polite">${CONNECTION_LABEL[connection.value]}</span>
      <${SearchBox} />
    </div>
    <nav aria-label="Seções">
      <ul ref=${list}>
        ${VIEWS.filter((row) => row.nav !== false && !(tenant && row.operatorOnly)).map(({ view, label }) => html`<li><a href=${`#/${view}`} aria-current=${current === view ? 'page' : undefined}>${label}</a></li>`)}
      </ul>
    </nav>
  </header>`;
}
