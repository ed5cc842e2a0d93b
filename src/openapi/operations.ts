import type { OperationDoc } from './operation.js';

/** Transition: the operations of the routers not yet in a route table (src/modules.ts ROUTES). */
export const LEGACY_OPERATIONS: OperationDoc[] = [];
