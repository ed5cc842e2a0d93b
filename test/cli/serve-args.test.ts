import { describe, expect, it } from '@jest/globals';
import { runCli } from '../../src/tools/cli/dispatch.js';
import { isServe } from '../../src/tools/cli/serve-args.js';
import { EXIT, type CliVerb } from '../../src/tools/cli/verb.js';

/**
 * The bin serves without loading the verb table (issue 31: start-up loads only what serve needs), so its shortcut must
 * choose serve exactly when the dispatcher would, with the same arguments.
 */
const LINES: string[][] = [
  [],
  ['serve'],
  ['serve', '--port', '4011'],
  ['--port', '4011'],
  ['--log-level', 'silent', '--seed', '7'],
  ['--help'],
  ['-h'],
  ['help'],
  ['help', 'serve'],
  ['sales', 'list'],
  ['--url', 'http://127.0.0.1:4010', 'sales', 'list'],
  ['--url=http://127.0.0.1:4010', 'overview'],
  ['--json', 'overview'],
  ['--admin-token', 'x', 'clock', 'show'],
  ['--json'],
  ['--url', 'http://127.0.0.1:4010'],
  ['nonsense'],
];

async function dispatched(argv: string[]): Promise<{ verb: string; args: string[] } | null> {
  let ran: { verb: string; args: string[] } | null = null;
  const verb = (name: string): CliVerb => ({
    name,
    summary: name,
    usage: name,
    run: (args) => {
      ran = { verb: name, args };
      return Promise.resolve(EXIT.ok);
    },
  });
  const quiet = { stdout: () => undefined, stderr: () => undefined, env: {} };
  await runCli(argv, quiet, [verb('serve'), verb('sales'), verb('overview'), verb('clock')]);
  return ran;
}

describe('the bin’s serve shortcut (src/tools/cli/serve-args.ts)', () => {
  it.each(LINES.map((line) => [line.join(' ') || '(nothing)', line]))(
    '%s: serve by the shortcut only when the dispatcher serves, with the same arguments',
    async (_name, line) => {
      const argv = line as string[];
      const ran = await dispatched(argv);
      // What src/cli.ts runs: the serve verb by the shortcut, or whatever the dispatcher picks.
      const bin = isServe(argv) ? { verb: 'serve', args: argv[0] === 'serve' ? argv.slice(1) : argv } : ran;
      expect(bin).toEqual(ran);
    },
  );

  it('takes the shortcut for what npm start and npx run: nothing, serve, or options', () => {
    expect([[], ['serve'], ['--port', '1'], ['--log-level', 'silent']].map(isServe)).toEqual([true, true, true, true]);
    expect([['--help'], ['sales'], ['--url', 'u', 'sales']].map(isServe)).toEqual([false, false, false]);
  });
});
