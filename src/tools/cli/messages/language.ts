/** The languages the CLI speaks: one message table each (en.ts, pt.ts). */
export type Language = 'en' | 'pt';

/**
 * The language of the CLI's messages, from the locale variables as POSIX reads them for messages: the first of
 * LC_ALL, LC_MESSAGES and LANG that is set and not empty. pt_BR (pt_BR.UTF-8, pt_BR@…) is Portuguese; anything else,
 * C and POSIX included, is English.
 */
export function languageOf(env: NodeJS.ProcessEnv): Language {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '') ?? '';
  return /^pt_BR([.@]|$)/i.test(locale) ? 'pt' : 'en';
}
