// A real shard (the shipped CLI, dist/bundle/cli.mjs) whose banner says something else: every "listening on" it
// writes to stdout reads "now serving at". The supervisor must still know it is ready (issue 28: over IPC, not from
// the banner's words). Used by test/cluster/shard-ready.test.ts.
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) =>
  write(typeof chunk === 'string' ? chunk.replaceAll('listening on', 'now serving at') : chunk, ...rest);
await import('../../dist/bundle/cli.mjs');
