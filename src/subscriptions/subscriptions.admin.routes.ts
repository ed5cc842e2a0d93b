import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { SubscriptionAdminInput, SubscriptionCancelInput, SubscriptionCardInput, SubscriptionRecord } from '../generated/schema-types.js';
import { adminListQuery, oneOf, single } from '../http/list-query.js';
import { assertMetadataBudget } from '../http/metadata-budget.js';
import { parseId } from '../http/params.js';
import { SUBSCRIPTION_STATUSES, type SellerAction } from './subscriptions.machine.js';
import { cancelSubscription, createSubscription, pauseSubscription, resumeSubscription, setSubscriptionCard, subscriptionAdminView, subscriptionById, subscriptionIds } from './subscriptions.service.js';

/** The seller's actions as the admin API offers them: the same service calls as the public routes. */
const ACTIONS: Record<SellerAction, (deps: Deps, record: SubscriptionRecord, body: unknown) => SubscriptionRecord> = {
  pause: (deps, record) => pauseSubscription(deps, record),
  resume: (deps, record) => resumeSubscription(deps, record),
  cancel: (deps, record, body) => cancelSubscription(deps, record, deps.schemas.parse<SubscriptionCancelInput>('subscriptions/cancel.request.schema.json', body ?? {})),
  cancelAtPeriodEnd: (deps, record, body) => cancelSubscription(deps, record, { ...deps.schemas.parse<SubscriptionCancelInput>('subscriptions/cancel.request.schema.json', body ?? {}), cancelImmediately: false }),
};

export function subscriptionAdminRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/__admin/subscriptions', (req, res) => {
    const input = deps.schemas.parse<SubscriptionAdminInput>('subscriptions/admin-input.schema.json', req.body ?? {});
    assertMetadataBudget(deps.settings, input.metadata);
    const record = createSubscription(deps, input);
    res.status(201).json(subscriptionAdminView(deps, record));
  });

  router.get('/__admin/subscriptions', (req, res) => {
    const records = deps.store.collections.subscriptions;
    const { sellerId, limit } = adminListQuery(req.query, 1000);
    const status = oneOf(req.query, 'status', SUBSCRIPTION_STATUSES);
    const rawPage = single(req.query, 'page');
    const page = rawPage === null ? 1 : parseId(rawPage, 'VALIDATION_ERROR');
    let ids = sellerId === undefined ? records.values().map((record) => record.id) : subscriptionIds(deps, sellerId);
    if (status) ids = ids.filter((id) => records.get(id)!.status === status);
    const slice = ids.sort((a, b) => a - b).slice((page - 1) * limit, page * limit);
    res.json({ subscriptions: slice.map((id) => subscriptionAdminView(deps, records.get(id)!)), total: ids.length, page, limit });
  });

  router.get('/__admin/subscriptions/:id', (req, res) => {
    res.json(subscriptionAdminView(deps, subscriptionById(deps, parseId(req.params.id, 'NOT_FOUND'))));
  });

  router.post('/__admin/subscriptions/:id/card', (req, res) => {
    const record = subscriptionById(deps, parseId(req.params.id, 'NOT_FOUND'));
    const updated = setSubscriptionCard(deps, record, deps.schemas.parse<SubscriptionCardInput>('subscriptions/card-input.schema.json', req.body ?? {}));
    res.json(subscriptionAdminView(deps, updated));
  });

  for (const [action, run] of Object.entries(ACTIONS)) {
    router.post(`/__admin/subscriptions/:id/${action}`, (req, res) => {
      const record = subscriptionById(deps, parseId(req.params.id, 'NOT_FOUND'));
      const updated = run(deps, record, req.body);
      res.json(subscriptionAdminView(deps, updated));
    });
  }

  return router;
}
