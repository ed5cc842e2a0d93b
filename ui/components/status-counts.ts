import type { StatusCounts as Counts } from '../../src/generated/schema-types';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { StatusBadge } from './status-badge';

/** How many records of one kind are in each status; each status links to the list filtered by it. */
export function StatusCounts({ title, view, counts }: { title: string; view: string; counts: Counts }) {
  return html`<section class="card counts" aria-label=${title}>
    <h3><a href=${`#/${view}`}>${title}</a> <span class="muted">${counts.total.toLocaleString('pt-BR')}</span></h3>
    <ul>
      ${Object.entries(counts.byStatus).map(
        ([status, count]) =>
          html`<li><a href=${href(view, null, { status })}><${StatusBadge} status=${status} /></a> <span class="count">${count.toLocaleString('pt-BR')}</span></li>`,
      )}
    </ul>
  </section>`;
}
