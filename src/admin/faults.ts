import type { NextFunction, Request, Response } from 'express';
import type { Fault, FaultInput } from '../generated/schema-types.js';
import { AppError, codeForStatus, isErrorCode, type ErrorCode } from '../http/errors.js';

interface ArmedFault extends Fault {
  pattern: RegExp;
  errorCode: ErrorCode | null;
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment === '*' ? '[^/]+' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Injected failures: the next matching requests answer an error of the catalogue (in
 * their group's body) or wait first, so integrators can rehearse every error the spec lists.
 */
export class FaultRegistry {
  private faults: ArmedFault[] = [];
  private lastId = 0;

  add(input: FaultInput): Fault {
    if (input.code !== undefined && !isErrorCode(input.code)) throw new AppError('VALIDATION_ERROR', { fields: ['code'], message: `Código de erro desconhecido: ${input.code}` });
    const errorCode = input.code ?? (input.status !== undefined ? codeForStatus(input.status) : null);
    const fault: ArmedFault = {
      id: ++this.lastId,
      method: input.method,
      path: input.path,
      status: input.status ?? null,
      code: errorCode,
      delayMs: input.delayMs ?? 0,
      remaining: input.times ?? null,
      pattern: pathPattern(input.path),
      errorCode,
    };
    this.faults.push(fault);
    return this.view(fault);
  }

  list(): Fault[] {
    return this.faults.map((fault) => this.view(fault));
  }

  clear(): void {
    this.faults = [];
  }

  private view({ pattern: _pattern, errorCode: _code, ...fault }: ArmedFault): Fault {
    return fault;
  }

  /** Takes one use of the first fault matching the request, if any. */
  private take(method: string, path: string): ArmedFault | null {
    const fault = this.faults.find((candidate) => (candidate.method === '*' || candidate.method === method) && candidate.pattern.test(path));
    if (!fault) return null;
    if (fault.remaining !== null && --fault.remaining <= 0) this.faults = this.faults.filter((other) => other !== fault);
    return fault;
  }

  middleware() {
    return (req: Request, _res: Response, next: NextFunction) => {
      if (this.faults.length === 0 || req.path.startsWith('/__admin')) return next();
      const fault = this.take(req.method, req.path);
      if (!fault) return next();
      const act = () => (fault.errorCode ? next(new AppError(fault.errorCode, fault.status === null ? {} : { status: fault.status })) : next());
      if (fault.delayMs > 0) setTimeout(act, fault.delayMs).unref();
      else act();
    };
  }
}
