import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { SellerInput } from '../generated/schema-types.js';
import { adminListQuery } from '../http/list-query.js';
import { parseId } from '../http/params.js';
import { assertOutboundUrls } from '../webhooks/url-policy.js';
import { adminSellerView, createSeller, rotateSellerKeys, rotateWebhookSecret, updateSeller } from './seller.service.js';

export function sellerAdminRoutes(deps: Deps): Router {
  const router = Router();
  const input = (body: unknown) => {
    const parsed = deps.schemas.parse<SellerInput>('admin/seller-input.schema.json', body ?? {});
    assertOutboundUrls(deps.settings, { 'webhook.url': parsed.webhook?.url });
    return parsed;
  };

  router.post('/__admin/sellers', (req, res) => {
    const created = createSeller(deps, input(req.body));
    res.status(201).json(created);
  });

  router.get('/__admin/sellers', (req, res) => {
    const { limit } = adminListQuery(req.query, 1000);
    const sellers = deps.store.collections.sellers.values();
    res.json({ sellers: sellers.slice(0, limit).map((seller) => adminSellerView(deps, seller.id)), total: sellers.length });
  });

  router.get('/__admin/sellers/:id', (req, res) => {
    res.json(adminSellerView(deps, parseId(req.params.id, 'NOT_FOUND')));
  });

  router.patch('/__admin/sellers/:id', (req, res) => {
    const id = parseId(req.params.id, 'NOT_FOUND');
    const view = updateSeller(deps, id, input(req.body));
    res.json(view);
  });

  router.post('/__admin/sellers/:id/keys', (req, res) => {
    const rotated = rotateSellerKeys(deps, parseId(req.params.id, 'NOT_FOUND'));
    res.status(201).json(rotated);
  });

  router.post('/__admin/sellers/:id/webhook-secret', (req, res) => {
    const rotated = rotateWebhookSecret(deps, parseId(req.params.id, 'NOT_FOUND'));
    res.status(201).json(rotated);
  });

  return router;
}
