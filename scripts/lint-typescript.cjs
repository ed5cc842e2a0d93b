// typescript-eslint reads the TypeScript compiler API (it accepts TypeScript < 6.1); the project
// compiles with TypeScript 7, the native compiler, which has none. `npm run lint` preloads this file
// so that typescript-eslint's `require('typescript')` gets TypeScript 6 (the `typescript-6` alias);
// type-checking the build stays with `tsc` 7.
const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const aliased =
    request === 'typescript' || request.startsWith('typescript/')
      ? request.replace(/^typescript/, 'typescript-6')
      : request;
  return resolve.call(this, aliased, ...rest);
};
