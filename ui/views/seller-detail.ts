import { useEffect, useState } from 'preact/hooks';
import type { SellerFees } from '../../src/generated/schema-types';
import { FeesFields, feesOfForm } from '../components/fees-form';
import permissionsSchema from '../../schemas/seller/permissions.schema.json';
import { CredentialsPanel, type ShownSecrets } from '../components/credentials-panel';
import { Field } from '../components/field';
import { Money } from '../components/money';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { When } from '../components/when';
import { api } from '../lib/api';
import { config } from '../lib/config';
import { formText } from '../lib/form';
import { formatDocument, formatPhone, parseReais } from '../lib/format';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';
import { problems } from '../lib/problems';
import { SWITCH_LABELS } from '../lib/vocabulary';

/** The on/off permissions, as the schema lists them (numbers are edited through the fees). */
const SWITCHES = Object.entries(permissionsSchema.properties as Record<string, { type?: string }>)
  .filter(([, property]) => property.type === 'boolean')
  .map(([name]) => name as keyof typeof SWITCH_LABELS);

/** A switch by its Portuguese label, with the field name the API uses beside it. */
function SwitchLabel({ name }: { name: keyof typeof SWITCH_LABELS }) {
  return html`${SWITCH_LABELS[name]} <code class="muted">${name}</code>`;
}

