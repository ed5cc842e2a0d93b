import type { Request, Response } from 'express';
import { AppError } from '../lib/errors.js';
import { route, ok, created, type RouteTable } from '../http/route.js';
import { secretEquals } from '../lib/secrets.js';
import type { TenantView } from '../generated/schema-types.js';

/**
 * What these routes need of the server's tenants (TenantRegistry, src/tenants/registry.ts, is
 * one): written here so the route table, which the API document reads, does not import the
 * registry, which builds apps.
 */
export interface TenantDirectory<T = unknown> {
  get(name: string): T | undefined;
  list(): T[];
  view(tenant: T): TenantView;
  create(
    name: string,
    options?: { fixtures?: boolean },
  ): Promise<{
    tenant: T;
    adminToken: string;
    credentials: { userId: number; email: string; publicKey: string; privateKey: string }[];
  }>;
  delete(name: string): void;
  tokenMatches(tenant: T, token: string | null): boolean;
}

/** The tenants of the server, set by the edge (src/tenants/edge.ts), which alone serves these rows. */
export function tenantsOf(res: Pick<Response, 'locals'>): TenantDirectory {
  const registry = res.locals.tenants as TenantDirectory | undefined;
  if (!registry) throw new AppError('ROUTE_NOT_FOUND');
  return registry;
}

/** The X-Admin-Token of the request, or null. */
export function presentedToken(req: Request): string | null {
  const token = req.headers['x-admin-token'];
  if (typeof token !== 'string') return null;
  return token;
}

/** The operator's token (SANDBOX_ADMIN_TOKEN, null when unset) was presented. */
export function isOperator(operator: string | null, req: Request): boolean {
  const token = presentedToken(req);
  if (operator === null || token === null) return false;
  return secretEquals(token, operator);
}

/** Operator routes: the operator's token when one is set; open otherwise (as /__admin is). */
function operatorOnly(operator: string | null, req: Request): void {
  if (operator === null) return;
  if (!isOperator(operator, req)) throw new AppError('ADMIN_UNAUTHORIZED');
}

/**
 * The operator's routes of tenants (issue 21). Every admin route is also served under
 * /__admin/tenants/{name}/… for that tenant only; the edge forwards those, with the tenant's
 * token or the operator's (src/tenants/edge.ts).
 */
export const TENANT_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/tenants',
    tag: 'Tenants',
    summary: 'List the tenants',
    description:
      'The operator’s view: each tenant’s name, creation, last activity, record count and approximate memory. Needs the operator’s token (SANDBOX_ADMIN_TOKEN) when one is set; a tenant’s own token is refused.',
    auth: 'admin',
    responses: {
      200: { schema: 'tenants/tenants.response.schema.json', description: 'The tenants, by name' },
      401: { description: 'No operator token, or a wrong one' },
    },
    guard: ({ deps, req }) => operatorOnly(deps.settings.adminToken, req),
    handle({ res }) {
      const registry = tenantsOf(res);
      return ok({ tenants: registry.list().map((tenant) => registry.view(tenant)) });
    },
  },
  route({
    method: 'post',
    path: '/__admin/tenants/:name',
    tag: 'Tenants',
    summary: 'Create a tenant',
    description:
      'A whole sandbox of its own inside the server: sellers and keys, sales, cashouts, subscriptions, clock, faults, deliveries, journal, events, reset, export and restore, at /__admin/tenants/{name}/… and through its own keys (`pk_tnt_{name}_…`). The answer holds its admin token (X-Admin-Token of its routes), shown only here. `{ "fixtures": true }` seeds the fixture accounts with keys of its own. Needs the operator’s token when one is set, unless SANDBOX_TENANT_SELF_SERVICE.',
    auth: 'admin',
    request: { schema: 'tenants/tenant-create.request.schema.json' },
    responses: {
      201: {
        schema: 'tenants/tenant-created.response.schema.json',
        description: 'The tenant, its admin token and the fixture accounts’ keys',
      },
      400: { description: 'A name outside 1–32 of a-z 0-9, or an unknown field' },
      401: { description: 'The operator’s token is set and was not presented' },
      409: { description: 'The name exists (TENANT_EXISTS), or SANDBOX_MAX_TENANTS tenants exist (TENANT_LIMIT)' },
    },
    // The registry writes the tenant's own files; the default state does not change.
    writes: false,
    guard: ({ deps, req }) => {
      if (!deps.settings.tenantSelfService) operatorOnly(deps.settings.adminToken, req);
    },
    async handleAsync({ req, res, body }) {
      const made = await tenantsOf(res).create(String(req.params.name), body);
      return created({
        tenant: tenantsOf(res).view(made.tenant),
        adminToken: made.adminToken,
        credentials: made.credentials,
      });
    },
  }),
  {
    method: 'delete',
    path: '/__admin/tenants/:name',
    tag: 'Tenants',
    summary: 'Delete a tenant',
    description:
      'Removes the tenant, its data and files; its keys and token answer 401 from then on. Needs the tenant’s own token or the operator’s (a token is needed even when no operator token is set).',
    auth: 'admin',
    responses: {
      200: { schema: 'admin/ok.response.schema.json', description: 'Deleted' },
      401: { description: 'Neither the tenant’s token nor the operator’s' },
      404: { description: 'No such tenant (to the operator)' },
    },
    writes: false,
    guard: ({ deps, req, res }) => {
      if (isOperator(deps.settings.adminToken, req)) return;
      const tenant = tenantsOf(res).get(String(req.params.name));
      if (!tenant || !tenantsOf(res).tokenMatches(tenant, presentedToken(req)))
        throw new AppError('ADMIN_UNAUTHORIZED');
    },
    handle({ req, res }) {
      tenantsOf(res).delete(String(req.params.name));
      return ok({ ok: true });
    },
  },
];
