import { route, ok, type RouteTable } from '../../http/route.js';
import { addCalendarMonths, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../../core/lib/clock.js';
import { advanceClock } from './clock.service.js';

/** The sandbox clock: read it, and move it forward with the work that falls due on the way. */
export const CLOCK_ADMIN_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/clock',
    operationId: 'getAdminClock',
    tag: 'Admin',
    summary: 'Read the sandbox clock',
    auth: 'admin',
    responses: { 200: { schema: 'clock/clock.response.schema.json', description: 'Now, on the sandbox clock' } },
    handle({ deps }) {
      return ok({ now: deps.clock.iso(), frozen: deps.store.meta.clock.frozenAtMs !== null });
    },
  },
  route({
    method: 'post',
    path: '/__admin/clock/advance',
    operationId: 'postAdminClockAdvance',
    tag: 'Admin',
    summary: 'Move the sandbox clock forward',
    description:
      "Runs the work that falls due on the way (PIX and boleto expiry, the automatic steps of test values, trials ending, billing, scheduled cancellations, webhook retries), in time order, with the clock at each instant. When it answers, every state change on the way is done. Webhook attempts due on the way are sent at their instant, side by side, and waited for only briefly (250 ms at a time, 1 s in all): a receiver that answers at once has its retries sent within the advance, each at its instant; one that is slow or hangs never holds the advance, its attempt stays PENDING without `nextAttemptAt` (in flight, see GET /__admin/webhooks/deliveries?status=PENDING) and its outcome and next retry are recorded at the sandbox instant its answer or timeout comes. Long advances run in slices: other requests are served meanwhile. `months` are calendar months from now (UTC; the day of the month is kept, or the month's last day when it is shorter, as in monthly billing); days, hours, minutes and seconds are added after them as fixed lengths. The clock never passes 9999-12-31T23:59:59Z (a running clock 9899-12-31T23:59:59Z): an advance that would is 400 naming the fields sent, and changes nothing.",
    auth: 'admin',
    request: { schema: 'clock/advance.request.schema.json', required: true },
    examples: [
      {
        name: 'one-month',
        summary: '31 days on: PIX sales expire, trials end, subscriptions are billed',
        body: { days: 31 },
        status: 200,
      },
      {
        name: 'nothing',
        summary: 'An empty duration',
        body: {},
        status: 400,
        response: {
          error: 'VALIDATION_ERROR',
          message: 'Dados inválidos ou campos obrigatórios ausentes',
          details: ['(body)'],
        },
      },
    ],
    responses: {
      200: { schema: 'clock/advance.response.schema.json', description: 'The new time and the work that ran' },
      400: { description: 'Invalid duration' },
    },
    async handleAsync({ deps, body }) {
      const input = body;
      // Months are calendar months from now (the rule of monthly billing); the other parts are fixed lengths added
      // after them.
      const now = deps.clock.nowMs();
      const ms =
        addCalendarMonths(now, input.months ?? 0) -
        now +
        (input.days ?? 0) * MS_PER_DAY +
        (input.hours ?? 0) * MS_PER_HOUR +
        (input.minutes ?? 0) * MS_PER_MINUTE +
        (input.seconds ?? 0) * 1000;
      return ok(await advanceClock(deps, ms, Object.keys(input)));
    },
  }),
];
