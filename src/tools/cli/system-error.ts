import type { MessageId } from './messages/en.js';
import { t } from './messages/say.js';

/**
 * What a system error's code means, as a message id: the CLI says the cause in the run's language and keeps the code
 * beside it (for searching), not the English text Node or undici wrote ("fetch failed", "ENOENT: no such file…").
 */
const CAUSES: Record<string, MessageId> = {
  ECONNREFUSED: 'system.refused',
  ECONNRESET: 'system.reset',
  EPIPE: 'system.closed',
  UND_ERR_SOCKET: 'system.closed',
  ENOTFOUND: 'system.notFound',
  EAI_AGAIN: 'system.notFound',
  EHOSTUNREACH: 'system.unreachable',
  ENETUNREACH: 'system.unreachable',
  ETIMEDOUT: 'system.timeout',
  UND_ERR_CONNECT_TIMEOUT: 'system.timeout',
  UND_ERR_HEADERS_TIMEOUT: 'system.timeout',
  UND_ERR_BODY_TIMEOUT: 'system.timeout',
  TimeoutError: 'system.timeout',
  ENOENT: 'system.noFile',
  EACCES: 'system.denied',
  EPERM: 'system.denied',
  EISDIR: 'system.isDirectory',
  EEXIST: 'system.exists',
  SyntaxError: 'system.notJson',
};

export interface SystemProblem {
  /** The cause in the run's language: "conexão recusada". */
  cause: string;
  /** The code as the system gave it (ECONNREFUSED), or the error's name when it has none. */
  code: string;
}

/** The cause and code of a system error (or of fetch's TypeError, by its cause). */
export function systemProblem(error: unknown): SystemProblem {
  const { code, name, cause } = (error ?? {}) as { code?: unknown; name?: unknown; cause?: { code?: unknown } };
  const codes = [cause?.code, code, name].filter((candidate): candidate is string => typeof candidate === 'string');
  const known = codes.find((candidate) => candidate in CAUSES);
  return {
    cause: t(known === undefined ? 'system.other' : CAUSES[known]),
    code: known ?? codes[0] ?? 'Error',
  };
}

/** The cause and code as one line: "arquivo ou diretório inexistente (ENOENT)". */
export function systemProblemText(error: unknown): string {
  const { cause, code } = systemProblem(error);
  return `${cause} (${code})`;
}
