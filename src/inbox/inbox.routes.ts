import { Router, type Request, type Response } from 'express';
import type { Deps } from '../deps.js';
import type { InboxModeInput } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { invalidField, single } from '../http/list-query.js';
import { parseId } from '../http/params.js';
import { JOURNAL_BODY_CHARS, REQUEST_BODY_TEXT } from '../http/request-log.js';
import { redactedHeaders, redactedQuery } from '../lib/redact.js';
import { secretEquals } from '../lib/secrets.js';
import { signBytes } from '../webhooks/signature.js';
import { HANG_LIMIT_MS, INBOX_NAME, MAX_BODY_BYTES, MAX_CAPTURES_PER_INBOX, type InboxSignature } from './inbox.store.js';

function inboxName(raw: unknown): string {
  if (typeof raw !== 'string' || !INBOX_NAME.test(raw)) throw invalidField('name', 'O nome da caixa de entrada deve ter de 1 a 64 letras, dígitos, ".", "_" ou "-"');
  return raw;
}

/**
 * Reads the body as bytes, keeping at most MAX_BODY_BYTES and counting the rest. Past the
 * server's body limit (SANDBOX_BODY_LIMIT_BYTES) it is refused with 413, as every endpoint does.
 */
function readBody(req: Request, res: Response, limitBytes: number): Promise<{ bytes: Buffer; total: number }> {
  if (Number(req.headers['content-length']) > limitBytes) {
    res.setHeader('Connection', 'close');
    return Promise.reject(new AppError('PAYLOAD_TOO_LARGE'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let total = 0;
    req.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limitBytes) {
        res.setHeader('Connection', 'close');
        req.removeAllListeners('data');
        req.resume();
        reject(new AppError('PAYLOAD_TOO_LARGE'));
        return;
      }
      if (kept >= MAX_BODY_BYTES) return;
      const part = chunk.subarray(0, MAX_BODY_BYTES - kept);
      chunks.push(part);
      kept += part.length;
    });
    req.on('end', () => resolve({ bytes: Buffer.concat(chunks), total }));
    req.on('error', reject);
  });
}

/**
 * X-Signature checked the way a seller's receiver would: the HMAC of the exact bytes with the
 * webhook secret of the seller whose delivery this is (found by X-Sandbox-Delivery-Id).
 */
function checkSignature(deps: Deps, deliveryId: number | null, header: string | null, body: Buffer, complete: boolean): InboxSignature {
  if (header === null || deliveryId === null || !complete) return { header, valid: null };
  const delivery = deps.store.collections.deliveries.get(deliveryId);
  const secret = delivery ? deps.store.collections.users.get(delivery.sellerId)?.webhookSecret : undefined;
  if (!secret) return { header, valid: null };
  return { header, valid: secretEquals(header, signBytes(body, secret)) };
}

function headerOf(req: Request, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

/**
 * POST /__admin/inbox/<name>: the receiving end. Mounted before the admin token and the loop
 * refusal (src/app.ts): the outbox sends no token, and a delivery arriving here is the point,
 * not a loop. It only ever stores what it is sent, within fixed bounds.
 */
export function inboxReceiverRoutes(deps: Deps): Router {
  const router = Router();
  router.post('/__admin/inbox/:name', async (req: Request, res: Response) => {
    const name = inboxName(req.params.name);
    const { bytes, total } = await readBody(req, res, deps.settings.bodyLimitBytes);
    res.locals[REQUEST_BODY_TEXT] = bytes.subarray(0, JOURNAL_BODY_CHARS + 1).toString('utf8');
    const behaviour = deps.inboxes.take(name);
    const rawDelivery = headerOf(req, 'x-sandbox-delivery-id');
    const deliveryId = rawDelivery !== null && /^[1-9]\d{0,15}$/.test(rawDelivery) ? Number(rawDelivery) : null;
    const queryAt = req.originalUrl.indexOf('?');
    const answeredStatus = behaviour.mode === 'hang' ? null : behaviour.status;
    const capture = deps.inboxes.record({
      inbox: name,
      method: req.method,
      query: queryAt >= 0 ? redactedQuery(req.originalUrl.slice(queryAt + 1)) : null,
      headers: redactedHeaders(req.headers),
      body: bytes.toString('utf8'),
      bodyBytes: total,
      bodyTruncated: total > bytes.length,
      deliveryId,
      signature: checkSignature(deps, deliveryId, headerOf(req, 'x-signature'), bytes, total === bytes.length),
      answeredStatus,
      mode: behaviour.mode,
    });
    if (answeredStatus === null) {
      // Hang: answer nothing; the sender times out. Given up on after HANG_LIMIT_MS all the same.
      const timer = setTimeout(() => {
        if (!res.headersSent) res.status(behaviour.status).json({ inbox: name, id: capture.id, received: true });
      }, HANG_LIMIT_MS);
      timer.unref();
      res.on('close', () => clearTimeout(timer));
      return;
    }
    res.status(answeredStatus).json({ inbox: name, id: capture.id, received: true });
  });
  return router;
}

/** The admin side of the inboxes: list, read, set how one answers, forget one. */
export function inboxAdminRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/__admin/inbox', (_req, res) => {
    res.json({ inboxes: deps.inboxes.list() });
  });

  router.get('/__admin/inbox/:name', (req, res) => {
    const name = inboxName(req.params.name);
    const raw = single(req.query, 'limit');
    const limit = raw === null ? MAX_CAPTURES_PER_INBOX : parseId(raw, 'VALIDATION_ERROR');
    res.json({ inbox: deps.inboxes.view(name), requests: deps.inboxes.captures(name, limit) });
  });

  router.put('/__admin/inbox/:name/mode', (req, res) => {
    const name = inboxName(req.params.name);
    const input = deps.schemas.parse<InboxModeInput>('inbox/mode.request.schema.json', req.body ?? {});
    const inbox = deps.inboxes.configure(name, input);
    res.json({ inbox, requests: deps.inboxes.captures(name) });
  });

  router.delete('/__admin/inbox/:name', (req, res) => {
    deps.inboxes.forget(inboxName(req.params.name));
    res.json({ ok: true });
  });

  return router;
}
