/** Property-test run counts: bounded in `npm test`, larger with `npm run test:deep` (SANDBOX_DEEP=1). */
export const DEEP = process.env.SANDBOX_DEEP === '1';

export function runs(normal: number, deep = normal * 20): number {
  return DEEP ? deep : normal;
}
