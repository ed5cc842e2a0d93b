import { inLanguageOf, t } from './messages/say.js';
import { isServe } from './serve-args.js';
import { serveVerb, serveOptionsHelp } from './serve.verb.js';
import { EXIT, type CliIo, type CliVerb } from './verb.js';

/** `gateway-sandbox --help`: the verbs, then the options of serve (what runs with no verb). */
export function globalHelp(verbs: CliVerb[]): string {
  const width = Math.max(...verbs.map((verb) => verb.name.length));
  return [
    t('help.globalUsage'),
    '',
    t('help.verbs'),
    ...verbs.map((verb) => `  ${verb.name.padEnd(width)}  ${verb.summary}`),
    '',
    t('help.global'),
    '',
    t('help.serveOptions'),
    serveOptionsHelp(),
    '  --help',
    `      ${t('help.showThisHelp')}`,
    '',
  ].join('\n');
}

/** The options every verb that talks to a sandbox takes: with a value, or a flag alone. */
const GLOBAL_WITH_VALUE = new Set(['--url', '--admin-token', '--tenant']);
const GLOBAL_FLAGS = new Set(['--json']);
const isGlobalWithValue = (arg: string) => GLOBAL_WITH_VALUE.has(arg.split('=')[0]) && !arg.includes('=');
const isGlobal = (arg: string) =>
  GLOBAL_FLAGS.has(arg) || GLOBAL_WITH_VALUE.has(arg) || GLOBAL_WITH_VALUE.has(arg.split('=')[0]);

/**
 * The global options (--url, --admin-token, --tenant, --json) may come anywhere, before or after the verb and its
 * command (`--url U --tenant X clock show`, `clock --json show`): they are moved to the end, where every command's
 * parser reads them. Returns null when what follows the leading ones is not a verb (then it is serve, whose
 * --admin-token is the server's setting), or after a `--` (what follows is not options).
 */
function globalOptionsLast(argv: string[], verbs: CliVerb[]): string[] | null {
  let index = 0;
  while (index < argv.length && isGlobal(argv[index])) index += isGlobalWithValue(argv[index]) ? 2 : 1;
  const verb = argv[index];
  if (!verbs.some((candidate) => candidate.name === verb && candidate.name !== 'serve')) return null;
  const globals = argv.slice(0, index);
  const rest: string[] = [];
  for (let at = index + 1; at < argv.length; at++) {
    const arg = argv[at];
    if (arg === '--') {
      rest.push(...argv.slice(at));
      break;
    }
    if (!isGlobal(arg)) rest.push(arg);
    else if (isGlobalWithValue(arg)) globals.push(arg, ...argv.slice(at + 1, (at += 1) + 1));
    else globals.push(arg);
  }
  return [verb, ...rest, ...globals];
}

/**
 * Picks the verb from the first argument and runs it; flags alone (or nothing) mean serve. Everything it says is in the
 * language of the run's environment (LC_ALL, LC_MESSAGES, LANG: pt_BR or English).
 */
export function runCli(given: string[], io: CliIo, verbs: CliVerb[]): Promise<number> {
  // Serving stays outside the language's context (serve says its own messages in it): see serveVerb.
  return isServe(given) ? dispatch(given, io, verbs) : inLanguageOf(io.env, () => dispatch(given, io, verbs));
}

async function dispatch(given: string[], io: CliIo, verbs: CliVerb[]): Promise<number> {
  const argv = globalOptionsLast(given, verbs) ?? given;
  const [first, ...rest] = argv;
  const named = (name: string | undefined) => verbs.find((verb) => verb.name === name);
  if (first === '--help' || first === '-h') {
    io.stdout(globalHelp(verbs));
    return EXIT.ok;
  }
  if (first === 'help') {
    if (rest.length === 0) {
      io.stdout(globalHelp(verbs));
      return EXIT.ok;
    }
    const verb = named(rest[0]);
    if (!verb) {
      io.stderr(
        `gateway-sandbox: ${t('usage.noVerb', rest[0], verbs.map((candidate) => candidate.name).join(', '))}\n`,
      );
      return EXIT.usage;
    }
    io.stdout(verb.usage);
    return EXIT.ok;
  }
  const verb = named(first);
  if (verb) return verb.run(rest, io);
  if (first === undefined || first.startsWith('-')) return (named('serve') ?? serveVerb).run(argv, io);
  io.stderr(
    `gateway-sandbox: ${t('usage.unknownVerb', first, verbs.map((candidate) => candidate.name).join(', '))}\n${t('usage.seeGlobalHelp')}\n`,
  );
  return EXIT.usage;
}
