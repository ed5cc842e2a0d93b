import type { CheckReport, ProblemReport, Verdict, VerifyReport } from './verify.report.js';

export const REPORT_FORMATS = ['table', 'json', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const LABEL: Record<Verdict, string> = { pass: 'PASS', fail: 'FAIL', warn: 'WARN', error: 'ERROR', skip: 'SKIP' };
const AUTH_NOTE = { keys: '', none: ' [no keys]', swapped: ' [keys swapped]' } as const;
const EXIT_MEANING = {
  0: 'everything held',
  1: 'drift from the contract',
  2: 'some checks could not be judged',
} as const;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function requestLine(check: CheckReport): string {
  return check.request
    ? `${check.request.method} ${check.request.path}${AUTH_NOTE[check.request.auth]}`
    : check.operation;
}

function problemLine(problem: ProblemReport): string {
  const where = problem.step ? `${problem.step} ${problem.path}` : problem.path;
  return `${where} ${problem.message}${problem.gap ? `  [${problem.severity === 'warn' ? 'warning, ' : ''}rests on: ${problem.gap}]` : ''}`;
}

function modeText(report: VerifyReport): string {
  if (!report.mode.write) return 'read-only';
  return report.mode.cashout ? 'writes, with a cashout' : 'writes';
}

export function summaryLine(report: VerifyReport): string {
  const { summary } = report;
  const counts = `${summary.pass} passed, ${summary.fail} failed, ${plural(summary.warn, 'warning')}, ${plural(summary.error, 'error')}, ${summary.skip} skipped`;
  return `${plural(summary.total, 'check')}: ${counts}. Exit code ${report.exitCode}: ${EXIT_MEANING[report.exitCode]}.`;
}

/**
 * Aligned columns a person reads in a terminal or a CI log: verdict, check, request, what came back; problems below.
 */
function table(report: VerifyReport): string {
  const lines = [
    `gateway-sandbox verify: ${report.target.baseUrl} (${report.target.kind}, ${modeText(report)}${report.replayedFrom ? `, replayed from ${report.replayedFrom}` : ''})`,
    '',
  ];
  if (report.aborted) lines.push(`ERROR ${report.aborted}`, '');
  const idWidth = Math.max(0, ...report.checks.map((check) => check.id.length));
  const requestWidth = Math.max(
    0,
    ...report.checks.filter((check) => check.kind === 'call').map((check) => requestLine(check).length),
  );
  const section = (kind: CheckReport['kind']) => {
    for (const check of report.checks.filter((candidate) => candidate.kind === kind)) {
      const what = kind === 'call' ? requestLine(check).padEnd(requestWidth) : check.title;
      const observed = kind === 'call' ? `  ${check.observed}` : '';
      lines.push(`${LABEL[check.verdict].padEnd(5)} ${check.id.padEnd(idWidth)}  ${what}${observed}`.trimEnd());
      for (const problem of check.problems) lines.push(`      ${problemLine(problem)}`);
      if (check.verdict === 'skip' || check.verdict === 'error') lines.push(`      ${check.note ?? ''}`.trimEnd());
    }
  };
  section('call');
  if (report.checks.some((check) => check.kind === 'rule')) {
    lines.push('', 'Consistency rules');
    section('rule');
  }
  if (report.created.length) {
    lines.push('', 'Created on the target:');
    for (const record of report.created)
      lines.push(`  ${record.kind} ${record.id} (${record.detail}), by ${record.by}`);
  }
  if (report.checks.some((check) => check.verdict === 'warn'))
    lines.push(
      '',
      'Warnings rest on choices the sandbox made where the spec is silent (docs/spec-gaps.md, section "verify").',
    );
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
    check.request ? `request: ${requestLine(check)}` : '',
    `expected: ${check.expected}`,
    `observed: ${check.observed}`,
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
      return `${open}>\n      <system-out>${xml(`WARNING\n${details}`)}</system-out>\n    </testcase>`;
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
          title: 'judge the target',
          kind: 'call',
          operation: report.target.baseUrl,
          expected: 'an answer to judge',
          observed: 'not judged',
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
