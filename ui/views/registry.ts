import { CashoutsView } from './cashouts';
import { FaultsView } from './faults';
import { InboxView } from './inbox';
import { LedgerView } from './ledger';
import { OverviewView } from './overview';
import { RequestsView } from './requests';
import { SalesView } from './sales';
import { SearchView } from './search';
import { SellersView } from './sellers';
import { StateView } from './state';
import { SubscriptionsView } from './subscriptions';
import { TenantsView } from './tenants';
import { TestValuesView } from './test-values';
import { WebhooksView } from './webhooks';

/**
 * Every view: its route name (#/<view>), its label in the navigation, its component. One row each; `nav: false` for
 * views reached by links (an extrato, a search); `operatorOnly` for the default tenant's console only.
 */
export const VIEWS: { view: string; label: string; component: () => unknown; operatorOnly?: boolean; nav?: false }[] = [
  { view: 'overview', label: 'Visão geral', component: OverviewView },
  { view: 'sellers', label: 'Vendedores', component: SellersView },
  { view: 'sales', label: 'Vendas', component: SalesView },
  { view: 'cashouts', label: 'Saques', component: CashoutsView },
  { view: 'subscriptions', label: 'Assinaturas', component: SubscriptionsView },
  { view: 'webhooks', label: 'Webhooks', component: WebhooksView },
  { view: 'inbox', label: 'Caixas de entrada', component: InboxView },
  { view: 'requests', label: 'Requisições', component: RequestsView },
  { view: 'faults', label: 'Falhas', component: FaultsView },
  { view: 'state', label: 'Estado', component: StateView },
  { view: 'test-values', label: 'Valores de teste', component: TestValuesView },
  // The default tenant's console only: a tenant's console sees nothing outside its tenant.
  { view: 'tenants', label: 'Tenants', component: TenantsView, operatorOnly: true },
  { view: 'ledger', label: 'Extrato', component: LedgerView, nav: false },
  { view: 'search', label: 'Busca', component: SearchView, nav: false },
];
