import { api } from '../lib/api';
import { sellerName } from '../lib/format';
import { html } from '../lib/html';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';

/**
 * A seller as people know it: its company name linked to its page, its number beside (alone until the name arrives).
 */
export function SellerLink({ id }: { id: number }) {
  const seller = useLive(`seller-link-${id}`, ['seller'], () => api('getAdminSellersId', { path: { id } }));
  const name = seller.data ? sellerName(seller.data.seller) : null;
  return html`<span data-seller=${id}><a href=${href('sellers', id)}>${name ?? `Vendedor ${id}`}</a>${name ? html` <span class="muted">(nº ${id})</span>` : null}</span>`;
}
