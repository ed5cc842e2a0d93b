import { api } from './api';
import { sellerName } from './format';
import { useLive } from './use-live';

/** Seller id → its company name, as far as the console has loaded them. */
export type SellerNames = ReadonlyMap<number, string>;

const NONE: SellerNames = new Map();

/**
 * A seller in running text as people know it, after the word "vendedor": "Acme Comércio Eletrônico LTDA (nº 1000)";
 * by number alone ("nº 1000") until the names arrive, or for a seller the list does not hold.
 */
export function sellerLabel(names: SellerNames, id: number): string {
  const name = names.get(id);
  return name ? `${name} (nº ${id})` : `nº ${id}`;
}

/**
 * Every seller's name, reloaded when a seller changes: the timelines and the live feed name sellers by it (issue 32),
 * as the CLI and the sale, cashout and subscription screens do. Asked only once `needed` (a line names a seller):
 * the console's first view loads nothing before its counts.
 */
export function useSellerNames(needed = true): SellerNames {
  const sellers = useLive(needed ? 'seller-names' : 'seller-names-unneeded', ['seller', 'state'], () =>
    needed ? api('getAdminSellers') : Promise.resolve(null),
  );
  const list = sellers.data?.sellers;
  if (!list) return NONE;
  return new Map(list.map(({ seller }) => [seller.id, sellerName(seller)]));
}
