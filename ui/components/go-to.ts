import { useState } from 'preact/hooks';
import { html } from '../lib/html';
import { href, navigate } from '../lib/router';

/** "Open record N": straight to a detail by its id. */
export function GoTo({ view, label }: { view: string; label: string }) {
  const [id, setId] = useState('');
  const submit = (event: Event) => {
    event.preventDefault();
    if (/^[1-9]\d*$/.test(id.trim())) navigate(href(view, id.trim()));
  };
  return html`<form class="go-to" onSubmit=${submit} aria-label=${label}>
    <label class="field"><span class="label">${label}</span><input type="number" min="1" inputmode="numeric" value=${id} onInput=${(event: Event) => setId((event.target as HTMLInputElement).value)} /></label>
    <button type="submit">Abrir</button>
  </form>`;
}
