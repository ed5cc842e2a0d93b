import type { Auth } from './verify.exchange.js';
import type { Finding } from './verify.findings.js';

/**
 * pass: everything held. fail: drift from the contract. warn: only deviations from the
 * sandbox's own choices, on a target that is not the sandbox. error: no verdict possible
 * (timeout, no connection, a 5xx, a recording that cannot answer). skip: a prerequisite is
 * missing (no subscription to read, a sandbox-only check against a gateway).
 */
export type Verdict = 'pass' | 'fail' | 'warn' | 'error' | 'skip';

export interface ProblemReport extends Finding {
  severity: 'fail' | 'warn';
}

export interface CheckReport {
  id: string;
  title: string;
  /** call: one request; rule: a consistency rule across calls. */
  kind: 'call' | 'rule';
  /** "GET /api/subscriptions/{id}"; for a rule, the operations it compares. */
  operation: string;
  /** The request as sent, redacted: method, path and query, which keys it carried, the body. */
  request?: { method: string; path: string; auth: Auth; body?: unknown };
  expected: string;
  observed: string;
  verdict: Verdict;
  problems: ProblemReport[];
  /** Why it was skipped, what the server error said, which sandbox choice a warning rests on. */
  note?: string;
  durationMs?: number;
}

export interface CreatedRecord {
  kind: 'sale' | 'cashout';
  id: number;
  by: string;
  detail: string;
}

export type TargetKind = 'sandbox' | 'gateway';

export interface VerifyReport {
  tool: string;
  target: { baseUrl: string; kind: TargetKind; decidedBy: 'flag' | 'openapi' | 'recording' };
  mode: { write: boolean; cashout: boolean };
  /** The recording directory when the report was made offline from it. */
  replayedFrom?: string;
  /** Why the conversation could not run at all (the target unreachable, or refusing the keys). */
  aborted?: string;
  summary: Record<Verdict, number> & { total: number };
  /**
   * 0 everything held (warnings allowed); 1 drift; 2 nothing to judge with (connection, refused keys, timeout, 5xx,
   * usage).
   */
  exitCode: 0 | 1 | 2;
  created: CreatedRecord[];
  checks: CheckReport[];
}

export const VERDICTS: Verdict[] = ['pass', 'fail', 'warn', 'error', 'skip'];

export function summarize(checks: CheckReport[]): VerifyReport['summary'] {
  const summary = { total: checks.length, pass: 0, fail: 0, warn: 0, error: 0, skip: 0 };
  for (const check of checks) summary[check.verdict] += 1;
  return summary;
}

/** Drift outranks errors: a nightly job that found drift says so even if some calls also failed. */
export function exitCodeOf(checks: CheckReport[], aborted: string | undefined): 0 | 1 | 2 {
  if (checks.some((check) => check.verdict === 'fail')) return 1;
  if (aborted || checks.some((check) => check.verdict === 'error')) return 2;
  return 0;
}
