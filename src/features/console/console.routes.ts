import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';
import type { Deps } from '../../http/sandbox-context.js';
import { AppError } from '../../core/lib/errors.js';
import type { Reply, RouteTable } from '../../http/route.js';
import type { OperationDoc } from '../../http/operation.js';
import { PACKAGE_ROOT } from '../../core/lib/package-root.js';

/**
 * dist/ui: where `npm run build` puts the console (scripts/bundle.mjs), under the package root, from
 * src/features/console, dist/features/console and dist/bundle alike.
 */
export const CONSOLE_DIR = join(PACKAGE_ROOT, 'dist', 'ui');

/**
 * The page may load only what the sandbox serves: its own script, style and API, images it
 * draws (the QR code is a data: URI) and blobs it makes (a snapshot download). No CDN can
 * slip in, and nothing can frame it.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const CONFIG_SLOT = '<!--console-config-->';

/** The page's and its assets' headers: the policy above, no sniffing, no referrer, always revalidated. */
const PAGE_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache',
};

/** The optional admin routes the console reads, by the name ui/lib/config.ts gives each. */
const CONSOLE_FEATURES = {
  testValues: 'GET /__admin/test-values',
  ledger: 'GET /__admin/sellers/:id/ledger',
  search: 'GET /__admin/search',
  timeline: 'GET /__admin/events/timeline',
  faultDelete: 'DELETE /__admin/faults/:id',
} as const;

/**
 * What the page needs to know before its first API call: whether to ask for the token, which optional endpoints exist.
 */
export function consoleConfig(deps: Pick<Deps, 'settings'>, routes: readonly OperationDoc[]): Record<string, unknown> {
  return consoleConfigOf(Boolean(deps.settings.adminToken), routes);
}

function consoleConfigOf(tokenRequired: boolean, routes: readonly OperationDoc[]): Record<string, unknown> {
  const served = new Set(routes.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`));
  return {
    tokenRequired,
    // Each optional admin route the page reads, asked of the route table, so the page never calls one that is not
    // there.
    features: Object.fromEntries(
      Object.entries(CONSOLE_FEATURES).map(([feature, operation]) => [feature, served.has(operation)]),
    ),
  };
}

/**
 * GET /__admin/ui: the QA console, a page over the admin API. The page and its assets are
 * served without the admin token (they hold no data); every API call the page makes carries
 * X-Admin-Token, which it asks for once and keeps in sessionStorage.
 */
export const CONSOLE_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/ui',
    operationId: 'getAdminUi',
    tag: 'Admin',
    summary: 'The QA console (a web page over this admin API)',
    description:
      'The page and its assets load without X-Admin-Token; when a token is set, the page asks for it once and sends it with every API call (it keeps it in sessionStorage, never in a URL). Nothing is loaded from outside the sandbox.',
    auth: 'none',
    outsidePipeline: 'page',
    responses: {
      200: { schema: 'html.response.schema.json', description: 'HTML page', contentType: 'text/html' },
      503: { description: 'CONSOLE_NOT_BUILT: run npm run build' },
    },
    handle({ deps, routes }) {
      return consolePageReply({ tokenRequired: Boolean(deps.settings.adminToken), routes });
    },
  },
];

/**
 * The page with its configuration. The edge sends it for a tenant that does not exist too (src/host/tenants/edge.ts),
 * as the tenant's own app would, so the page tells nobody which tenants exist.
 */
export function consolePageReply({
  tokenRequired,
  routes,
}: {
  tokenRequired: boolean;
  routes: readonly OperationDoc[];
}): Reply {
  // The page first: unbuilt, it is a JSON 503 without the page's headers.
  const page = consolePage();
  const config = JSON.stringify(consoleConfigOf(tokenRequired, routes)).replace(/</g, '\\u003c');
  return {
    status: 200,
    contentType: 'html',
    headers: PAGE_HEADERS,
    text: page.replace(CONFIG_SLOT, `<script type="application/json" id="console-config">${config}</script>`),
  };
}

let page: string | undefined;

/** The built page, read once. */
function consolePage(): string {
  if (page === undefined) {
    const file = join(CONSOLE_DIR, 'index.html');
    if (!existsSync(file)) throw new AppError('CONSOLE_NOT_BUILT');
    page = readFileSync(file, 'utf8');
  }
  return page;
}

/** The console's script and style, from dist/ui: static files, not operations (mounted at /__admin/ui/assets). */
export function consoleAssets(): RequestHandler[] {
  const headers: RequestHandler = (_req, res, next) => {
    res.set(PAGE_HEADERS);
    next();
  };
  return [headers, express.static(CONSOLE_DIR, { index: false, cacheControl: false })];
}
