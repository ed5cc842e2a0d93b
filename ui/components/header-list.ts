import { html } from '../lib/html';

/** Headers as a two-column list. */
export function HeaderList({ headers }: { headers: Record<string, string> }) {
  return html`<dl class="headers">
    ${Object.entries(headers).map(([name, value]) => html`<div data-header=${name.toLowerCase()}><dt>${name}</dt><dd>${value}</dd></div>`)}
  </dl>`;
}
