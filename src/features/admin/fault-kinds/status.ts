import { AppError, codeForStatus, isErrorCode, type ErrorCode } from '../../../core/lib/errors.js';
import type { FaultKindModule } from './fault-kind.js';

/** An error of the catalogue, in the body of the request's endpoint group (the status given, or the code's). */
export const STATUS_FAULT: FaultKindModule = {
  kind: 'status',
  clientSees: "a complete HTTP answer: the status, in the endpoint group's own error body",
  check: (input) => {
    if (input.status === undefined && input.code === undefined)
      return { field: 'status', message: 'Uma falha status precisa de status ou code' };
    if (input.code !== undefined && !isErrorCode(input.code))
      return { field: 'code', message: `Código de erro desconhecido: ${input.code}` };
    return null;
  },
  act: ({ next, fault }) => {
    const code = (fault.code as ErrorCode | null) ?? codeForStatus(fault.status as Parameters<typeof codeForStatus>[0]);
    // The reason says it is injected, so nobody hunts for a bug in the request.
    const reason = `an injected fault answered ${code} (fault ${fault.id}, POST /__admin/faults)`;
    const reasonPt = `uma falha injetada respondeu ${code} (falha ${fault.id}, POST /__admin/faults)`;
    next(new AppError(code, { ...(fault.status === null ? {} : { status: fault.status }), reason, reasonPt }));
  },
};
