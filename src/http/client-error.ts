/**
 * Requests Node's HTTP parser refuses before Express sees them (a raw non-ASCII byte in the
 * path, a bad header, headers too large, a client too slow): Node would answer a bare status
 * with an empty body. Here they get the catalogue's JSON in the body of the request's group,
 * as far as the bytes tell it (the request line of the refused packet, or the request in flight
 * on the connection), else the envelope.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorResponse } from './error-bodies.js';
import { REASON_BY_CODE } from '../core/lib/error-reasons.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../core/lib/errors.js';
import { headerSafe } from './refusal-reason.js';
import { groupOf, type ErrorGroup } from './groups.js';

/** Node's error codes with their own answer; any other parser refusal is MALFORMED_REQUEST. */
const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'PAYLOAD_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

interface ClientError extends Error {
  code?: string;
  /** The bytes of the packet the parser refused (parser errors only). */
  rawPacket?: Buffer;
}

/** The group of the request line at the start of `packet` ("POST /api/sales HTTP/1.1"), or null. */
function groupOfPacket(packet: Buffer | undefined): ErrorGroup | null {
  const line = packet?.subarray(0, 8192).toString('latin1').split('\r\n', 1)[0] ?? '';
  const [method, target] = line.split(' ');
  return method && target?.startsWith('/') ? groupOf(method.toUpperCase(), target.split('?', 1)[0]) : null;
}

/** Answers the server's client errors in JSON (see above). */
export function answerClientErrors(server: Server): void {
  // The request each connection is reading, to answer a timeout in its group and to know whether an answer began.
  const inFlight = new WeakMap<Duplex, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => inFlight.set(req.socket, { req, res }));
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    const current = inFlight.get(socket);
    // An answer already begun cannot be followed by another one on the same connection.
    if (!socket.writable || current?.res.headersSent) return socket.destroy();
    const reading = current && !current.req.complete ? current.req : null;
    const group =
      groupOfPacket(error.rawPacket) ??
      (reading ? groupOf(reading.method ?? 'GET', (reading.url ?? '/').split('?', 1)[0]) : 'envelope');
    const code = CLIENT_ERROR_CODES[error.code ?? ''] ?? 'MALFORMED_REQUEST';
    const { status, body } = errorResponse(group, code);
    const text = JSON.stringify(body);
    const reason = headerSafe(REASON_BY_CODE[code]);
    const reasonPt = headerSafe(ERROR_CATALOGUE[code].message);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nX-Sandbox-Reason: ${reason}\r\nX-Sandbox-Reason-Pt: ${reasonPt}\r\nConnection: close\r\n\r\n${text}`,
      () => socket.destroy(),
    );
  });
}
