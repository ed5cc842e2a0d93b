import type { Contract } from './verify.contract.js';
import { CONVERSATION } from './verify.conversation.js';
import type { Exchange, ExchangeRequest, Transport } from './verify.exchange.js';
import { at, type Finding } from './verify.findings.js';
import { gapWhy } from './verify.gaps.js';
import type { Recorder } from './verify.recording.js';
import type { Redactor } from './verify.redact.js';
import type { CheckReport, CreatedRecord, ProblemReport, TargetKind, Verdict } from './verify.report.js';
import { RULES } from './verify.rules.js';
import { isSkip, type CallStep, type Context, type RuleStep, type RunSettings } from './verify.steps.js';
import { t, textOf } from '../cli/messages/say.js';

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

const shortSchema = (schema: string | null) => (schema ?? t('verify.noBody')).replace(/\.schema\.json$/, '');

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
  return gaps.length ? t('verify.gapNote', gaps.map((gap) => `${gap} (${gapWhy(gap)})`).join('; ')) : undefined;
}

function serverErrorNote(body: unknown): string {
  const message = at(body, 'message') ?? at(body, 'error.message') ?? at(body, 'error') ?? body;
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  return t('verify.serverError', (text ?? '').slice(0, 200));
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
    title: textOf(step.title),
    kind: 'call' as const,
    operation: contract.display(step.operation),
    request: exchange.request,
    expected: `${step.expect} ${shortSchema(contract.schemaFor(step.operation, step.expect, step.expect))}`,
    durationMs: exchange.durationMs,
  };
  if (exchange.failure) {
    const observed =
      exchange.failure.kind === 'timeout'
        ? t('verify.observedTimeout')
        : exchange.failure.kind === 'replay'
          ? t('verify.observedNotRecorded')
          : t('verify.observedNoConnection');
    return { ...base, observed, verdict: 'error', problems: [], note: exchange.failure.message };
  }
  const response = exchange.response!;
  if (response.status >= 500)
    return {
      ...base,
      observed: t('verify.observedServerError', response.status),
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
    observed: `${response.status}${problems.length ? `, ${t('verify.observedProblems', problems.length)}` : ''}`,
    verdict: verdictOf(problems),
    problems,
    ...(note ? { note } : {}),
  };
}

/** Why nothing can be judged when the key check answers 401. */
export function keysRefused(operation: string): string {
  return t('verify.keysRefused', operation);
}

function skipped(step: CallStep, contract: Contract, note: string): CheckReport {
  return {
    id: step.id,
    title: textOf(step.title),
    kind: 'call',
    operation: contract.display(step.operation),
    expected: `${step.expect}`,
    observed: t('verify.observedNotSent'),
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
      checks.push(skipped(step, contract, t('verify.sandboxOnly', textOf(step.sandboxOnly))));
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
      lost = t('verify.lostConnection', exchange.failure.message);
      if (checks.every((check) => check.verdict === 'skip'))
        aborted = t('verify.cannotReachTarget', exchange.failure.message);
    } else if (timeouts === TIMEOUTS_IN_A_ROW) {
      lost = t('verify.lostTimeouts', TIMEOUTS_IN_A_ROW);
    }
    if (step.keyCheck && exchange.response?.status === 401) {
      // Refused keys say nothing about the contract: not drift, and every later call would be refused too.
      aborted = keysRefused(contract.display(step.operation));
      lost = t('verify.lostKeys');
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
    const title = textOf(rule.title);
    const base = { id: rule.id, title, kind: 'rule' as const, operation, expected: title };
    const missing = rule.needs.filter((id) => !answers.has(id));
    const why = (id: string) => checks.find((check) => check.id === id)?.verdict ?? t('verify.notRun');
    const outcome = missing.length
      ? { skip: t('verify.ruleNeeds', missing.map((id) => `${id} (${why(id)})`).join(', ')) }
      : rule.evaluate(ctx);
    if (isSkip(outcome)) {
      checks.push({
        ...base,
        observed: t('verify.observedNotJudged'),
        verdict: 'skip',
        problems: [],
        note: outcome.skip,
      });
      continue;
    }
    const problems = outcome.map((finding) => classify(finding, target, rule.gap));
    const note = gapNote(problems);
    checks.push({
      ...base,
      observed: problems.length ? t('verify.observedProblems', problems.length) : t('verify.observedHeld'),
      verdict: verdictOf(problems),
      problems,
      ...(note ? { note } : {}),
    });
  }
  return { checks, created, ...(aborted ? { aborted } : {}) };
}
