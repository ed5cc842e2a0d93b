import type { CheckReport, CreatedRecord, ProblemReport, Verdict, VerifyReport } from './verify.report.js';
import type { MessageId } from '../cli/messages/en.js';
import { t } from '../cli/messages/say.js';

export const REPORT_FORMATS = ['table', 'json', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const LABEL = {
  pass: 'verify.verdict.pass',
  fail: 'verify.verdict.fail',
  warn: 'verify.verdict.warn',
  error: 'verify.verdict.error',
  skip: 'verify.verdict.skip',
} as const satisfies Record<Verdict, MessageId>;
const AUTH_NOTE = { keys: () => '', none: () => t('verify.noKeys'), swapped: () => t('verify.swapped') } as const;
const EXIT_MEANING = { 0: 'verify.exit0', 1: 'verify.exit1', 2: 'verify.exit2' } as const satisfies Record<
  VerifyReport['exitCode'],
  MessageId
>;
const KIND = { sale: 'verify.kind.sale', cashout: 'verify.kind.cashout' } as const satisfies Record<
  CreatedRecord['kind'],
  MessageId
>;

function requestLine(check: CheckReport): string {
  return check.request
    ? `${check.request.method} ${check.request.path}${AUTH_NOTE[check.request.auth]()}`
    : check.operation;
}

function problemLine(problem: ProblemReport): string {
  const where = problem.step ? `${problem.step} ${problem.path}` : problem.path;
  return `${where} ${problem.message}${problem.gap ? t('verify.restsOn', problem.severity === 'warn', problem.gap) : ''}`;
}

function modeText(report: VerifyReport): string {
  if (!report.mode.write) return t('verify.readOnly');
  return report.mode.cashout ? t('verify.writesCashout') : t('verify.writes');
}

export function summaryLine(report: VerifyReport): string {
  const { summary } = report;
  return t(
    'verify.summaryLine',
    summary.total,
    summary.pass,
    summary.fail,
    summary.warn,
    summary.error,
    summary.skip,
    report.exitCode,
    t(EXIT_MEANING[report.exitCode]),
  );
}

/**
 * Aligned columns a person reads in a terminal or a CI log: verdict, check, request, what came back; problems below.
 */
function table(report: VerifyReport): string {
  const lines = [
    `gateway-sandbox verify: ${report.target.baseUrl} (${report.target.kind}, ${modeText(report)}${report.replayedFrom ? t('verify.replayedFrom', report.replayedFrom) : ''})`,
    '',
  ];
  if (report.aborted) lines.push(`${t(LABEL.error)} ${report.aborted}`, '');
  const labelWidth = Math.max(...Object.values(LABEL).map((id) => t(id).length));
  const idWidth = Math.max(0, ...report.checks.map((check) => check.id.length));
  const requestWidth = Math.max(
    0,
    ...report.checks.filter((check) => check.kind === 'call').map((check) => requestLine(check).length),
  );
  const section = (kind: CheckReport['kind']) => {
    for (const check of report.checks.filter((candidate) => candidate.kind === kind)) {
      const what = kind === 'call' ? requestLine(check).padEnd(requestWidth) : check.title;
      const observed = kind === 'call' ? `  ${check.observed}` : '';
      lines.push(
        `${t(LABEL[check.verdict]).padEnd(labelWidth)} ${check.id.padEnd(idWidth)}  ${what}${observed}`.trimEnd(),
      );
      for (const problem of check.problems) lines.push(`      ${problemLine(problem)}`);
      if (check.verdict === 'skip' || check.verdict === 'error') lines.push(`      ${check.note ?? ''}`.trimEnd());
    }
  };
  section('call');
  if (report.checks.some((check) => check.kind === 'rule')) {
    lines.push('', t('verify.rules'));
    section('rule');
  }
  if (report.created.length) {
    lines.push('', t('verify.created'));
    for (const record of report.created)
      lines.push(`  ${t('verify.createdLine', t(KIND[record.kind]), record.id, record.detail, record.by)}`);
  }
  if (report.checks.some((check) => check.verdict === 'warn')) lines.push('', t('verify.warningsFooter'));
  lines.push('', summaryLine(report), '');
  return lines.join('\n');
}

/** XML 1.0 allows tabs, newlines and printable characters only; everything else is dropped. */
function xml(text: string): string {
  return text
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function testcase(check: CheckReport): string {
  const open = `    <testcase classname="${xml(check.operation)}" name="${xml(`${check.id}: ${check.title}`)}" time="${((check.durationMs ?? 0) / 1000).toFixed(3)}"`;
  const details = [
    check.request ? `${t('verify.junit.request')}: ${requestLine(check)}` : '',
    `${t('verify.junit.expected')}: ${check.expected}`,
    `${t('verify.junit.observed')}: ${check.observed}`,
    ...check.problems.map(problemLine),
    check.note ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  switch (check.verdict) {
    case 'pass':
      return `${open}/>`;
    case 'fail':
      return `${open}>\n      <failure type="drift" message="${xml(check.problems.filter((problem) => problem.severity === 'fail').map(problemLine)[0] ?? check.observed)}">${xml(details)}</failure>\n    </testcase>`;
    case 'error':
      return `${open}>\n      <error type="${xml(check.observed)}" message="${xml(check.note ?? check.observed)}">${xml(details)}</error>\n    </testcase>`;
    case 'skip':
      return `${open}>\n      <skipped message="${xml(check.note ?? '')}"/>\n    </testcase>`;
    case 'warn':
      return `${open}>\n      <system-out>${xml(`${t('verify.junit.warning')}\n${details}`)}</system-out>\n    </testcase>`;
  }
}

function suite(name: string, checks: CheckReport[]): string {
  const count = (verdict: Verdict) => checks.filter((check) => check.verdict === verdict).length;
  const time = checks.reduce((sum, check) => sum + (check.durationMs ?? 0), 0) / 1000;
  return [
    `  <testsuite name="${xml(name)}" tests="${checks.length}" failures="${count('fail')}" errors="${count('error')}" skipped="${count('skip')}" time="${time.toFixed(3)}">`,
    ...checks.map(testcase),
    '  </testsuite>',
  ].join('\n');
}

/**
 * JUnit XML as CI dashboards read it: one suite for the calls, one for the rules; warnings pass with their text in
 * system-out.
 */
function junit(report: VerifyReport): string {
  const title = `gateway-sandbox verify ${report.target.baseUrl}`;
  const aborted: CheckReport[] = report.aborted
    ? [
        {
          id: 'target',
          title: t('verify.junit.judgeTarget'),
          kind: 'call',
          operation: report.target.baseUrl,
          expected: t('verify.junit.anAnswer'),
          observed: t('verify.observedNotJudged'),
          verdict: 'error',
          problems: [],
          note: report.aborted,
        },
      ]
    : [];
  const calls = [...aborted, ...report.checks.filter((check) => check.kind === 'call')];
  const all = [...calls, ...report.checks.filter((check) => check.kind === 'rule')];
  const count = (verdict: Verdict) => all.filter((check) => check.verdict === verdict).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(title)}" tests="${all.length}" failures="${count('fail')}" errors="${count('error')}" skipped="${count('skip')}">`,
    suite(`${title}: calls`, calls),
    suite(
      `${title}: consistency rules`,
      report.checks.filter((check) => check.kind === 'rule'),
    ),
    '</testsuites>',
    '',
  ].join('\n');
}

const RENDERERS: Record<ReportFormat, (report: VerifyReport) => string> = {
  table,
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
  junit,
};

export function renderReport(report: VerifyReport, format: ReportFormat = 'table'): string {
  return RENDERERS[format](report);
}
