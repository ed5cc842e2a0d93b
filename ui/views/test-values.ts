import type { CashoutTestStep, SaleTestStep } from '../../src/generated/schema-types';
import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { StatusBadge } from '../components/status-badge';
import { api } from '../lib/api';
import { config } from '../lib/config';
import { formatDuration } from '../lib/duration';
import { html } from '../lib/html';
import { useLive } from '../lib/use-live';
import { testValueDescription } from '../lib/vocabulary';

/** "após 1 atraso → PAGO, após 2 → ESTORNADO": each step with the instant it is taken, counted in delays. */
function Steps({ steps, delayMs }: { steps: (SaleTestStep | CashoutTestStep)[]; delayMs: number }) {
  if (!steps.length) return html`<span class="muted">decidida na criação</span>`;
  return html`<ol class="steps">${steps.map((step) => html`<li>após ${formatDuration(step.after * delayMs)} → <${StatusBadge} status=${step.status} /></li>`)}</ol>`;
}

/**
 * A table that may be wider than a phone: a named region, reachable by keyboard to scroll it (axe:
 * scrollable-region-focusable).
 */
function Table({ title, head, rows }: { title: string; head: string[]; rows: unknown[][] }) {
  return html`<section class="card"><h2>${title}</h2><div class="table-wrap" tabindex="0" role="region" aria-label=${title}><table class="test-values">
    <thead><tr>${head.map((column) => html`<th scope="col">${column}</th>`)}</tr></thead>
    <tbody>${rows.map((row) => html`<tr>${row.map((cell, index) => html`<td class=${index === row.length - 1 ? 'description' : undefined}>${cell}</td>`)}</tr>`)}</tbody>
  </table></div></section>`;
}

function TestValuesTables() {
  const values = useLive('test-values', ['state'], () => api('getAdminTestValues'));
  const data = values.data;
  if (!data)
    return values.error
      ? html`<${ErrorNote} error=${values.error} />`
      : html`<${Loading} what="os valores de teste" />`;
  const delay = data.autoDelayMs;
  return html`<div data-ready="test-values">
    <section class="card"><h2>Como os passos são medidos</h2>
      <dl class="pairs">
        <div><dt>Um atraso (SANDBOX_AUTO_DELAY_MS)</dt><dd>${formatDuration(delay)} no relógio do sandbox</dd></div>
        <div><dt>Pagar sozinho (SANDBOX_AUTO_PAY)</dt><dd>${data.autoPay ? 'sim: uma venda sem valor de teste é paga após um atraso' : 'não'}</dd></div>
        <div><dt>Boleto cancelado após (SANDBOX_BOLETO_CANCEL_AFTER_DAYS)</dt><dd>${data.boletoCancelAfterDays ? `${data.boletoCancelAfterDays} dia(s) do vencimento` : 'nunca'}</dd></div>
      </dl>
    </section>
    <${Table} title="Marcas no e-mail do cliente (vendas)" head=${['E-mail com', 'Passos', 'O que simula']} rows=${data.emailTags.map((row) => [html`<code>${row.tag}</code>`, html`<${Steps} steps=${row.steps} delayMs=${delay} />`, testValueDescription(row.description)])} />
    <${Table} title="Cartões de teste" head=${['Número', 'Bandeira', 'Na criação', 'Passos', 'O que simula']} rows=${data.cards.map((row) => [html`<code>${row.number}</code>`, row.brand, html`<${StatusBadge} status=${row.outcome} />`, html`<${Steps} steps=${row.steps} delayMs=${delay} />`, testValueDescription(row.description)])} />
    <${Table} title="Chaves PIX de teste (saques)" head=${['Chave', 'Tipo', 'Passos', 'O que simula']} rows=${data.pixKeys.map((row) => [html`<code>${row.key}</code>`, row.pixKeyType, html`<${Steps} steps=${row.steps} delayMs=${delay} />`, testValueDescription(row.description)])} />
  </div>`;
}

/**
 * The test values (cards, PIX keys, e-mail tags that decide each outcome), when this sandbox
 * serves GET /__admin/test-values; the page only asks for it when the server says it exists.
 */
export function TestValuesView() {
  return html`<div>
    <h1>Valores de teste</h1>
    ${
      config.features.testValues
        ? html`<${TestValuesTables} />`
        : html`<p class="muted" data-ready="test-values">Este sandbox ainda não expõe <code>GET /__admin/test-values</code>. Os cartões de teste estão no README (seção Test cards).</p>`
    }
  </div>`;
}
