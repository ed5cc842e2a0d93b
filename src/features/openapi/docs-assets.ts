/**
 * Swagger UI's files that /docs serves, copied at build time (scripts/bundle.mjs) from
 * swagger-ui-dist, a devDependency, into dist/: an installed sandbox does not depend on that
 * 12 MB package, nor on the install-time telemetry (@scarf/scarf) it pulls in. Its licence
 * files travel with them.
 */
export const SWAGGER_UI_FILES = [
  'swagger-ui-bundle.js',
  'swagger-ui.css',
  'LICENSE',
  'NOTICE',
  'swagger-ui-bundle.js.LICENSE.txt',
] as const;

/** Where the build puts them, from the package root. */
export const SWAGGER_UI_DIR = 'dist/swagger-ui';
