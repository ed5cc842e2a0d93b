import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';
import { ok, type RouteTable } from '../../http/route.js';
import { loadSchemaFiles } from '../../http/schemas.js';
import { SWAGGER_UI_DIR } from './docs-assets.js';
import { PACKAGE_ROOT } from '../../core/lib/package-root.js';

const ROOT = PACKAGE_ROOT;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Gateway sandbox: API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true, docExpansion: 'list' });
</script>
</body>
</html>
`;

/** Built on first request, once per app (its examples come from the app's fixtures and settings). */
const documents = new WeakMap<object, object>();
const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** GET /openapi.json, built from the route table it is served by, and an offline API reference at /docs. */
export const OPENAPI_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenapiJson',
    tag: 'Health',
    summary: 'This OpenAPI document',
    auth: 'none',
    responses: { 200: { schema: 'openapi.response.schema.json', description: 'OpenAPI 3.1' } },
    // The document's builder and its examples (~100 KB of code) load with the first request for it, not at start.
    async handleAsync({ deps, routes }) {
      let document = documents.get(deps);
      if (!document) {
        const [{ buildOpenApiDocument }, { fixtureExamples }] = await Promise.all([
          import('./document.js'),
          import('./examples.js'),
        ]);
        document = documents.get(deps);
        if (!document)
          documents.set(
            deps,
            (document = buildOpenApiDocument({
              version,
              schemaFiles: loadSchemaFiles(),
              operations: routes,
              examples: fixtureExamples(deps),
            })),
          );
      }
      return ok(document);
    },
  },
  {
    method: 'get',
    path: '/docs',
    operationId: 'getDocs',
    tag: 'Health',
    summary: 'The API reference (works offline)',
    auth: 'none',
    responses: { 200: { schema: 'html.response.schema.json', description: 'HTML page', contentType: 'text/html' } },
    handle() {
      return { status: 200, text: PAGE, contentType: 'html' };
    },
  },
];

/** Swagger UI's files, as the build copied them: static files, not operations (mounted at /docs/assets). */
export function docsAssets(): RequestHandler {
  return express.static(join(ROOT, SWAGGER_UI_DIR), { index: false, fallthrough: false });
}
