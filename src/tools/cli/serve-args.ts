/**
 * Whether a command line means serve without consulting the verb table: no argument, `serve`, or options only (`--port
 * 4010`), as the dispatcher (src/tools/cli/dispatch.ts) decides it. The global help and the connection options a verb
 * may follow (`--url URL sales list`) are left to the dispatcher.
 */
export function isServe(argv: readonly string[]): boolean {
  const [first] = argv;
  if (first === undefined || first === 'serve') return true;
  if (!first.startsWith('-') || first === '--help' || first === '-h') return false;
  return !argv.some((arg) => arg === '--json' || /^--(url|admin-token)(=|$)/.test(arg));
}
