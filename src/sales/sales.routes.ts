import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { SaleCreateInput } from '../generated/schema-types.js';
import { sellerOf } from '../http/auth.js';
import { AppError } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { assertMetadataBudget } from '../http/metadata-budget.js';
import { fieldsOf } from '../http/schemas.js';
import { assertOutboundUrls } from '../webhooks/url-policy.js';
import { presentSale, presentSaleCreated } from './sales.present.js';
import { listSales, saleOfSeller } from './sales.queries.js';
import { createSale } from './sales.service.js';

const CREATE_SCHEMA = 'sales/sale-create.request.schema.json';

/** The POST /api/sales body, checked against its schema; unknown fields as the setting says. */
function saleInput(deps: Deps, body: unknown): SaleCreateInput {
  const data = body ?? {};
  const errors = deps.schemas.errors(CREATE_SCHEMA, data);
  const relevant = (errors ?? []).filter((error) => deps.settings.saleUnknownFields !== 'ignore' || error.keyword !== 'additionalProperties');
  if (relevant.length) throw new AppError('VALIDATION_ERROR', { fields: fieldsOf(relevant) });
  const input = data as SaleCreateInput;
  assertMetadataBudget(deps.settings, input.metadata);
  assertOutboundUrls(deps.settings, { postbackUrl: input.postbackUrl });
  return input;
}

export function salesRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/api/sales', (req, res) => {
    const seller = sellerOf(res);
    const sale = createSale(deps, seller.id, saleInput(deps, req.body));
    res.status(201).json(presentSaleCreated(sale));
  });

  router.get('/api/transactions/:id', (req, res) => {
    const seller = sellerOf(res);
    res.json(presentSale(saleOfSeller(deps, seller.id, parseId(req.params.id))));
  });

  router.get('/api/sales', (req, res) => {
    const seller = sellerOf(res);
    res.json(listSales(deps, seller.id, req.query));
  });

  return router;
}
