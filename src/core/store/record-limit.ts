/**
 * A commit refused because it would leave the state holding more records than its cap
 * (SANDBOX_TENANT_MAX_RECORDS): thrown by the store's commit, whatever wrote (a request, a clock
 * advance, a restore, an import), after memory is rolled back to the last commit. The HTTP
 * layer answers it as 409 RECORD_LIMIT naming the cap (src/http/commit.ts).
 */
export class RecordLimitReached extends Error {
  constructor(
    readonly limit: number,
    /** The records the refused commit would have left. */
    readonly wouldHold: number,
  ) {
    super(`the state would hold ${wouldHold} records, over its cap of ${limit}`);
    this.name = 'RecordLimitReached';
  }
}
