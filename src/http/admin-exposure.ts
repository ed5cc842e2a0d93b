/**
 * Whether the admin API is open to the network: reset, restore and balance changes to
 * anyone who can reach the port. Listening on loopback, or with SANDBOX_ADMIN_TOKEN, it is
 * not. The server warns at start when it is (banner and log), or refuses to start at all
 * under SANDBOX_REQUIRE_ADMIN_TOKEN.
 */
import { BlockList, isIP } from 'node:net';
import type { Settings } from '../core/settings.js';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** A listen address that only this machine can reach: 127.0.0.0/8, ::1 (also as ::ffff:127.x), localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** The start-up warning when the admin API is open to the network, or null. */
export function openAdminWarning(settings: Pick<Settings, 'host' | 'adminToken'>): string | null {
  const token = settings.adminToken;
  const open = token === null && !isLoopbackHost(settings.host);
  if (!open) return null;
  return (
    `WARNING: listening on ${settings.host} without SANDBOX_ADMIN_TOKEN: anyone who can reach this port can reset and ` +
    'restore the state and change balances through /__admin. Set SANDBOX_ADMIN_TOKEN (or --admin-token), or ' +
    'SANDBOX_REQUIRE_ADMIN_TOKEN=true (--require-admin-token) to refuse to start like this.'
  );
}

/** Throws (the message names the setting, so the CLI exits 2) when a token is required and none is set. */
export function assertAdminTokenIfRequired(
  settings: Pick<Settings, 'host' | 'adminToken' | 'requireAdminToken'>,
): void {
  const token = settings.adminToken;
  if (settings.requireAdminToken && token === null) {
    throw new Error(
      `SANDBOX_REQUIRE_ADMIN_TOKEN is set but SANDBOX_ADMIN_TOKEN is not: refusing to start on ${settings.host} with the admin API open (set SANDBOX_ADMIN_TOKEN or --admin-token)`,
    );
  }
}
