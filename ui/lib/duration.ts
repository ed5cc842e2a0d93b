/**
 * Durations the console shows (an attempt, a request, a test value's delay). Beside
 * ui/lib/format.ts (money, time, names: the presentation layer shared with the CLI), as the
 * CLI prints no durations.
 */
const MS = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const SECONDS = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * Milliseconds as a person reads them: "66 ms", "1,2 s", "5 s" (never "66.01 ms"); views put the exact number in a
 * title.
 */
export function formatDuration(ms: number): string {
  if (ms < 1) return 'menos de 1 ms';
  return ms < 1000 ? `${MS.format(ms)} ms` : `${SECONDS.format(ms / 1000)} s`;
}
