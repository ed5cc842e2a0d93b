import type { FaultKindModule } from './fault-kind.js';

/** The socket is reset (TCP RST) before a byte of the answer: a connection the network dropped. */
export const CONNECTION_RESET_FAULT: FaultKindModule = {
  kind: 'connection-reset',
  clientSees:
    'fetch (undici): `TypeError: fetch failed`, `cause.code` `ECONNRESET`; curl: exit 56, "Recv failure: Connection reset by peer"',
  act: ({ req }) => {
    req.socket.resetAndDestroy();
  },
};
