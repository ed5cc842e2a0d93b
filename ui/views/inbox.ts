import { useState } from 'preact/hooks';

import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { StatusBadge } from '../components/status-badge';
import { When } from '../components/when';
import { api, templateTo } from '../lib/api';
import { html } from '../lib/html';
import { href, navigate, route } from '../lib/router';
import { useLive } from '../lib/use-live';
import { InboxDetail } from './inbox-detail';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/**
 * The same rule for the input's pattern attribute, which browsers compile with the `v` flag: there a `-` in a class
 * must be escaped.
 */
const NAME_PATTERN = '[A-Za-z0-9][A-Za-z0-9._\\-]{0,63}';

/**
 * The webhook inboxes: receivers inside the sandbox. Any name works; it exists once something arrives or it is
 * configured.
 */
function InboxesList() {
  const list = useLive('inboxes', ['inbox'], () => api('getAdminInbox'));
  const [name, setName] = useState('qa');
  const open = (event: Event) => {
    event.preventDefault();
    if (NAME.test(name)) navigate(href('inbox', name));
  };
  return html`<div>
    <h1>Caixas de entrada de webhook</h1>
    <p>Uma caixa de entrada recebe o que o sandbox envia: aponte o webhook de um vendedor ou o <code>postbackUrl</code> de uma venda ou saque para <code>${templateTo('postAdminInboxName').replace('{name}', '<nome>')}</code>. Ela guarda os cabeçalhos (com X-Signature) e o corpo, e pode responder 500 ou não responder, para testar as novas tentativas.</p>
    <form class="inline" onSubmit=${open} aria-label="Abrir uma caixa de entrada">
      <label class="field"><span class="label">Nome da caixa</span><input value=${name} pattern=${NAME_PATTERN} required onInput=${(event: Event) => setName((event.target as HTMLInputElement).value)} /></label>
      <button type="submit">Abrir</button>
    </form>
    <${ErrorNote} error=${list.error} />
    ${
      list.data
        ? list.data.inboxes.length
          ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Caixas de entrada" data-ready="inboxes"><table>
            <caption class="sr-only">Caixas de entrada</caption>
            <thead><tr><th scope="col">Nome</th><th scope="col">Responde</th><th scope="col" class="num">Recebidas</th><th scope="col">Última</th></tr></thead>
            <tbody>${list.data.inboxes.map((inbox) => html`<tr key=${inbox.name}><td><a href=${href('inbox', inbox.name)}>${inbox.name}</a></td><td><${StatusBadge} status=${inbox.behaviour.mode} /> ${inbox.behaviour.mode === 'hang' ? '' : `HTTP ${inbox.behaviour.status}`}</td><td class="num">${inbox.total}</td><td><${When} iso=${inbox.lastAt} /></td></tr>`)}</tbody>
          </table></div>`
          : html`<p class="muted" data-ready="inboxes">Nenhuma caixa ainda.</p>`
        : html`<${Loading} what="as caixas" />`
    }
  </div>`;
}

export function InboxView() {
  const id = route.value.id;
  return id ? html`<${InboxDetail} name=${id} />` : html`<${InboxesList} />`;
}
