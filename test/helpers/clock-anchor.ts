/**
 * The project's tests run in the fixed world: a sandbox a test starts (in process through the settings read from
 * the environment, or as a child process that inherits it) starts its clock at the fixtures' anchor, 2026-11-01T12:00Z,
 * so dates in answers and snapshots are the same at every run. A test of the default start says so with its own env.
 */
process.env.SANDBOX_CLOCK_START ??= 'anchor';
