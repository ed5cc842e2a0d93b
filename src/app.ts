import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Deps } from './deps.js';
import { authenticate } from './http/auth.js';
import { jsonBody } from './http/body.js';
import { commitBeforeAnswer } from './http/commit.js';
import { cors } from './http/cors.js';
import { errorHandler, routeNotFound } from './http/error-handler.js';
import { AppError } from './http/errors.js';
import { groupOf } from './http/groups.js';
import { logRequests } from './http/request-log.js';
import { ALL_OPERATIONS } from './openapi/operations.js';
import { secretEquals } from './lib/secrets.js';
import { consoleRoutes } from './console/console.routes.js';
import { inboxReceiverRoutes } from './inbox/inbox.routes.js';
import { ROUTE_MODULES } from './modules.js';

/** Largest PUT /__admin/state body: a whole state, which grows with the data. */
const STATE_BODY_LIMIT_BYTES = 256 * 1024 * 1024;

function adminToken(token: string | null) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (token === null) return next();
    const presented = req.headers['x-admin-token'];
    if (typeof presented !== 'string' || !secretEquals(presented, token)) return next(new AppError('ADMIN_UNAUTHORIZED'));
    next();
  };
}

/**
 * The outbox marks every delivery with X-Sandbox-Delivery-Id. One arriving here means a
 * webhook URL points at the sandbox itself: refusing it is what stops a loop.
 */
function refuseOwnDeliveries(req: Request, _res: Response, next: NextFunction) {
  if (req.headers['x-sandbox-delivery-id'] !== undefined) return next(new AppError('LOOP_DETECTED'));
  next();
}

/** The Express app over the given dependencies: no listening, no environment reading. */
export function createApp(deps: Deps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use((req, res, next) => {
    res.locals.group = groupOf(req.method, req.path);
    next();
  });
  app.use(logRequests(deps.requestLog, deps.logger, () => deps.clock.nowMs()));
  app.use(commitBeforeAnswer(deps.store));
  // The two open corners of /__admin, before the token and the loop refusal: the console's page
  // and assets (they hold no data; the page sends the token with every API call), and the
  // webhook inboxes, which the sandbox's own deliveries are meant to reach.
  app.use(consoleRoutes(deps));
  app.use(inboxReceiverRoutes(deps));
  app.use(refuseOwnDeliveries);
  app.use('/__admin', cors(deps.settings.adminCorsOrigins), adminToken(deps.settings.adminToken));
  if (deps.settings.corsOrigins.length) app.use(['/api', '/health'], cors(deps.settings.corsOrigins));
  app.use(deps.faults.middleware());
  // The spec: every endpoint of the API needs the key pair. Checked once, before the body is read.
  app.use('/api', authenticate(deps));
  // A whole-state restore is as large as the state (fixtures alone pass 100 KiB): its own, larger limit.
  // Its depth is checked record by record, in slices, with the rest of the state (replaceState).
  app.put('/__admin/state', jsonBody(Math.max(deps.settings.bodyLimitBytes, STATE_BODY_LIMIT_BYTES), null));
  app.use(jsonBody(deps.settings.bodyLimitBytes));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  for (const routes of ROUTE_MODULES) app.use(routes(deps));

  app.use(routeNotFound(ALL_OPERATIONS));
  app.use(errorHandler(deps.logger, deps.store));
  return app;
}
