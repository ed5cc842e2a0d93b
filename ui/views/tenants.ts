import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { When } from '../components/when';
import { api } from '../lib/api';
import { html } from '../lib/html';
import { useLive } from '../lib/use-live';

/**
 * The operator's list of tenants (GET /__admin/tenants): each a whole sandbox of its own, with
 * its own console at /__admin/tenants/{name}/ui (which asks for that tenant's token).
 */
export function TenantsView() {
  const list = useLive('tenants', ['state'], () => api('getAdminTenants'));
  return html`<div>
    <h1>Tenants</h1>
    <p>Cada tenant é um sandbox inteiro: vendedores e chaves, vendas, relógio, falhas, entregas, diário e eventos próprios. Crie um com <code>gateway-sandbox tenants create NOME</code> ou <code>POST /__admin/tenants/NOME</code>.</p>
    <${ErrorNote} error=${list.error} />
    ${
      list.data
        ? list.data.tenants.length
          ? html`<div class="table-wrap" data-ready="tenants"><table>
            <caption class="sr-only">Tenants</caption>
            <thead><tr><th scope="col">Nome</th><th scope="col">Criado</th><th scope="col">Última atividade</th><th scope="col" class="num">Registros</th><th scope="col" class="num">Memória (KB)</th></tr></thead>
            <tbody>${list.data.tenants.map((tenant) => html`<tr key=${tenant.name}><td><a href=${`${tenant.adminPath}/ui`} data-tenant-link=${tenant.name}>${tenant.name}</a></td><td><${When} iso=${tenant.createdAt} /></td><td><${When} iso=${tenant.lastActivityAt} /></td><td class="num">${tenant.records}</td><td class="num">${Math.ceil(tenant.approxBytes / 1024)}</td></tr>`)}</tbody>
          </table></div>`
          : html`<p class="muted" data-ready="tenants">Nenhum tenant.</p>`
        : html`<${Loading} what="os tenants" />`
    }
  </div>`;
}
