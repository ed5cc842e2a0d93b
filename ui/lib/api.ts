import { adminPath } from './config';
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
async function reach(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (failure) {
    if ((failure as Error).name === 'AbortError') throw failure;
    throw new ApiError(0, 'UNREACHABLE', UNREACHABLE, null);
  }
}

function headers(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (token.value) out['X-Admin-Token'] = token.value;
  if (body !== undefined) out['Content-Type'] = 'application/json';
  return out;
}

/**
 * Calls the sandbox (same origin only; a tenant's console calls its tenant's routes). The token goes in a header, never
 * in the URL.
 */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await reach(adminPath(path), {
    method,
    headers: headers(body),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!res.ok) {
    const error = (parsed ?? {}) as { error?: string; code?: string; message?: string };
    const code = error.code ?? error.error ?? null;
    if (res.status === 401 && code === 'ADMIN_UNAUTHORIZED') rejectToken();
    throw new ApiError(res.status, code, error.message ?? `HTTP ${res.status}`, parsed);
  }
  return parsed as T;
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, body);

/** A query string from the non-empty values (so an unset filter is absent, not empty). */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fetches with the token and returns the body as a Blob (a snapshot download, the extrato's CSV). */
export async function download(path: string, accept?: string): Promise<Blob> {
  const res = await reach(adminPath(path), {
    headers: { ...headers(undefined), ...(accept ? { Accept: accept } : {}) },
  });
  if (!res.ok) throw new ApiError(res.status, null, `HTTP ${res.status}`, null);
  return res.blob();
}
