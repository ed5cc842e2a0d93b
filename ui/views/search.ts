import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { ApiError, get, query } from '../lib/api';
import { html } from '../lib/html';
import { href, route } from '../lib/router';
import { useLive } from '../lib/use-live';

/** One hit of GET /__admin/search (issue 23: type, id, a one-line label and why it matched). */
interface SearchHit {
  type: 'sale' | 'cashout' | 'subscription' | 'seller';
  id: number;
  label: string;
  matched?: string | string[];
}
interface SearchAnswer {
  hits: SearchHit[];
  total?: number;
  /** Set here, not by the server: this server has no search route yet (404 ROUTE_NOT_FOUND). */
  missing?: boolean;
}

async function search(url: string): Promise<SearchAnswer> {
  try {
    return await get<SearchAnswer>(url);
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'ROUTE_NOT_FOUND') return { hits: [], missing: true };
    throw failure;
  }
}

const VIEW_OF = { sale: 'sales', cashout: 'cashouts', subscription: 'subscriptions', seller: 'sellers' } as const;
const TYPE_LABEL = { sale: 'Venda', cashout: 'Saque', subscription: 'Assinatura', seller: 'Vendedor' } as const;

/** A number typed in the box may be any record's id: each is one click away, whatever the server's search says. */
function ById({ text }: { text: string }) {
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  return html`<p>Abrir pelo id ${text}: ${(Object.keys(VIEW_OF) as (keyof typeof VIEW_OF)[]).map((type, index) => html`${index ? ' · ' : ''}<a href=${href(VIEW_OF[type], text)}>${TYPE_LABEL[type].toLowerCase()} ${text}</a>`)}</p>`;
}

/** The header's search: sales, cashouts, subscriptions and sellers by id, e-mail, document, customer name, orderId. */
export function SearchView() {
  const text = (route.value.params.get('q') ?? '').trim();
  const url = `/__admin/search${query({ q: text, limit: 50 })}`;
  const answer = useLive(url, ['sale', 'cashout', 'subscription', 'seller', 'state'], () => (text ? search(url) : Promise.resolve({ hits: [] })));
  const missing = answer.data?.missing === true;
  const hits = answer.data?.hits ?? [];
  return html`<div>
    <h1>Busca${text ? html`: <q>${text}</q>` : null}</h1>
    <${ById} text=${text} />
    <${ErrorNote} error=${answer.error} />
    ${missing
      ? html`<p class="muted" data-ready="search">Este servidor ainda não responde <code>GET /__admin/search</code>: use os links acima ou os filtros de cada lista.</p>`
      : answer.data
      ? html`<div data-ready="search">
          ${text ? html`<p class="muted" role="status">${hits.length ? `${(answer.data.total ?? hits.length).toLocaleString('pt-BR')} resultado(s)` : 'Nada encontrado.'}</p>` : html`<p class="muted">Digite um id, e-mail, CPF/CNPJ, nome de cliente ou orderId na caixa de busca.</p>`}
          ${hits.length
            ? html`<ul class="search-hits">${hits.map(
                (hit) => html`<li key=${`${hit.type}-${hit.id}`}><a href=${href(VIEW_OF[hit.type], hit.id)}>${TYPE_LABEL[hit.type]} ${hit.id}</a> · ${hit.label}${hit.matched ? html` <span class="muted">(encontrado por ${[hit.matched].flat().join(', ')})</span>` : null}</li>`,
              )}</ul>`
            : null}
        </div>`
      : answer.error ? null : html`<${Loading} what="os resultados" />`}
  </div>`;
}
