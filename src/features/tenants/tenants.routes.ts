import type { Request, Response } from 'express';
import type { Deps } from '../../http/sandbox-context.js';
import { applyScenarioInput, originOf } from '../scenarios/scenarios.routes.js';
import { AppError } from '../../core/lib/errors.js';
import { route, ok, created, type RouteTable } from '../../http/route.js';
import { secretEquals } from '../../core/lib/secrets.js';
import type { TenantCreateInput, TenantIdentity, TenantView } from '../../generated/schema-types.js';
import { presentedToken, refuseCreator, roleOf, type RoleTokens } from './roles.js';

/** A tenant the start refused alone: its record or its database cannot be trusted. The others start. */
export interface DamagedTenant {
  name: string;
  /** The file that is damaged or missing. */
  file: string;
  reason: string;
}

/** `scenario` of the creation body: a shipped scenario's name, or one given whole. */
const scenarioInput = (scenario: NonNullable<TenantCreateInput['scenario']>) =>
  typeof scenario === 'string' ? { name: scenario } : { scenario };

/**
 * What these routes need of the server's tenants (TenantRegistry, src/host/tenants/registry.ts, is
 * one): written here so the route table, which the API document reads, does not import the
 * registry, which builds apps.
 */
export interface TenantDirectory<T = unknown> {
  get(name: string): T | undefined;
  list(): T[];
  view(tenant: T): TenantView;
  create(
    name: string,
    options?: TenantCreateInput,
  ): Promise<{
    tenant: T;
    adminToken: string;
    credentials: { userId: number; email: string; publicKey: string; privateKey: string; webhookSecret: string }[];
  }>;
  delete(name: string): void;
  /** The tenant's sandbox (a scenario given at creation is applied to it). */
  depsOf(tenant: T): Deps;
  /** Tenants a start refused alone (file mode). */
  readonly damaged: readonly DamagedTenant[];
  tokenMatches(tenant: T, token: string | null): boolean;
  identity(tenant: T): TenantIdentity;
  adoptIdentity(tenant: T, identity: TenantIdentity): void;
  /** Stops (true) or opens again (false) the tenant's writes: a move. */
  setMoving(tenant: T, moving: boolean): void;
}

/**
 * A tenant's name is read as sent, never percent-decoded (issue 27): the cluster's proxy routes by the name as written,
 * so `%71q1` decoded here to `qq1` was created on the shard the encoded form hashes to. Refused here and at the proxy
 * (src/host/cluster/haproxy-config.ts) with the same body.
 */
export const ENCODED_NAME_REFUSAL: { fields: string[]; message: string } = {
  fields: ['name'],
  message: 'O nome do tenant vai na URL como está, sem codificação por cento (%xx)',
};

/** The :name of the route, refused when it was percent-encoded (Express decodes params; the raw path is not). */
function nameParam(req: Request): string {
  if (req.path.includes('%')) throw new AppError('VALIDATION_ERROR', { ...ENCODED_NAME_REFUSAL, fields: ['name'] });
  return String(req.params.name);
}

/** The tenants of the server, set by the edge (src/host/tenants/edge.ts), which alone serves these rows. */
export function tenantsOf(res: Pick<Response, 'locals'>): TenantDirectory {
  const registry = res.locals.tenants as TenantDirectory | undefined;
  if (!registry) throw new AppError('ROUTE_NOT_FOUND');
  return registry;
}

export { presentedToken };

/** The operator's token (SANDBOX_ADMIN_TOKEN, null when unset) was presented. */
export function isOperator(operator: string | null, req: Request): boolean {
  const token = presentedToken(req);
  if (operator === null || token === null) return false;
  return secretEquals(token, operator);
}

/** Operator routes: the operator's token when one is set; open otherwise (as /__admin is). A creator's token: 403. */
function operatorOnly(settings: RoleTokens, req: Request): void {
  refuseCreator(settings, req);
  if (settings.adminToken === null) return;
  if (!isOperator(settings.adminToken, req)) throw new AppError('ADMIN_UNAUTHORIZED');
}

