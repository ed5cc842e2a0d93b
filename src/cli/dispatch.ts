import { serveVerb, serveOptionsHelp } from './serve.verb.js';
import { EXIT, type CliIo, type CliVerb } from './verb.js';

/** `gateway-sandbox --help`: the verbs, then the options of serve (what runs with no verb). */
export function globalHelp(verbs: CliVerb[]): string {
  const width = Math.max(...verbs.map((verb) => verb.name.length));
  return [
    'Usage: gateway-sandbox [verb] [options]',
    '',
    'Verbs:',
    ...verbs.map((verb) => `  ${verb.name.padEnd(width)}  ${verb.summary}`),
    '',
    '`gateway-sandbox help <verb>` or `gateway-sandbox <verb> --help` shows a verb’s usage.',
    'Verbs other than serve talk to a running sandbox: --url (env SANDBOX_URL, default',
    'http://127.0.0.1:4010), --admin-token (env SANDBOX_ADMIN_TOKEN), --json for machine output.',
    'Exit codes: 0 done, 1 the sandbox refused (its error printed), 2 bad usage or no sandbox.',
    '',
    'With no verb it serves. The options of serve (each also an environment variable):',
    serveOptionsHelp(),
    '  --help',
    '      Show this help',
    '',
  ].join('\n');
}

/**
 * The connection options may come before the verb (`--url URL sales list`): they are
 * moved after it. Returns null when what follows them is not a verb (then it is serve).
 */
function leadingConnectionOptions(argv: string[], verbs: CliVerb[]): string[] | null {
  let index = 0;
  while (index < argv.length) {
    const arg = argv[index];
    if (arg === '--json' || /^--(url|admin-token)=/.test(arg)) index += 1;
    else if (arg === '--url' || arg === '--admin-token') index += 2;
    else break;
  }
  if (index === 0 || !verbs.some((verb) => verb.name === argv[index] && verb.name !== 'serve')) return null;
  return [argv[index], ...argv.slice(index + 1), ...argv.slice(0, index)];
}

/** Picks the verb from the first argument and runs it; flags alone (or nothing) mean serve. */
export async function runCli(given: string[], io: CliIo, verbs: CliVerb[]): Promise<number> {
  const argv = leadingConnectionOptions(given, verbs) ?? given;
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
        `gateway-sandbox: no verb "${rest[0]}" (verbs: ${verbs.map((candidate) => candidate.name).join(', ')})\n`,
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
    `gateway-sandbox: unknown verb "${first}" (verbs: ${verbs.map((candidate) => candidate.name).join(', ')})\nRun gateway-sandbox --help for the usage.\n`,
  );
  return EXIT.usage;
}
