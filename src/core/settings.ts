/**
 * Every setting of the sandbox, as data: its env var, CLI flag, default and parser.
 * The server, the CLI's --help and the README's settings table all read this table.
 * Modules add their settings here as rows.
 */
import { CLOCK_MIN_MS, RUNNING_CLOCK_MAX_ISO, RUNNING_CLOCK_MAX_MS } from './lib/clock.js';

type Parser<T> = (raw: string) => T;

/** Why a setting's value was refused, as facts: the CLI says them in the run's language (setting.<id> messages). */
export type SettingValueReason =
  | { id: 'nonNegativeInteger'; raw: string }
  | { id: 'integerUpTo'; raw: string; max: number }
  | { id: 'boolean'; raw: string }
  | { id: 'oneOf'; raw: string; values: string }
  | { id: 'clockStart'; raw: string }
  | { id: 'clockRange'; raw: string; max: string }
  | { id: 'duration'; raw: string }
  | { id: 'durationRange'; raw: string };

const ENGLISH: { [K in SettingValueReason['id']]: (reason: Extract<SettingValueReason, { id: K }>) => string } = {
  nonNegativeInteger: ({ raw }) => `expected a non-negative integer, got "${raw}"`,
  integerUpTo: ({ raw, max }) => `expected an integer from 1 to ${max}, got "${raw}"`,
  boolean: ({ raw }) => `expected true or false, got "${raw}"`,
  oneOf: ({ raw, values }) => `expected one of ${values}, got "${raw}"`,
  clockStart: ({ raw }) => `expected "anchor", "now" or an ISO 8601 instant, got "${raw}"`,
  clockRange: ({ raw, max }) => `expected an instant from 1970 to ${max}, got "${raw}"`,
  duration: ({ raw }) =>
    `expected a duration such as 24h, 30m, 3s or 1d12h (units d, h, m, s, ms), or "off", got "${raw}"`,
  durationRange: ({ raw }) => `the duration "${raw}" is out of range`,
};

/** A refused value's reason in English, the README's words. */
export const settingValueText = (reason: SettingValueReason): string =>
  (ENGLISH[reason.id] as (reason: SettingValueReason) => string)(reason);

/** A setting's value refused: its message is the README's English; `reason` is what other languages say. */
export class SettingValueError extends Error {
  override name = 'SettingValueError';
  constructor(readonly reason: SettingValueReason) {
    super(settingValueText(reason));
  }
}

/** A variable's value refused at start: `${env}: ` and the value's error, which it keeps as its cause. */
export class SettingEnvError extends Error {
  override name = 'SettingEnvError';
  constructor(
    readonly env: string,
    override readonly cause: unknown,
  ) {
    super(`${env}: ${(cause as Error).message}`);
  }
}

export interface SettingDefinition<T> {
  env: string;
  flag: string;
  default: T;
  parse: Parser<T>;
  description: string;
}

const int: Parser<number> = (raw) => {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new SettingValueError({ id: 'nonNegativeInteger', raw });
  return value;
};
const intUpTo =
  (max: number): Parser<number> =>
  (raw) => {
    const value = int(raw);
    if (value < 1 || value > max) throw new SettingValueError({ id: 'integerUpTo', raw, max });
    return value;
  };
const text: Parser<string> = (raw) => raw;
const optionalText: Parser<string | null> = (raw) => (raw === '' ? null : raw);
const bool: Parser<boolean> = (raw) => {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new SettingValueError({ id: 'boolean', raw });
};
const textList: Parser<string[]> = (raw) =>
  raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const intList: Parser<number[]> = (raw) => (raw.trim() === '' ? [] : raw.split(',').map((part) => int(part.trim())));
const oneOf =
  <T extends string>(...values: T[]): Parser<T> =>
  (raw) => {
    if (!values.includes(raw as T)) throw new SettingValueError({ id: 'oneOf', raw, values: values.join(', ') });
    return raw as T;
  };
