// A module resolve hook (node --import … register) for @hey-api/openapi-ts, which uses the
// TypeScript compiler API: TypeScript 7, this project's, has none, so its `import 'typescript'`
// gets TypeScript 6 (the devDependency typescript-6) instead. Nothing else is redirected.
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/@hey-api/'))
    return next('typescript-6', context);
  return next(specifier, context);
}
