import type { TenantCreateInput } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { CLOCK_MIN_MS, RUNNING_CLOCK_MAX_ISO, RUNNING_CLOCK_MAX_MS } from '../../core/lib/clock.js';
import { parseOptionalDuration } from '../../core/settings.js';

/**
 * A tenant made to measure (issue 29), as its record keeps it: what POST /__admin/tenants/{name} asked beyond the
 * fixtures. Each is optional: the server's settings stand where one is absent.
 */
export interface TenantOptions {
  /** Its own idle expiry (ms): deleted after this long without a request, instead of SANDBOX_TENANT_IDLE_TTL. */
  ttlMs?: number;
  /** Its clock: frozen or running, from an ISO instant, "now" or "anchor" (as SANDBOX_CLOCK_START reads them). */
  clock?: { frozen?: boolean; start?: string };
  labels?: Record<string, string>;
}

/** What a label's name may be: a CI system's keys fit (pipeline, git.branch, owner, app/team). */
const LABEL_NAME = /^[a-z0-9][a-z0-9._/-]{0,62}$/i;

const refuse = (field: string, message: string) => new AppError('VALIDATION_ERROR', { fields: [field], message });

/** A duration of the API ("30m", 2h") or milliseconds, in ms; a refusal naming the field otherwise. */
function ttlOf(raw: string | number): number {
  if (typeof raw === 'number') return raw;
  let ms: number | null;
  try {
    ms = parseOptionalDuration(raw);
  } catch {
    ms = null;
  }
  if (ms === null)
    throw refuse('ttl', `ttl é uma duração como "30m", "2h" ou "1d12h" (d, h, m, s, ms), recebido "${raw}"`);
  return ms;
}

/** The start of a tenant's clock, checked as SANDBOX_CLOCK_START is (the instants a running clock may hold). */
function clockStartOf(raw: string): string {
  if (raw === 'now' || raw === 'anchor') return raw;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms) || ms < CLOCK_MIN_MS || ms > RUNNING_CLOCK_MAX_MS)
    throw refuse(
      'clock.start',
      `clock.start é "now", "anchor" ou um instante ISO 8601 de 1970 a ${RUNNING_CLOCK_MAX_ISO}, recebido "${raw}"`,
    );
  return new Date(ms).toISOString();
}

/**
 * The options of a creation's body, checked whole before anything is made: a bad one is a 400 naming the field (the
 * ttl over the operator's maximum names the maximum), and nothing changes.
 */
export function tenantOptionsOf(body: TenantCreateInput | undefined, maxTtlMs: number | null): TenantOptions {
  const options: TenantOptions = {};
  if (body?.ttl !== undefined) {
    const ttlMs = ttlOf(body.ttl);
    if (maxTtlMs !== null && ttlMs > maxTtlMs)
      throw refuse(
        'ttl',
        `ttl passa do máximo deste servidor, SANDBOX_TENANT_MAX_TTL = ${formatDuration(maxTtlMs)} (${maxTtlMs} ms)`,
      );
    options.ttlMs = ttlMs;
  }
  if (body?.clock !== undefined) {
    const { frozen, start } = body.clock;
    options.clock = {
      ...(frozen === undefined ? {} : { frozen }),
      ...(start === undefined ? {} : { start: clockStartOf(start) }),
    };
  }
  if (body?.labels !== undefined) {
    const bad = Object.keys(body.labels).filter((name) => !LABEL_NAME.test(name));
    if (bad.length)
      throw new AppError('VALIDATION_ERROR', {
        fields: bad.map((name) => `labels.${name}`),
        message: 'O nome de um rótulo tem de 1 a 63 caracteres a-z, 0-9, ., _, - e /, começando por letra ou dígito',
      });
    options.labels = { ...body.labels };
  }
  return options;
}

/** Ms as the settings write durations: "1d12h", "30m", "1500ms". */
export function formatDuration(ms: number): string {
  const units: [string, number][] = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1_000],
    ['ms', 1],
  ];
  let left = ms;
  let out = '';
  for (const [unit, size] of units) {
    const count = Math.floor(left / size);
    if (count) out += `${count}${unit}`;
    left -= count * size;
  }
  return out || '0ms';
}
