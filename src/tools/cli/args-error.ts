import { t } from './messages/say.js';
import { UsageError } from './usage-error.js';

/**
 * Node's util.parseArgs refuses a command line with an error of its own, in English ("Unknown option '--bogus'…"). It
 * is known here by its code, and said again in the run's language as a usage error (exit 2) naming the option or the
 * argument: the text Node wrote is only read for that name, between its quotes.
 */
export function argsError(error: unknown, options: Record<string, { type: string }>): UsageError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) return null;
  // "'--url <value>'", "'-h, --help'", "'x'": the option's long name, or the argument as it was given.
  const quoted = /'([^']*)'/.exec((error as Error).message)?.[1] ?? '';
  const option = /--[^\s,<]+/.exec(quoted)?.[0] ?? quoted.replace(/ <value>$/, '');
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(t('usage.unknownOption', option));
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return new UsageError(t('usage.unexpectedArgument', quoted));
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return new UsageError(
      options[option.replace(/^--/, '')]?.type === 'boolean'
        ? t('usage.optionTakesNoValue', option)
        : t('usage.optionNeedsValue', option),
    );
  return new UsageError(t('usage.badArguments', code));
}
