/**
 * Who may drive the admin API from a browser. Without a token (the default on loopback) any
 * page the developer opens could otherwise POST /__admin/reset (a form needs no CORS), and a
 * page whose name rebinds to 127.0.0.1 could read GET /__admin/state as its own origin. So,
 * token or not, a request to /__admin is refused (403, the admin error body) when:
 *
 * - its Host is a name other than a loopback name, the name the server is bound to, or one of
 *   SANDBOX_ALLOWED_HOSTS (DNS rebinding: the page's own name arrives as the Host). An IP
 *   address is always taken: a page cannot rebind a name it does not have;
 * - it would change something (any method but GET, HEAD and OPTIONS) and carries an Origin
 *   other than the sandbox's own (the Host it was sent to) or one of SANDBOX_ADMIN_CORS_ORIGINS;
 * - the browser marks it as coming from another site (Sec-Fetch-Site: cross-site or
 *   same-site, another port of the same host included) from an origin not in
 *   SANDBOX_ADMIN_CORS_ORIGINS, unless it is the user following a link (a top-level GET
 *   navigation): scripts, forms, images and event streams of other pages.
 *
 * Tools that send no Origin and no Sec-Fetch-* headers (curl, the CLI, the test kit, supertest)
 * are not browsers and pass; the console at /__admin/ui calls its own origin and passes.
 */
import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import type { Settings } from '../core/settings.js';
import { isLoopbackHost } from './admin-exposure.js';
import { AppError, type ErrorCode } from '../core/lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OTHER_SITE = new Set(['cross-site', 'same-site']);

/** The settings the policy reads, ready to compare. */
interface AdminOriginPolicy {
  /** Lowercase names or "*.domain" patterns; "*" takes any Host. */
  hosts: string[];
  /** The name the server is bound to (HOST), when it is a name. */
  boundName: string | null;
  origins: Set<string>;
  anyOrigin: boolean;
}

/** What the rules read of a request. */
interface RequestView {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  fetchSite: string | undefined;
  fetchMode: string | undefined;
  fetchDest: string | undefined;
}

/**
 * The host of a Host header or an origin's authority, as compared: lowercase, no port, no brackets, no trailing dot.
 */
function hostName(authority: string): string | null {
  try {
    return new URL(`http://${authority}`).hostname
      .toLowerCase()
      .replace(/^\[(.*)\]$/, '$1')
      .replace(/\.$/, '');
  } catch {
    return null;
  }
}

/** host:port as a URL writes it (default port left out), for comparing a Host header with an Origin. */
function authorityOf(text: string): string | null {
  try {
    return new URL(text).host.toLowerCase();
  } catch {
    return null;
  }
}

function hostAllowed(view: RequestView, policy: AdminOriginPolicy): boolean {
  // HTTP/1.0 without a Host: no browser sends that.
  if (view.host === undefined) return true;
  const name = hostName(view.host);
  if (name === null) return false;
  if (isIP(name) !== 0 || isLoopbackHost(name) || name === policy.boundName) return true;
  return policy.hosts.some(
    (entry) => entry === '*' || entry === name || (entry.startsWith('*.') && name.endsWith(entry.slice(1))),
  );
}

/** The page's origin is the sandbox's own (the authority it sent the request to) or an allowed one. */
function originAllowed(view: RequestView, policy: AdminOriginPolicy): boolean {
  if (view.origin === undefined) return false;
  if (policy.anyOrigin || policy.origins.has(view.origin)) return true;
  const own = view.host === undefined ? null : authorityOf(`http://${view.host}`);
  return /^https?:\/\//i.test(view.origin) && own !== null && authorityOf(view.origin) === own;
}

/** A person following a link or typing the address: the only request from another site that is taken. */
const isNavigation = (view: RequestView) =>
  view.method === 'GET' && view.fetchMode === 'navigate' && view.fetchDest !== 'object' && view.fetchDest !== 'embed';

/** The rules, in order: the first that refuses a request names its error. */
const ADMIN_ORIGIN_RULES: { code: ErrorCode; refuses: (view: RequestView, policy: AdminOriginPolicy) => boolean }[] = [
  { code: 'ADMIN_HOST_NOT_ALLOWED', refuses: (view, policy) => !hostAllowed(view, policy) },
  {
    code: 'ADMIN_CROSS_SITE',
    refuses: (view, policy) =>
      !SAFE_METHODS.has(view.method) && view.origin !== undefined && !originAllowed(view, policy),
  },
  {
    code: 'ADMIN_CROSS_SITE',
    refuses: (view, policy) =>
      OTHER_SITE.has(view.fetchSite ?? '') && !originAllowed(view, policy) && !isNavigation(view),
  },
];

/** The stage on /__admin that applies the rules above (before CORS and the token). */
export function adminOrigin(settings: Pick<Settings, 'allowedHosts' | 'adminCorsOrigins' | 'host'>) {
  const bound = hostName(
    settings.host.includes(':') && !settings.host.startsWith('[') ? `[${settings.host}]` : settings.host,
  );
  const policy: AdminOriginPolicy = {
    hosts: settings.allowedHosts.map((entry) => entry.toLowerCase().replace(/\.$/, '')),
    boundName: bound !== null && isIP(bound) === 0 ? bound : null,
    origins: new Set(settings.adminCorsOrigins),
    anyOrigin: settings.adminCorsOrigins.includes('*'),
  };
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const view: RequestView = {
      method: req.method,
      host: header('host'),
      origin: header('origin'),
      fetchSite: header('sec-fetch-site'),
      fetchMode: header('sec-fetch-mode'),
      fetchDest: header('sec-fetch-dest'),
    };
    const broken = ADMIN_ORIGIN_RULES.find((rule) => rule.refuses(view, policy));
    next(broken ? new AppError(broken.code) : undefined);
  };
}
