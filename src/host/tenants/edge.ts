import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Sandbox } from '../../sandbox/sandbox.js';
import { errorHandler } from '../../http/error-handler.js';
import { AppError } from '../../core/lib/errors.js';
import { groupOf } from '../../http/groups.js';
import { routeDispatcher } from '../../http/route-dispatch.js';
import { compilePath } from '../../http/route-path.js';
import { tenantOfKey } from '../../core/lib/key-form.js';
import { HashMatches } from '../../core/lib/secrets.js';
import { PRIVATE_KEY_PATTERN, PUBLIC_KEY_PATTERN } from '../../http/auth.js';
import { consolePageReply } from '../../features/console/console.routes.js';
import { sendReply } from '../../http/send.js';
import { sharePrototypes } from '../../http/message-classes.js';
import { FairScheduler, FairShare } from './fair-share.js';
import { DOCUMENTED_ROUTES, ROUTES } from '../../sandbox/modules.js';
import type { Tenant, TenantRegistry } from './registry.js';
import { isOperator, presentedToken, TENANT_ROUTES } from '../../features/tenants/tenants.routes.js';
import { refuseCreator } from '../../features/tenants/roles.js';

const TENANTS_PREFIX = '/__admin/tenants';
/** /__admin/tenants/{name}/{rest}: a tenant's admin route, served by its app as /__admin/{rest}. */
const TENANT_PATH = /^\/__admin\/tenants\/([^/]+)(\/.*)$/i;

/**
 * The open corners of a tenant's /__admin, as of the default's (src/sandbox/app.ts): the console's page
 * and assets and the webhook inboxes' receivers need no token (the sandbox's own deliveries reach them).
 */
const OPEN_PATHS = ROUTES.filter((route) => route.outsidePipeline).map((route) => ({
  method: route.method.toUpperCase(),
  pattern: compilePath(route.path).pattern,
}));
function isOpenCorner(method: string, path: string): boolean {
  if (path.toLowerCase().startsWith('/__admin/ui/assets/')) return true;
  const asked = method === 'HEAD' ? 'GET' : method;
  return OPEN_PATHS.some((open) => open.method === asked && open.pattern.test(path));
}

/** The console's page of a tenant (its assets are isOpenCorner's first test). */
const CONSOLE_PAGE = /^\/__admin\/ui\/?$/i;

/** The request's path, without the query, from the raw URL (no Express yet). */
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * The edge of a server with tenants: it chooses the tenant of a request once and hands the
 * request to that tenant's app (its own Deps: store, clock, faults, outbox, journal, events...).
 *
 * - `/__admin/tenants` and `/__admin/tenants/{name}`: the operator's routes (TENANT_ROUTES).
 * - `/__admin/tenants/{name}/…`: that tenant's admin API, after its token (or the operator's),
 *   as `/__admin/…` of its app.
 * - `/api/…` whose X-Api-Public-Key has the tenant form (`pk_tnt_{name}_…`, src/core/lib/key-form.ts):
 *   that tenant's app; an unknown tenant is 401, as an unknown key is.
 * - Anything else: the default tenant's app, today's sandbox, untouched. Its only cost is a
 *   prefix test and, on /api, a look at the key's second field.
 */
