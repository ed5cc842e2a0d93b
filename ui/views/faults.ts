import { useState } from 'preact/hooks';
import type { FaultInput, FaultList } from '../../src/generated/schema-types';
import faultSchema from '../../schemas/admin/fault.request.schema.json';
import { Field } from '../components/field';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { api, get, post } from '../lib/api';
import { formText } from '../lib/form';
import { html } from '../lib/html';
import { useLive } from '../lib/use-live';
import { problems } from '../lib/problems';

/** The choices the fault schema accepts, read from it. */
const METHODS: readonly string[] = faultSchema.properties.method.enum;
const STATUSES: readonly number[] = faultSchema.properties.status.enum;

/** Injected faults: the next matching requests fail (in their group's error body) or slow down. */
export function FaultsView() {
  const [version, setVersion] = useState(0);
  const faults = useLive(`faults-${version}`, ['state'], () => get<FaultList>('/__admin/faults'));
  const [error, setError] = useState<string | null>(null);
  const arm = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const value = (name: string) => formText(form, name).trim();
    const input: FaultInput = { method: value('method') as FaultInput['method'], path: value('path') };
    if (value('status')) input.status = Number(value('status')) as FaultInput['status'];
    if (value('delayMs')) input.delayMs = Number(value('delayMs'));
    if (value('times')) input.times = Number(value('times'));
    setError(null);
    try {
      await post('/__admin/faults', input);
      setVersion((n) => n + 1);
    } catch (failure) {
      setError(problems(failure));
    }
  };
  const clear = async () => {
    await api('DELETE', '/__admin/faults').catch((failure: Error) => setError(failure.message));
    setVersion((n) => n + 1);
  };
  return html`<div>
    <h1>Falhas injetadas</h1>
    <section class="card">
      <h2>Armar uma falha</h2>
      <form class="filters" onSubmit=${arm}>
        <${Field} label="Método"><select name="method">${METHODS.map((method) => html`<option value=${method}>${method}</option>`)}</select><//>
        <${Field} label="Caminho" hint="Aceita :param e *"><input name="path" required pattern="/.*" placeholder="/api/transactions/:id" /><//>
        <${Field} label="Status"><select name="status"><option value="">(só atraso)</option>${STATUSES.map((status) => html`<option value=${status}>${status}</option>`)}</select><//>
        <${Field} label="Atraso (ms)"><input name="delayMs" type="number" min="0" max="60000" /><//>
        <${Field} label="Vezes" hint="Vazio: até limpar"><input name="times" type="number" min="1" /><//>
        <div class="actions"><button type="submit" class="primary">Armar</button></div>
      </form>
      <${ErrorNote} error=${error} />
    </section>
    <section class="card">
      <h2>Armadas <button type="button" class="small" onClick=${clear}>Limpar todas</button></h2>
      ${faults.data
        ? faults.data.faults.length
          ? html`<div class="table-wrap" data-ready="faults"><table>
              <caption class="sr-only">Falhas armadas</caption>
              <thead><tr><th scope="col">Id</th><th scope="col">Método</th><th scope="col">Caminho</th><th scope="col">Status</th><th scope="col">Código</th><th scope="col" class="num">Atraso</th><th scope="col" class="num">Restam</th></tr></thead>
              <tbody>${faults.data.faults.map((fault) => html`<tr key=${fault.id}><td>${fault.id}</td><td>${fault.method}</td><td>${fault.path}</td><td>${fault.status ?? '—'}</td><td>${fault.code ?? '—'}</td><td class="num">${fault.delayMs} ms</td><td class="num">${fault.remaining ?? '∞'}</td></tr>`)}</tbody>
            </table></div>`
          : html`<p class="muted" data-ready="faults">Nenhuma falha armada.</p>`
        : html`<${Loading} what="as falhas" />`}
    </section>
  </div>`;
}
