import { useEffect, useState } from 'preact/hooks';
import type { FaultInput } from '../../src/generated/schema-types';

import faultSchema from '../../schemas/admin/fault.request.schema.json';
import { Field } from '../components/field';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { api } from '../lib/api';
import { config } from '../lib/config';
import { formText } from '../lib/form';
import { html } from '../lib/html';
import { onEvent } from '../lib/live';
import { useLive } from '../lib/use-live';
import { problems } from '../lib/problems';
import { FAULT_KIND_LABELS } from '../lib/vocabulary';
import { Labelled } from '../components/status-badge';
import { isAdminPath } from '../../src/tools/client/call';

/** The choices the fault schema accepts, read from it. */
const METHODS: readonly string[] = faultSchema.properties.method.enum;
const STATUSES: readonly number[] = faultSchema.properties.status.enum;
/** The kinds, when the schema has them (the wire faults: connection reset, empty answer, garbage, slow body). */
const KINDS: readonly string[] =
  (faultSchema as { $defs?: { FaultKind?: { enum?: string[] } } }).$defs?.FaultKind?.enum ?? [];
// Omit: once the schema has kinds, FaultInput types `kind` as the enum; the form sends what the schema's own select
// offered.
type ArmInput = Omit<FaultInput, 'kind' | 'durationMs'> & { kind?: string; durationMs?: number };

/**
 * A fault fires on a request outside /__admin, and every request ends with a request.finished
 * event: the list is read again after each (throttled), so hits and the uses left move live
 * and a used-up fault leaves the table as it leaves the server. The console's own admin calls
 * never fire a fault, so they are not listened to (reading the list would otherwise be its own
 * trigger).
 */
function useFaultFirings(): number {
  const [firings, setFirings] = useState(0);
  useEffect(
    () =>
      onEvent((event) => {
        // fault.fired where the server sends it; otherwise the end of any request outside /__admin.
        if (
          event.type === 'fault.fired' ||
          (event.type === 'request.finished' && !isAdminPath(String(event.data.path)))
        )
          setFirings((n) => n + 1);
      }),
    [],
  );
  return firings;
}

/** Injected faults: the next matching requests fail (in their group's error body) or slow down. */
export function FaultsView() {
  const [version, setVersion] = useState(0);
  const firings = useFaultFirings();
  const faults = useLive(`faults-${version}`, ['state'], () => api('getAdminFaults'));
  // A request that may have fired a fault: read again, keeping what is shown meanwhile.
  useEffect(() => {
    if (firings) faults.reload();
  }, [firings]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const arm = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const value = (name: string) => formText(form, name).trim();
    const input: ArmInput = { method: value('method'), path: value('path') };
    if (value('kind')) input.kind = value('kind');
    if (value('durationMs')) input.durationMs = Number(value('durationMs'));
    if (value('status')) input.status = Number(value('status'));
    if (value('delayMs')) input.delayMs = Number(value('delayMs'));
    if (value('times')) input.times = Number(value('times'));
    setError(null);
    setDone(null);
    try {
      const armed = await api('postAdminFaults', undefined, input);
      setDone(`Falha ${armed.id} armada: ${value('method')} ${value('path')}.`);
      setVersion((n) => n + 1);
    } catch (failure) {
      setError(problems(failure));
    }
  };
  const disarm = async (id: number) => {
    setError(null);
    setDone(null);
    try {
      await api('deleteAdminFaultsId', { path: { id } });
      setDone(`Falha ${id} desarmada.`);
    } catch (failure) {
      setError(problems(failure));
    }
    setVersion((n) => n + 1);
  };
  const clear = async () => {
    setDone(null);
    try {
      await api('deleteAdminFaults');
      setDone('Todas as falhas desarmadas.');
    } catch (failure) {
      setError(problems(failure));
    }
    setVersion((n) => n + 1);
  };
  return html`<div>
    <h1>Falhas injetadas</h1>
    <section class="card">
      <h2>Armar uma falha</h2>
      <form class="filters" onSubmit=${arm}>
        <${Field} label="Método"><select name="method">${METHODS.map((method) => html`<option value=${method}>${method}</option>`)}</select><//>
        <${Field} label="Caminho" hint="Aceita :param e *"><input name="path" required pattern="/.*" placeholder="/api/transactions/:id" /><//>
        ${
          KINDS.length
            ? html`<${Field} label="Tipo" hint="Automático: um erro HTTP se houver código, senão só o atraso"><select name="kind"><option value="">(automático)</option>${KINDS.map((kind) => html`<option value=${kind}>${kind}: ${FAULT_KIND_LABELS[kind] ?? kind}</option>`)}</select><//>
            <${Field} label="Duração do corpo (ms)" hint="Só slow-body"><input name="durationMs" type="number" min="1" max="60000" /><//>`
            : null
        }
        <${Field} label="Status"><select name="status"><option value="">(só atraso)</option>${STATUSES.map((status) => html`<option value=${status}>${status}</option>`)}</select><//>
        <${Field} label="Atraso (ms)"><input name="delayMs" type="number" min="0" max="60000" /><//>
        <${Field} label="Vezes" hint="Vazio: até desarmar"><input name="times" type="number" min="1" /><//>
        <div class="actions"><button type="submit" class="primary">Armar</button></div>
      </form>
    </section>
    ${done ? html`<p class="ok" role="status">${done}</p>` : null}
    <${ErrorNote} error=${error} />
    <section class="card">
      <h2>Armadas <button type="button" class="small" onClick=${clear}>Desarmar todas</button></h2>
      <p class="muted">Atualiza sozinha a cada requisição: uma falha some da lista quando suas vezes acabam.</p>
      ${
        faults.data
          ? faults.data.faults.length
            ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Falhas armadas" data-ready="faults"><table>
              <caption class="sr-only">Falhas armadas</caption>
              <thead><tr><th scope="col">Id</th><th scope="col">Tipo</th><th scope="col">Método</th><th scope="col">Caminho</th><th scope="col">Status</th><th scope="col">Código</th><th scope="col" class="num">Atraso</th><th scope="col" class="num">Disparou</th><th scope="col" class="num">Restam</th>${config.features.faultDelete ? html`<th scope="col"><span class="sr-only">Ações</span></th>` : null}</tr></thead>
              <tbody>${faults.data.faults.map(
                (fault) => html`<tr key=${fault.id} data-fault=${fault.id}>
                <td>${fault.id}</td><td><${Labelled} value=${fault.kind ?? (fault.status === null && fault.code === null ? 'delay' : 'status')} labels=${FAULT_KIND_LABELS} /></td><td>${fault.method}</td><td class="url">${fault.path}</td><td>${fault.status ?? '—'}</td><td>${fault.code ?? '—'}</td>
                <td class="num">${fault.delayMs ? `${fault.delayMs.toLocaleString('pt-BR')} ms` : '—'}</td>
                <td class="num" data-hits=${fault.hits ?? ''}>${fault.hits === undefined ? '—' : `${fault.hits.toLocaleString('pt-BR')}×`}</td>
                <td class="num" data-remaining=${fault.remaining ?? ''}>${fault.remaining ?? html`<span title="até desarmar">∞</span>`}</td>
                ${config.features.faultDelete ? html`<td><button type="button" class="small" aria-label=${`Desarmar a falha ${fault.id}`} onClick=${() => disarm(fault.id)}>Desarmar</button></td>` : null}
              </tr>`,
              )}</tbody>
            </table></div>`
            : html`<p class="muted" data-ready="faults">Nenhuma falha armada.</p>`
          : html`<${Loading} what="as falhas" />`
      }
    </section>
  </div>`;
}
