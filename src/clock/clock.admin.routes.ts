import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { ClockAdvanceInput } from '../generated/schema-types.js';
import { addCalendarMonths, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../lib/clock.js';
import { advanceClock } from './clock.service.js';

export function clockAdminRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/__admin/clock', (_req, res) => {
    res.json({ now: deps.clock.iso(), frozen: deps.store.meta.clock.frozenAtMs !== null });
  });

  router.post('/__admin/clock/advance', async (req, res) => {
    const input = deps.schemas.parse<ClockAdvanceInput>('clock/advance.request.schema.json', req.body ?? {});
    // Months are calendar months from now (the rule of monthly billing); the other parts are fixed lengths added after them.
    const now = deps.clock.nowMs();
    const ms = addCalendarMonths(now, input.months ?? 0) - now + (input.days ?? 0) * MS_PER_DAY + (input.hours ?? 0) * MS_PER_HOUR + (input.minutes ?? 0) * MS_PER_MINUTE + (input.seconds ?? 0) * 1000;
    res.json(await advanceClock(deps, ms));
  });

  return router;
}
