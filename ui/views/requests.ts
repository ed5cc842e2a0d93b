import { useEffect, useState } from 'preact/hooks';
import type { RequestList } from '../../src/generated/schema-types';
import { Filters, type FilterField } from '../components/filters';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { When } from '../components/when';
import { api, pathTo } from '../lib/api';
import { formatDuration } from '../lib/duration';
import { html } from '../lib/html';
import { onEvent } from '../lib/live';
import { href, route } from '../lib/router';
import { useLive } from '../lib/use-live';
import { RequestDetail } from './request-detail';
import { isAdminPath } from '../../src/tools/client/call';

type Entry = RequestList['requests'][number];

const FIELDS: FilterField[] = [
  { name: 'sellerId', label: 'Vendedor (id)', type: 'number' },
  { name: 'path', label: 'Caminho contém', type: 'text', placeholder: '/api/sales' },
  { name: 'status', label: 'Status', type: 'text', placeholder: '404 ou 4xx' },
  { name: 'admin', label: 'Incluir chamadas /__admin (as deste console também)', type: 'checkbox' },
];

/** The same filter as the server's, for entries that arrive live. */
function matches(entry: Entry, params: URLSearchParams): boolean {
  const sellerId = params.get('sellerId');
  const path = params.get('path');
  const status = params.get('status')?.toLowerCase();
  if (sellerId && entry.sellerId !== Number(sellerId)) return false;
  if (path && !entry.path.includes(path)) return false;
  if (status && (status.endsWith('xx') ? String(entry.status)[0] !== status[0] : String(entry.status) !== status))
    return false;
  if (params.get('admin') !== 'true' && isAdminPath(entry.path)) return false;
  return true;
}

/**
 * The request journal. Loaded once per filter, then kept current from the live events: it is
 * not refetched on each request event, since that refetch would itself be a request.
 */
function RequestsList() {
  const params = route.value.params;
  const request = {
    query: {
      sellerId: params.get('sellerId'),
      path: params.get('path'),
      status: params.get('status'),
      hideAdmin: params.get('admin') === 'true' ? null : 'true',
      limit: 200,
    },
  };
  const url = pathTo('getAdminRequests', request);
  const loaded = useLive(url, ['state'], () => api('getAdminRequests', request));
  const [live, setLive] = useState<Entry[]>([]);
  useEffect(() => {
    setLive([]);
    return onEvent((event) => {
      if (event.type !== 'request.finished') return;
      const entry = event.data as unknown as Entry;
      if (matches(entry, params)) setLive((previous) => [entry, ...previous].slice(0, 200));
    });
  }, [url, loaded.data]);
  const known = new Set(live.map((entry) => entry.id));
  const rows = loaded.data
    ? [...live, ...loaded.data.requests.filter((entry) => !known.has(entry.id))].slice(0, 200)
    : [];
  return html`<div>
    <h1>Requisições</h1>
    <p class="muted">As últimas chamadas ao sandbox, com corpos de requisição e resposta (chaves, tokens, segredos, números de cartão e CVV ocultados; corpos cortados em 8 KiB).</p>
    <${Filters} fields=${FIELDS} label="Filtrar requisições" />
    <${ErrorNote} error=${loaded.error} />
    ${
      loaded.data
        ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Requisições" data-ready="requests"><table>
          <caption class="sr-only">Requisições, mais recentes primeiro</caption>
          <thead><tr><th scope="col">#</th><th scope="col">Quando</th><th scope="col">Método</th><th scope="col">Caminho</th><th scope="col" class="num">Status</th><th scope="col">Vendedor</th><th scope="col" class="num">Duração</th></tr></thead>
          <tbody>${rows.map((entry) => html`<tr key=${entry.id}><td><a href=${href('requests', entry.id, Object.fromEntries(params))}>${entry.id}</a></td><td><${When} iso=${entry.time} /></td><td>${entry.method}</td><td class="url">${entry.path}</td><td class="num">${entry.status}</td><td>${entry.sellerId ?? '—'}</td><td class="num" title=${`${entry.durationMs} ms`}><span data-measured>${formatDuration(entry.durationMs)}</span></td></tr>`)}</tbody>
        </table>${rows.length ? null : html`<p class="muted">Nenhuma requisição com estes filtros.</p>`}</div>`
        : html`<${Loading} what="as requisições" />`
    }
  </div>`;
}

export function RequestsView() {
  const id = route.value.id;
  return id ? html`<${RequestDetail} id=${id} />` : html`<${RequestsList} />`;
}
