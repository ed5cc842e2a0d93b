import { html } from '../lib/html';

/** A JSON text, indented when it parses (a cut-short body is shown as it is). */
export function JsonBlock({ text, label }: { text: string | null; label: string }) {
  if (text === null) return html`<p class="muted">(sem corpo)</p>`;
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON, or cut at the size cap: as it is.
  }
  return html`<pre class="code" aria-label=${label} tabindex="0">${shown}</pre>`;
}
