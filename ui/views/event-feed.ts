import { useState } from 'preact/hooks';
import { When } from '../components/when';
import { html } from '../lib/html';
import { recentEvents, type SandboxEvent } from '../lib/live';
import { href } from '../lib/router';

type Described = { text: string; link?: string };

/** The fields of an event's data the feed reads (schemas/events/ holds each type's whole shape). */
interface EventData {
  bulk?: boolean;
  count?: number;
  id?: number | string;
  status?: string | number | null;
  paymentMethod?: string | null;
  kind?: string;
  attempts?: number;
  lastStatusCode?: number | null;
  sellerId?: number;
  method?: string;
  path?: string;
  ran?: unknown[];
  inbox?: string;
  signatureValid?: boolean | null;
  answeredStatus?: number | null;
}

/** One line per event type: what happened, and where to see it. */
const DESCRIBE: Record<string, (data: EventData) => Described> = {
  'sale.changed': (d) => (d.bulk ? { text: `${d.count} vendas mudaram` } : { text: `Venda ${d.id}: ${d.status ?? 'removida'} (${d.paymentMethod ?? ''})`, link: href('sales', d.id) }),
  'cashout.changed': (d) => (d.bulk ? { text: `${d.count} saques mudaram` } : { text: `Saque ${d.id}: ${d.status ?? 'removido'}`, link: href('cashouts', d.id) }),
  'subscription.changed': (d) => (d.bulk ? { text: `${d.count} assinaturas mudaram` } : { text: `Assinatura ${d.id}: ${d.status ?? 'removida'}`, link: href('subscriptions', d.id) }),
  'delivery.changed': (d) =>
    d.bulk ? { text: `${d.count} entregas mudaram` } : { text: `Entrega ${d.id} (${d.kind}): ${d.status}, ${d.attempts} tentativa(s)${d.lastStatusCode !== null && d.lastStatusCode !== undefined ? `, última ${d.lastStatusCode}` : ''}`, link: href('webhooks', d.id) },
  'seller.changed': (d) => ({ text: `Vendedor ${d.sellerId} alterado`, link: href('sellers', d.sellerId) }),
  'balance.changed': (d) => (d.bulk ? { text: `${d.count} lançamentos no saldo` } : { text: `Saldo do vendedor ${d.sellerId}: ${d.kind}`, link: href('sellers', d.sellerId) }),
  'request.finished': (d) => ({ text: `${d.method} ${d.path} → ${d.status}`, link: href('requests', d.id) }),
  'clock.advanced': (d) => ({ text: `Relógio avançou; ${d.ran?.length ?? 0} tarefa(s) venceram` }),
  'state.reset': () => ({ text: 'Estado de volta às fixtures' }),
  'state.restored': () => ({ text: 'Snapshot restaurado' }),
  'inbox.received': (d) => ({ text: `Caixa ${d.inbox} recebeu ${d.method}${d.signatureValid === true ? ' (assinatura válida)' : d.signatureValid === false ? ' (assinatura INVÁLIDA)' : ''}; respondeu ${d.answeredStatus ?? 'nada'}`, link: href('inbox', d.inbox) }),
};

function describe(event: SandboxEvent): Described {
  return (DESCRIBE[event.type] ?? ((data) => ({ text: JSON.stringify(data) })))(event.data);
}

/** The live feed: events as they arrive. The console's own calls to /__admin are left out unless asked for. */
export function EventFeed() {
  const [requests, setRequests] = useState(false);
  const shown = recentEvents.value.filter((event) => event.type !== 'request.finished' || (requests && !String(event.data.path).startsWith('/__admin'))).slice(0, 50);
  return html`<section class="card feed" aria-labelledby="feed-title">
    <h2 id="feed-title">Eventos ao vivo</h2>
    <label class="check"><input type="checkbox" checked=${requests} onChange=${(event: Event) => setRequests((event.target as HTMLInputElement).checked)} /> Mostrar requisições à API</label>
    ${shown.length
      ? html`<ol class="events" aria-live="polite">
          ${shown.map((event) => {
            const { text, link } = describe(event);
            return html`<li key=${event.id}><${When} iso=${event.at} /> <code class="type">${event.type}</code> ${link ? html`<a href=${link}>${text}</a>` : text}</li>`;
          })}
        </ol>`
      : html`<p class="muted">Nenhum evento desde que a página abriu.</p>`}
  </section>`;
}
