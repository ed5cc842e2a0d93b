import { t } from './messages/say.js';
import { serve } from './serve-run.js';
import { serveUsage } from './serve-help.js';
import type { CliVerb } from './verb.js';

export { serveOptionsHelp } from './serve-help.js';
export { overridesFromArgs } from './serve-run.js';

/**
 * The server, as before the verbs existed: it runs until SIGINT or SIGTERM. The bin's start runs `serve`
 * (src/tools/cli/serve-run.ts) without this verb and its messages.
 */
export const serveVerb: CliVerb = {
  name: 'serve',
  get summary() {
    return t('serve.summary');
  },
  get usage() {
    return serveUsage();
  },
  // Not run inside the language's context (inLanguageOf): the server would carry it into every request it serves
  // (async hooks on Node 20). Only what serve says itself is said in the run's language.
  run: (args, io) => serve(args, io),
};
