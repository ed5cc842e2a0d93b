import { useState } from 'preact/hooks';
import type { SandboxEventType } from '../../src/generated/schema-types';
import { StatusBadge } from '../components/status-badge';
import { When } from '../components/when';
import { brl } from '../lib/format';
import { html } from '../lib/html';
import { FEED_SIZE, recentEvents, type SandboxEvent } from '../lib/live';
import { href } from '../lib/router';
import { DELIVERY_KIND_LABELS, JOB_LABELS, LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS, STATUS_LABELS, withLabel } from '../lib/vocabulary';

type Described = { text: unknown; link?: string };

/** "PAGO", or "COMPLETED (concluído)": a status in running text, with its label when it needs one. */
const said = (status: string | null | undefined) => (status ? withLabel(status, STATUS_LABELS) : null);
const money = (cents: unknown) => (typeof cents === 'number' ? `, ${brl(cents)}` : '');

/**
 * One line per event type: what happened, and where to see it. A new event type breaks the build
 * here until it has its line (fault.fired is named beside the schema's types until the wire-faults
 * work that adds it to the schema is in).
 */
const DESCRIBE: Record<SandboxEventType | 'fault.fired', (data: Record<string, any>) => Described> = {
  'sale.changed': (d) => (d.bulk ? { text: `${d.count} vendas mudaram` } : { text: `Venda ${d.id}: ${said(d.status) ?? 'removida'}${money(d.amountCents)}${d.paymentMethod ? `, ${withLabel(d.paymentMethod, PAYMENT_METHOD_LABELS)}` : ''}`, link: href('sales', d.id) }),
  'cashout.changed': (d) => (d.bulk ? { text: `${d.count} saques mudaram` } : { text: `Saque ${d.id}: ${said(d.status) ?? 'removido'}${money(d.amountCents)}`, link: href('cashouts', d.id) }),
  'subscription.changed': (d) => (d.bulk ? { text: `${d.count} assinaturas mudaram` } : { text: `Assinatura ${d.id}: ${said(d.status) ?? 'removida'}`, link: href('subscriptions', d.id) }),
  'delivery.changed': (d) =>
    d.bulk ? { text: `${d.count} entregas mudaram` } : { text: `Entrega ${d.id} (${withLabel(d.kind, DELIVERY_KIND_LABELS)}): ${said(d.status)}, ${d.attempts} tentativa(s)${d.lastStatusCode !== null && d.lastStatusCode !== undefined ? `, última HTTP ${d.lastStatusCode}` : ''}`, link: href('webhooks', d.id) },
  'seller.changed': (d) => ({ text: `Vendedor ${d.sellerId} alterado`, link: href('sellers', d.sellerId) }),
  'balance.changed': (d) =>
    d.bulk ? { text: `${d.count} lançamentos no saldo` } : { text: `Saldo do vendedor ${d.sellerId}: ${LEDGER_KIND_LABELS[d.kind as keyof typeof LEDGER_KIND_LABELS] ?? d.kind}${typeof d.amountCents === 'number' ? ` ${d.amountCents > 0 ? '+' : ''}${brl(d.amountCents)}` : ''}`, link: href('ledger', d.sellerId) },
  'request.finished': (d) => ({ text: `${d.method} ${d.path} → ${d.status}`, link: href('requests', d.id) }),
  'clock.advanced': (d) => {
    const jobs = [...new Set((d.ran as { job: string }[]).map((run) => JOB_LABELS[run.job] ?? run.job))];
    return { text: `Relógio avançou; ${(d.ran as unknown[]).length} tarefa(s) venceram${jobs.length ? ` (${jobs.join(', ')})` : ''}` };
  },
  'state.reset': () => ({ text: 'Estado de volta às fixtures' }),
  'state.restored': () => ({ text: 'Snapshot restaurado' }),
  'fault.fired': (d) => ({ text: `Falha ${d.id} (${d.kind ?? 'status'}) disparou em ${d.method} ${d.path}${d.remaining === null || d.remaining === undefined ? '' : `; restam ${d.remaining}`}`, link: href('faults') }),
  'inbox.received': (d) => ({ text: `Caixa ${d.inbox} recebeu ${d.method}${d.signatureValid === true ? ' (assinatura válida)' : d.signatureValid === false ? ' (assinatura INVÁLIDA)' : ''}; respondeu ${d.answeredStatus ?? 'nada'}`, link: href('inbox', d.inbox) }),
};

function describe(event: SandboxEvent): Described {
  return (DESCRIBE[event.type as SandboxEventType] ?? ((data) => ({ text: JSON.stringify(data) })))(event.data);
}

const PAGE = 50;

/**
 * The live feed: events as they arrive, each at the sandbox instant it happened. The console's
 * own calls to /__admin are left out unless asked for. The page keeps the last FEED_SIZE
 * events; the list shows 50 and grows by 50 on request, so a month of billing stays readable.
 */
export function EventFeed() {
  const [requests, setRequests] = useState(false);
  const [shownCount, setShownCount] = useState(PAGE);
  const kept = recentEvents.value.filter((event) => event.type !== 'request.finished' || (requests && !String(event.data.path).startsWith('/__admin')));
  const shown = kept.slice(0, shownCount);
  return html`<section class="card feed" aria-labelledby="feed-title">
    <h2 id="feed-title">Eventos ao vivo</h2>
    <label class="check"><input type="checkbox" checked=${requests} onChange=${(event: Event) => setRequests((event.target as HTMLInputElement).checked)} /> Mostrar requisições à API</label>
    ${shown.length
      ? html`<ol class="events" aria-live="polite" data-events=${kept.length}>
          ${shown.map((event) => {
            const { text, link } = describe(event);
            const status = typeof event.data.status === 'string' && !event.type.startsWith('request') ? event.data.status : null;
            return html`<li key=${event.id}><${When} iso=${event.at} /> <code class="type">${event.type}</code> ${status ? html`<${StatusBadge} status=${status} /> ` : null}${link ? html`<a href=${link}>${text}</a>` : text}</li>`;
          })}
        </ol>
        <div class="feed-pager">
          <span class="muted">${shown.length.toLocaleString('pt-BR')} de ${kept.length.toLocaleString('pt-BR')} eventos (a página guarda os últimos ${FEED_SIZE.toLocaleString('pt-BR')})</span>
          ${kept.length > shown.length ? html`<button type="button" onClick=${() => setShownCount((count) => count + PAGE)}>Mostrar mais ${Math.min(PAGE, kept.length - shown.length)}</button>` : null}
          ${shownCount > PAGE ? html`<button type="button" onClick=${() => setShownCount(PAGE)}>Mostrar só os ${PAGE} mais recentes</button>` : null}
        </div>`
      : html`<p class="muted">Nenhum evento desde que a página abriu.</p>`}
  </section>`;
}
