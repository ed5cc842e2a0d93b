import { useState } from 'preact/hooks';
import type { InboxMode } from '../../src/generated/schema-types';
import { CopyButton } from '../components/copy-button';
import { Field } from '../components/field';
import { HeaderList } from '../components/header-list';
import { JsonBlock } from '../components/json-block';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { SignatureNote } from '../components/signature-note';
import { Labelled } from '../components/status-badge';
import { When } from '../components/when';
import { api, pathTo } from '../lib/api';
import { formText } from '../lib/form';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';
import { INBOX_MODE_LABELS } from '../lib/vocabulary';

const MODES: { mode: InboxMode; label: string }[] = [
  { mode: 'accept', label: 'Aceitar (2xx)' },
  { mode: 'fail', label: 'Falhar (erro HTTP)' },
  { mode: 'hang', label: 'Não responder (timeout)' },
];

/** One inbox: its URL, how it answers, and what arrived, live. */
export function InboxDetail({ name }: { name: string }) {
  const inbox = useLive(`inbox-${name}`, ['inbox'], () => api('getAdminInboxName', { path: { name } }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `${location.origin}${pathTo('postAdminInboxName', { path: { name } })}`;
  const data = inbox.data;
  const configure = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const mode = formText(form, 'mode') as InboxMode;
    const status = formText(form, 'status').trim();
    const times = formText(form, 'times').trim();
    setBusy(true);
    setError(null);
    try {
      await api(
        'putAdminInboxNameMode',
        { path: { name } },
        {
          mode,
          ...(status && mode !== 'hang' ? { status: Number(status) } : {}),
          ...(times ? { times: Number(times) } : {}),
        },
      );
      inbox.reload();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const clear = async () => {
    await api('deleteAdminInboxName', { path: { name } }).catch((failure: Error) => setError(failure.message));
    inbox.reload();
  };
  return html`<div>
    <p><a href="#/inbox">‹ Caixas de entrada</a></p>
    <h1>Caixa de entrada ${name}</h1>
    <p>URL: <code data-inbox-url>${url}</code> <${CopyButton} text=${url} label="a URL da caixa" /></p>
    <${ErrorNote} error=${inbox.error ?? error} />
    ${
      data
        ? html`<div data-ready="inbox-detail">
          <section class="card" aria-labelledby="mode-title">
            <h2 id="mode-title">Como responde</h2>
            <p>Modo atual: <${Labelled} value=${data.inbox.behaviour.mode} labels=${INBOX_MODE_LABELS} />, ${data.inbox.behaviour.mode === 'hang' ? 'não responde' : `HTTP ${data.inbox.behaviour.status}`}${data.inbox.behaviour.times ? `, nas próximas ${data.inbox.behaviour.times}` : ''}</p>
            <form onSubmit=${configure} class="inline" key=${JSON.stringify(data.inbox.behaviour)}>
              <fieldset class="row"><legend>Modo</legend>
                ${MODES.map((option) => html`<label class="check"><input type="radio" name="mode" value=${option.mode} checked=${data.inbox.behaviour.mode === option.mode} /> ${option.label}</label>`)}
              </fieldset>
              <${Field} label="Status HTTP" hint="Padrão: 200 ao aceitar, 500 ao falhar"><input name="status" type="number" min="200" max="599" /><//>
              <${Field} label="Só nas próximas N" hint="Vazio: até mudar de novo"><input name="times" type="number" min="1" max="1000" /><//>
              <button type="submit" class="primary" disabled=${busy}>Aplicar</button>
            </form>
          </section>
          <section class="card" aria-labelledby="received-title">
            <h2 id="received-title">Recebidas (${data.inbox.total}) <button type="button" class="small" onClick=${clear}>Esvaziar</button></h2>
            ${
              data.requests.length
                ? html`<ol class="captures" aria-live="polite">
                  ${data.requests.map(
                    (capture) => html`<li key=${capture.id} data-capture=${capture.id}>
                      <p><strong>${capture.method}</strong> <${When} iso=${capture.at} /> · <${SignatureNote} valid=${capture.signature.valid} header=${capture.signature.header} /> · respondeu ${capture.answeredStatus ?? 'nada (timeout)'}
                        ${capture.deliveryId ? html` · entrega <a href=${href('webhooks', capture.deliveryId)}>${capture.deliveryId}</a>, tentativa ${capture.headers['x-sandbox-delivery-attempt'] ?? '?'}` : null}</p>
                      <details><summary>Cabeçalhos</summary><${HeaderList} headers=${capture.headers} /></details>
                      <details open=${capture === data.requests[0]}><summary>Corpo (${capture.bodyBytes} bytes${capture.bodyTruncated ? ', cortado' : ''})</summary><${JsonBlock} text=${capture.body} label=${`Corpo recebido ${capture.id}`} /></details>
                    </li>`,
                  )}
                </ol>`
                : html`<p class="muted">Nada recebido ainda. Esta página se atualiza sozinha.</p>`
            }
          </section>
        </div>`
        : inbox.error
          ? null
          : html`<${Loading} what="a caixa" />`
    }
  </div>`;
}
