import { useEffect, useRef, useState } from 'preact/hooks';
import { html } from '../lib/html';
import { tenant } from '../lib/config';
import { setToken, tokenRefused } from '../lib/token';

/**
 * Asks for the admin token once: the operator's (SANDBOX_ADMIN_TOKEN) on the default console, the tenant's own on a
 * tenant's console, which it names (issue 29); kept in sessionStorage for this tab.
 * A modal <dialog>: focus stays inside it until the token is given.
 */
export function TokenDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  const submit = (event: Event) => {
    event.preventDefault();
    if (value.trim()) setToken(value.trim());
  };
  return html`<dialog ref=${ref} class="token-dialog" aria-labelledby="token-title" onCancel=${(event: Event) => event.preventDefault()}>
    <form onSubmit=${submit}>
      <h2 id="token-title">Token de administração</h2>
      ${
        tenant
          ? html`<p data-token-for=${tenant}>Este é o console do tenant <strong>${tenant}</strong>. Informe o token dele: o <code>adminToken</code> mostrado ao criá-lo (<code>gateway-sandbox tenants create ${tenant}</code> ou <code>POST /__admin/tenants/${tenant}</code>, começa por <code>tnt_</code>); o token do operador também serve. O token fica só nesta aba (sessionStorage), nunca na URL.</p>`
          : html`<p>Este sandbox exige o cabeçalho <code>X-Admin-Token</code> com o token do operador (SANDBOX_ADMIN_TOKEN). O token fica só nesta aba (sessionStorage), nunca na URL.</p>`
      }
      ${tokenRefused.value ? html`<p class="error" role="alert" id="token-refused">${tenant ? `O servidor recusou o token informado (401 ADMIN_UNAUTHORIZED). Confira o token do tenant ${tenant} e tente de novo.` : 'O servidor recusou o token informado (401 ADMIN_UNAUTHORIZED). Confira o valor de SANDBOX_ADMIN_TOKEN e tente de novo.'}</p>` : null}
      <label class="field"><span class="label">Token</span><input type="password" name="token" autocomplete="off" required aria-invalid=${tokenRefused.value ? 'true' : undefined} aria-describedby=${tokenRefused.value ? 'token-refused' : undefined} value=${value} onInput=${(event: Event) => setValue((event.target as HTMLInputElement).value)} /></label>
      <button type="submit" class="primary">Entrar</button>
    </form>
  </dialog>`;
}
