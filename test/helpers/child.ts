import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ChildServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends the signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the shipped CLI (dist/bundle/cli.mjs, what npm start runs; built by `npm test`'s pretest) as a real child
 * process on an ephemeral port. `cli` is another copy of it (an installed package's).
 */
export function startChild(
  env: Record<string, string> = {},
  args: string[] = [],
  cli = join(ROOT, 'dist/bundle/cli.mjs'),
): Promise<ChildServer> {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, PORT: '0', SANDBOX_LOG_LEVEL: 'silent', SANDBOX_CLOCK_START: 'anchor', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          output: () => output,
          stop: (signal = 'SIGTERM') =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill(signal);
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
