import { html } from '../lib/html';
import { brasilia, utcTitle } from '../lib/format';

/** An instant in Brasília time; the UTC instant is on hover (and in datetime, for machines). */
export function When({ iso }: { iso: string | null | undefined }) {
  if (!iso) return html`<span class="muted">—</span>`;
  return html`<time datetime=${iso} title=${utcTitle(iso)}>${brasilia(iso)}</time>`;
}
