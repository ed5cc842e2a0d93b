import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';
import type { Deps } from '../deps.js';
import { loadSchemaFiles } from '../http/schemas.js';
import { buildOpenApiDocument } from './document.js';
import { fixtureExamples } from './examples.js';
import { ALL_OPERATIONS } from '../modules.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

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

/** GET /openapi.json and an offline API reference at /docs (Swagger UI served from node_modules). */
export function openApiRoutes(deps: Deps): Router {
  const router = Router();
  let document: object | undefined;
  const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument({ version, schemaFiles: loadSchemaFiles(), operations: ALL_OPERATIONS, examples: fixtureExamples(deps) });
    res.json(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.use('/docs/assets', express.static(swaggerUiDir, { index: false, fallthrough: false }));
  return router;
}
