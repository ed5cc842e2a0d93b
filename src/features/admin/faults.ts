import type { NextFunction, Request, Response } from 'express';
import type { Fault, FaultInput, FaultKind } from '../../generated/schema-types.js';
import { AppError, codeForStatus } from '../../core/lib/errors.js';
import { proxiedWireFault } from './proxied-fault.js';
import { FAULT_KINDS } from './fault-kinds/registry.js';

interface ArmedFault extends Fault {
  pattern: RegExp;
}

/**
 * What a fault firing tells a listener (the event feed): the fault as it is after taking this request, and the request.
 */
export interface FaultFired {
  fault: Fault;
  method: string;
  path: string;
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment === '*' ? '[^/]+' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The kind an input asks for: its own, or status with a status or code, or delay. */
function kindOf(input: FaultInput): FaultKind {
  return input.kind ?? (input.status !== undefined || input.code !== undefined ? 'status' : 'delay');
}

/**
 * Injected failures: the next matching requests answer an error of the catalogue (in their
 * group's body), wait first, or meet a wire fault (a reset, an empty answer, garbage, a body
 * dribbled slowly), so integrators can rehearse every error the spec lists and the network's.
 * What each kind does is its module (`fault-kinds/`); matching and `times` are the same for all.
 */
/** Used-up faults kept for `GET /__admin/faults?all=true` (issue 29); the oldest leave first past this many. */
export const SPENT_FAULTS_KEPT = 100;

/**
 * The sandbox's FaultRegistry (createDeps of src/sandbox/deps.ts builds it), a member of `Deps` declared by its owner.
 */
declare module '../../http/sandbox-context.js' {
  interface Deps {
    faults: FaultRegistry;
  }
}

export class FaultRegistry {
  private faults: ArmedFault[] = [];
  /** Faults whose `times` ran out, oldest first: no longer armed, kept so a test can read how often each fired. */
  private spent: ArmedFault[] = [];
  private lastId = 0;
  private readonly listeners = new Set<(fired: FaultFired) => void>();

  add(input: FaultInput): Fault {
    const kind = kindOf(input);
    const module = FAULT_KINDS[kind];
    if ((input.status !== undefined || input.code !== undefined) && kind !== 'status')
      throw new AppError('VALIDATION_ERROR', {
        fields: [input.status !== undefined ? 'status' : 'code'],
        message: `status e code são só da falha status, não de ${kind}`,
      });
    if (input.durationMs !== undefined && kind !== 'slow-body')
      throw new AppError('VALIDATION_ERROR', {
        fields: ['durationMs'],
        message: `durationMs é só da falha slow-body, não de ${kind}`,
      });
    const refused = module.check?.(input) ?? null;
    if (refused) throw new AppError('VALIDATION_ERROR', { fields: [refused.field], message: refused.message });
    const fault: ArmedFault = {
      id: ++this.lastId,
      kind,
      method: input.method,
      path: input.path,
      status: input.status ?? null,
      code: input.code ?? (input.status !== undefined ? codeForStatus(input.status) : null),
      delayMs: input.delayMs ?? 0,
      durationMs: kind === 'slow-body' ? (input.durationMs ?? null) : null,
      remaining: input.times ?? null,
      hits: 0,
      pattern: pathPattern(input.path),
    };
    this.faults.push(fault);
    return this.view(fault);
  }

  /** The armed faults; with `all`, the used-up ones too (remaining 0), in the order they were armed. */
  list(all = false): Fault[] {
    const listed = all ? [...this.faults, ...this.spent].sort((a, b) => a.id - b.id) : this.faults;
    return listed.map((fault) => this.view(fault));
  }

  clear(): void {
    this.faults = [];
    this.spent = [];
  }

  /** Takes one fault out; false when there is none with that id. */
  remove(id: number): boolean {
    const before = this.faults.length + this.spent.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    this.spent = this.spent.filter((fault) => fault.id !== id);
    return this.faults.length + this.spent.length < before;
  }

  /** Calls `listener` each time a fault takes a request; returns the unsubscriber. */
  onFire(listener: (fired: FaultFired) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private view({ pattern: _pattern, ...fault }: ArmedFault): Fault {
    return fault;
  }

  /** Takes one use of the first fault matching the request, if any. */
  private take(method: string, path: string): ArmedFault | null {
    const fault = this.faults.find(
      (candidate) => (candidate.method === '*' || candidate.method === method) && candidate.pattern.test(path),
    );
    if (!fault) return null;
    fault.hits++;
    if (fault.remaining !== null && --fault.remaining <= 0) {
      this.faults = this.faults.filter((other) => other !== fault);
      this.spent.push(fault);
      if (this.spent.length > SPENT_FAULTS_KEPT) this.spent.shift();
    }
    const view = this.view(fault);
    for (const listener of this.listeners) {
      try {
        listener({ fault: view, method, path });
      } catch {
        // A view's failure must not change what the request gets.
      }
    }
    return fault;
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (this.faults.length === 0 || req.path.startsWith('/__admin')) return next();
      const fault = this.take(req.method, req.path);
      if (!fault) return next();
      // Behind the cluster's proxy a wire fault is answered so the proxy can pass it on
      // (src/features/admin/proxied-fault.ts).
      const act = () =>
        proxiedWireFault(req, res, next, fault.kind) || FAULT_KINDS[fault.kind].act({ req, res, next, fault });
      if (fault.delayMs > 0) setTimeout(act, fault.delayMs).unref();
      else act();
    };
  }
}
