/**
 * Answers of admin routes the console reads that this branch's schemas do not have yet (the
 * "qa-server" work of issue 23 adds them: schemas/admin/ledger.response.schema.json). Written
 * from that schema; once it is merged, these become the generated types of
 * src/generated/schema-types.ts (SellerLedger, LedgerLine) and this file goes.
 */

// The extrato's types are generated now (schemas/admin/ledger.response.schema.json).
export type { LedgerLine, SellerLedger } from '../../src/generated/schema-types';

/**
 * A fault as GET /__admin/faults lists it once the qa-server work is in (schemas/admin/faults.response.schema.json
 * there: `kind`, `hits`, `durationMs`, and DELETE /__admin/faults/{id}); optional here so the view also reads a server
 * without them.
 */
export type FaultRow = import('../../src/generated/schema-types').Fault & {
  kind?: string;
  hits?: number;
  durationMs?: number | null;
};

/** GET /__admin/search (schemas/admin/search.response.schema.json of the qa-server work: SearchResult). */
export interface SearchHit {
  type: 'sale' | 'cashout' | 'subscription' | 'seller';
  id: number;
  label: string;
  sellerId: number;
  createdAt: string;
  matched: { field: string; value: string; how: 'id' | 'exact' | 'prefix' }[];
}
export interface SearchResult {
  query: string;
  total: number;
  limit: number;
  hits: SearchHit[];
}

/**
 * GET /__admin/events/timeline?resource=sale:517 (schemas/events/timeline.response.schema.json of the qa-server work:
 * EventTimeline).
 */
export interface EventTimeline {
  resource: string;
  events: import('./live').SandboxEvent[];
  historySize: number;
  oldestKeptAt: string | null;
}
