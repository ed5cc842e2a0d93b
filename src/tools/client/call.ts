import type { operations } from '../../generated/openapi-paths.js';
import { BASES, OPERATIONS, type OperationId } from '../../generated/operations.js';
import { replayingFetch } from './replay.js';

/**
 * One typed call of any operation of the route table, by its operationId: the admin client,
 * the CLI, the test kit, the console and the tenant move all call through here, so none of
 * them writes a path. The method and the path template come from the generated operations
 * module (src/generated/operations.ts, made from the route rows); the parameters, the body and
 * the answer are typed off `operations` of src/generated/openapi-paths.ts by the same id.
 * No Node built-ins and no server code: the console's bundle imports it too.
 */
export type { OperationId } from '../../generated/operations.js';

type SuccessStatus = 200 | 201 | 202 | 204;
type Parameters<I extends OperationId> = operations[I]['parameters'];
type Responses<I extends OperationId> = operations[I]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer T } }
  ? T
  : R extends { content: { [media: string]: infer T } }
    ? T
    : never;

/** The path and query parameters of an operation, shaped as openapi-fetch's (`{ path: { id }, query }`). */
export type CallParams<I extends OperationId> = Omit<Parameters<I>, 'header' | 'cookie'>;

/** The JSON body an operation takes (undefined for one without a body). */
export type CallBody<I extends OperationId> = operations[I]['requestBody'] extends infer R
  ? R extends { content: { 'application/json': infer T } }
    ? T
    : undefined
  : never;

/** The body of an operation's 2xx answer. */
export type CallAnswer<I extends OperationId> = {
  [S in keyof Responses<I>]: S extends SuccessStatus ? JsonOf<Responses<I>[S]> : never;
}[keyof Responses<I>];

/** One row of the operations module: how an operation is reached. */
export interface OperationEntry {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  base: 'sandbox' | 'operator' | 'root';
  path: string;
}

/** A fetch of your own (a proxy, a test double): it receives a Request. */
export type CallFetch = (input: Request) => Promise<Response>;

/** Where the calls go and how: everything a tool knows of the sandbox it talks to. */
export interface Transport {
  /** The server's origin (`http://127.0.0.1:4010`; `''` in the console, which calls its own origin). */
  baseUrl: string;
  /** The tenant whose sandbox the `sandbox` operations reach (undefined or null: the default one). */
  tenant?: string | null;
  headers?: Record<string, string>;
  fetch?: CallFetch;
  /**
   * The operations table to read (default: the generated one). A test of a release whose rows
   * are not generated yet passes the table its generator makes.
   */
  operations?: Readonly<Record<string, OperationEntry>>;
  /** The error a refused call rejects with (the client's SandboxRefusal, the console's ApiError). */
  refuse: (status: number, body: unknown, what: string) => Error;
}

/**
 * The admin base of one sandbox: the generated module's `BASES.sandbox` for the default one,
 * `BASES.operator` and the tenant's name for a tenant. Every `sandbox` operation's path and
 * every URL a tool prints or fills in hangs from it, so a tenant's tools cannot reach another
 * sandbox's routes.
 */
export function sandboxBase(tenant?: string | null): string {
  return tenant ? `${OPERATOR_BASE}/${encodeURIComponent(tenant)}` : ADMIN_BASE;
}
/** The default sandbox's admin base, as the route rows root it (src/generated/operations.ts). */
const ADMIN_BASE: string = BASES.sandbox;
/** Where the operator's routes of tenants are, and every tenant's sandbox under them. */
export const OPERATOR_BASE: string = BASES.operator;

/** Whether a request path is one of the admin API's (any sandbox's, or the operator's): the tools' own calls. */
export function isAdminPath(path: string): boolean {
  return path.startsWith(ADMIN_BASE);
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** The path of an operation with its parameters filled in (and its query string), under `tenant`'s base. */
export function pathOf<I extends OperationId>(
  id: I,
  params: CallParams<I> | undefined,
  tenant?: string | null,
  table: Readonly<Record<string, OperationEntry>> = OPERATIONS,
): string {
  const operation = table[id];
  if (!operation) throw new TypeError(`no operation ${id} in the table`);
  const given = (params ?? {}) as { path?: Record<string, string | number>; query?: Query };
  const filled = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = given.path?.[name];
    if (value === undefined) throw new TypeError(`${id}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(given.query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const query = search.size ? `?${search}` : '';
  return (operation.base === 'sandbox' ? sandboxBase(tenant) : '') + filled + query;
}

/** An operation's path template under `tenant`'s base, its parameters left as `{name}` (text that shows the shape). */
export function templateOf(id: OperationId, tenant?: string | null): string {
  const operation = OPERATIONS[id];
  return (operation.base === 'sandbox' ? sandboxBase(tenant) : '') + operation.path;
}

/** The absolute URL of an operation on `transport`'s server and sandbox. */
export function urlOf<I extends OperationId>(
  transport: Pick<Transport, 'baseUrl' | 'tenant' | 'operations'>,
  id: I,
  params?: CallParams<I>,
) {
  return transport.baseUrl.replace(/\/+$/, '') + pathOf(id, params, transport.tenant, transport.operations);
}

/** globalThis.fetch, with a safe request sent once more when a reused connection was lost under it (./replay.ts). */
const defaultFetch = replayingFetch();

/** Sends one operation and resolves to the raw response (a stream, a download); nothing is read from it. */
export function send<I extends OperationId>(
  transport: Transport,
  id: I,
  params?: CallParams<I>,
  body?: CallBody<I>,
  init: { accept?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...transport.headers, Accept: init.accept ?? 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const request = new Request(urlOf(transport, id, params), {
    method: (transport.operations ?? OPERATIONS)[id].method.toUpperCase(),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init.signal,
  });
  return (transport.fetch ?? defaultFetch)(request);
}

/**
 * Calls one operation: resolves to its answer's body, typed by the operation, or rejects with
 * `transport.refuse` for any answer but a 2xx. `what` names the call in the error.
 */
export async function call<I extends OperationId>(
  transport: Transport,
  id: I,
  params?: CallParams<I>,
  body?: CallBody<I>,
  what: string = id,
): Promise<CallAnswer<I>> {
  const response = await send(transport, id, params, body);
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) throw transport.refuse(response.status, parsed, what);
  return parsed as CallAnswer<I>;
}
