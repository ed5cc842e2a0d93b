import type { Server } from 'node:http';

/**
 * Runs `task` (start-up work no first answer needs, such as compiling the validators) once the server's first answer
 * is sent, or after `idleMs` when no request comes: a start is timed to its first answer (a CI's wait-for-port, a
 * health check), and work done in the turn after `listen` would delay exactly that answer (docs/performance.md).
 */
export function afterFirstAnswer(server: Server, task: () => void, idleMs = 200): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    server.off('request', onRequest);
    setImmediate(task);
  };
  const onRequest = (_req: unknown, res: { once(event: 'finish', listener: () => void): unknown }) => {
    server.off('request', onRequest);
    res.once('finish', run);
  };
  const timer = setTimeout(run, idleMs);
  timer.unref();
  server.on('request', onRequest);
}
