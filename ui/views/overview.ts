import type { AdminOverview, StatusCounts } from '../../src/generated/schema-types';
import { ErrorNote, Loading } from '../components/notice';
import { StatusBadge } from '../components/status-badge';
import { get } from '../lib/api';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';
import { ClockPanel } from './clock-panel';
import { EventFeed } from './event-feed';

function Counts({ title, view, counts }: { title: string; view: string; counts: StatusCounts }) {
  return html`<section class="card counts" aria-label=${title}>
    <h3><a href=${`#/${view}`}>${title}</a> <span class="muted">${counts.total.toLocaleString('pt-BR')}</span></h3>
    <ul>
      ${Object.entries(counts.byStatus).map(
        ([status, count]) => html`<li><a href=${href(view, null, { status })}><${StatusBadge} status=${status} /></a> <span class="count">${count.toLocaleString('pt-BR')}</span></li>`,
      )}
    </ul>
  </section>`;
}

/** The first view: the clock and its buttons, counts by status, the live feed. */
export function OverviewView() {
  const overview = useLive('overview', ['sale', 'cashout', 'subscription', 'delivery', 'seller'], () => get<AdminOverview>('/__admin/overview'));
  const data = overview.data;
  return html`<div class="overview">
    <h1>Visão geral</h1>
    <${ClockPanel} />
    <${ErrorNote} error=${overview.error} />
    ${data
      ? html`<div class="grid counts-grid" data-ready="overview">
          <${Counts} title="Vendas" view="sales" counts=${data.sales} />
          <${Counts} title="Saques" view="cashouts" counts=${data.cashouts} />
          <${Counts} title="Assinaturas" view="subscriptions" counts=${data.subscriptions} />
          <${Counts} title="Entregas de webhook" view="webhooks" counts=${data.deliveries} />
        </div>`
      : html`<${Loading} what="os totais" />`}
    <${EventFeed} />
  </div>`;
}
