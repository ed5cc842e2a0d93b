import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { FaultInput } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { parseRequestQuery } from './requests.query.js';
import { streamState } from './state-export.js';
import { replaceState, resetState } from './state.service.js';

/** The sandbox's own controls: state snapshot/restore/reset, injected faults, the request journal. */
export function adminRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/__admin/reset', async (_req, res) => {
    await resetState(deps);
    res.json({ ok: true, message: 'Estado restaurado para as fixtures' });
  });

  router.get('/__admin/state', async (_req, res) => {
    await streamState(deps, res);
  });

  router.put('/__admin/state', async (req, res) => {
    await replaceState(deps, req.body);
    res.json({ ok: true, message: 'Estado substituído' });
  });

  router.post('/__admin/faults', (req, res) => {
    res.status(201).json(deps.faults.add(deps.schemas.parse<FaultInput>('admin/fault.request.schema.json', req.body)));
  });

  router.get('/__admin/faults', (_req, res) => {
    res.json({ faults: deps.faults.list() });
  });

  router.delete('/__admin/faults', (_req, res) => {
    deps.faults.clear();
    res.json({ ok: true });
  });

  router.get('/__admin/requests', (req, res) => {
    const { limit, filter } = parseRequestQuery(req.query, deps.requestLog.capacity);
    res.json({ requests: deps.requestLog.recent(limit, filter) });
  });

  router.get('/__admin/requests/:id', (req, res) => {
    const entry = deps.requestLog.get(parseId(req.params.id, 'NOT_FOUND'));
    if (!entry) throw new AppError('NOT_FOUND', { message: 'Requisição não encontrada (o diário guarda só as mais recentes)' });
    res.json(entry);
  });

  return router;
}
