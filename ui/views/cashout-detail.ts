import { useRef, useState } from 'preact/hooks';
import { SellerLink } from '../components/seller-link';
import type { AdminCashoutView, DeliveryList } from '../../src/generated/schema-types';
import { DeliveryTable } from '../components/delivery-table';
import { Field } from '../components/field';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { Labelled, StatusBadge } from '../components/status-badge';
import { deliveryMoments, Timeline, type Moment } from '../components/timeline';
import { When } from '../components/when';
import { api } from '../lib/api';
import { brl, formatPixKey, reaisToCents } from '../lib/format';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';
import { problems } from '../lib/problems';
import { PIX_KEY_TYPE_LABELS, returnsAmount, statusLabel } from '../lib/vocabulary';

/** The cashout asked for, each postback it caused, and when it was processed, each at its instant. */
function cashoutMoments(view: AdminCashoutView, deliveries: DeliveryList['deliveries']): Moment[] {
  return [
    {
      at: view.createdAt,
      order: 0,
      body: html`pedido de saque de <${Money} cents=${view.amountCents} /> (o valor saiu do saldo)`,
    },
    ...(view.processedAt
      ? [{ at: view.processedAt, order: 0, body: html`processado: <${StatusBadge} status=${view.status} />` }]
      : []),
    ...deliveryMoments(deliveries),
  ];
}

/**
 * One cashout, and the banking provider's postbacks as buttons: one per move the cashout
 * state table allows (allowedTransitions), each saying what it does to the balance, which is
 * shown beside it and moves live.
 */
export function CashoutDetail({ id }: { id: string }) {
  const cashout = useLive(`cashout-${id}`, ['cashout'], () => api('getAdminCashoutsId', { path: { id } }));
  const sellerId = cashout.data?.sellerId;
  const seller = useLive(`cashout-seller-${sellerId}`, ['balance', 'seller'], () =>
    sellerId ? api('getAdminSellersId', { path: { id: sellerId } }) : Promise.resolve(null),
  );
  const postbacks = useLive(`cashout-postbacks-${id}`, ['delivery'], () =>
    api('getAdminWebhooksDeliveries', { query: { resourceType: 'cashout', resourceId: id, limit: 50 } }),
  );
  const [externalId, setExternalId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const view = cashout.data;
  if (!view)
    return html`<div><p><a href="#/cashouts">‹ Saques</a></p><${ErrorNote} error=${cashout.error} />${cashout.error ? null : html`<${Loading} what=${`o saque ${id}`} />`}</div>`;

  const report = async (status: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await api(
        'postAdminCashoutsIdPostback',
        { path: { id } },
        externalId.trim() ? { status, externalId: externalId.trim() } : { status },
      );
      setDone(`Saque ${id} movido de ${view.status} para ${status}.`);
      cashout.reload();
      seller.reload();
    } catch (failure) {
      setError(problems(failure));
    } finally {
      setBusy(false);
      // The button pressed is gone after the move: focus stays in the section, not on <body>.
      heading.current?.focus();
    }
  };
  const balance = seller.data?.seller.defaultRecipient.balance.available;
  return html`<div data-ready="cashout-detail">
    <p><a href="#/cashouts">‹ Saques</a></p>
    <h1>Saque ${view.id} <${StatusBadge} status=${view.status} /></h1>
    <dl class="pairs">
      <div><dt>Valor</dt><dd><${Money} cents=${view.amountCents} /></dd></div>
      <div><dt>Líquido (após a taxa)</dt><dd><${Money} cents=${reaisToCents(view.netAmount)} /></dd></div>
      <div><dt>Chave PIX</dt><dd><${Labelled} value=${view.pixKeyType} labels=${PIX_KEY_TYPE_LABELS} /> <code data-pix-key title=${view.pixKey}>${formatPixKey(view.pixKeyType, view.pixKey)}</code></dd></div>
      <div><dt>Vendedor</dt><dd><${SellerLink} id=${view.sellerId} /> · <a href=${href('ledger', view.sellerId, { ref: `cashout:${view.id}` })}>extrato</a></dd></div>
      <div><dt>Criado em</dt><dd><${When} iso=${view.createdAt} /></dd></div>
      <div><dt>Processado em</dt><dd><${When} iso=${view.processedAt} /></dd></div>
      <div><dt>externalId</dt><dd>${view.externalId ?? '—'}</dd></div>
      <div><dt>postbackUrl</dt><dd class="url">${view.postbackUrl ?? '—'}</dd></div>
    </dl>
    <section class="card balance-effect" aria-labelledby="balance-title">
      <h2 id="balance-title">Saldo do vendedor</h2>
      <p class="big" data-balance=${balance ?? ''}>${balance === undefined ? '…' : html`<${Money} cents=${balance} />`} <span class="muted">disponível</span></p>
      <p class="muted">O valor inteiro saiu do saldo quando o saque foi pedido; REJECTED e CANCELLED o devolvem.</p>
    </section>
    <section class="card actions" aria-labelledby="provider-title">
      <h2 id="provider-title" tabindex="-1" ref=${heading}>Postbacks do provedor bancário</h2>
      ${
        view.allowedTransitions.length
          ? html`<${Field} label="externalId (opcional, id do provedor)"><input value=${externalId} onInput=${(event: Event) => setExternalId((event.target as HTMLInputElement).value)} /><//>
          <div class="row" role="group" aria-label=${`Mover o saque de ${view.status}`}>
            ${view.allowedTransitions.map(
              (to) =>
                html`<button type="button" disabled=${busy} onClick=${() => report(to)}>${to} · ${statusLabel(to)}${returnsAmount(to) ? ` (devolve ${brl(view.amountCents)})` : ''}</button>`,
            )}
          </div>`
          : html`<p class="muted">${view.status} é final: nenhuma transição permitida.</p>`
      }
      ${done ? html`<p class="ok" role="status">${done}</p>` : null}
      <${ErrorNote} error=${error} />
    </section>
    <${Timeline} resource=${`cashout:${view.id}`} topics=${['cashout', 'delivery', 'balance']} record=${cashoutMoments(view, postbacks.data?.deliveries ?? [])} label=${`Linha do tempo do saque ${view.id}`} />
    <section class="card" aria-labelledby="cashout-postbacks-title">
      <h2 id="cashout-postbacks-title">Notificações deste saque</h2>
      ${postbacks.data ? html`<${DeliveryTable} deliveries=${postbacks.data.deliveries} caption="Notificações do saque" />` : html`<${Loading} what="as notificações" />`}
    </section>
  </div>`;
}
