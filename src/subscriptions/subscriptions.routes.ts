import { Router, type Response } from 'express';
import type { Deps } from '../deps.js';
import type { SellerRecord, SubscriptionCancelInput } from '../generated/schema-types.js';
import { principalOf, sellerOf } from '../http/auth.js';
import { AppError } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { presentCancelled, presentPaused, presentResumed } from './subscriptions.present.js';
import { parseListQuery } from './subscriptions.query.js';
import {
  cancelSubscription,
  listSubscriptions,
  pauseSubscription,
  resumeSubscription,
  subscriptionDetail,
  subscriptionMetrics,
  subscriptionOfSeller,
} from './subscriptions.service.js';

/** Reads need a seller account; a blocked seller may still read (changes use sellerOf, which refuses it). */
function readerOf(res: Response): SellerRecord {
  const { seller } = principalOf(res);
  if (!seller) throw new AppError('FORBIDDEN');
  return seller;
}

/** A path id that is not a positive integer is 400 INVALID_ID, as for transactions and cashouts. */
const idOf = (raw: unknown) => parseId(raw);

export function subscriptionRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/api/subscriptions', (req, res) => {
    const seller = readerOf(res);
    const query = parseListQuery(req.query as Record<string, unknown>);
    res.json({ success: true, data: listSubscriptions(deps, seller.id, query) });
  });

  // Before /:id, so "metrics" is never read as an id.
  router.get('/api/subscriptions/metrics', (_req, res) => {
    res.json({ success: true, data: subscriptionMetrics(deps, readerOf(res).id) });
  });

  router.get('/api/subscriptions/:id', (req, res) => {
    const record = subscriptionOfSeller(deps, readerOf(res).id, idOf(req.params.id));
    res.json({ success: true, data: subscriptionDetail(deps, record) });
  });

  router.post('/api/subscriptions/:id/pause', (req, res) => {
    const record = subscriptionOfSeller(deps, sellerOf(res).id, idOf(req.params.id));
    const paused = pauseSubscription(deps, record);
    res.json(presentPaused(paused));
  });

  router.post('/api/subscriptions/:id/resume', (req, res) => {
    const record = subscriptionOfSeller(deps, sellerOf(res).id, idOf(req.params.id));
    const resumed = resumeSubscription(deps, record);
    res.json(presentResumed(resumed));
  });

  router.post('/api/subscriptions/:id/cancel', (req, res) => {
    const record = subscriptionOfSeller(deps, sellerOf(res).id, idOf(req.params.id));
    const input = deps.schemas.parse<SubscriptionCancelInput>('subscriptions/cancel.request.schema.json', req.body ?? {});
    const cancelled = cancelSubscription(deps, record, input);
    res.json(presentCancelled(cancelled));
  });

  return router;
}
