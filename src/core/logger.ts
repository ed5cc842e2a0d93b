import type { Logger } from 'pino';

/** What the sandbox logs through: pino's methods the code uses. */
export type Log = Pick<Logger, 'info' | 'warn' | 'error' | 'debug' | 'isLevelEnabled'>;

const ignore = () => {};

/** A logger that logs nothing, without loading pino at all. */
export const SILENT_LOG: Log = {
  info: ignore,
  warn: ignore,
  error: ignore,
  debug: ignore,
  isLevelEnabled: () => false,
};

/** pino at the given level, key headers redacted; at level silent, pino is not even loaded. */
export function createLogger(level: string): Promise<Log> {
  if (level === 'silent') return Promise.resolve(SILENT_LOG);
  return import('pino').then(({ pino }): Log =>
    pino({
      level,
      redact: ['req.headers["x-api-private-key"]', 'req.headers["x-api-public-key"]', 'req.headers["x-admin-token"]'],
    }),
  );
}
