/** jest runs the TypeScript sources through swc (types are checked by `npm run typecheck`). */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Sandboxes started by tests run on the fixed clock of the fixtures' anchor (the server's default is the wall clock).
  setupFiles: ['<rootDir>/test/helpers/clock-anchor.ts', '<rootDir>/test/helpers/test-locale.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'es6' } },
    ],
  },
  testTimeout: 20000,
};
