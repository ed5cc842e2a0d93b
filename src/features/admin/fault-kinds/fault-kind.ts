import type { NextFunction, Request, Response } from 'express';
import type { Fault, FaultInput, FaultKind } from '../../../generated/schema-types.js';

/** What a fault kind gets when a request matched: the request, its response, and the pipeline's next. */
export interface FaultAct {
  req: Request;
  res: Response;
  next: NextFunction;
  fault: Fault;
}

/**
 * One kind of fault: what a matching request gets. A kind is one module and its row in
 * FAULT_KINDS (`registry.ts`); the schema's FaultKind enum makes the compiler ask for the row.
 */
export interface FaultKindModule {
  kind: FaultKind;
  /** What a client sees, for the docs (README "Faults"; a test holds the table to these). */
  clientSees: string;
  /** The input's fields this kind refuses or needs, beyond the schema (a message per bad field), or null when fine. */
  check?(input: FaultInput): { field: string; message: string } | null;
  act(ctx: FaultAct): void;
}