/**
 * Creating a tenant: the operator's token or a tenant creator's (SANDBOX_TENANT_CREATOR_TOKEN); anybody when no
 * operator token is set or with SANDBOX_TENANT_SELF_SERVICE.
 */
function mayCreate(settings: RoleTokens & { tenantSelfService: boolean }, req: Request): void {
  if (settings.tenantSelfService || settings.adminToken === null) return;
  if (roleOf(settings, presentedToken(req)) === null) throw new AppError('ADMIN_UNAUTHORIZED');
}

/**
 * The operator's token, or the tenant's own (a token is needed even when no operator token is set); the tenant, which
 * must exist. A creator's token: 403, whatever tenant it made.
 */
function operatorOrOwnToken(settings: RoleTokens, req: Request, res: Pick<Response, 'locals'>): unknown {
  refuseCreator(settings, req);
  const operator = settings.adminToken;
  const tenant = tenantsOf(res).get(nameParam(req));
  if (isOperator(operator, req)) {
    if (!tenant) throw new AppError('TENANT_NOT_FOUND');
    return tenant;
  }
  if (!tenant || !tenantsOf(res).tokenMatches(tenant, presentedToken(req))) throw new AppError('ADMIN_UNAUTHORIZED');
  return tenant;
}

/**
 * The operator's routes of tenants (issue 21). Every admin route is also served under
 * /__admin/tenants/{name}/… for that tenant only; the edge forwards those, with the tenant's
 * token or the operator's (src/host/tenants/edge.ts).
 */
