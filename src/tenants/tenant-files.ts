import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { sideFiles } from '../store/db-files.js';
import { TENANT_NAME_PATTERN } from '../lib/key-form.js';

/**
 * File mode for tenants (docs/database.md "Tenants"): one SQLite database per tenant in a
 * directory beside the default tenant's file, `<db-file>.tenants/<name>.db`, and beside it
 * `<name>.json`, what the registry needs to bring the tenant back: its creation, whether it
 * has the fixtures and their keys (hashes), and the hash of its admin token.
 */
export interface TenantRecord {
  name: string;
  createdAt: string;
  fixtures: boolean;
  /** SHA-256 of the tenant's admin token: the token itself is shown once, at creation. */
  tokenHash: string;
  /** The fixture accounts' keys in this tenant (user id → public key, private key hash): what a reset brings back. */
  keys: Record<string, { publicKey: string; privateKeyHash: string }>;
  /** The last request that reached it, as last saved (issue 29: the idle expiry survives a restart); absent before. */
  lastActivityAt?: string;
}

export function tenantsDir(dbFile: string): string {
  return `${dbFile}.tenants`;
}

export function tenantDbFile(dir: string, name: string): string {
  return join(dir, `${name}.db`);
}

const recordFile = (dir: string, name: string) => join(dir, `${name}.json`);

/**
 * Written whole (temp file, fsync, rename) before the tenant's database is created: a crash leaves either no tenant or
 * a whole one.
 */
export function writeTenantRecord(dir: string, record: TenantRecord): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = recordFile(dir, record.name);
  const temp = `${path}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify(record) + '\n');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/** Every tenant recorded in the directory, by name order (none when it does not exist). */
export function readTenantRecords(dir: string): TenantRecord[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && TENANT_NAME_PATTERN.test(file.slice(0, -5)))
    .sort()
    .map((file) => {
      const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as TenantRecord;
      const { tokenHash } = record;
      if (record.name !== file.slice(0, -5) || typeof tokenHash !== 'string')
        throw new Error(`${join(dir, file)}: not a tenant record`);
      return record;
    });
}

/** The record first (a tenant without it is gone), then its database and SQLite's side files. */
export function removeTenantFiles(dir: string, name: string): void {
  rmSync(recordFile(dir, name), { force: true });
  const db = tenantDbFile(dir, name);
  for (const path of [db, ...Object.values(sideFiles(db))]) rmSync(path, { force: true });
}
