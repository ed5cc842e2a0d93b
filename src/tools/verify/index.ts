/**
 * `gateway-sandbox/verify`: hold any gateway (the real one, a staging one, this sandbox) against
 * the contract the sandbox ships. `verifyGateway` runs the scripted conversation and returns the
 * report as data; `renderReport` prints it as a table, JSON or JUnit XML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Contract } from './verify.contract.js';
import { httpTransport, joinUrl, type Transport } from './verify.exchange.js';
import { readRecording, Recorder, replayTransport } from './verify.recording.js';
import { Redactor } from './verify.redact.js';
import { exitCodeOf, summarize, type TargetKind, type VerifyReport } from './verify.report.js';
import { runConversation } from './verify.run.js';
import { PIX_KEY_TYPES, type PixKeyType, type RunSettings } from './verify.steps.js';
import { PACKAGE_ROOT } from '../../core/lib/package-root.js';
import { t } from '../cli/messages/say.js';

export { renderReport, summaryLine, REPORT_FORMATS, type ReportFormat } from './verify.reporters.js';
export type { CheckReport, CreatedRecord, ProblemReport, Verdict, VerifyReport } from './verify.report.js';
export { GAPS, type GapId } from './verify.gaps.js';
export type { PixKeyType } from './verify.steps.js';

export interface VerifyOptions {
  /** The target, e.g. "https://staging.gateway.example" (not with replay). */
  baseUrl?: string;
  publicKey?: string;
  privateKey?: string;
  /** Create data: a PIX sale (and a card sale against the sandbox). */
  write?: boolean;
  /** With write: a cashout of the minimum to this PIX key. */
  cashout?: { pixKey: string; pixKeyType?: PixKeyType };
  saleId?: number;
  subscriptionId?: number;
  /** The PIX sale's amount: the minimum the target accepts (default 100 cents, the sandbox's). */
  saleAmountCents?: number;
  /** auto (default): a sandbox is recognised by its /openapi.json. */
  target?: 'auto' | TargetKind;
  timeoutMs?: number;
  /** Save every exchange, redacted, in this directory. */
  record?: string;
  /** Judge a recording offline instead of calling a target. */
  replay?: string;
  fetch?: typeof fetch;
}

/** Options that cannot make a run: the CLI answers them with exit code 2. */
export class VerifyUsageError extends Error {}

const TOOL = 'gateway-sandbox verify';
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_SALE_AMOUNT_CENTS = 100;

function packageVersion(): string {
  try {
    const file = join(PACKAGE_ROOT, 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function positiveInteger(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isSafeInteger(value) && value > 0))
    throw new VerifyUsageError(t('verify.optionInteger', name, String(value)));
}

/** The URL as shown and recorded: without user:password. */
function publicUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.username = '';
  url.password = '';
  return url.toString().replace(/\/+$/, '');
}

function checkOptions(options: VerifyOptions): void {
  positiveInteger('saleId', options.saleId);
  positiveInteger('subscriptionId', options.subscriptionId);
  positiveInteger('saleAmountCents', options.saleAmountCents);
  positiveInteger('timeoutMs', options.timeoutMs);
  if (options.replay !== undefined) {
    const conflicting = (
      [
        'baseUrl',
        'publicKey',
        'privateKey',
        'write',
        'cashout',
        'saleId',
        'subscriptionId',
        'saleAmountCents',
        'target',
        'record',
      ] as const
    ).filter((name) => options[name] !== undefined && options[name] !== false);
    if (conflicting.length) throw new VerifyUsageError(t('verify.replayConflicts', conflicting.join(', ')));
    return;
  }
  if (!options.baseUrl) throw new VerifyUsageError(t('verify.baseUrlRequired'));
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new VerifyUsageError(t('verify.notUrl', options.baseUrl));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new VerifyUsageError(t('verify.notHttp', url.protocol));
  if (!options.publicKey || !options.privateKey) throw new VerifyUsageError(t('verify.keysRequired'));
  if (options.target !== undefined && !['auto', 'sandbox', 'gateway'].includes(options.target))
    throw new VerifyUsageError(t('verify.optionTarget', options.target));
  if (options.cashout) {
    if (!options.write) throw new VerifyUsageError(t('verify.cashoutWrite'));
    if (!options.cashout.pixKey) throw new VerifyUsageError(t('verify.cashoutKey'));
    const type = options.cashout.pixKeyType;
    if (type !== undefined && !PIX_KEY_TYPES.includes(type))
      throw new VerifyUsageError(t('verify.optionPixKeyType', PIX_KEY_TYPES.join(', '), type));
  }
}

