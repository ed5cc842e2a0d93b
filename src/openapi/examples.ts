import type { Deps } from '../deps.js';
import { sellerAccount } from '../seller/seller.service.js';

/** The fixture account whose data illustrates the API reference. */
const EXAMPLE_SELLER_ID = 1000;

/**
 * Response examples taken from the fixture data of a running server, keyed
 * "METHOD path status". A missing record just leaves the example out.
 */
export function fixtureExamples(deps: Deps): Map<string, unknown> {
  const examples = new Map<string, unknown>();
  const add = (key: string, make: () => unknown) => {
    try {
      examples.set(key, make());
    } catch {
      // The state no longer holds the fixture record: no example.
    }
  };
  add('GET /api/seller 200', () => sellerAccount(deps, EXAMPLE_SELLER_ID));
  add('GET /health 200', () => ({ status: 'ok' }));
  return examples;
}
