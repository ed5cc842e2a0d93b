import { signal } from '@preact/signals';

/**
 * Hash routes: #/sales?status=PAGO&page=2, #/sales/123. Filters live in the URL so the back
 * button and a shared link show the same thing (never the token: it is not a filter).
 */
export interface Route {
  view: string;
  id: string | null;
  params: URLSearchParams;
}

function parse(hash: string): Route {
  const [path, search = ''] = hash.replace(/^#\/?/, '').split('?');
  const [view = '', id = null] = path.split('/');
  return { view: view || 'overview', id: id || null, params: new URLSearchParams(search) };
}

export const route = signal<Route>(parse(location.hash));
window.addEventListener('hashchange', () => {
  route.value = parse(location.hash);
});

export function href(
  view: string,
  id?: string | number | null,
  params?: Record<string, string | number | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}))
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return `#/${view}${id !== null && id !== undefined ? `/${id}` : ''}${text ? `?${text}` : ''}`;
}

export function navigate(target: string): void {
  if (location.hash !== target) location.hash = target;
}

/** The current route's filters, changed in place (page goes back to 1 unless it is what changed). */
export function setParams(changes: Record<string, string | number | null>): void {
  const current = route.value;
  const params = Object.fromEntries(current.params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') delete params[name];
    else params[name] = String(value);
  }
  if (!('page' in changes)) delete params.page;
  navigate(href(current.view, current.id, params));
}

/** A positive whole number from the URL's filters, or the default. */
export function numberParam(name: string, fallback: number): number {
  const value = Number(route.value.params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
