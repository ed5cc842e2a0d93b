import { useState } from 'preact/hooks';
import type { TenantCreated } from '../../src/generated/schema-types';
import { CopyButton } from '../components/copy-button';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { TimeLegend, wallColumn } from '../components/time-legend';
import { When } from '../components/when';
import { ApiError, api, pathTo } from '../lib/api';
import { token as sessionToken } from '../lib/token';
import { html } from '../lib/html';
import { useLive } from '../lib/use-live';

/** The name rule of the server (src/core/lib/key-form.ts), checked by the browser before asking. */
const NAME_PATTERN = '[a-z0-9](?:[a-z0-9\\-]{0,61}[a-z0-9])?';
const NAME_RULE = 'de 1 a 63 caracteres a-z, 0-9 e -, sem - no início nem no fim (ci-run-42, qa-lucia)';

/** "owner=lucia, branch=main" → { owner: 'lucia', branch: 'main' } (empty parts ignored). */
function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const part of text.split(',')) {
    const equals = part.indexOf('=');
    if (equals > 0) labels[part.slice(0, equals).trim()] = part.slice(equals + 1).trim();
  }
  return labels;
}

/** A new tenant (POST /__admin/tenants/{name}); what it answers (token, keys, secrets) is shown once, below. */
function CreateTenant({ onCreated }: { onCreated: (created: TenantCreated) => void }) {
  const [name, setName] = useState('');
  const [fixtures, setFixtures] = useState(true);
  const [ttl, setTtl] = useState('');
  const [labels, setLabels] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = {
      fixtures,
      ...(ttl.trim() ? { ttl: ttl.trim() } : {}),
      ...(labels.trim() ? { labels: labelsOf(labels) } : {}),
    };
    api('postAdminTenantsName', { path: { name } }, body).then(
      (created) => {
        setBusy(false);
        setName('');
        onCreated(created);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };
  const input = (set: (value: string) => void) => (event: Event) => set((event.target as HTMLInputElement).value);
  return html`<form onSubmit=${submit} class="stack" aria-labelledby="tenant-create-title" data-tenant-create>
    <h2 id="tenant-create-title">Criar tenant</h2>
    <label class="field"><span class="label">Nome</span><input name="name" required pattern=${NAME_PATTERN} title=${NAME_RULE} value=${name} onInput=${input(setName)} /><span class="hint">${NAME_RULE}</span></label>
    <label class="field"><span class="label">Expira sem uso após (opcional)</span><input name="ttl" placeholder="2h" value=${ttl} onInput=${input(setTtl)} /></label>
    <label class="field"><span class="label">Rótulos (opcional)</span><input name="labels" placeholder="pipeline=checkout, owner=lucia" value=${labels} onInput=${input(setLabels)} /></label>
    <label><input type="checkbox" name="fixtures" checked=${fixtures} onChange=${(event: Event) => setFixtures((event.target as HTMLInputElement).checked)} /> Com as contas de fixture (chaves próprias)</label>
    ${error ? html`<p class="error" role="alert">${error}</p>` : null}
    <button type="submit" class="primary" disabled=${busy}>Criar</button>
  </form>`;
}

/** What a creation answered, shown only now: the console, the token, the keys and webhook secrets. */
function Created({ created }: { created: TenantCreated }) {
  const consoleUrl = `${location.origin}${created.tenant.adminPath}/ui`;
  return html`<section class="notice" role="status" data-tenant-created=${created.tenant.name}>
    <p>Tenant <strong>${created.tenant.name}</strong> criado. Guarde o token e as chaves privadas: são mostrados só agora.</p>
    <p>Console: <a href=${`${created.tenant.adminPath}/ui`}>${consoleUrl}</a></p>
    <p>X-Admin-Token: <code data-created-token>${created.adminToken}</code> <${CopyButton} text=${created.adminToken} label="Copiar token" /></p>
    ${
      created.credentials.length
        ? html`<div class="table-wrap"><table>
          <caption class="sr-only">Chaves do tenant</caption>
          <thead><tr><th scope="col">E-mail</th><th scope="col">X-Api-Public-Key</th><th scope="col">X-Api-Private-Key</th><th scope="col">Segredo de webhook</th></tr></thead>
          <tbody>${created.credentials.map((row) => html`<tr key=${row.userId}><td>${row.email}</td><td><code data-secret>${row.publicKey}</code></td><td><code data-secret>${row.privateKey}</code></td><td><code data-secret>${row.webhookSecret}</code></td></tr>`)}</tbody>
        </table></div>`
        : null
    }
  </section>`;
}

/**
 * Deletes a tenant with a token that may: the operator's of this tab, else the tenant's own (a delete needs one even
 * when the sandbox has no operator token, so nobody deletes a tenant by its name alone).
 */
async function deleteTenant(name: string, tenantToken: string | null): Promise<void> {
  const token = sessionToken.value ?? tenantToken;
  const res = await fetch(pathTo('deleteAdminTenantsName', { path: { name } }), {
    method: 'DELETE',
    headers: token ? { 'X-Admin-Token': token } : {},
  });
  if (res.ok) return;
  const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
  throw new ApiError(res.status, body.error ?? null, body.message ?? `HTTP ${res.status}`, body);
}

/**
 * The operator's list of tenants (GET /__admin/tenants): each a whole sandbox of its own, with
 * its own console at /__admin/tenants/{name}/ui (which asks for that tenant's token). It creates and deletes them.
 */
export function TenantsView() {
  const list = useLive('tenants', ['state'], () => api('getAdminTenants'));
  const [created, setCreated] = useState<TenantCreated | null>(null);
  /** The tokens of the tenants made in this view: they delete them when this tab has no operator token. */
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const remove = (name: string) => {
    if (!confirm(`Apagar o tenant ${name} e tudo o que há nele? Suas chaves e seu token deixam de valer.`)) return;
    setFailure(null);
    // Without the operator's token in this tab: the token of a tenant made here, or the one its owner gives.
    const own =
      sessionToken.value === null
        ? (tokens[name] ?? prompt(`Token do tenant ${name} (X-Admin-Token, começa por tnt_)`))
        : null;
    if (sessionToken.value === null && !own) return;
    deleteTenant(name, own).then(
      () => {
        if (created?.tenant.name === name) setCreated(null);
        list.reload();
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  };
  return html`<div>
    <h1>Tenants</h1>
    <p>Cada tenant é um sandbox inteiro: vendedores e chaves, vendas, relógio, falhas, entregas, diário e eventos próprios. Crie um aqui, com <code>gateway-sandbox tenants create NOME</code> ou <code>POST /__admin/tenants/NOME</code>.</p>
    <${CreateTenant} onCreated=${(made: TenantCreated) => {
      setCreated(made);
      setTokens({ ...tokens, [made.tenant.name]: made.adminToken });
      list.reload();
    }} />
    ${created ? html`<${Created} created=${created} />` : null}
    <${ErrorNote} error=${failure ?? list.error} />
    <${TimeLegend} />
    ${
      list.data
        ? list.data.tenants.length
          ? html`<div class="table-wrap" data-ready="tenants"><table>
            <caption class="sr-only">Tenants</caption>
            <thead><tr><th scope="col">Nome</th><th scope="col">Rótulos</th><th scope="col">${wallColumn('Criado')}</th><th scope="col">${wallColumn('Última atividade')}</th><th scope="col">${wallColumn('Expira')}</th><th scope="col" class="num">Registros</th><th scope="col" class="num">Memória (KB)</th><th scope="col"><span class="sr-only">Ações</span></th></tr></thead>
            <tbody>${list.data.tenants.map(
              (tenant) => html`<tr key=${tenant.name}>
                <td><a href=${`${tenant.adminPath}/ui`} data-tenant-link=${tenant.name}>${tenant.name}</a></td>
                <td data-tenant-labels=${tenant.name}>${Object.entries(tenant.labels).map(([key, value]) => html`<code key=${key}>${key}=${value}</code> `)}</td>
                <td data-wall-clock><${When} iso=${tenant.createdAt} /></td>
                <td data-wall-clock><${When} iso=${tenant.lastActivityAt} /></td>
                <td data-wall-clock>${tenant.expiresAt ? html`<${When} iso=${tenant.expiresAt} />` : '—'}</td>
                <td class="num">${tenant.records}</td>
                <td class="num">${Math.ceil(tenant.approxBytes / 1024)}</td>
                <td><button type="button" onClick=${() => remove(tenant.name)} aria-label=${`Apagar o tenant ${tenant.name}`} data-tenant-delete=${tenant.name}>Apagar</button></td>
              </tr>`,
            )}</tbody>
          </table></div>`
          : html`<p class="muted" data-ready="tenants">Nenhum tenant.</p>`
        : html`<${Loading} what="os tenants" />`
    }
  </div>`;
}
