import type { LedgerLine, SellerLedger } from '../lib/admin-types';
import { Labelled } from '../components/status-badge';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { Pager } from '../components/pager';
import { When } from '../components/when';
import { get, query } from '../lib/api';
import { config } from '../lib/config';
import { html } from '../lib/html';
import { href, numberParam, route, setParams } from '../lib/router';
import { useLive } from '../lib/use-live';
import { LEDGER_KIND_LABELS } from '../lib/vocabulary';

const REF_VIEW = { sale: 'sales', cashout: 'cashouts', subscription: 'subscriptions' } as const;
const REF_LABEL = { sale: 'Venda', cashout: 'Saque', subscription: 'Assinatura' } as const;

/** Where the entry came from, as a link to it. */
function Owner({ line }: { line: LedgerLine }) {
  if (!line.ref) return html`<span class="muted">${line.note ?? 'ajuste'}</span>`;
  const { type, id } = line.ref;
  return html`<a href=${href(REF_VIEW[type], id)}>${REF_LABEL[type]} ${id}</a>${line.subscriptionId && type !== 'subscription' ? html` · <a href=${href('subscriptions', line.subscriptionId)}>assinatura ${line.subscriptionId}</a>` : null}`;
}

/**
 * A seller's extrato (GET /__admin/sellers/{id}/ledger): every entry that moved the available
 * balance, its owner, the balance right after it and the sandbox instant it was posted. Opened
 * from a sale or a cashout with `?ref=sale:12`, the entries of that record are highlighted.
 */
export function LedgerView() {
  const sellerId = route.value.id;
  const params = route.value.params;
  const page = numberParam('page', 1);
  const limit = numberParam('limit', 50);
  const order = params.get('order') === 'oldest' ? 'oldest' : 'newest';
  const highlight = params.get('ref');
  const url = `/__admin/sellers/${sellerId}/ledger${query({ page, limit, order: order === 'oldest' ? 'oldest' : null })}`;
  const ledger = useLive(url, ['balance', 'state'], () =>
    config.features.ledger ? get<SellerLedger>(url) : Promise.resolve(null),
  );
  const data = ledger.data;
  return html`<div>
    <p><a href=${href('sellers', sellerId)}>‹ Vendedor ${sellerId}</a></p>
    <div class="heading"><h1>Extrato do vendedor ${sellerId}</h1>
      <label class="field"><span class="label">Ordem</span><select value=${order} onChange=${(event: Event) => setParams({ order: (event.target as HTMLSelectElement).value === 'oldest' ? 'oldest' : null })}>
        <option value="newest">mais recentes primeiro</option><option value="oldest">mais antigos primeiro</option>
      </select></label>
    </div>
    <${ErrorNote} error=${ledger.error} />
    ${
      !config.features.ledger
        ? html`<p class="muted" data-ready="ledger">Este servidor não responde <code>GET /__admin/sellers/{id}/ledger</code>.</p>`
        : data
          ? html`<div data-ready="ledger">
          <p class="big" data-ledger-balance=${data.balanceCents}><${Money} cents=${data.balanceCents} /> <span class="muted">disponível agora (a soma de todos os lançamentos)</span></p>
          <div class="table-wrap" tabindex="0" role="region" aria-label="Lançamentos do extrato">
            <table>
              <caption class="sr-only">Lançamentos do extrato, ${order === 'oldest' ? 'mais antigos' : 'mais recentes'} primeiro</caption>
              <thead><tr><th scope="col">Quando</th><th scope="col">Lançamento</th><th scope="col">Origem</th><th scope="col" class="num">Valor</th><th scope="col" class="num">Saldo após</th></tr></thead>
              <tbody>
                ${data.entries.map(
                  (
                    line,
                  ) => html`<tr key=${line.id} data-entry=${line.id} class=${highlight && line.ref && `${line.ref.type}:${line.ref.id}` === highlight ? 'highlight' : undefined}>
                    <td><${When} iso=${line.createdAt} /></td>
                    <td><${Labelled} value=${line.kind} labels=${LEDGER_KIND_LABELS} /></td>
                    <td><${Owner} line=${line} /></td>
                    <td class=${`num ${line.amountCents < 0 ? 'amount-debit' : 'amount-credit'}`} data-amount=${line.amountCents}>${line.amountCents > 0 ? '+' : ''}<${Money} cents=${line.amountCents} /></td>
                    <td class="num" data-balance-after=${line.balanceCents}><${Money} cents=${line.balanceCents} /></td>
                  </tr>`,
                )}
              </tbody>
            </table>
            ${data.entries.length === 0 ? html`<p class="muted">Nenhum lançamento.</p>` : null}
          </div>
          <${Pager} page=${data.pagination.page} limit=${data.pagination.limit} total=${data.pagination.total} label="lançamentos" />
        </div>`
          : ledger.error
            ? null
            : html`<${Loading} what="o extrato" />`
    }
  </div>`;
}
