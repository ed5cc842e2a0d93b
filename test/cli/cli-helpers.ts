import { runCli } from '../../src/tools/cli/dispatch.js';
import { VERBS } from '../../src/tools/cli/verbs.js';
import type { SaleCreateInput } from '../../src/generated/schema-types.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command line in this process, as the bin does, against the sandbox at `url`. */
export async function cli(url: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    args,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), env: { SANDBOX_URL: url, ...env } },
    VERBS,
  );
  return { code, stdout, stderr };
}

/**
 * The JSON a --json run printed. A run that printed none fails naming its exit code and stderr, not "Unexpected end of
 * JSON input" (a call that could not reach the sandbox prints nothing on stdout).
 */
export function json<T = Record<string, unknown>>(run: CliRun): T {
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`no JSON on stdout (exit ${run.code}):\nstdout: ${run.stdout}\nstderr: ${run.stderr}`);
  }
}

/** Sale bodies for POST /api/sales. */
export const PIX_SALE: SaleCreateInput = {
  amount: 2500,
  paymentMethod: 'PIX',
  pix: {},
  customer: { name: 'Maria da Silva', email: 'maria@example.com' },
  items: [{ title: 'E-book', unitPrice: 2500, quantity: 1, tangible: false }],
};

/** A port nothing listens on: one the system just gave out and took back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs the real bin (dist/bundle/cli.mjs: `npm run build` first) to its end, its stdout and stderr through pipes as a
 * shell's `| jq` gives them; resolves once both pipes closed, so everything it wrote is here. In English unless
 * `env` says otherwise.
 */
export function runBin(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [join(ROOT, 'dist/bundle/cli.mjs'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...ENGLISH, ...env },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output.stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output.stderr += text));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, ...output }));
  });
}

export interface CliChild {
  child: ChildProcess;
  stdout: () => string;
  /** Resolves when stdout or stderr matches. */
  until(pattern: RegExp, from?: 'stdout' | 'stderr'): Promise<void>;
  /** Ctrl-C, then the exit code. */
  interrupt(): Promise<number | null>;
}

/** The locale of a run in English whatever the machine's: what the tests' English messages expect. */
export const ENGLISH = { LC_ALL: '', LC_MESSAGES: '', LANG: 'C' } as const;

/**
 * The real bin (dist/bundle/cli.mjs: `npm run build` first), for verbs that run until Ctrl-C (events --follow, listen).
 * It speaks English unless `env` names another locale.
 */
export function spawnCli(args: string[], env: Record<string, string> = {}): CliChild {
  const child = spawn(process.execPath, [join(ROOT, 'dist/bundle/cli.mjs'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...ENGLISH, ...env },
  });
  const output = { stdout: '', stderr: '' };
  const waiters: (() => void)[] = [];
  for (const name of ['stdout', 'stderr'] as const) {
    child[name].on('data', (chunk: Buffer) => {
      output[name] += chunk.toString();
      for (const wake of waiters) wake();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => output.stdout,
    until: (pattern, from = 'stdout') =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${pattern} in ${from}:\n${output.stdout}\n${output.stderr}`)),
          10_000,
        );
        const check = () => {
          if (!pattern.test(output[from])) return;
          clearTimeout(timer);
          resolve();
        };
        waiters.push(check);
        check();
      }),
    interrupt: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}
