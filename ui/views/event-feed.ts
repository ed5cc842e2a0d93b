import { useState } from 'preact/hooks';
import { StatusBadge } from '../components/status-badge';
import { When } from '../components/when';
import { describe } from '../lib/event-lines';
import { html } from '../lib/html';
import { useSellerNames } from '../lib/seller-names';
import { FEED_SIZE, recentEvents } from '../lib/live';
import { withoutRepeats } from '../../src/features/events/event-state';
import { isAdminPath } from '../../src/tools/client/call';

const PAGE = 50;

/**
 * The live feed: events as they arrive, each at the sandbox instant it happened. The console's
 * own calls to /__admin are left out unless asked for. The page keeps the last FEED_SIZE
 * events; the list shows 50 and grows by 50 on request, so a month of billing stays readable.
 */
export function EventFeed() {
  const [requests, setRequests] = useState(false);
  const [shownCount, setShownCount] = useState(PAGE);
  // Newest first; a delivery written again with nothing new (claimed for its attempt) is one line, not two.
  const kept = withoutRepeats(
    recentEvents.value
      .filter((event) => event.type !== 'request.finished' || (requests && !isAdminPath(String(event.data.path))))
      .reverse(),
  ).reverse();
  const shown = kept.slice(0, shownCount);
  // Each line of a seller's record names the seller: the names are asked for once such a line is shown.
  const names = useSellerNames(shown.some((event) => typeof event.data.sellerId === 'number'));
  return html`<section class="card feed" aria-labelledby="feed-title">
    <h2 id="feed-title">Eventos ao vivo</h2>
    <label class="check"><input type="checkbox" checked=${requests} onChange=${(event: Event) => setRequests((event.target as HTMLInputElement).checked)} /> Mostrar requisições à API</label>
    ${
      shown.length
        ? html`<ol class="events" aria-live="polite" data-events=${kept.length}>
          ${shown.map((event) => {
            const { text, link } = describe(event, { names, withSeller: true });
            const status =
              typeof event.data.status === 'string' && !event.type.startsWith('request') ? event.data.status : null;
            return html`<li key=${event.id}><${When} iso=${event.at} /> <code class="type">${event.type}</code> ${status ? html`<${StatusBadge} status=${status} /> ` : null}${link ? html`<a href=${link}>${text}</a>` : text}</li>`;
          })}
        </ol>
        <div class="feed-pager">
          <span class="muted">${shown.length.toLocaleString('pt-BR')} de ${kept.length.toLocaleString('pt-BR')} eventos (a página guarda os últimos ${FEED_SIZE.toLocaleString('pt-BR')})</span>
          ${kept.length > shown.length ? html`<button type="button" onClick=${() => setShownCount((count) => count + PAGE)}>Mostrar mais ${Math.min(PAGE, kept.length - shown.length)}</button>` : null}
          ${shownCount > PAGE ? html`<button type="button" onClick=${() => setShownCount(PAGE)}>Mostrar só os ${PAGE} mais recentes</button>` : null}
        </div>`
        : html`<p class="muted">Nenhum evento desde que a página abriu.</p>`
    }
  </section>`;
}
