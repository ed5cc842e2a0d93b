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
import { sideFiles } from '../../core/store/db-files.js';
import { TENANT_NAME_PATTERN } from '../../core/lib/key-form.js';
import type { TenantOptions } from './options.js';
import type { DamagedTenant } from '../../features/tenants/tenants.routes.js';

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
  /** What it was made to measure with (issue 29: ttl, clock, labels); absent for a tenant made before. */
  options?: TenantOptions;
  /**
   * Set while the tenant's database is being created (the record is written first): a start makes the database of a
   * pending record afresh, and refuses a created tenant whose database is missing (deleted: never re-seeded).
   */
  pending?: true;
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

/** Why `text`, read from `file`, is not the record of tenant `name`, or null when it is. */
function recordProblem(name: string, text: string): string | null {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    return `is not a whole tenant record (${(error as Error).message}): truncated or overwritten`;
  }
  const { name: named, tokenHash, createdAt, keys } = (record ?? {}) as Partial<TenantRecord>;
  if (named !== name) return `is not the record of tenant ${name} (its name is ${JSON.stringify(named)})`;
  if (typeof tokenHash !== 'string' || typeof createdAt !== 'string' || typeof keys !== 'object' || keys === null)
    return 'is not a tenant record (tokenHash, createdAt or keys missing)';
  return null;
}

/**
 * Every tenant recorded in the directory, by name order (none when it does not exist), and those whose record cannot
 * be read: each is refused alone, named, and the others start (docs/database.md, "Tenants").
 */
export function readTenantRecords(dir: string): { records: TenantRecord[]; damaged: DamagedTenant[] } {
  const records: TenantRecord[] = [];
  const damaged: DamagedTenant[] = [];
  if (!existsSync(dir)) return { records, damaged };
  for (const file of readdirSync(dir).sort()) {
    const name = file.slice(0, -5);
    if (!file.endsWith('.json') || !TENANT_NAME_PATTERN.test(name)) continue;
    const path = join(dir, file);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      damaged.push({ name, file: path, reason: `cannot be read (${(error as Error).message})` });
      continue;
    }
    const problem = recordProblem(name, text);
    if (problem) damaged.push({ name, file: path, reason: problem });
    else records.push(JSON.parse(text) as TenantRecord);
  }
  return { records, damaged };
}

/** Why a created tenant cannot be brought back from its files (its database is missing), or null. */
export function missingDatabase(dir: string, record: TenantRecord): DamagedTenant | null {
  const file = tenantDbFile(dir, record.name);
  if (record.pending || existsSync(file)) return null;
  return {
    name: record.name,
    file,
    reason:
      'is missing, but the tenant was created: its data was deleted. It is not made afresh from the fixtures (that would hide the loss). Put the database back, or delete the tenant (remove its .json) to forget it',
  };
}

/** The record first (a tenant without it is gone), then its database and SQLite's side files. */
export function removeTenantFiles(dir: string, name: string): void {
  rmSync(recordFile(dir, name), { force: true });
  const db = tenantDbFile(dir, name);
  for (const path of [db, ...Object.values(sideFiles(db))]) rmSync(path, { force: true });
}
