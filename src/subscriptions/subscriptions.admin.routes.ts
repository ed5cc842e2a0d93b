import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { SubscriptionAdminInput, SubscriptionCardInput } from '../generated/schema-types.js';
import { adminListQuery } from '../http/list-query.js';
import { assertMetadataBudget } from '../http/metadata-budget.js';
import { parseId } from '../http/params.js';
import { createSubscription, setSubscriptionCard, subscriptionAdminView, subscriptionById, subscriptionIds } from './subscriptions.service.js';

export function subscriptionAdminRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/__admin/subscriptions', async (req, res) => {
    const input = deps.schemas.parse<SubscriptionAdminInput>('subscriptions/admin-input.schema.json', req.body ?? {});
    assertMetadataBudget(deps.settings, input.metadata);
    const record = createSubscription(deps, input);
    await deps.store.commit();
    res.status(201).json(subscriptionAdminView(deps, record));
  });

  router.get('/__admin/subscriptions', (req, res) => {
    const records = deps.store.collections.subscriptions;
    const { sellerId, limit } = adminListQuery(req.query, 1000);
    const ids = sellerId === undefined ? records.values().map((record) => record.id) : subscriptionIds(deps, sellerId);
    const page = ids.sort((a, b) => a - b).slice(0, limit);
    res.json({ subscriptions: page.map((id) => subscriptionAdminView(deps, records.get(id)!)), total: ids.length });
  });

  router.get('/__admin/subscriptions/:id', (req, res) => {
    res.json(subscriptionAdminView(deps, subscriptionById(deps, parseId(req.params.id, 'NOT_FOUND'))));
  });

  router.post('/__admin/subscriptions/:id/card', async (req, res) => {
    const record = subscriptionById(deps, parseId(req.params.id, 'NOT_FOUND'));
    const updated = setSubscriptionCard(deps, record, deps.schemas.parse<SubscriptionCardInput>('subscriptions/card-input.schema.json', req.body ?? {}));
    await deps.store.commit();
    res.json(subscriptionAdminView(deps, updated));
  });

  return router;
}
