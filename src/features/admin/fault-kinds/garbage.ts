import { randomBytes } from 'node:crypto';
import type { FaultKindModule } from './fault-kind.js';

/** How many bytes of noise are sent. */
export const GARBAGE_BYTES = 64;

/**
 * Bytes that are not HTTP (never starting with `H`, so no parser takes them for a status line), then the connection
 * closes.
 */
export const GARBAGE_FAULT: FaultKindModule = {
  kind: 'garbage',
  clientSees:
    'fetch (undici): `TypeError: fetch failed`, `cause.code` `HPE_INVALID_CONSTANT` (an HTTPParserError); curl: exit 1, "Received HTTP/0.9 when not allowed"',
  act: ({ req }) => {
    const noise = randomBytes(GARBAGE_BYTES);
    if (noise[0] === 0x48) noise[0] = 0x00;
    req.socket.end(noise);
  },
};