/** A sandbox serves its own OpenAPI document under a title that says so. */
async function detectTarget(
  baseUrl: string,
  timeoutMs: number,
  doFetch: typeof fetch,
): Promise<TargetKind | { unreachable: string }> {
  try {
    const response = await doFetch(joinUrl(baseUrl, '/openapi.json'), {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    const text = await response.text();
    if (response.status !== 200) return 'gateway';
    const title = (JSON.parse(text) as { info?: { title?: unknown } }).info?.title;
    return typeof title === 'string' && /\(sandbox\)/.test(title) ? 'sandbox' : 'gateway';
  } catch (error) {
    const err = error as Error & { cause?: { code?: string } };
    if (err.name === 'SyntaxError') return 'gateway';
    return {
      unreachable:
        err.name === 'TimeoutError' ? t('verify.noAnswerWithin', timeoutMs) : (err.cause?.code ?? err.message),
    };
  }
}

function report(base: Omit<VerifyReport, 'summary' | 'exitCode'>): VerifyReport {
  return { ...base, summary: summarize(base.checks), exitCode: exitCodeOf(base.checks, base.aborted) };
}

/**
 * Runs the conversation against a target (or a recording of one) and returns the report.
 * Throws VerifyUsageError for options that cannot make a run; everything the target does,
 * including not answering, is in the report.
 */
export async function verifyGateway(options: VerifyOptions): Promise<VerifyReport> {
  checkOptions(options);
  const contract = new Contract();
  const tool = `${TOOL} ${packageVersion()}`;

  if (options.replay !== undefined) {
    let recording;
    try {
      recording = readRecording(options.replay);
    } catch (error) {
      throw new VerifyUsageError((error as Error).message);
    }
    const { meta } = recording;
    const run = await runConversation({
      transport: replayTransport(recording),
      contract,
      redactor: new Redactor(),
      target: meta.target,
      settings: meta.settings,
    });
    return report({
      tool,
      target: { baseUrl: meta.baseUrl, kind: meta.target, decidedBy: 'recording' },
      mode: { write: meta.settings.write, cashout: meta.settings.cashout !== null },
      replayedFrom: options.replay,
      created: run.created,
      checks: run.checks,
      ...(run.aborted ? { aborted: run.aborted } : {}),
    });
  }

  const baseUrl = options.baseUrl!;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const settings: RunSettings = {
    write: options.write ?? false,
    cashout: options.cashout
      ? { pixKey: options.cashout.pixKey, pixKeyType: options.cashout.pixKeyType ?? 'CPF' }
      : null,
    saleId: options.saleId ?? null,
    subscriptionId: options.subscriptionId ?? null,
    saleAmountCents: options.saleAmountCents ?? DEFAULT_SALE_AMOUNT_CENTS,
  };
  const mode = { write: settings.write, cashout: settings.cashout !== null };
  const shown = publicUrl(baseUrl);
  const requested = options.target ?? 'auto';
  const detected = requested === 'auto' ? await detectTarget(baseUrl, timeoutMs, doFetch) : requested;
  if (typeof detected === 'object') {
    return report({
      tool,
      target: { baseUrl: shown, kind: 'gateway', decidedBy: 'openapi' },
      mode,
      aborted: t('verify.cannotReach', shown, detected.unreachable),
      created: [],
      checks: [],
    });
  }
  const secrets = [options.publicKey!, options.privateKey!, ...(settings.cashout ? [settings.cashout.pixKey] : [])];
  const redactor = new Redactor(secrets);
  let recorder: Recorder | undefined;
  if (options.record !== undefined) {
    recorder = new Recorder(options.record, secrets);
    // The PIX key is recorded as the pseudonym the exchanges will show for it.
    const cashout = settings.cashout && {
      ...settings.cashout,
      pixKey: (redactor.value({ pixKey: settings.cashout.pixKey }) as { pixKey: string }).pixKey,
    };
    recorder.start({ format: 1, tool, baseUrl: shown, target: detected, settings: { ...settings, cashout } });
  }
  const transport: Transport = httpTransport({
    baseUrl,
    publicKey: options.publicKey!,
    privateKey: options.privateKey!,
    timeoutMs,
    fetch: doFetch,
  });
  const run = await runConversation({ transport, contract, redactor, recorder, target: detected, settings });
  return report({
    tool,
    target: { baseUrl: shown, kind: detected, decidedBy: requested === 'auto' ? 'openapi' : 'flag' },
    mode,
    created: run.created,
    checks: run.checks,
    ...(run.aborted ? { aborted: run.aborted } : {}),
  });
}
