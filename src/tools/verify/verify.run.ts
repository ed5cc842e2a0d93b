import type { Contract } from './verify.contract.js';
import { CONVERSATION } from './verify.conversation.js';
import type { Exchange, ExchangeRequest, Transport } from './verify.exchange.js';
import { at, type Finding } from './verify.findings.js';
import { GAPS } from './verify.gaps.js';
import type { Recorder } from './verify.recording.js';
import type { Redactor } from './verify.redact.js';
import type { CheckReport, CreatedRecord, ProblemReport, TargetKind, Verdict } from './verify.report.js';
import { RULES } from './verify.rules.js';
import { isSkip, type CallStep, type Context, type RuleStep, type RunSettings } from './verify.steps.js';

export interface RunInput {
  transport: Transport;
  contract: Contract;
  redactor: Redactor;
  recorder?: Recorder;
  target: TargetKind;
  settings: RunSettings;
  steps?: CallStep[];
  rules?: RuleStep[];
}

export interface RunOutput {
  checks: CheckReport[];
  created: CreatedRecord[];
  aborted?: string;
}

/**
 * Timeouts in a row after which the target counts as gone: a black-holed host would otherwise cost one timeout per
 * step.
 */
export const TIMEOUTS_IN_A_ROW = 3;

const shortSchema = (schema: string | null) => (schema ?? 'no body').replace(/\.schema\.json$/, '');

/** The answer can be read on: the expected status, or a success where a success was expected (200 for 201). */
function answered(step: CallStep, status: number): boolean {
  return status === step.expect || (status >= 200 && status < 300 && step.expect >= 200 && step.expect < 300);
}

/** A finding is a warning only against a gateway, and only when it rests on a sandbox choice. */
function classify(finding: Finding, target: TargetKind, gap: Finding['gap']): ProblemReport {
  const resting = finding.gap ?? gap;
  return {
    ...finding,
    ...(resting ? { gap: resting } : {}),
    severity: resting && target === 'gateway' ? 'warn' : 'fail',
  };
}

function verdictOf(problems: ProblemReport[]): Verdict {
  if (problems.some((problem) => problem.severity === 'fail')) return 'fail';
  return problems.length ? 'warn' : 'pass';
}

function gapNote(problems: ProblemReport[]): string | undefined {
  const gaps = [...new Set(problems.filter((problem) => problem.severity === 'warn').map((problem) => problem.gap!))];
  return gaps.length
    ? `rests on the sandbox's choices, a warning against a gateway: ${gaps.map((gap) => `${gap} (${GAPS[gap].why})`).join('; ')}`
    : undefined;
}

function serverErrorNote(body: unknown): string {
  const message = at(body, 'message') ?? at(body, 'error.message') ?? at(body, 'error') ?? body;
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  return `the target failed (a server error is not drift): ${(text ?? '').slice(0, 200)}`;
}

function judgeCall(
  step: CallStep,
  exchange: Exchange,
  ctx: Context,
  contract: Contract,
  target: TargetKind,
): CheckReport {
  const base = {
    id: step.id,
    title: step.title,
    kind: 'call' as const,
    operation: contract.display(step.operation),
    request: exchange.request,
    expected: `${step.expect} ${shortSchema(contract.schemaFor(step.operation, step.expect, step.expect))}`,
    durationMs: exchange.durationMs,
  };
  if (exchange.failure) {
    const observed =
      exchange.failure.kind === 'timeout'
        ? 'timeout'
        : exchange.failure.kind === 'replay'
          ? 'not in the recording'
          : 'no connection';
    return { ...base, observed, verdict: 'error', problems: [], note: exchange.failure.message };
  }
  const response = exchange.response!;
  if (response.status >= 500)
    return {
      ...base,
      observed: `${response.status} server error`,
      verdict: 'error',
      problems: [],
      note: serverErrorNote(response.body),
    };
  const findings = contract.check({ operation: step.operation, status: step.expect }, response).findings;
  // An assertion about a field the schema already found wrong would say the same thing twice.
  if (answered(step, response.status))
    findings.push(
      ...(step.assert?.(response.body, ctx) ?? []).filter(
        (finding) => !findings.some((other) => other.path === finding.path),
      ),
    );
  const statusGap =
    step.statusGap && (!step.statusGap.statuses || step.statusGap.statuses.includes(response.status))
      ? step.statusGap.gap
      : undefined;
  const problems = findings.map((finding) =>
    classify(finding, target, step.gap ?? (finding.path === 'status' ? statusGap : undefined)),
  );
  const note = gapNote(problems);
  return {
    ...base,
    observed: `${response.status}${problems.length ? `, ${problems.length} problem${problems.length > 1 ? 's' : ''}` : ''}`,
    verdict: verdictOf(problems),
    problems,
    ...(note ? { note } : {}),
  };
}