export const TENANT_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/tenants',
    operationId: 'getAdminTenants',
    tag: 'Tenants (admin)',
    summary: 'List the tenants',
    description:
      'The operator’s view: each tenant’s name, creation, last activity, record count and approximate memory; in file mode, the tenants a start refused alone (`damaged`: a damaged record, a missing or damaged database). Needs the operator’s token (SANDBOX_ADMIN_TOKEN) when one is set; a tenant’s own token is refused.',
    auth: 'admin',
    responses: {
      200: { schema: 'tenants/tenants.response.schema.json', description: 'The tenants, by name' },
      401: { description: 'No operator token, or a wrong one' },
    },
    guard: ({ deps, req }) => operatorOnly(deps.settings, req),
    handle({ res }) {
      const registry = tenantsOf(res);
      const tenants = registry.list().map((tenant) => registry.view(tenant));
      return ok(registry.damaged.length ? { tenants, damaged: registry.damaged } : { tenants });
    },
  },
  route({
    method: 'post',
    path: '/__admin/tenants/:name',
    operationId: 'postAdminTenantsName',
    tag: 'Tenants (admin)',
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
      400: { description: 'A name outside 1–63 of a-z 0-9 - (not starting or ending with -), or a bad field' },
      401: { description: 'The operator’s token is set and was not presented' },
      409: { description: 'The name exists (TENANT_EXISTS), or SANDBOX_MAX_TENANTS tenants exist (TENANT_LIMIT)' },
    },
    // The registry writes the tenant's own files; the default state does not change.
    writes: false,
    guard: ({ deps, req }) => mayCreate(deps.settings, req),
    async handleAsync({ req, res, body }) {
      const { scenario, ...options } = body;
      const made = await tenantsOf(res).create(nameParam(req), options);
      // A scenario refused (naming its entry) refuses the tenant too: it is removed, as if never made.
      let applied;
      try {
        applied =
          scenario && applyScenarioInput(tenantsOf(res).depsOf(made.tenant), scenarioInput(scenario), originOf(req));
      } catch (error) {
        tenantsOf(res).delete(nameParam(req));
        throw error;
      }
      return created({
        tenant: tenantsOf(res).view(made.tenant),
        adminToken: made.adminToken,
        credentials: made.credentials,
        ...(applied && { scenario: applied }),
      });
    },
  }),
  {
    method: 'delete',
    path: '/__admin/tenants/:name',
    operationId: 'deleteAdminTenantsName',
    tag: 'Tenants (admin)',
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
      refuseCreator(deps.settings, req);
      const name = nameParam(req);
      if (isOperator(deps.settings.adminToken, req)) return;
      const tenant = tenantsOf(res).get(name);
      if (!tenant || !tenantsOf(res).tokenMatches(tenant, presentedToken(req)))
        throw new AppError('ADMIN_UNAUTHORIZED');
    },
    handle({ req, res }) {
      tenantsOf(res).delete(nameParam(req));
      return ok({ ok: true });
    },
  },
  route({
    method: 'post',
    path: '/__admin/tenants/:name/move',
    operationId: 'postAdminTenantsNameMove',
    tag: 'Tenants (admin)',
    summary: 'Start (or give up) moving a tenant',
    description:
      'The first step of `tenants export` (docs/cluster.md, “Moving a tenant”). `{ "writes": "stopped" }` (the default): from now until the tenant is deleted here, its writes (any method but GET, HEAD, OPTIONS) answer 503 TENANT_MOVING with Retry-After, and its reads are served, so the state read next holds every write ever answered here. `{ "writes": "open" }`: the move is given up, writes are served again. The answer holds the tenant’s identity, which PUT /__admin/tenants/{name}/identity gives to the copy. Needs the operator’s token or the tenant’s own.',
    auth: 'admin',
    request: { schema: 'tenants/tenant-move.request.schema.json' },
    responses: {
      200: { schema: 'tenants/tenant-move.response.schema.json', description: 'Its writes, and its identity' },
      400: { description: 'An unknown field or value, or a percent-encoded name' },
      401: { description: 'Neither the tenant’s token nor the operator’s' },
      404: { description: 'No such tenant (to the operator)' },
    },
    writes: false,
    guard: ({ deps, req, res }) => void operatorOrOwnToken(deps.settings, req, res),
    handle({ deps, req, res, body }) {
      const registry = tenantsOf(res);
      const tenant = operatorOrOwnToken(deps.settings, req, res);
      const writes = body?.writes ?? 'stopped';
      registry.setMoving(tenant, writes === 'stopped');
      return ok({ name: nameParam(req), writes, identity: registry.identity(tenant) });
    },
  }),
  route({
    method: 'put',
    path: '/__admin/tenants/:name/identity',
    operationId: 'putAdminTenantsNameIdentity',
    tag: 'Tenants (admin)',
    summary: 'Give a tenant the identity it had where it was moved from',
    description:
      'The last step of `tenants import`: the tenant takes the identity POST /__admin/tenants/{name}/move answered where it was (issue 29): its admin token (as its hash: the old token works here from now on, the one made at creation no more), its fixture accounts’ keys, its creation and last activity. Every key must have the tenant’s form (`pk_tnt_{name}_…`). Needs the operator’s token or the tenant’s own.',
    auth: 'admin',
    request: { schema: 'tenants/tenant-identity.schema.json' },
    responses: {
      200: { schema: 'tenants/tenant.schema.json', description: 'The tenant, with its identity' },
      400: { description: 'Not an identity, a key of another tenant, or a percent-encoded name' },
      401: { description: 'Neither the tenant’s token nor the operator’s' },
      404: { description: 'No such tenant (to the operator)' },
    },
    writes: false,
    guard: ({ deps, req, res }) => void operatorOrOwnToken(deps.settings, req, res),
    handle({ deps, req, res, body }) {
      const registry = tenantsOf(res);
      const tenant = operatorOrOwnToken(deps.settings, req, res);
      registry.adoptIdentity(tenant, body);
      return ok(registry.view(tenant));
    },
  }),
];
