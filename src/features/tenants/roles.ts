import type { IncomingMessage } from 'node:http';
import { AppError } from '../../core/lib/errors.js';
import { secretEquals } from '../../core/lib/secrets.js';

/**
 * The roles of the server's own tokens (issue 29): the operator's (SANDBOX_ADMIN_TOKEN) does everything; a tenant
 * creator's (SANDBOX_TENANT_CREATOR_TOKEN, one or many) creates tenants and nothing else, so a CI pipeline holding it
 * cannot list, read or delete anybody's tenant. A tenant's own token is the registry's affair (its hash in its record).
 */
export type Role = 'operator' | 'creator';

export interface RoleTokens {
  adminToken: string | null;
  tenantCreatorTokens: readonly string[];
}

/** The X-Admin-Token of a request, or null. */
export function presentedToken(req: IncomingMessage): string | null {
  const token = req.headers['x-admin-token'];
  return typeof token === 'string' ? token : null;
}

/**
 * The role `token` holds, or null. Every token is compared, each in constant time (secretEquals), and the loop never
 * stops early: how long it takes says nothing of which token matched, or how much of one.
 */
export function roleOf(tokens: RoleTokens, token: string | null): Role | null {
  if (token === null) return null;
  let creator = false;
  for (const candidate of tokens.tenantCreatorTokens) creator = secretEquals(token, candidate) || creator;
  if (tokens.adminToken !== null && secretEquals(token, tokens.adminToken)) return 'operator';
  return creator ? 'creator' : null;
}

/** A creator's token on a route that is not a tenant's creation: 403 naming the role, before any other refusal. */
export function refuseCreator(tokens: RoleTokens, req: IncomingMessage): void {
  if (tokens.tenantCreatorTokens.length && roleOf(tokens, presentedToken(req)) === 'creator')
    throw new AppError('ADMIN_ROLE_FORBIDDEN');
}
