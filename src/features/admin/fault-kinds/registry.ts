import type { FaultKind } from '../../../generated/schema-types.js';
import { CONNECTION_RESET_FAULT } from './connection-reset.js';
import { DELAY_FAULT } from './delay.js';
import { EMPTY_RESPONSE_FAULT } from './empty-response.js';
import type { FaultKindModule } from './fault-kind.js';
import { GARBAGE_FAULT } from './garbage.js';
import { SLOW_BODY_FAULT } from './slow-body.js';
import { STATUS_FAULT } from './status.js';

/** Every fault kind, by the schema's enum: a kind added there does not compile until its module is listed. */
export const FAULT_KINDS: Record<FaultKind, FaultKindModule> = {
  status: STATUS_FAULT,
  delay: DELAY_FAULT,
  'connection-reset': CONNECTION_RESET_FAULT,
  'empty-response': EMPTY_RESPONSE_FAULT,
  garbage: GARBAGE_FAULT,
  'slow-body': SLOW_BODY_FAULT,
};
