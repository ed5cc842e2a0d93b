/** How often a server started by npm looks whether its parent is still there. */
export const PARENT_POLL_MS = 250;

/** The signals that stop the server gracefully (SIGHUP is left alone: `nohup` ignores it). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * npm (`npm start`, `npx`, any npm script) sets these in its children's environment. Under npm
 * a signal to npm's process does not reach the server reliably: npm 11 forwards it to the
 * shell it started, which dies and leaves the server listening on its port.
 */
export function startedByNpm(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.npm_lifecycle_event || env.npm_command);
}

/**
 * Set by `gateway-sandbox cluster` in its shards' environment (src/host/cluster/supervisor.ts): a
 * shard stops when the supervisor goes, even when the supervisor was killed (SIGKILL) and could
 * not stop it, so no shard is left holding its port.
 */
export const EXIT_WITH_PARENT_ENV = 'SANDBOX_EXIT_WITH_PARENT';

/** Whether the server watches its parent and stops when it goes: under npm, or as a shard of a cluster. */
function watchesParent(env: NodeJS.ProcessEnv): boolean {
  return startedByNpm(env) || env[EXIT_WITH_PARENT_ENV] === '1';
}

/**
 * Stops the process once, gracefully (`stop`, then exit 0; exit 1 if `stop` failed), on SIGINT
 * or SIGTERM, and, when npm or a cluster's supervisor started it, when its parent goes away (the parent process id
 * changes: the process was handed to init or a subreaper). Signals that arrive while it stops
 * change nothing: Ctrl-C under npm reaches both npm and the server, and npm passes it on.
 */
export function stopWithProcess(
  stop: () => Promise<void>,
  env: NodeJS.ProcessEnv,
  report: (text: string) => void,
): void {
  let stopping = false;
  const stopOnce = (why: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(watch);
    report(`Stopping (${why})\n`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        report(`Stopping failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stopOnce(signal));
  const parent = process.ppid;
  const watch = watchesParent(env)
    ? setInterval(() => {
        if (process.ppid !== parent) stopOnce(`the parent process ${parent} is gone`);
      }, PARENT_POLL_MS).unref()
    : undefined;
}
