import { useState } from 'preact/hooks';
import type { ClockAdvanced, ClockAdvanceInput } from '../../src/generated/schema-types';
import { ErrorNote } from '../components/notice';
import { When } from '../components/when';
import { api } from '../lib/api';
import { clock } from '../lib/clock-state';
import { html } from '../lib/html';
import { JOB_LABELS } from '../lib/vocabulary';

/** A job of the clock by what it does, with its name (as logs and the API write it) beside. */
function Job({ name }: { name: string }) {
  return html`${JOB_LABELS[name] ?? name} <code class="muted">${name}</code>`;
}

const QUICK: { label: string; input: ClockAdvanceInput }[] = [
  { label: '+1 hora', input: { hours: 1 } },
  { label: '+1 dia', input: { days: 1 } },
  { label: '+1 mês', input: { months: 1 } },
];
const UNITS: { unit: keyof ClockAdvanceInput; label: string }[] = [
  { unit: 'minutes', label: 'minutos' },
  { unit: 'hours', label: 'horas' },
  { unit: 'days', label: 'dias' },
  { unit: 'months', label: 'meses' },
];

/** The runs of one advance, per job: how many items, from when to when. */
function summarize(result: ClockAdvanced): { job: string; handled: number; first: string; last: string }[] {
  const jobs = new Map<string, { job: string; handled: number; first: string; last: string }>();
  for (const run of result.ran) {
    const job = jobs.get(run.job);
    if (job) {
      job.handled += run.handled;
      job.last = run.at;
    } else jobs.set(run.job, { job: run.job, handled: run.handled, first: run.at, last: run.at });
  }
  return [...jobs.values()];
}

/** The sandbox clock with its advance buttons, and what fell due on the last advance. */
export function ClockPanel() {
  const [amount, setAmount] = useState('2');
  const [unit, setUnit] = useState<keyof ClockAdvanceInput>('days');
  const [result, setResult] = useState<ClockAdvanced | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const advance = async (input: ClockAdvanceInput) => {
    setBusy(true);
    setError(null);
    try {
      setResult(await api('postAdminClockAdvance', undefined, input));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const custom = (event: Event) => {
    event.preventDefault();
    const value = Number(amount);
    if (Number.isSafeInteger(value) && value > 0) void advance({ [unit]: value });
    else setError('Informe um número inteiro maior que zero');
  };
  const now = clock.value;
  return html`<section class="card clock-panel" aria-labelledby="clock-title">
    <h2 id="clock-title">Relógio do sandbox</h2>
    <p class="now">${now ? html`<${When} iso=${now.now} />` : '…'} <span class="muted">(Brasília${now?.frozen ? ', parado: só avança pelos botões' : ', correndo com o tempo real'})</span></p>
    <div class="row">
      ${QUICK.map(({ label, input }) => html`<button type="button" disabled=${busy} onClick=${() => advance(input)}>${label}</button>`)}
      <form class="inline" onSubmit=${custom} aria-label="Avançar o relógio">
        <label class="field inline"><span class="label">Quanto</span><input type="number" min="1" step="1" value=${amount} onInput=${(event: Event) => setAmount((event.target as HTMLInputElement).value)} /></label>
        <label class="field inline"><span class="label">Unidade</span
          ><select value=${unit} onChange=${(event: Event) => setUnit((event.target as HTMLSelectElement).value as keyof ClockAdvanceInput)}>
            ${UNITS.map((option) => html`<option value=${option.unit}>${option.label}</option>`)}
          </select></label
        >
        <button type="submit" disabled=${busy}>Avançar</button>
      </form>
    </div>
    <${ErrorNote} error=${error} />
    ${
      result
        ? html`<div class="fell-due" aria-live="polite">
          <h3>O que venceu no caminho</h3>
          ${
            result.ran.length
              ? html`<ul class="due-summary">${summarize(result).map((job) => html`<li data-job=${job.job}><${Job} name=${job.job} />: ${job.handled} item(ns), de <${When} iso=${job.first} /> a <${When} iso=${job.last} /></li>`)}</ul>
                <details><summary>Cada execução, em ordem (${result.ran.length})</summary>
                  <ol class="due-runs">${result.ran.map((run) => html`<li><${Job} name=${run.job} />: ${run.handled} em <${When} iso=${run.at} /></li>`)}</ol>
                </details>`
              : html`<p class="muted">Nada venceu.</p>`
          }
        </div>`
        : null
    }
  </section>`;
}
