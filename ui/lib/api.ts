import {
  call,
  pathOf,
  send,
  templateOf,
  type CallAnswer,
  type CallBody,
  type CallParams,
  type OperationId,
  type Transport,
} from '../../src/tools/client/call';
import { tenant } from './config';
import { rejectToken, token } from './token';

/** An answer of the admin API that was not 2xx, with the admin error body's fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** Said when the sandbox did not answer at all (the browser's own "Failed to fetch" is English and says nothing). */
export const UNREACHABLE =
  'O sandbox não respondeu: o servidor parou ou a rede caiu. Esta página tenta de novo sozinha; confira se o servidor está rodando.';

/** fetch, with a network failure turned into an ApiError the console can say in Portuguese. */
async function reach(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (failure) {
    if ((failure as Error).name === 'AbortError') throw failure;
    throw new ApiError(0, 'UNREACHABLE', UNREACHABLE, null);
  }
}

/** A refused call as the console shows it; a refused token asks for a new one. */
function refuse(status: number, parsed: unknown): ApiError {
  const error = (parsed ?? {}) as { error?: string; code?: string; message?: string };
  const code = error.code ?? error.error ?? null;
  if (status === 401 && code === 'ADMIN_UNAUTHORIZED') rejectToken();
  return new ApiError(status, code, error.message ?? `HTTP ${status}`, parsed);
}

/**
 * This console's sandbox (same origin only; a tenant's console reaches its tenant's base,
 * /__admin/tenants/{name}). The token goes in a header, never in the URL.
 */
function transport(): Transport {
  return { baseUrl: '', tenant, headers: token.value ? { 'X-Admin-Token': token.value } : {}, fetch: reach, refuse };
}

type Query = Record<string, string | number | boolean | null | undefined>;
/** An operation's parameters, its query as the console's filters hold it (form text: the server checks it). */
export type Params<I extends OperationId> = Omit<CallParams<I>, 'query'> & { query?: Query };

/**
 * Calls one operation of the sandbox by its operationId (src/generated/operations.ts): the
 * method and path come from the route table, the answer is typed by it. The body is a form's
 * input as the page read it (or a chosen file): the sandbox checks it against the operation's
 * schema, and the page shows its 400.
 */
export function api<I extends OperationId>(id: I, params?: Params<I>, body?: unknown): Promise<CallAnswer<I>> {
  return call(transport(), id, params as CallParams<I>, body as CallBody<I>);
}

/** An operation's path on this console's sandbox (a live view's key, a link). */
export function pathTo<I extends OperationId>(id: I, params?: Params<I>): string {
  return pathOf(id, params as CallParams<I>, tenant);
}

/** An operation's URL with its parameters left as `{name}`, on this console's sandbox (text that shows the shape). */
export function templateTo(id: OperationId): string {
  return `${location.origin}${templateOf(id, tenant)}`;
}

/** The server-sent events of this console's sandbox: the raw response, read as a stream. */
export function openEvents(headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
  return send(
    { ...transport(), headers: { ...transport().headers, ...headers } },
    'getAdminEvents',
    undefined,
    undefined,
    {
      accept: 'text/event-stream',
      signal,
    },
  );
}

/** Fetches with the token and returns the body as a Blob (a snapshot download, the extrato's CSV). */
export async function download<I extends OperationId>(id: I, params?: Params<I>, accept?: string): Promise<Blob> {
  const res = await send(transport(), id, params as CallParams<I>, undefined, accept ? { accept } : {});
  if (!res.ok) throw new ApiError(res.status, null, `HTTP ${res.status}`, null);
  return res.blob();
}
