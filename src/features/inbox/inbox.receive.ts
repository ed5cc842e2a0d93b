import type { Request, Response } from 'express';
import type { Deps } from '../../http/sandbox-context.js';
import { AppError } from '../../core/lib/errors.js';
import { JOURNAL_BODY_CHARS, REQUEST_BODY_TEXT } from '../../http/request-log.js';
import type { RouteTable } from '../../http/route.js';
import { sendJson } from '../../http/send.js';
import { redactedHeaders, redactedQuery } from '../../core/lib/redact.js';
import { secretEquals } from '../../core/lib/secrets.js';
import { signBytes } from '../webhooks/signature.js';
import { inboxName } from './inbox-name.js';
import { HANG_LIMIT_MS, INBOX_TOKEN_PARAM, MAX_BODY_BYTES, type InboxSignature } from './inbox.store.js';

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
function checkSignature(
  deps: Pick<Deps, 'store'>,
  deliveryId: number | null,
  header: string | null,
  body: Buffer,
  complete: boolean,
): InboxSignature {
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

/** What the receiver reads and fills: the body limit, the inboxes, and the deliveries and secrets of the store. */
type Receiving = Pick<Deps, 'settings' | 'inboxes' | 'store'>;

/**
 * POST /__admin/inbox/<name>: the receiving end. Served ahead of the admin token and the loop
 * refusal (src/sandbox/app.ts): the outbox sends no token, and a delivery arriving here is the point,
 * not a loop. It only ever stores what it is sent, within fixed bounds.
 */
export const INBOX_RECEIVER_ROUTES: RouteTable = [
  {
    method: 'post',
    path: '/__admin/inbox/:name',
    operationId: 'postAdminInboxName',
    tag: 'Webhooks (admin)',
    summary: 'A webhook inbox: point a webhook or postbackUrl here',
    description:
      'Captures the request (headers including X-Signature, the body as received) and answers as its mode says (PUT /__admin/inbox/{name}/mode): 200 by default. ' +
      'Needs no admin token and is exempt from the loop refusal: the sandbox’s own deliveries are what it is for. ' +
      'A tenant’s inbox (/__admin/tenants/{name}/inbox/{inbox}) takes a POST only with its capability, the `token` of the URL its view gives (`path`): 404 otherwise, as for a tenant that does not exist. The default tenant’s inboxes are open. The signature is checked against the sending seller’s webhook secret. ' +
      'Bounded: 20 inboxes (the least recently used goes), the last 100 requests of each, 16 KiB of each body. Names: 1 to 64 letters, digits, ".", "_" or "-".',
    auth: 'none',
    outsidePipeline: 'receiver',
    responses: {
      200: { schema: 'inbox/received.response.schema.json', description: 'Captured (or the status of its mode)' },
      400: { description: 'A bad inbox name' },
      404: { description: 'NOT_FOUND: a tenant’s inbox without its capability (the `token` of its URL)' },
      413: { description: 'PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES, as every endpoint refuses' },
    },
    // The captures live beside the store, not in it.
    writes: false,
    // It owns its connection: it reads the body itself, and a hanging mode answers late or never.
    handle: ({ deps, req }) => {
      // A tenant's inbox takes a POST only with its capability (its URL's token): nobody else's deliveries reach it,
      // and nobody without it makes inboxes that would evict the tenant's. 404 as for a tenant that does not exist.
      const presented = req.query[INBOX_TOKEN_PARAM];
      if (!deps.inboxes.admits(inboxName(req.params.name), typeof presented === 'string' ? presented : null))
        throw new AppError('NOT_FOUND');
      return { raw: (res) => receive(deps, req, res) };
    },
  },
];

async function receive(deps: Receiving, req: Request, res: Response): Promise<void> {
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
      if (!res.headersSent) sendJson(res, behaviour.status, { inbox: name, id: capture.id, received: true });
    }, HANG_LIMIT_MS);
    timer.unref();
    res.on('close', () => clearTimeout(timer));
    return;
  }
  sendJson(res, answeredStatus, { inbox: name, id: capture.id, received: true });
}
