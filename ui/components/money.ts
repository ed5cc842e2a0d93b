import { html } from '../lib/html';
import { brl } from '../lib/format';

/** An amount in integer cents, as R$ with Brazilian grouping. */
export function Money({ cents }: { cents: number | null | undefined }) {
  if (cents === null || cents === undefined) return html`<span class="muted">—</span>`;
  return html`<span class="money">${brl(cents)}</span>`;
}
