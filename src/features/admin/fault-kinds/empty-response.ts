import type { FaultKindModule } from './fault-kind.js';

/** The connection is closed (TCP FIN) before a byte of the answer: a server that died mid-request. */
export const EMPTY_RESPONSE_FAULT: FaultKindModule = {
  kind: 'empty-response',
  clientSees:
    'fetch (undici): `TypeError: fetch failed`, `cause.code` `UND_ERR_SOCKET` ("other side closed"); curl: exit 52, "Empty reply from server"',
  act: ({ req }) => {
    req.socket.end();
  },
};
