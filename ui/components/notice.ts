import { html } from '../lib/html';

/** An error said where it happened, read out by screen readers. */
export function ErrorNote({ error }: { error: string | null }) {
  return error ? html`<p class="error" role="alert">${error}</p>` : null;
}
