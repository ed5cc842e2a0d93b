import { HeaderList } from '../components/header-list';
import { JsonBlock } from '../components/json-block';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { When } from '../components/when';
import { api } from '../lib/api';
import { formatDuration } from '../lib/duration';
import { html } from '../lib/html';
import { href, route } from '../lib/router';
import { useLive } from '../lib/use-live';

/** One request of the journal, with its (redacted) headers and bodies. */
export function RequestDetail({ id }: { id: string }) {
  const entry = useLive(`request-${id}`, [], () => api('getAdminRequestsId', { path: { id } }));
  const back = href('requests', null, Object.fromEntries(route.value.params));
  const data = entry.data;
  return html`<div>
    <p><a href=${back}>‹ Requisições</a></p>
    <${ErrorNote} error=${entry.error} />
    ${
      data
        ? html`<div data-ready="request-detail">
          <h1>${data.method} ${data.path} → ${data.status}</h1>
          <dl class="pairs">
            <div><dt>Quando</dt><dd><${When} iso=${data.time} /></dd></div>
            <div><dt>Duração</dt><dd title=${`${data.durationMs} ms`}><span data-measured>${formatDuration(data.durationMs)}</span></dd></div>
            <div><dt>Vendedor</dt><dd>${data.sellerId ?? '—'}</dd></div>
            <div><dt>Query</dt><dd><code>${data.query ?? '—'}</code></dd></div>
            ${data.reason ? html`<div><dt>Motivo (X-Sandbox-Reason)</dt><dd><code>${data.reason}</code></dd></div>` : null}
          </dl>
          <section class="card"><h2>Cabeçalhos da requisição</h2><${HeaderList} headers=${data.requestHeaders} /></section>
          <section class="card"><h2>Corpo da requisição${data.requestBodyTruncated ? ' (cortado)' : ''}</h2><${JsonBlock} text=${data.requestBody} label="Corpo da requisição" /></section>
          <section class="card"><h2>Corpo da resposta${data.responseBodyTruncated ? ' (cortado)' : ''}</h2><${JsonBlock} text=${data.responseBody} label="Corpo da resposta" /></section>
        </div>`
        : entry.error
          ? null
          : html`<${Loading} what="a requisição" />`
    }
  </div>`;
}
