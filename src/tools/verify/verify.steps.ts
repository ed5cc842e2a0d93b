import type { Auth, ExchangeRequest } from './verify.exchange.js';
import type { Finding } from './verify.findings.js';
import type { GapId } from './verify.gaps.js';
import type { CreatedRecord, TargetKind } from './verify.report.js';
import type { Text } from '../cli/messages/say.js';

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** What the conversation is allowed to do and with what: the options that shape its requests. */
export interface RunSettings {
  write: boolean;
  cashout: { pixKey: string; pixKeyType: PixKeyType } | null;
  saleId: number | null;
  subscriptionId: number | null;
  saleAmountCents: number;
}

export interface Context {
  settings: RunSettings;
  target: TargetKind;
  /** The (redacted) body of a call that answered its expected status; undefined otherwise. */
  body(step: string): unknown;
  /** The (redacted) request a call sent. */
  sent(step: string): ExchangeRequest | undefined;
}

export interface Skip {
  skip: string;
}

export function isSkip(value: unknown): value is Skip {
  return typeof value === 'object' && value !== null && 'skip' in value;
}

/** One request of the conversation and what its answer must be. */
export interface CallStep {
  id: string;
  /** Said in the run's language when the check is reported (a message id through `said`). */
  title: Text;
  /** The documented operation ("GET /api/subscriptions/:id"): its statuses and schemas judge the answer. */
  operation: string;
  expect: number;
  /** Only with --write, or with --cashout: without the flag the step is not part of the run. */
  needs?: 'write' | 'cashout';
  /** Run against the sandbox only; against a gateway it is skipped with this reason. */
  sandboxOnly?: Text;
  /** The whole check rests on a sandbox choice: every finding is a warning against a gateway. */
  gap?: GapId;
  /** Only a status among these (all when absent) rests on a sandbox choice. */
  statusGap?: { gap: GapId; statuses?: number[] };
  /**
   * The first call with the keys: a 401 here means the target refused them (a rotated staging
   * key, a typo), and nothing after it can be judged. The run stops there, exit code 2.
   */
  keyCheck?: true;
  request(ctx: Context): ExchangeRequest | Skip;
  /** What the spec states about this answer beyond its schema, judged when the status is the expected one. */
  assert?(body: unknown, ctx: Context): Finding[];
  /** What the call created (read from any 2xx answer, expected or not), for the report's list of ids. */
  created?(body: unknown, ctx: Context): Omit<CreatedRecord, 'by'> | null;
}

/** A consistency rule across calls, judged once the calls it needs have answered. */
export interface RuleStep {
  id: string;
  title: Text;
  /** The calls it compares; when one did not run, the rule is left out; when one failed, skipped. */
  needs: string[];
  gap?: GapId;
  evaluate(ctx: Context): Finding[] | Skip;
}

export function get(path: string, auth: Auth = 'keys'): ExchangeRequest {
  return { method: 'GET', path, auth };
}

export function post(path: string, body: unknown, auth: Auth = 'keys'): ExchangeRequest {
  return { method: 'POST', path, auth, body };
}

/** "?a=1&b=x" from the defined entries, encoded. */
export function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length
    ? `?${new URLSearchParams(entries.map(([key, value]): [string, string] => [key, String(value)])).toString()}`
    : '';
}
