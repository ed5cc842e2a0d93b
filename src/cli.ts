#!/usr/bin/env node
import { isServe } from './tools/cli/serve-args.js';

const io = {
  stdout: (text: string) => process.stdout.write(text),
  stderr: (text: string) => process.stderr.write(text),
  env: process.env,
};
const argv = process.argv.slice(2);
// Serving is what `npm start` and most `npx gateway-sandbox` runs do: it loads what serve runs alone, not the table of
// every verb nor the command line's messages (their modules and the code only they use stay unloaded: start-up time,
// docs/performance.md). The bin runs it from one script with V8's code cache (src/tools/cli/serve-bundled.ts). Anything
// else goes through the dispatcher, as before.
const code = isServe(argv)
  ? await (await import('./tools/cli/serve-bundled.js')).serveFromBundle(argv[0] === 'serve' ? argv.slice(1) : argv, io)
  : await (async () => {
      const [{ runCli }, { VERBS }] = await Promise.all([
        import('./tools/cli/dispatch.js'),
        import('./tools/cli/verbs.js'),
      ]);
      return runCli(argv, io, VERBS);
    })();
// Every verb resolves when it is done (serve when its server closes); exiting then does not
// wait for idle keep-alive connections of the admin client. But it waits for the output: a pipe takes what fits in
// its buffer (64 KiB) at once and the rest later, so exiting at once cut `call getAdminState | jq` short. An empty
// write's callback runs once everything written before it is out (or the reader is gone: an error).
await Promise.all(
  [process.stdout, process.stderr].map(
    (stream) => new Promise((resolve) => (stream.once('error', resolve), stream.write('', resolve))),
  ),
);
process.exit(code);