/** Why nothing can be judged when the key check answers 401. */
export function keysRefused(operation: string): string {
  return `could not be judged: the target refused the keys (401 to ${operation})`;
}

function skipped(step: CallStep, contract: Contract, note: string): CheckReport {
  return {
    id: step.id,
    title: step.title,
    kind: 'call',
    operation: contract.display(step.operation),
    expected: `${step.expect}`,
    observed: 'not sent',
    verdict: 'skip',
    problems: [],
    note,
  };
}

/**
 * Runs the conversation: each call in order (its request built from what earlier calls
 * answered), judged as it comes back; then the consistency rules over the answers. Every
 * exchange is redacted before it is judged or recorded, so a replay of the recording judges
 * exactly what the live run judged.
 */
export async function runConversation(input: RunInput): Promise<RunOutput> {
  const { transport, contract, redactor, recorder, target, settings } = input;
  const answers = new Map<string, Exchange>();
  const sent = new Map<string, ExchangeRequest>();
  const included = new Set<string>();
  const checks: CheckReport[] = [];
  const created: CreatedRecord[] = [];
  const ctx: Context = {
    settings,
    target,
    body: (step) => answers.get(step)?.response?.body,
    sent: (step) => sent.get(step),
  };
  let lost: string | undefined;
  let aborted: string | undefined;
  let timeouts = 0;

  for (const step of input.steps ?? CONVERSATION) {
    if ((step.needs === 'write' && !settings.write) || (step.needs === 'cashout' && !settings.cashout)) continue;
    included.add(step.id);
    if (step.sandboxOnly && target !== 'sandbox') {
      checks.push(skipped(step, contract, `sandbox only: ${step.sandboxOnly}`));
      continue;
    }
    if (lost) {
      checks.push(skipped(step, contract, lost));
      continue;
    }
    const request = step.request(ctx);
    if (isSkip(request)) {
      checks.push(skipped(step, contract, request.skip));
      continue;
    }
    const exchange = redactor.exchange(await transport.send(step.id, request));
    recorder?.record(exchange);
    sent.set(step.id, exchange.request);
    timeouts = exchange.failure?.kind === 'timeout' ? timeouts + 1 : 0;
    if (exchange.failure?.kind === 'connection') {
      lost = `not sent: the target stopped answering (${exchange.failure.message})`;
      if (checks.every((check) => check.verdict === 'skip'))
        aborted = `cannot reach the target: ${exchange.failure.message}`;
    } else if (timeouts === TIMEOUTS_IN_A_ROW) {
      lost = `not sent: the target stopped answering (${TIMEOUTS_IN_A_ROW} timeouts in a row)`;
    }
    if (step.keyCheck && exchange.response?.status === 401) {
      // Refused keys say nothing about the contract: not drift, and every later call would be refused too.
      aborted = keysRefused(contract.display(step.operation));
      lost = 'not sent: the target refused the keys';
      checks.push({
        ...judgeCall(step, exchange, ctx, contract, target),
        observed: '401',
        verdict: 'error',
        problems: [],
        note: aborted,
      });
      continue;
    }
    if (exchange.response && answered(step, exchange.response.status)) answers.set(step.id, exchange);
    // Whatever a success created is listed, even where a refusal was expected.
    if (exchange.response && exchange.response.status >= 200 && exchange.response.status < 300) {
      const record = step.created?.(exchange.response.body, ctx);
      if (record) created.push({ ...record, by: step.id });
    }
    checks.push(judgeCall(step, exchange, ctx, contract, target));
  }

  for (const rule of input.rules ?? RULES) {
    if (!rule.needs.every((id) => included.has(id))) continue;
    const operation = [
      ...new Set(rule.needs.map((id) => checks.find((check) => check.id === id)?.operation ?? id)),
    ].join(' + ');
    const base = { id: rule.id, title: rule.title, kind: 'rule' as const, operation, expected: rule.title };
    const missing = rule.needs.filter((id) => !answers.has(id));
    const why = (id: string) => checks.find((check) => check.id === id)?.verdict ?? 'not run';
    const outcome = missing.length
      ? { skip: `needs ${missing.map((id) => `${id} (${why(id)})`).join(', ')} to answer as expected` }
      : rule.evaluate(ctx);
    if (isSkip(outcome)) {
      checks.push({ ...base, observed: 'not judged', verdict: 'skip', problems: [], note: outcome.skip });
      continue;
    }
    const problems = outcome.map((finding) => classify(finding, target, rule.gap));
    const note = gapNote(problems);
    checks.push({
      ...base,
      observed: problems.length ? `${problems.length} problem${problems.length > 1 ? 's' : ''}` : 'held',
      verdict: verdictOf(problems),
      problems,
      ...(note ? { note } : {}),
    });
  }
  return { checks, created, ...(aborted ? { aborted } : {}) };
}