/** Runs an admin call, showing its error where the form is, or what was saved. */
function useAction() {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ text: string; where: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, said?: { text: string; where: string }) => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      await action();
      if (said) setSaved(said);
    } catch (failure) {
      setError(problems(failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, saved, busy, run };
}

/**
 * The reserved part beside the available balance, from the extrato's summary (one entry asked for): card reserves of
 * paid sales and MED holds, never available. Nothing when the server has no extrato.
 */
function ReservedPart({ id }: { id: string }) {
  const ledger = useLive(`seller-reserved-${id}`, ['balance', 'state'], () =>
    config.features.ledger
      ? api('getAdminSellersIdLedger', { path: { id }, query: { page: 1, limit: 1, order: null } })
      : Promise.resolve(null),
  );
  const data = ledger.data;
  if (!data) return null;
  return html`<p data-reserved=${data.reservedCents}><${Money} cents=${data.reservedCents} /> <span class="muted">reservado: reserva de cartão <${Money} cents=${data.reserveCents} />, bloqueio MED <${Money} cents=${data.holdCents} /></span></p>`;
}

/** One seller: balance, permissions, fees, the permanent webhook, key and secret rotation. */
export function SellerDetail({ id }: { id: string }) {
  const seller = useLive(`seller-${id}`, ['seller', 'balance'], () => api('getAdminSellersId', { path: { id } }));
  const [secrets, setSecrets] = useState<{ title: string; secrets: ShownSecrets } | null>(null);
  const action = useAction();
  // The inbox's URL as the sandbox gives it (its view's path), read when the page opens: a tenant's is inside the
  // tenant's base path and carries the inbox's capability, so the webhook goes to this console's sandbox, never to the
  // default tenant's inbox. Reading an inbox does not make it.
  const [inboxPath, setInboxPath] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api('getAdminInboxName', { path: { name: `seller-${id}` }, query: { limit: 1 } }).then(
      (contents) => live && setInboxPath(contents.inbox.path),
      () => undefined,
    );
    return () => void (live = false);
  }, [id]);
  const view = seller.data;
  const patch = (body: unknown, said: { text: string; where: string }) =>
    action.run(() => api('patchAdminSellersId', { path: { id } }, body).then(seller.reload), said);
  if (!view)
    return html`<div><p><a href="#/sellers">‹ Vendedores</a></p><${ErrorNote} error=${seller.error} />${seller.error ? null : html`<${Loading} what=${`o vendedor ${id}`} />`}</div>`;

  const savePermissions = (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const checked = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).checked;
    void patch(
      {
        permissions: Object.fromEntries(SWITCHES.map((name) => [name, checked(name)])),
        blocked: checked('blocked'),
        apiCashoutEnabled: checked('apiCashoutEnabled'),
      },
      { text: 'Permissões salvas.', where: 'permissions' },
    );
  };
  const saveBalance = (event: Event) => {
    event.preventDefault();
    const cents = parseReais(formText(new FormData(event.currentTarget as HTMLFormElement), 'balance'));
    if (cents === null)
      return void action.run(() => Promise.reject(new Error('Saldo: informe um valor em reais, como 1.000,00')));
    void patch(
      { availableBalance: cents },
      { text: 'Saldo ajustado: a diferença entrou no extrato como ajuste.', where: 'balance' },
    );
  };
  const saveWebhook = (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const url = (form.elements.namedItem('url') as HTMLInputElement).value.trim();
    void patch(
      {
        webhook: {
          url: url || null,
          notifyWithdrawals: (form.elements.namedItem('notifyWithdrawals') as HTMLInputElement).checked,
        },
      },
      { text: url ? `Webhook salvo: ${url}` : 'Webhook removido.', where: 'webhook' },
    );
  };
  const useInbox = (event: Event) => {
    if (inboxPath === null) return;
    const form = (event.currentTarget as HTMLElement).closest('form') as HTMLFormElement;
    (form.elements.namedItem('url') as HTMLInputElement).value = `${location.origin}${inboxPath}`;
    (form.elements.namedItem('notifyWithdrawals') as HTMLInputElement).checked = true;
  };
  const saveFees = (event: Event) => {
    event.preventDefault();
    let fees: SellerFees;
    try {
      fees = feesOfForm(new FormData(event.currentTarget as HTMLFormElement));
    } catch (failure) {
      return void action.run(() => Promise.reject(failure instanceof Error ? failure : new Error(String(failure))));
    }
    void patch({ fees }, { text: 'Taxas salvas.', where: 'fees' });
  };
  const rotateKeys = () =>
    action.run(async () =>
      setSecrets({
        title: 'Novas chaves (as antigas deixaram de valer)',
        secrets: (await api('postAdminSellersIdKeys', { path: { id } })).credentials,
      }),
    );
  const rotateSecret = () =>
    action.run(async () =>
      setSecrets({
        title: 'Novo segredo de webhook',
        secrets: {
          webhookSecret: (await api('postAdminSellersIdWebhookSecret', { path: { id } })).webhookSecret,
        },
      }),
    );

  const s = view.seller;
  /** What was just saved, said beside the form that saved it. */
  const Saved = ({ where }: { where: string }) =>
    action.saved?.where === where
      ? html`<p class="ok" role="status" data-saved=${where}>${action.saved.text}</p>`
      : null;
  return html`<div data-ready="seller-detail">
    <p><a href="#/sellers">‹ Vendedores</a></p>
    <h1>Vendedor ${s.id}: ${s.legalName ?? s.user.name}</h1>
    <dl class="pairs">
      <div><dt>E-mail</dt><dd>${s.user.email}</dd></div>
      <div><dt>${s.document ? s.document.type.toUpperCase() : 'Documento'}</dt><dd data-document>${formatDocument(s.document?.number)}</dd></div>
      <div><dt>Telefone</dt><dd data-phone>${formatPhone(s.user.phone)}</dd></div>
      <div><dt>Criado em</dt><dd><${When} iso=${s.createdAt} /></dd></div>
      <div><dt>Chave pública</dt><dd><code>${view.publicKey}</code></dd></div>
      <div><dt>Vendas</dt><dd><a href=${href('sales', null, { sellerId: s.id })}>ver vendas</a> · <a href=${href('cashouts', null, { sellerId: s.id })}>saques</a> · <a href=${href('subscriptions', null, { sellerId: s.id })}>assinaturas</a> · <a href=${href('ledger', s.id)}>extrato</a></dd></div>
    </dl>
    <${ErrorNote} error=${action.error} />
    ${secrets ? html`<${CredentialsPanel} key=${secrets.title} title=${secrets.title} secrets=${secrets.secrets} />` : null}
    <div class="grid two">
      <section class="card" aria-labelledby="balance-title">
        <h2 id="balance-title">Saldo</h2>
        <p class="big" data-balance=${s.defaultRecipient.balance.available}><${Money} cents=${s.defaultRecipient.balance.available} /> <span class="muted">disponível</span></p>
        <${ReservedPart} id=${id} />
        <form onSubmit=${saveBalance} class="inline">
          <${Field} label="Novo saldo disponível (R$)" hint="A diferença entra no extrato como ajuste"><input name="balance" inputmode="decimal" required /><//>
          <button type="submit" disabled=${action.busy}>Ajustar saldo</button>
        </form>
        <${Saved} where="balance" />
        <p><a href=${href('ledger', s.id)}>Ver o extrato (cada lançamento e o saldo após ele)</a></p>
      </section>
      <section class="card" aria-labelledby="webhook-title">
        <h2 id="webhook-title">Webhook permanente (saques)</h2>
        <form onSubmit=${saveWebhook} class="stack">
          <${Field} label="URL do webhook"><input name="url" type="url" value=${view.webhook.url ?? ''} /><//>
          <label class="check"><input type="checkbox" name="notifyWithdrawals" checked=${view.webhook.notifyWithdrawals} /> Notificar saques</label>
          <div class="row"><button type="button" onClick=${useInbox} disabled=${inboxPath === null}>Usar a caixa de entrada seller-${id}</button> <button type="submit" class="primary" disabled=${action.busy}>Salvar webhook</button></div>
        </form>
        <${Saved} where="webhook" />
      </section>
      <section class="card" aria-labelledby="permissions-title">
        <h2 id="permissions-title">Permissões</h2>
        <form onSubmit=${savePermissions} class="stack">
          ${SWITCHES.map((name) => html`<label class="check"><input type="checkbox" name=${name} checked=${(s.permissions as unknown as Record<string, boolean>)[name]} /> <${SwitchLabel} name=${name} /></label>`)}
          <label class="check"><input type="checkbox" name="apiCashoutEnabled" checked=${view.apiCashoutEnabled} /> <${SwitchLabel} name="apiCashoutEnabled" /></label>
          <label class="check"><input type="checkbox" name="blocked" checked=${s.blocked} /> <${SwitchLabel} name="blocked" /></label>
          <button type="submit" disabled=${action.busy}>Salvar permissões</button>
        </form>
        <${Saved} where="permissions" />
      </section>
      <section class="card" aria-labelledby="keys-title">
        <h2 id="keys-title">Chaves e segredo</h2>
        <p>As chaves privadas e o segredo do webhook só aparecem quando são gerados.</p>
        <div class="row"><button type="button" disabled=${action.busy} onClick=${rotateKeys}>Gerar novas chaves</button> <button type="button" disabled=${action.busy} onClick=${rotateSecret}>Gerar novo segredo de webhook</button></div>
      </section>
    </div>
    <section class="card" aria-labelledby="fees-title">
      <h2 id="fees-title">Taxas</h2>
      <form onSubmit=${saveFees} class="stack">
        <p class="muted">Percentuais em %, valores em reais. A reserva fica retida de cada venda paga (aparece como "Reservado" no extrato).</p>
        <${FeesFields} fees=${view.fees} />
        <button type="submit" disabled=${action.busy}>Salvar taxas</button>
      </form>
        <${Saved} where="fees" />
    </section>
  </div>`;
}
