import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { ClockAdvanceInput } from '../generated/schema-types.js';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../lib/clock.js';
import { addMonths } from '../subscriptions/subscriptions.cycles.js';
import { advanceClock } from './clock.service.js';

export function clockAdminRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/__admin/clock', (_req, res) => {
    res.json({ now: deps.clock.iso(), frozen: deps.store.meta.clock.frozenAtMs !== null });
  });

  router.post('/__admin/clock/advance', async (req, res) => {
    const input = deps.schemas.parse<ClockAdvanceInput>('clock/advance.request.schema.json', req.body ?? {});
    const nowMs = deps.clock.nowMs();
    const monthsMs = input.months ? addMonths(nowMs, input.months) - nowMs : 0;
    const ms = monthsMs + (input.days ?? 0) * MS_PER_DAY + (input.hours ?? 0) * MS_PER_HOUR + (input.minutes ?? 0) * MS_PER_MINUTE + (input.seconds ?? 0) * 1000;
    res.json(await advanceClock(deps, ms));
  });

  return router;
}