export function createEdge(
  registry: TenantRegistry,
  /** The default sandbox (src/sandbox/sandbox.ts): the tenant with no name, served at the root. */
  defaultSandbox: Sandbox,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { deps: defaultDeps, app: defaultApp } = defaultSandbox;
  const operatorToken = defaultDeps.settings.adminToken;
  const tenantsApp = express();
  tenantsApp.disable('x-powered-by');
  tenantsApp.set('etag', false);
  tenantsApp.set('query parser', 'simple');
  // Under the prototypes of every sandbox app: a request it hands to a tenant's app keeps them.
  sharePrototypes(tenantsApp);

  const wallMs = () => defaultDeps.clock.wallMs();
  /** Each tenant's share of the process (fair-share.ts) and its key check, kept beside the tenant, gone with it. */
  const scheduler = new FairScheduler();
  const shares = new WeakMap<Tenant, FairShare>();
  const shareOf = (tenant: Tenant) => {
    let share = shares.get(tenant);
    if (!share) shares.set(tenant, (share = new FairShare()));
    return share;
  };
  const keyChecks = new WeakMap<Tenant, HashMatches>();
  /**
   * Whether the request's key pair is one of the tenant's (as its app's authenticate will find): only such a request
   * counts against the tenant's rate limit and keeps it from its idle expiry. A forged key of the tenant's form is
   * refused by the app with 401 and costs the tenant nothing.
   */
  const keysValid = (tenant: Tenant, req: IncomingMessage) => {
    const publicKey = req.headers['x-api-public-key'];
    const privateKey = req.headers['x-api-private-key'];
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return false;
    if (!PUBLIC_KEY_PATTERN.test(publicKey) || !PRIVATE_KEY_PATTERN.test(privateKey)) return false;
    const user = tenant.deps.accounts.userByPublicKey(publicKey);
    if (!user) return false;
    let check = keyChecks.get(tenant);
    if (!check) keyChecks.set(tenant, (check = new HashMatches()));
    return check.matches(privateKey, user.privateKeyHash);
  };
  /**
   * A request of the tenant that proved itself (its keys, its token or the operator's) takes from the rate limit and
   * counts as activity; then it is served within the tenant's share. Unauthenticated ones (the open corners, a bad key)
   * go to the app as they are: it answers them (a page, an inbox, a 401) and they count for nothing.
   */
  const enter = (tenant: Tenant, req: Request, res: Response, authenticated: boolean, queued = true) => {
    if (authenticated) {
      const retryAfter = tenant.limiter?.take(wallMs()) ?? null;
      if (retryAfter !== null) {
        res.setHeader('Retry-After', String(retryAfter));
        throw new AppError('TENANT_RATE_LIMITED');
      }
      registry.touch(tenant);
    }
    res.locals = Object.create(null) as Record<string, unknown>;
    if (!queued) return void tenant.app(req, res);
    scheduler.run(shareOf(tenant), res, () => void tenant.app(req, res));
  };

  /**
   * The open corners of a tenant that does not exist answer as an existing tenant's do to a client without its token,
   * so they tell nobody which tenants exist: the console's page (the same page) and assets (the same files), and
   * an inbox's receiving end (404, as an inbox URL without its capability: src/features/inbox/inbox.receive.ts).
   */
  const absentTenant = (req: Request, res: Response, rest: string) => {
    if (CONSOLE_PAGE.test(rest) && (req.method === 'GET' || req.method === 'HEAD'))
      return void sendReply(res, consolePageReply({ tokenRequired: false, routes: DOCUMENTED_ROUTES }));
    if (rest.toLowerCase().startsWith('/__admin/ui/assets/')) {
      const query = req.url.indexOf('?');
      req.url = rest + (query < 0 ? '' : req.url.slice(query));
      res.locals = Object.create(null) as Record<string, unknown>;
      return void defaultApp(req, res);
    }
    if (req.method === 'OPTIONS') throw new AppError('TENANT_NOT_FOUND');
    throw new AppError('NOT_FOUND');
  };

  tenantsApp.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.group = groupOf(req.method, req.path);
    res.locals.tenants = registry;
    next();
  });
  tenantsApp.use(routeDispatcher(TENANT_ROUTES, defaultDeps, DOCUMENTED_ROUTES));
  tenantsApp.use((req: Request, res: Response, next: NextFunction) => {
    const match = TENANT_PATH.exec(req.path);
    if (match) {
      const tenant = registry.get(match[1]);
      const rest = `/__admin${match[2]}`;
      // A CORS preflight carries no token and gets no data: the tenant's app answers it (its CORS stage, or 204 with
      // Allow).
      const open = req.method === 'OPTIONS' || isOpenCorner(req.method, rest);
      const authenticated =
        !open &&
        (isOperator(operatorToken, req) ||
          (tenant !== undefined && registry.tokenMatches(tenant, presentedToken(req))));
      if (!open && !authenticated) {
        refuseCreator(defaultDeps.settings, req);
        throw new AppError('ADMIN_UNAUTHORIZED');
      }
      if (!tenant) {
        if (open) return absentTenant(req, res, rest);
        throw new AppError('TENANT_NOT_FOUND');
      }
      const query = req.url.indexOf('?');
      req.url = rest + (query < 0 ? '' : req.url.slice(query));
      const stream = /^\/__admin\/events\/?$/i.test(rest);
      if (rest.toLowerCase().startsWith('/__admin/events')) {
        tenant.streams.add(res);
        res.once('close', () => tenant.streams.delete(res));
      }
      // Event streams last as long as their client and the open corners are cheap (a page, an inbox's capture):
      // neither holds a share of the tenant's requests.
      return enter(tenant, req, res, authenticated, !stream && !open);
    }
    const key = req.headers['x-api-public-key'];
    const name = typeof key === 'string' ? tenantOfKey(key) : null;
    if (name !== null && req.path.toLowerCase().startsWith('/api')) {
      const tenant = registry.get(name);
      if (!tenant) throw new AppError('UNAUTHORIZED');
      return enter(tenant, req, res, keysValid(tenant, req));
    }
    next();
  });
  // What is left under /__admin/tenants (another method, a bare /__admin/tenants/{name} GET) the default app answers:
  // 404 or 405 with Allow.
  tenantsApp.use((req: Request, res: Response) => {
    res.locals = Object.create(null) as Record<string, unknown>;
    defaultApp(req, res);
  });
  // The edge's own refusals, in the group's body; they change no state, so there is nothing to roll back.
  tenantsApp.use(errorHandler(defaultDeps.logger));

  return (req, res) => {
    const url = req.url ?? '/';
    const path = pathOf(url);
    const tenantRoute =
      path.length >= TENANTS_PREFIX.length &&
      path.slice(0, TENANTS_PREFIX.length).toLowerCase() === TENANTS_PREFIX &&
      (path.length === TENANTS_PREFIX.length || path[TENANTS_PREFIX.length] === '/');
    if (tenantRoute) return void tenantsApp(req as Request, res as Response);
    const key = req.headers['x-api-public-key'];
    if (typeof key === 'string' && key.charCodeAt(3) === 116 /* t */) {
      const name = tenantOfKey(key);
      if (name !== null) {
        // The hot path of a tenant's API: straight to its app. An unknown tenant, a limited one, or a path
        // outside /api goes through the edge's app, which answers the refusals in the group's body.
        const tenant = registry.get(name);
        const api = path.length >= 4 && path.slice(0, 4).toLowerCase() === '/api';
        if (tenant && api && (tenant.limiter === null || tenant.limiter.peek(wallMs()))) {
          const valid = keysValid(tenant, req);
          if (valid) {
            tenant.limiter?.take(wallMs());
            registry.touch(tenant);
          }
          return scheduler.run(shareOf(tenant), res, () => void tenant.app(req as Request, res as Response));
        }
        return void tenantsApp(req as Request, res as Response);
      }
    }
    defaultApp(req as Request, res as Response);
  };
}
