/**
 * A route's path ("/api/transactions/:id") as Express matches it: any case, an optional
 * trailing slash, a `:param` one whole segment. `names` are the params in order; the pattern
 * captures each. The dispatcher and routeNotFound's 405 table both match paths with it.
 */
export function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+?)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), names };
}
