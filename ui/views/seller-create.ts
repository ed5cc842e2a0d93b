import { useState } from 'preact/hooks';
import type { SellerCreated, SellerInput } from '../../src/generated/schema-types';
import { CredentialsPanel } from '../components/credentials-panel';
import { Field } from '../components/field';
import { ErrorNote } from '../components/notice';
import { api } from '../lib/api';
import { formText } from '../lib/form';
import { problems } from '../lib/problems';
import { parseReais } from '../lib/format';
import { html } from '../lib/html';
import { href } from '../lib/router';

/** A new seller account: the keys and webhook secret are shown once, here. */
export function SellerCreate() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<SellerCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const input: SellerInput = {};
    const text = (name: string) => formText(form, name).trim();
    if (text('legalName')) input.legalName = text('legalName');
    if (text('name')) input.name = text('name');
    if (text('email')) input.email = text('email');
    if (text('balance')) {
      const cents = parseReais(text('balance'));
      if (cents === null) return setError('Saldo: informe um valor em reais, como 1.000,00');
      input.availableBalance = cents;
    }
    setBusy(true);
    setError(null);
    try {
      setCreated(await api('postAdminSellers', undefined, input));
      setOpen(false);
    } catch (failure) {
      setError(problems(failure));
    } finally {
      setBusy(false);
    }
  };
  return html`<section class="card create" aria-labelledby="seller-create-title">
    <h2 id="seller-create-title">Novo vendedor</h2>
    ${
      created
        ? html`<div data-created-seller=${created.userId ?? created.seller?.id}>
          <p>Vendedor <a href=${href('sellers', created.seller?.id ?? created.userId)}>${created.seller?.id ?? created.userId}</a> criado.</p>
          <${CredentialsPanel} title="Credenciais do novo vendedor" secrets=${created.credentials} />
        </div>`
        : null
    }
    ${
      open
        ? html`<form onSubmit=${submit} class="stack">
          <${Field} label="Razão social"><input name="legalName" required maxlength="200" /><//>
          <${Field} label="Nome do usuário"><input name="name" maxlength="200" /><//>
          <${Field} label="E-mail"><input name="email" type="email" /><//>
          <${Field} label="Saldo disponível inicial (R$)" hint="Ex.: 1.000,00"><input name="balance" inputmode="decimal" /><//>
          <div class="row"><button type="submit" class="primary" disabled=${busy}>Criar vendedor</button> <button type="button" onClick=${() => setOpen(false)}>Cancelar</button></div>
          <${ErrorNote} error=${error} />
        </form>`
        : html`<button type="button" onClick=${() => {
            setOpen(true);
            setCreated(null);
          }}>Criar vendedor…</button>`
    }
  </section>`;
}
