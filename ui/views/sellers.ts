import { GoTo } from '../components/go-to';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { When } from '../components/when';
import { api } from '../lib/api';
import { html } from '../lib/html';
import { href, route } from '../lib/router';
import { useLive } from '../lib/use-live';
import { SellerCreate } from './seller-create';
import { SellerDetail } from './seller-detail';

function SellersList() {
  const sellers = useLive('sellers', ['seller', 'balance'], () => api('getAdminSellers'));
  const data = sellers.data;
  return html`<div>
    <div class="heading"><h1>Vendedores</h1><${GoTo} view="sellers" label="Vendedor por id" /></div>
    <${SellerCreate} />
    <${ErrorNote} error=${sellers.error} />
    ${
      data
        ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Vendedores" data-ready="sellers">
          <table>
            <caption class="sr-only">Vendedores</caption>
            <thead><tr><th scope="col">Id</th><th scope="col">Razão social</th><th scope="col">E-mail</th><th scope="col" class="num">Saldo disponível</th><th scope="col">Webhook</th><th scope="col">Criado em</th></tr></thead>
            <tbody>
              ${data.sellers.map(
                (view) => html`<tr key=${view.seller.id}>
                  <td><a href=${href('sellers', view.seller.id)}>${view.seller.id}</a></td>
                  <td>${view.seller.legalName ?? view.seller.user.name}${view.seller.blocked ? html` <span class="badge tone-bad">bloqueado</span>` : null}</td>
                  <td>${view.seller.user.email}</td>
                  <td class="num"><${Money} cents=${view.seller.defaultRecipient?.balance.available} /></td>
                  <td class="url">${view.webhook.url ?? '—'}</td>
                  <td><${When} iso=${view.seller.createdAt} /></td>
                </tr>`,
              )}
            </tbody>
          </table>
        </div>`
        : html`<${Loading} what="os vendedores" />`
    }
  </div>`;
}

export function SellersView() {
  const id = route.value.id;
  return id ? html`<${SellerDetail} id=${id} />` : html`<${SellersList} />`;
}
