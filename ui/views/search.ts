import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { When } from '../components/when';
import type { SearchHit, SearchResult } from '../lib/admin-types';
import { api, pathTo } from '../lib/api';
import { config } from '../lib/config';
import { html } from '../lib/html';
import { href, route } from '../lib/router';
import { useLive } from '../lib/use-live';

const VIEW_OF = { sale: 'sales', cashout: 'cashouts', subscription: 'subscriptions', seller: 'sellers' } as const;
const TYPE_LABEL = { sale: 'Venda', cashout: 'Saque', subscription: 'Assinatura', seller: 'Vendedor' } as const;
const HOW_LABEL: Record<SearchHit['matched'][number]['how'], string> = {
  id: 'é o id',
  exact: 'igual',
  prefix: 'começa com',
};
const LIMIT = 50;

/** A number typed in the box may be any record's id: each is one click away, whatever the search finds. */
function ById({ text }: { text: string }) {
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  return html`<p>Abrir pelo id ${text}: ${(Object.keys(VIEW_OF) as (keyof typeof VIEW_OF)[]).map((type, index) => html`${index ? ' · ' : ''}<a href=${href(VIEW_OF[type], text)}>${TYPE_LABEL[type].toLowerCase()} ${text}</a>`)}</p>`;
}

/** Why a hit was found: "customer.email igual maria@example.com". */
function Why({ hit }: { hit: SearchHit }) {
  return html`<span class="muted">encontrado por ${hit.matched.map((match, index) => html`${index ? ', ' : ''}<code>${match.field}</code> ${HOW_LABEL[match.how]} <q>${match.value}</q>`)}</span>`;
}

/**
 * The header's search (GET /__admin/search?q=): sales, cashouts, subscriptions and sellers by
 * id, e-mail, CPF/CNPJ, customer or seller name, metadata.orderId and external ids, best first,
 * each a link with why it matched. Read when asked (and after a reset or restore), not on every
 * event: a search over 100,000 sales is worth running once per question, not four times a second.
 */
export function SearchView() {
  const text = (route.value.params.get('q') ?? '').trim();
  const request = { query: { q: text, limit: LIMIT } };
  const url = pathTo('getAdminSearch', request);
  const answer = useLive(url, ['state'], () =>
    text && config.features.search
      ? api('getAdminSearch', request)
      : Promise.resolve<SearchResult>({ query: text, total: 0, limit: LIMIT, hits: [] }),
  );
  const data = answer.data;
  return html`<div>
    <h1>Busca${text ? html`: <q>${text}</q>` : null}</h1>
    <${ById} text=${text} />
    <${ErrorNote} error=${answer.error} />
    ${
      !data
        ? answer.error
          ? null
          : html`<${Loading} what="os resultados" />`
        : !config.features.search
          ? html`<p class="muted" data-ready="search">Este servidor não responde <code>GET /__admin/search</code>: use os links acima ou os filtros de cada lista.</p>`
          : html`<div data-ready="search">
            ${
              text
                ? html`<p class="muted" role="status">${data.total ? `${data.total.toLocaleString('pt-BR')} resultado(s)${data.total > data.hits.length ? `, os ${data.hits.length} melhores abaixo` : ''}` : 'Nada encontrado.'}</p>`
                : html`<p class="muted">Digite na caixa de busca um id, e-mail, CPF/CNPJ, nome de cliente ou vendedor, orderId ou id externo.</p>`
            }
            ${
              data.hits.length
                ? html`<ol class="search-hits">${data.hits.map(
                    (hit) =>
                      html`<li key=${`${hit.type}-${hit.id}`} data-hit=${`${hit.type}:${hit.id}`}><a href=${href(VIEW_OF[hit.type], hit.id)}>${hit.label}</a> · <${When} iso=${hit.createdAt} /><br /><${Why} hit=${hit} /></li>`,
                  )}</ol>`
                : null
            }
          </div>`
    }
  </div>`;
}
