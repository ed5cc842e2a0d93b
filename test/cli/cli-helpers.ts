import { runCli } from '../../src/cli/dispatch.js';
import { VERBS } from '../../src/cli/verbs.js';
import type { SaleCreateInput } from '../../src/generated/schema-types.js';
import { createServer } from 'node:net';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command line in this process, as the bin does, against the sandbox at `url`. */
export async function cli(url: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), env: { SANDBOX_URL: url, ...env } }, VERBS);
  return { code, stdout, stderr };
}

/** The JSON a --json run printed. */
export function json<T = Record<string, unknown>>(run: CliRun): T {
  return JSON.parse(run.stdout) as T;
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
