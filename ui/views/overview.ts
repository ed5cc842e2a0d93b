import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { StatusCounts } from '../components/status-counts';
import { api } from '../lib/api';
import { html } from '../lib/html';
import { useLive } from '../lib/use-live';
import { ClockPanel } from './clock-panel';
import { EventFeed } from './event-feed';

/** The first view: the clock and its buttons, counts by status, the live feed. */
export function OverviewView() {
  const overview = useLive('overview', ['sale', 'cashout', 'subscription', 'delivery', 'seller'], () =>
    api('getAdminOverview'),
  );
  const data = overview.data;
  return html`<div class="overview">
    <h1>Visão geral</h1>
    <${ClockPanel} />
    <${ErrorNote} error=${overview.error} />
    ${
      data
        ? html`<div class="grid counts-grid" data-ready="overview">
          <${StatusCounts} title="Vendas" view="sales" counts=${data.sales} />
          <${StatusCounts} title="Saques" view="cashouts" counts=${data.cashouts} />
          <${StatusCounts} title="Assinaturas" view="subscriptions" counts=${data.subscriptions} />
          <${StatusCounts} title="Entregas de webhook" view="webhooks" counts=${data.deliveries} />
        </div>`
        : html`<${Loading} what="os totais" />`
    }
    <${EventFeed} />
  </div>`;
}
