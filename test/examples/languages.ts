import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { systemBinary } from '../helpers/system-packages.js';

/**
 * How each language of examples/ runs a script and serves a page: the same examples, the same tests.
 * The binaries are Debian's (scripts/system-packages.json); a missing one fails the suite with the
 * apt-get line, never skips it.
 */
export interface Language {
  name: 'php' | 'python';
  /** The interpreter (looked up when a test runs, so a missing one fails that test with the fix). */
  binary: () => string;
  /** argv of a script run once. */
  script: (name: string) => string[];
  /** argv of a script that serves HTTP on an ephemeral port, printing its URL. */
  serve: (name: string) => string[];
}

const dir = (language: string) => join(ROOT, 'examples', language);

export const LANGUAGES: Language[] = [
  {
    name: 'php',
    binary: () => systemBinary('php-cli'),
    script: (name) => [join(dir('php'), `${name}.php`)],
    // PHP's built-in server prints "Development Server (http://127.0.0.1:PORT) started".
    serve: (name) => ['-S', '127.0.0.1:0', join(dir('php'), `${name}.php`)],
  },
  {
    name: 'python',
    binary: () => systemBinary('python3'),
    script: (name) => [join(dir('python'), `${name}.py`)],
    serve: (name) => [join(dir('python'), `${name}.py`)],
  },
];

/** A script run to its end: its exit code and everything it printed. */
export function runScript(
  language: Language,
  name: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // PYTHONDONTWRITEBYTECODE: no __pycache__ left in examples/python by a test run.
    const child = spawn(language.binary(), language.script(name), {
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', ...env },
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServedExample {
  url: string;
  output: () => string;
  /** Resolves when `text` has been printed (a receiver logs each postback it judged). */
  waitFor(text: string): Promise<void>;
  stop(): Promise<void>;
}

/** A serving script on an ephemeral port (PORT=0), resolved once it printed where it listens. */
export function serveScript(language: Language, name: string, env: Record<string, string>): Promise<ServedExample> {
  const child: ChildProcess = spawn(language.binary(), language.serve(name), {
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${language.name} ${name} did not start:\n${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of waiters.filter((w) => output.includes(w.text))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      // The whole address, up to the character after it: a chunk may end inside the port number.
      const match = /(http:\/\/127\.0\.0\.1:\d+)[)\s]/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        output: () => output,
        waitFor: (text) =>
          output.includes(text) ? Promise.resolve() : new Promise((done) => waiters.push({ text, resolve: done })),
        stop: () =>
          new Promise((done) =>
            child.exitCode !== null || child.signalCode !== null
              ? done()
              : (child.once('exit', () => done()), child.kill()),
          ),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
  });
}
