#!/usr/bin/env node
import { runCli } from './cli/dispatch.js';
import { VERBS } from './cli/verbs.js';

// Every verb resolves when it is done (serve when its server closes); exiting then does not
// wait for idle keep-alive connections of the admin client.
const code = await runCli(
  process.argv.slice(2),
  { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text), env: process.env },
  VERBS,
);
process.exit(code);