const clockStart: Parser<number | 'now' | 'anchor'> = (raw) => {
  if (raw === '' || raw === 'now') return 'now';
  if (raw === 'anchor') return 'anchor';
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw new SettingValueError({ id: 'clockStart', raw });
  // Where a running clock may be (src/core/lib/clock.ts): a reset must never make a state that is refused.
  if (ms < CLOCK_MIN_MS || ms > RUNNING_CLOCK_MAX_MS)
    throw new SettingValueError({ id: 'clockRange', raw, max: RUNNING_CLOCK_MAX_ISO });
  return ms;
};

const DURATION_UNITS_MS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000, ms: 1 };
/** "24h", "3s", "1d12h", "500ms" → milliseconds; "" or "off" → null (off). */
const optionalDuration: Parser<number | null> = (raw) => {
  if (raw === '' || raw === 'off' || raw === '0') return null;
  const parts = [...raw.matchAll(/(\d+)(ms|d|h|m|s)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== raw)
    throw new SettingValueError({ id: 'duration', raw });
  const ms = parts.reduce((sum, [, count, unit]) => sum + Number(count) * DURATION_UNITS_MS[unit], 0);
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new SettingValueError({ id: 'durationRange', raw });
  return ms;
};
/** A duration ("30m", "2h", "1d12h") in ms, or null for "off": as the settings read it (a tenant's ttl too). */
export const parseOptionalDuration = optionalDuration;
const optionalInt: Parser<number | null> = (raw) => (raw === '' || raw === 'off' ? null : int(raw));

function setting<T>(definition: SettingDefinition<T>): SettingDefinition<T> {
  return definition;
}

export const SETTINGS = {
  port: setting({ env: 'PORT', flag: '--port', default: 4010, parse: int, description: 'TCP port to listen on' }),
  host: setting({ env: 'HOST', flag: '--host', default: '127.0.0.1', parse: text, description: 'Interface to bind' }),
  seed: setting({
    env: 'SANDBOX_SEED',
    flag: '--seed',
    default: 20261121,
    parse: int,
    description: 'faker seed for the fixture data; the same seed gives byte-identical state',
  }),
  fixturesDir: setting({
    env: 'SANDBOX_FIXTURES_DIR',
    flag: '--fixtures',
    default: null as string | null,
    parse: optionalText,
    description: 'Folder with sellers.json to seed from instead of the built-in fixtures/',
  }),
  dbFile: setting({
    env: 'SANDBOX_DB_FILE',
    flag: '--db-file',
    default: null as string | null,
    parse: optionalText,
    description:
      'Keep the state in this SQLite database (survives restarts; created 0600; a JSON state file of an earlier version is converted once, see docs/database.md); in memory when unset',
  }),
  dbFsync: setting({
    env: 'SANDBOX_DB_FSYNC',
    flag: '--db-fsync',
    default: false,
    parse: bool,
    description:
      'With --db-file: SQLite synchronous=FULL, an fsync at each commit before answering (survives power loss); otherwise NORMAL (a killed process loses no answered write either way)',
  }),
  adminToken: setting({
    env: 'SANDBOX_ADMIN_TOKEN',
    flag: '--admin-token',
    default: null as string | null,
    parse: optionalText,
    description: 'When set, every /__admin call needs header X-Admin-Token with this value',
  }),
  logLevel: setting({
    env: 'SANDBOX_LOG_LEVEL',
    flag: '--log-level',
    default: 'info',
    parse: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    description: 'pino log level',
  }),
  bodyLimitBytes: setting({
    env: 'SANDBOX_BODY_LIMIT_BYTES',
    flag: '--body-limit',
    default: 102_400,
    parse: int,
    description: 'Largest accepted request body; larger ones get 413 in the group error body',
  }),
  stateBodyLimitBytes: setting({
    env: 'SANDBOX_STATE_BODY_LIMIT_BYTES',
    flag: '--state-body-limit',
    default: 128 * 1024 * 1024,
    parse: int,
    description:
      'Largest whole state PUT /__admin/state (and a tenant’s) accepts, counted after decompression; a larger one is 413 PAYLOAD_TOO_LARGE naming this setting, and nothing changes',
  }),
  stateBodyInflateRatio: setting({
    env: 'SANDBOX_STATE_BODY_INFLATE_RATIO',
    flag: '--state-body-inflate-ratio',
    default: 100,
    parse: int,
    description:
      'Most bytes a compressed (gzip, deflate, br) whole state may inflate to per byte received, past its first MiB; more is 413 PAYLOAD_TOO_LARGE naming this setting, and nothing changes (a decompression bomb is refused within its first megabytes)',
  }),
  headersTimeoutMs: setting({
    env: 'SANDBOX_HEADERS_TIMEOUT_MS',
    flag: '--headers-timeout',
    default: 10_000,
    parse: int,
    description: 'A client must send its request headers within this many ms',
  }),
  requestTimeoutMs: setting({
    env: 'SANDBOX_REQUEST_TIMEOUT_MS',
    flag: '--request-timeout',
    default: 30_000,
    parse: int,
    description: 'A client must send its whole request within this many ms',
  }),
  corsOrigins: setting({
    env: 'SANDBOX_CORS_ORIGINS',
    flag: '--cors-origins',
    default: [] as string[],
    parse: textList,
    description: 'Origins allowed to call /api from a browser, comma-separated ("*" for any); none by default',
  }),
  adminCorsOrigins: setting({
    env: 'SANDBOX_ADMIN_CORS_ORIGINS',
    flag: '--admin-cors-origins',
    default: [] as string[],
    parse: textList,
    description:
      'Origins allowed to call /__admin from a browser (its CORS answer, and past the cross-site refusal of other pages\' writes; "*" turns that refusal off); none by default',
  }),
  maxDeliveries: setting({
    env: 'SANDBOX_MAX_DELIVERIES',
    flag: '--max-deliveries',
    default: 10_000,
    parse: int,
    description: 'Webhook deliveries kept; beyond it the oldest finished ones are dropped',
  }),
  requestLogSize: setting({
    env: 'SANDBOX_REQUEST_LOG_SIZE',
    flag: '--request-log-size',
    default: 500,
    parse: int,
    description: 'How many recent requests GET /__admin/requests keeps',
  }),
  clockStart: setting({
    env: 'SANDBOX_CLOCK_START',
    flag: '--clock-start',
    default: 'now',
    parse: clockStart,
    description:
      'Where the sandbox clock starts on a fresh state: "now" (the wall clock), "anchor" (the fixtures\' reference date, 2026-11-01T12:00Z: the fixed world of the tests, byte for byte) or an ISO instant. The fixture world is dated relative to the start, so it is never overdue',
  }),
  clockFrozen: setting({
    env: 'SANDBOX_CLOCK_FROZEN',
    flag: '--clock-frozen',
    default: false,
    parse: bool,
    description: 'Time only moves through POST /__admin/clock/advance',
  }),
  dueWorkIntervalMs: setting({
    env: 'SANDBOX_DUE_WORK_INTERVAL_MS',
    flag: '--due-work-interval',
    default: 1_000,
    parse: int,
    description:
      'Work that falls due as time flows (PIX expiry, billing, automatic steps) runs at its instant; this is the longest wait between two checks. 0: such work runs only on clock advances (webhook deliveries still go out)',
  }),
  webhookRetryDelaysMs: setting({
    env: 'SANDBOX_WEBHOOK_RETRY_DELAYS_MS',
    flag: '--webhook-retry-delays',
    default: [1_000, 5_000, 30_000, 120_000, 600_000],
    parse: intList,
    description: 'Delays between delivery attempts, comma-separated milliseconds; one attempt plus one per delay',
  }),
  webhookTimeoutMs: setting({
    env: 'SANDBOX_WEBHOOK_TIMEOUT_MS',
    flag: '--webhook-timeout',
    default: 5_000,
    parse: int,
    description:
      'A receiver that has not answered within this many ms of the attempt getting its connection counts as failed (waiting for a connection behind other attempts does not count)',
  }),
  minSaleAmountCents: setting({
    env: 'SANDBOX_MIN_SALE_AMOUNT_CENTS',
    flag: '--min-sale-amount',
    default: 100,
    parse: int,
    description: 'Smallest sale amount in cents; below it POST /api/sales answers 422',
  }),
  saleAmountMustMatchItems: setting({
    env: 'SANDBOX_SALE_AMOUNT_MUST_MATCH_ITEMS',
    flag: '--sale-amount-must-match-items',
    default: false,
    parse: bool,
    description:
      'When true, POST /api/sales answers 400 (field amount) unless amount equals the sum of unitPrice × quantity; off by default because amounts often include shipping or discounts',
  }),
  saleUnknownFields: setting<'reject' | 'ignore'>({
    env: 'SANDBOX_SALE_UNKNOWN_FIELDS',
    flag: '--sale-unknown-fields',
    default: 'reject',
    parse: oneOf('reject', 'ignore'),
    description: 'Fields POST /api/sales does not know: "reject" (400 naming them, catches typos) or "ignore"',
  }),
  pixExpiresInDays: setting({
    env: 'SANDBOX_PIX_EXPIRES_IN_DAYS',
    flag: '--pix-expires-in-days',
    default: 1,
    parse: int,
    description: 'Days until a PIX sale expires (and becomes CANCELADO) when the request has no pix.expiresInDays',
  }),
  boletoExpiresInDays: setting({
    env: 'SANDBOX_BOLETO_EXPIRES_IN_DAYS',
    flag: '--boleto-expires-in-days',
    default: 3,
    parse: int,
    description: "Days from today (Brasília) to a boleto's due date when the request has no boleto.expiresInDays",
  }),
  cashoutBelowMinimumError: setting<'MINIMUM_VALUE' | 'TRANSFER_NOT_ALLOWED'>({
    env: 'SANDBOX_CASHOUT_BELOW_MINIMUM_ERROR',
    flag: '--cashout-below-minimum-error',
    default: 'MINIMUM_VALUE',
    parse: oneOf('MINIMUM_VALUE', 'TRANSFER_NOT_ALLOWED'),
    description: 'Error for a cashout below 100.00: 422 MINIMUM_VALUE or 403 TRANSFER_NOT_ALLOWED',
  }),
  cashoutCreatedStatus: setting<200 | 201>({
    env: 'SANDBOX_CASHOUT_CREATED_STATUS',
    flag: '--cashout-created-status',
    default: 201,
    parse: (raw: string) => Number(oneOf('200', '201')(raw)) as 200 | 201,
    description: 'HTTP status of an accepted POST /api/public/cashout (the spec does not show it): 201 or 200',
  }),
  cashoutAutoProgressMs: setting({
    env: 'SANDBOX_CASHOUT_AUTO_PROGRESS_MS',
    flag: '--cashout-auto-progress',
    default: [] as number[],
    parse: intList,
    description:
      'Off when empty. "D1,D2": new cashouts move PENDING → PROCESSING D1 ms after creation and PROCESSING → COMPLETED D2 ms later, on the sandbox clock (one value: both delays)',
  }),
  subscriptionRetryDays: setting({
    env: 'SANDBOX_SUBSCRIPTION_RETRY_DAYS',
    flag: '--subscription-retry-days',
    default: [1, 3, 7],
    parse: intList,
    description:
      'After a declined subscription charge (PAST_DUE), retry this many days after the missed billing date, comma-separated and increasing; when the last retry fails the subscription is EXPIRED. Empty: EXPIRED at the first decline',
  }),
  metadataMaxDepth: setting({
    env: 'SANDBOX_METADATA_MAX_DEPTH',
    flag: '--metadata-max-depth',
    default: 8,
    parse: intUpTo(16),
    description:
      "Deepest nesting of a sale's or subscription's metadata (the metadata object is level 1; at most 16); deeper is a 400 naming the field",
  }),
  metadataMaxKeys: setting({
    env: 'SANDBOX_METADATA_MAX_KEYS',
    flag: '--metadata-max-keys',
    default: 100,
    parse: int,
    description: 'Most keys a metadata object may hold, counted at every level; more is a 400',
  }),
  metadataMaxKeyLength: setting({
    env: 'SANDBOX_METADATA_MAX_KEY_LENGTH',
    flag: '--metadata-max-key-length',
    default: 40,
    parse: int,
    description: "Longest metadata key, in characters (Stripe's limit); longer is a 400 naming the key",
  }),
  metadataMaxBytes: setting({
    env: 'SANDBOX_METADATA_MAX_BYTES',
    flag: '--metadata-max-bytes',
    default: 16_384,
    parse: int,
    description: 'Largest metadata, in bytes of compact UTF-8 JSON; larger is a 400',
  }),
  webhookAllowedHosts: setting({
    env: 'SANDBOX_WEBHOOK_ALLOWED_HOSTS',
    flag: '--webhook-allowed-hosts',
    default: [] as string[],
    parse: textList,
    description:
      'When set, webhook and postback URLs may only name these hosts (comma-separated names or IP addresses; "*.example.com" for subdomains). Link-local and cloud-metadata addresses are refused always',
  }),
  requireAdminToken: setting({
    env: 'SANDBOX_REQUIRE_ADMIN_TOKEN',
    flag: '--require-admin-token',
    default: false,
    parse: bool,
    description:
      'Refuse to start (exit 2) without SANDBOX_ADMIN_TOKEN; without this flag, listening beyond loopback with no token only prints a warning',
  }),
  autoDelayMs: setting({
    env: 'SANDBOX_AUTO_DELAY_MS',
    flag: '--auto-delay',
    default: 2_000,
    parse: int,
    description:
      'Sandbox-clock ms between the automatic steps of a test value (README "Test values"): the first step comes this long after creation, each further one a delay later',
  }),
  autoPay: setting({
    env: 'SANDBOX_AUTO_PAY',
    flag: '--auto-pay',
    default: false,
    parse: bool,
    description:
      'When true, every waiting sale (PIX, boleto, transfer, a card left in analysis) that no test value decides becomes PAGO one SANDBOX_AUTO_DELAY_MS after creation',
  }),
  boletoCancelAfterDays: setting({
    env: 'SANDBOX_BOLETO_CANCEL_AFTER_DAYS',
    flag: '--boleto-cancel-after-days',
    default: 30,
    parse: int,
    description:
      'An unpaid boleto becomes CANCELADO this many days after its due date ends, on the sandbox clock (decided at creation); 0: never',
  }),
  maxEventStreams: setting({
    env: 'SANDBOX_MAX_EVENT_STREAMS',
    flag: '--max-event-streams',
    default: 100,
    parse: intUpTo(10_000),
    description:
      'Most GET /__admin/events streams open at once (1 to 10000); one more is answered 503 EVENT_STREAMS_FULL with Retry-After, in the admin error body',
  }),
  allowedHosts: setting({
    env: 'SANDBOX_ALLOWED_HOSTS',
    flag: '--allowed-hosts',
    default: [] as string[],
    parse: textList,
    description:
      'Host names /__admin answers to besides IP addresses, localhost (and *.localhost) and the HOST name bound to, comma-separated ("*.example.com" for subdomains; "*" for any name, which turns off the DNS-rebinding defence); any other Host is 403 ADMIN_HOST_NOT_ALLOWED',
  }),
  tenantIdleTtlMs: setting({
    env: 'SANDBOX_TENANT_IDLE_TTL',
    flag: '--tenant-idle-ttl',
    default: null as number | null,
    parse: optionalDuration,
    description:
      'Tenants (README "Shared sandbox") with no request for this long are deleted, data and keys ("24h", "30m", "3s"; wall time); off by default',
  }),
  tenantMaxRecords: setting({
    env: 'SANDBOX_TENANT_MAX_RECORDS',
    flag: '--tenant-max-records',
    default: null as number | null,
    parse: optionalInt,
    description:
      'Most records one tenant may store (sellers, sales, ledger entries, deliveries... together), held at every commit: a request that would store more answers 409 RECORD_LIMIT and stores nothing, a clock advance stops at the step that would pass it (`stoppedBy`), a restore or import over it is 413. Off by default; the default tenant is never capped',
  }),
  maxTenants: setting<number | null>({
    env: 'SANDBOX_MAX_TENANTS',
    flag: '--max-tenants',
    default: 1_000,
    parse: optionalInt,
    description: 'Most tenants that may exist at once; creating one more answers 409 TENANT_LIMIT ("off": no cap)',
  }),
  tenantRateLimit: setting({
    env: 'SANDBOX_TENANT_RATE_LIMIT',
    flag: '--tenant-rate-limit',
    default: null as number | null,
    parse: optionalInt,
    description:
      "Requests per second one tenant may make (bursts up to one second's worth); beyond it 429 with Retry-After, so a runaway pipeline cannot starve the others. Off by default; never applies to the default tenant",
  }),
  tenantSelfService: setting({
    env: 'SANDBOX_TENANT_SELF_SERVICE',
    flag: '--tenant-self-service',
    default: false,
    parse: bool,
    description:
      "Anyone may create a tenant (POST /__admin/tenants/{name}) even when SANDBOX_ADMIN_TOKEN is set; without it creating needs the operator's token when one is set",
  }),
  tenantCreatorTokens: setting({
    env: 'SANDBOX_TENANT_CREATOR_TOKEN',
    flag: '--tenant-creator-token',
    default: [] as string[],
    parse: textList,
    description:
      "Tokens (one, or a comma-separated list) that create tenants and nothing else: POST /__admin/tenants/{name} with X-Admin-Token set to one of them (a CI pipeline's secret); any other operator route answers 403 ADMIN_ROLE_FORBIDDEN naming the role. A tenant so made is deleted with its own token",
  }),
  tenantMaxTtlMs: setting({
    env: 'SANDBOX_TENANT_MAX_TTL',
    flag: '--tenant-max-ttl',
    default: null as number | null,
    parse: optionalDuration,
    description:
      'Longest `ttl` a tenant may be created with ("7d", "12h"): a tenant with no request for its ttl is deleted; a longer one is refused with 400 naming this maximum. Off by default (any ttl)',
  }),
  eventHistorySize: setting({
    env: 'SANDBOX_EVENT_HISTORY',
    flag: '--event-history',
    default: 10_000,
    parse: int,
    description:
      'Record changes kept for the per-object timelines (GET /__admin/events/timeline?resource=sale:517), per sandbox (tenant); the oldest leave first, whatever object they touched. 0: no timelines',
  }),
};

export type SettingName = keyof typeof SETTINGS;
export type Settings = { [K in SettingName]: (typeof SETTINGS)[K]['default'] };

export function defaultSettings(): Settings {
  const out = {} as Record<string, unknown>;
  for (const [name, definition] of Object.entries(SETTINGS)) out[name] = structuredClone(definition.default);
  return out as Settings;
}

/** Settings from environment variables over the defaults; a bad value throws with the variable named. */
export function settingsFromEnv(env: NodeJS.ProcessEnv, overrides: Partial<Settings> = {}): Settings {
  const settings = defaultSettings() as Record<string, unknown>;
  for (const [name, definition] of Object.entries(SETTINGS) as [string, SettingDefinition<unknown>][]) {
    const raw = env[definition.env];
    if (raw === undefined) continue;
    try {
      settings[name] = definition.parse(raw);
    } catch (error) {
      throw new SettingEnvError(definition.env, error);
    }
  }
  return { ...(settings as Settings), ...overrides };
}
