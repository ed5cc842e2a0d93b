import { ErrorNote } from '../components/notice';
import { Loading } from '../components/loading';
import { get } from '../lib/api';
import { config } from '../lib/config';
import { html } from '../lib/html';
import { useLive } from '../lib/use-live';

type Row = Record<string, unknown>;

/** Any JSON answer as tables: every array of objects becomes one, titled by its key. */
function tablesOf(value: unknown, title = 'Valores'): { title: string; rows: Row[] }[] {
  if (Array.isArray(value)) return value.every((item) => item && typeof item === 'object') ? [{ title, rows: value as Row[] }] : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => tablesOf(child, key));
  return [];
}

/** A cell's text: a string as it is, nothing for a missing field, anything else as JSON. */
const cell = (value: unknown): string => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

function TestValuesTable() {
  const values = useLive('test-values', ['state'], () => get<unknown>('/__admin/test-values'));
  if (!values.data) return values.error ? html`<${ErrorNote} error=${values.error} />` : html`<${Loading} what="os valores de teste" />`;
  return html`<div data-ready="test-values">
    ${tablesOf(values.data).map(({ title, rows }) => {
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      return html`<section class="card"><h2>${title}</h2><div class="table-wrap"><table>
        <thead><tr>${columns.map((column) => html`<th scope="col">${column}</th>`)}</tr></thead>
        <tbody>${rows.map((row) => html`<tr>${columns.map((column) => html`<td>${cell(row[column])}</td>`)}</tr>`)}</tbody>
      </table></div></section>`;
    })}
  </div>`;
}

/**
 * The test values (cards, PIX keys, documents that trigger each outcome), when this sandbox
 * serves GET /__admin/test-values; the page only asks for it when the server says it exists.
 */
export function TestValuesView() {
  return html`<div>
    <h1>Valores de teste</h1>
    ${config.features.testValues
      ? html`<${TestValuesTable} />`
      : html`<p class="muted" data-ready="test-values">Este sandbox ainda não expõe <code>GET /__admin/test-values</code>. Os cartões de teste estão no README (seção Test cards).</p>`}
  </div>`;
}
