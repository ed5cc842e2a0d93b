import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Deps } from './deps.js';
import { adminOrigin } from '../http/admin-origin.js';
import { authenticate } from '../http/auth.js';
import { cors } from '../http/cors.js';
import { errorHandler, routeNotFound } from '../http/error-handler.js';
import { AppError } from '../core/lib/errors.js';
import { groupOf } from '../http/groups.js';
import { logRequests } from '../http/request-log.js';
import { secretEquals } from '../core/lib/secrets.js';
import { consoleAssets } from '../features/console/console.routes.js';
import { docsAssets } from '../features/openapi/openapi.routes.js';
import { DOCUMENTED_ROUTES, ROUTES } from './modules.js';
import { routeDispatcher } from '../http/route-dispatch.js';
import { checkRouteTable } from '../http/route-table-check.js';
import { firstLayerBeforeRouter, mounted, stages, under } from '../http/stages.js';
import { sharePrototypes } from '../http/message-classes.js';
import { refuseCreator, type RoleTokens } from '../features/tenants/roles.js';

function adminToken(settings: RoleTokens) {
  const token = settings.adminToken;
  return (req: Request, _res: Response, next: NextFunction) => {
    // A tenant creator's token (issue 29) creates tenants and nothing else: 403 naming its role.
    try {
      refuseCreator(settings, req);
    } catch (error) {
      return next(error);
    }
    if (token === null) return next();
    const presented = req.headers['x-admin-token'];
    if (typeof presented !== 'string' || !secretEquals(presented, token))
      return next(new AppError('ADMIN_UNAUTHORIZED'));
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

/** The error body shape of the request's endpoint group, known before anything else runs. */
function tagGroup(req: Request, res: Response, next: NextFunction) {
  res.locals.group = groupOf(req.method, req.path);
  next();
}

/** Tables already checked: a server of many tenants builds many apps over one table. */
const checkedTables = new WeakSet<object>();

/** The Express app over the given dependencies: no listening, no environment reading. */
export function createApp(deps: Deps): Express {
  if (!checkedTables.has(DOCUMENTED_ROUTES)) {
    checkRouteTable(DOCUMENTED_ROUTES);
    checkedTables.add(DOCUMENTED_ROUTES);
  }
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  // Every app of the server (the default's, each tenant's) under one request and one response prototype.
  sharePrototypes(app);

  // The fixed stages run as one Express layer (src/http/stages.ts), not one per stage, and before the router.
  app.use(
    stages(
      tagGroup,
      logRequests(deps.requestLog, deps.logger, () => deps.clock.nowMs()),
      // The open corners of /__admin, before the token and the loop refusal: the console's page and
      // assets (they hold no data; the page sends the token with every API call) and the webhook
      // inboxes, which the sandbox's own deliveries are meant to reach.
      mounted('/__admin/ui/assets', ...consoleAssets()),
      routeDispatcher(
        ROUTES.filter((route) => route.outsidePipeline),
        deps,
        DOCUMENTED_ROUTES,
      ),
      refuseOwnDeliveries,
      // /__admin: other sites' pages and rebound names first (src/http/admin-origin.ts), then CORS and the token.
      under('/__admin', adminOrigin(deps.settings), cors(deps.settings.adminCorsOrigins), adminToken(deps.settings)),
      under(['/api', '/health'], cors(deps.settings.corsOrigins)),
      deps.faults.middleware(),
      // The spec: every endpoint of the API needs the key pair. Checked once, before the body is read.
      under('/api', authenticate(deps)),
      // Each route reads and checks its own body, runs its handler and commits (src/http/route-chain.ts).
      routeDispatcher(
        ROUTES.filter((route) => !route.outsidePipeline),
        deps,
        DOCUMENTED_ROUTES,
      ),
    ),
  );
  firstLayerBeforeRouter(app);
  app.use('/docs/assets', docsAssets());

  app.use(routeNotFound(DOCUMENTED_ROUTES));
  app.use(errorHandler(deps.logger));
  return app;
}
