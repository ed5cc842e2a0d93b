import { useState } from 'preact/hooks';

import { HeaderList } from '../components/header-list';
import { JsonBlock } from '../components/json-block';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { Labelled, StatusBadge } from '../components/status-badge';
import { DELIVERY_KIND_LABELS } from '../lib/vocabulary';
import { When } from '../components/when';
import { api } from '../lib/api';
import { formatDuration } from '../lib/duration';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';

/**
 * One delivery: the body as sent, every attempt (headers with X-Signature, the receiver's status, answer and timing),
 * redeliver.
 */
export function DeliveryDetail({ id }: { id: string }) {
  const delivery = useLive(`delivery-${id}`, ['delivery'], () => api('getAdminWebhooksDeliveriesId', { path: { id } }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const view = delivery.data;
  if (!view)
    return html`<div><p><a href="#/webhooks">‹ Webhooks</a></p><${ErrorNote} error=${delivery.error} />${delivery.error ? null : html`<${Loading} what=${`a entrega ${id}`} />`}</div>`;
  const redeliver = async () => {
    setBusy(true);
    setError(null);
    try {
      await api('postAdminWebhooksDeliveriesIdRedeliver', { path: { id } });
      delivery.reload();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const resourceView = view.resource.type === 'sale' ? 'sales' : 'cashouts';
  return html`<div data-ready="delivery-detail">
    <p><a href="#/webhooks">‹ Webhooks</a></p>
    <h1>Entrega ${view.id} <${StatusBadge} status=${view.status} /></h1>
    <dl class="pairs">
      <div><dt>Tipo</dt><dd><${Labelled} value=${view.kind} labels=${DELIVERY_KIND_LABELS} />${view.signed ? ' (assinado com X-Signature)' : ' (sem assinatura)'}</dd></div>
      <div><dt>Evento</dt><dd><a href=${href(resourceView, view.resource.id)}>${view.resource.type} ${view.resource.id}</a> → <${StatusBadge} status=${view.resource.status} /> <code>${view.eventId}</code></dd></div>
      <div><dt>Destino</dt><dd class="url">${view.url}</dd></div>
      <div><dt>Vendedor</dt><dd><a href=${href('sellers', view.sellerId)}>${view.sellerId}</a></dd></div>
      <div><dt>Criada em</dt><dd><${When} iso=${view.createdAt} /></dd></div>
      <div><dt>Próxima tentativa</dt><dd><${When} iso=${view.nextAttemptAt} /></dd></div>
      <div><dt>Entregue em</dt><dd><${When} iso=${view.deliveredAt} /></dd></div>
    </dl>
    <p><button type="button" class="primary" disabled=${busy} onClick=${redeliver}>Reenviar agora</button></p>
    <${ErrorNote} error=${error} />
    <section class="card" aria-labelledby="body-title"><h2 id="body-title">Corpo enviado</h2><${JsonBlock} text=${view.body} label="Corpo da entrega" /></section>
    <section class="card" aria-labelledby="attempts-title">
      <h2 id="attempts-title">Tentativas (${view.attempts.length})</h2>
      ${
        view.attempts.length
          ? html`<ol class="attempts">
            ${view.attempts.map(
              (attempt, index) => html`<li key=${index} data-attempt-status=${attempt.statusCode ?? 'none'}>
                <p><strong>Tentativa ${index + 1}</strong> <${When} iso=${attempt.at} />: ${attempt.statusCode !== null ? html`HTTP <strong>${attempt.statusCode}</strong>` : html`sem resposta`}${attempt.error ? ` (${attempt.error})` : ''} em <span title=${`${attempt.durationMs} ms`} data-measured>${formatDuration(attempt.durationMs)}${(attempt.queuedMs ?? 0) >= 1 ? `, depois de ${formatDuration(attempt.queuedMs!)} na fila por uma conexão` : ''}</span></p>
                ${attempt.requestHeaders ? html`<details><summary>Cabeçalhos enviados</summary><${HeaderList} headers=${attempt.requestHeaders} /></details>` : null}
                ${attempt.responseExcerpt ? html`<details><summary>Resposta do receptor (início)</summary><pre class="code">${attempt.responseExcerpt}</pre></details>` : null}
              </li>`,
            )}
          </ol>`
          : html`<p class="muted">Nenhuma tentativa ainda.</p>`
      }
    </section>
  </div>`;
}
