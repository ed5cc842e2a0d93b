import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../core/lib/errors.js';

/**
 * Wire faults behind the cluster's proxy (issue 27). A shard that resets or closes its connection to HAProxy, or
 * writes bytes that are not HTTP, looks to HAProxy exactly like a shard that died mid-answer: the client got
 * `502 SHARD_UNAVAILABLE`, blaming an outage that did not happen. So the proxy marks every request it forwards
 * (PROXIED_HEADER, set by the proxy over anything a client sent), and a shard that would act a wire fault on such a
 * request answers instead a 502 in the group's body naming the fault (WIRE_FAULT), with FAULT_HEADER. HAProxy 2.6 has
 * no response action that resets or closes the client's connection without an answer (`silent-drop` drops it in
 * silence: the client waits for its own timeout, checked) nor one that writes bytes that are not HTTP, so all three
 * reach the client as that 502 (README "Faults").
 */
export const PROXIED_HEADER = 'x-sandbox-proxied';
export const FAULT_HEADER = 'X-Sandbox-Wire-Fault';

const WIRE_FAULTS = new Set(['connection-reset', 'empty-response', 'garbage']);

/** Whether the request came through the cluster's proxy and the fault is one it cannot pass; if so, answers it. */
export function proxiedWireFault(req: Request, res: Response, next: NextFunction, kind: string): boolean {
  if (!WIRE_FAULTS.has(kind) || req.headers[PROXIED_HEADER] === undefined) return false;
  res.setHeader(FAULT_HEADER, kind);
  next(
    new AppError('WIRE_FAULT', {
      message: `Falha injetada ${kind}: o proxy do cluster não a repassa como tal (sem o proxy, ${kind === 'garbage' ? 'bytes que não são HTTP' : 'a conexão fecharia sem resposta'})`,
    }),
  );
  return true;
}
