import type { LedgerLine, SellerLedger } from '../lib/admin-types';
import { Labelled } from '../components/status-badge';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { Pager } from '../components/pager';
import { TimeLegend } from '../components/time-legend';
import { When } from '../components/when';
import { useState } from 'preact/hooks';
import { download, api, pathTo } from '../lib/api';
import { config } from '../lib/config';
import { html } from '../lib/html';
import { href, numberParam, route, setParams } from '../lib/router';
import { sellerLabel, useSellerNames } from '../lib/seller-names';
import { useLive } from '../lib/use-live';
import { LEDGER_KIND_LABELS } from '../lib/vocabulary';
import { ledgerNote } from '../../src/features/ledger/ledger.labels.js';

const REF_VIEW = { sale: 'sales', cashout: 'cashouts', subscription: 'subscriptions' } as const;
const REF_LABEL = { sale: 'Venda', cashout: 'Saque', subscription: 'Assinatura' } as const;

/** Where the entry came from, as a link to it. */
function Owner({ line }: { line: LedgerLine }) {
  if (!line.ref) return html`<span class="muted">${ledgerNote(line.note) ?? 'ajuste'}</span>`;
  const { type, id } = line.ref;
  return html`<a href=${href(REF_VIEW[type], id)}>${REF_LABEL[type]} ${id}</a>${line.subscriptionId && type !== 'subscription' ? html` · <a href=${href('subscriptions', line.subscriptionId)}>assinatura ${line.subscriptionId}</a>` : null}`;
}

/** An amount with its sign, as an extrato writes a credit and a debit. */
function Signed({ cents }: { cents: number | null }) {
  if (cents === null) return html`<span class="muted">—</span>`;
  return html`${cents > 0 ? '+' : ''}<${Money} cents=${cents} />`;
}

/**
 * What the balance is made of: available, reserved (card reserves, MED holds) and their total, each label above its
 * amount (three pairs, not the detail views' grid of cells, which split them across rows).
 */
function BalanceParts({ data }: { data: SellerLedger }) {
  return html`<dl class="balance-parts">
    <div><dt>Disponível</dt><dd class="big" data-ledger-balance=${data.balanceCents}><${Money} cents=${data.balanceCents} /> <span class="muted">pode ser sacado</span></dd></div>
    <div><dt>Reservado</dt><dd data-ledger-reserved=${data.reservedCents}><${Money} cents=${data.reservedCents} /> <span class="muted">reserva de cartão <${Money} cents=${data.reserveCents} /> (<code>reserveAmount</code> das vendas pagas) · bloqueio MED <${Money} cents=${data.holdCents} /> (disputas abertas)</span></dd></div>
    <div><dt>Saldo total</dt><dd data-ledger-total=${data.totalCents}><${Money} cents=${data.totalCents} /> <span class="muted">a soma da coluna Líquido de todos os lançamentos</span></dd></div>
  </dl>`;
}

/** The whole extrato as a CSV file (the same route, asked for text/csv). */
function CsvButton({ sellerId }: { sellerId: string | number }) {
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      const blob = await download('getAdminSellersIdLedger', { path: { id: sellerId } }, 'text/csv');
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `extrato-vendedor-${sellerId}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return html`<button type="button" data-action="ledger-csv" onClick=${save}>Exportar CSV</button>${error ? html`<span class="error" role="alert">${error}</span>` : null}`;
}

/**
 * A seller's extrato (GET /__admin/sellers/{id}/ledger): every entry, its owner, its gross, fee,
 * reserve and net, the available balance right after it and the sandbox instant it was posted;
 * above, what the balance is made of, and the CSV export. Opened
 * from a sale or a cashout with `?ref=sale:12`, the entries of that record are highlighted.
 */
export function LedgerView() {
  const sellerId = route.value.id;
  const params = route.value.params;
  const page = numberParam('page', 1);
  const limit = numberParam('limit', 50);
  const order = params.get('order') === 'oldest' ? 'oldest' : 'newest';
  const highlight = params.get('ref');
  const request = { path: { id: sellerId ?? '' }, query: { page, limit, order: order === 'oldest' ? 'oldest' : null } };
  const url = pathTo('getAdminSellersIdLedger', request);
  const names = useSellerNames();
  const ledger = useLive(url, ['balance', 'state'], () =>
    config.features.ledger ? api('getAdminSellersIdLedger', request) : Promise.resolve(null),
  );
  const data = ledger.data;
  const seller = sellerLabel(names, Number(sellerId));
  return html`<div>
    <p><a href=${href('sellers', sellerId)}>‹ Vendedor ${seller}</a></p>
    <div class="heading"><h1>Extrato do vendedor ${seller}</h1>
      <label class="field"><span class="label">Ordem</span><select value=${order} onChange=${(event: Event) => setParams({ order: (event.target as HTMLSelectElement).value === 'oldest' ? 'oldest' : null })}>
        <option value="newest">mais recentes primeiro</option><option value="oldest">mais antigos primeiro</option>
      </select></label>
      <${CsvButton} sellerId=${sellerId} />
    </div>
    <${ErrorNote} error=${ledger.error} />
    ${
      !config.features.ledger
        ? html`<p class="muted" data-ready="ledger">Este servidor não responde <code>GET /__admin/sellers/{id}/ledger</code>.</p>`
        : data
          ? html`<div data-ready="ledger">
          <${BalanceParts} data=${data} />
          <${TimeLegend} />
          <div class="table-wrap" tabindex="0" role="region" aria-label="Lançamentos do extrato">
            <table>
              <caption class="sr-only">Lançamentos do extrato, ${order === 'oldest' ? 'mais antigos' : 'mais recentes'} primeiro</caption>
              <thead><tr><th scope="col">Quando</th><th scope="col">Lançamento</th><th scope="col">Origem</th><th scope="col" class="num">Bruto</th><th scope="col" class="num">Taxa</th><th scope="col" class="num">Reserva</th><th scope="col" class="num">Líquido</th><th scope="col" class="num">Disponível após</th></tr></thead>
              <tbody>
                ${data.entries.map(
                  (
                    line,
                  ) => html`<tr key=${line.id} data-entry=${line.id} class=${highlight && line.ref && `${line.ref.type}:${line.ref.id}` === highlight ? 'highlight' : undefined}>
                    <td><${When} iso=${line.createdAt} /></td>
                    <td><${Labelled} value=${line.kind} labels=${LEDGER_KIND_LABELS} /></td>
                    <td><${Owner} line=${line} /></td>
                    <td class="num" data-gross=${line.parts.grossCents ?? ''}><${Signed} cents=${line.parts.grossCents} /></td>
                    <td class="num" data-fee=${line.parts.feeCents}><${Signed} cents=${line.parts.feeCents} /></td>
                    <td class="num" data-reserved=${line.parts.reserveCents + line.parts.holdCents} title=${line.parts.holdCents ? 'bloqueio MED' : 'reserva de cartão'}><${Signed} cents=${line.parts.reserveCents + line.parts.holdCents} /></td>
                    <td class=${`num ${line.parts.netCents < 0 ? 'amount-debit' : 'amount-credit'}`} data-net=${line.parts.netCents} data-amount=${line.amountCents}><${Signed} cents=${line.parts.netCents} /></td>
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
