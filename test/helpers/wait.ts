/**
 * Waiting for an event instead of sleeping a fixed time (issue 33): a fixed sleep before a
 * positive assert fails on a loaded machine, and one before a "nothing happened" assert passes
 * wrongly. The timeout is a margin no load reaches; the test fails with `what` if it passes.
 */
export async function waitUntil(
  test: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
