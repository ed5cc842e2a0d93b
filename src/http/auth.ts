import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SellerRecord, UserRecord } from '../generated/schema-types.js';
import { HashMatches } from '../core/lib/secrets.js';
import type { Store } from '../core/store/store.js';
import { AppError } from '../core/lib/errors.js';

// '-' for tenant names (pk_tnt_ci-run-42_…, issue 29).
export const PUBLIC_KEY_PATTERN = /^pk_[A-Za-z0-9_-]{8,128}$/;
export const PRIVATE_KEY_PATTERN = /^sk_[A-Za-z0-9_-]{8,128}$/;

export interface Principal {
  user: UserRecord;
  /** null when the user has no seller account yet. */
  seller: SellerRecord | null;
}

/** What authentication reads of a sandbox: its records, and the key index of its accounts. */
export interface AuthDeps {
  store: Store;
  accounts: { userByPublicKey(publicKey: string): UserRecord | undefined };
}

/**
 * The spec's key pair check: X-Api-Public-Key names the account, X-Api-Private-Key
 * proves it. Anything missing, malformed, unknown or mismatched is one 401.
 */
export function authenticate(deps: AuthDeps): RequestHandler {
  // Hashing the private key was the largest cost of an authenticated GET; a client sends the
  // same pair every time. The seller (blocked or not) is still read on every request.
  const privateKeys = new HashMatches();
  return (req: Request, res: Response, next: NextFunction) => {
    const publicKey = req.headers['x-api-public-key'];
    const privateKey = req.headers['x-api-private-key'];
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') throw new AppError('UNAUTHORIZED');
    if (!PUBLIC_KEY_PATTERN.test(publicKey) || !PRIVATE_KEY_PATTERN.test(privateKey))
      throw new AppError('UNAUTHORIZED');
    const user = deps.accounts.userByPublicKey(publicKey);
    if (!user || !privateKeys.matches(privateKey, user.privateKeyHash)) throw new AppError('UNAUTHORIZED');
    const principal: Principal = { user, seller: deps.store.collections.sellers.get(user.id) ?? null };
    res.locals.principal = principal;
    next();
  };
}

export function principalOf(res: Pick<Response, 'locals'>): Principal {
  const principal = res.locals.principal as Principal | undefined;
  if (!principal) throw new Error('route is missing the authenticate middleware');
  return principal;
}

/**
 * The seller account of the request. A user without one, or a blocked seller, may not
 * operate: 403. (GET /api/seller answers its own 404 instead; it reads the principal.)
 */
export function sellerOf(res: Pick<Response, 'locals'>): SellerRecord {
  const { seller } = principalOf(res);
  if (!seller || seller.blocked) throw new AppError('FORBIDDEN');
  return seller;
}

/** The seller account of the request, blocked or not: reads a blocked seller may still make. 403 without one. */
export function readerOf(res: Pick<Response, 'locals'>): SellerRecord {
  const { seller } = principalOf(res);
  if (!seller) throw new AppError('FORBIDDEN');
  return seller;
}

/**
 * The seller account the admin API acts for (POST /__admin/sales, POST /__admin/cashouts): 404
 * when the id has none (a user without a seller account says so), 403 when it is blocked, as
 * the seller's own keys would be refused.
 */
export function actingSeller(deps: Pick<AuthDeps, 'store'>, sellerId: number): SellerRecord {
  const seller = deps.store.collections.sellers.get(sellerId);
  if (!seller) {
    const user = deps.store.collections.users.get(sellerId);
    throw new AppError('NOT_FOUND', {
      message: user ? `O usuário ${sellerId} não tem conta de vendedor` : `Vendedor ${sellerId} não encontrado`,
    });
  }
  if (seller.blocked)
    throw new AppError('FORBIDDEN', {
      message: `O vendedor ${sellerId} está bloqueado: desbloqueie-o antes (PATCH /__admin/sellers/${sellerId})`,
    });
  return seller;
}
