import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERBS } from '../../src/tools/cli/verbs.js';
import { TRIGGER_EVENTS } from '../../src/tools/cli/triggers.js';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';

/**
 * docs/cli.md's command-line examples (the ```sh block after <!-- cli-examples -->) run, in
 * order, as a bash script against a live sandbox, `npx gateway-sandbox` being the built bin.
 * Each command is preceded by `# exit N`: the exit codes must be exactly those.
 */
const README = readFileSync(join(ROOT, 'docs/cli.md'), 'utf8');
const BLOCK = /<!-- cli-examples -->\n+```sh\n([\s\S]*?)```/.exec(README)?.[1] ?? '';
const SECTION = /## Command line\n([\s\S]*?)(?:\n## |$)/.exec(README)?.[1] ?? '';

let server: ChildServer;
let dir: string;
beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
  dir = mkdtempSync(join(tmpdir(), 'readme-cli-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Command line section of docs/cli.md', () => {
  it('names every verb of the table and every trigger event', () => {
    expect([VERBS.length > 0, TRIGGER_EVENTS.length > 0]).toEqual([true, true]);
    for (const verb of VERBS) expect(SECTION).toContain(`| \`${verb.name}`);
    for (const event of TRIGGER_EVENTS) expect(SECTION).toContain(`\`${event}\``);
  });

  it('marks every command of its examples with the exit code it expects', () => {
    const commands = BLOCK.match(/npx gateway-sandbox /g) ?? [];
    expect(commands.length).toBeGreaterThan(5);
    expect([...BLOCK.matchAll(/^# exit (\d)$/gm)]).toHaveLength(commands.length);
  });

  it('runs its examples against a live sandbox with the exit codes they say', () => {
    const exits = join(dir, 'exits');
    writeFileSync(exits, '');
    const prelude = `set -uo pipefail\ngateway_sandbox() { node ${JSON.stringify(join(ROOT, 'dist/bundle/cli.mjs'))} "$@"; local code=$?; echo $code >> "$EXITS"; return $code; }\n`;
    const script = join(dir, 'examples.sh');
    writeFileSync(script, prelude + BLOCK.replaceAll('npx gateway-sandbox ', 'gateway_sandbox '));
    const run = spawnSync('bash', [script], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, SANDBOX_URL: server.url, EXITS: exits },
      timeout: 60_000,
    });
    const expected = [...BLOCK.matchAll(/^# exit (\d)$/gm)].map((match) => Number(match[1]));
    expect({ codes: readFileSync(exits, 'utf8').split('\n').filter(Boolean).map(Number), signal: run.signal }).toEqual({
      codes: expected,
      signal: null,
    });
    expect(run.stdout).toMatch(/X-Api-Private-Key\s+sk_/);
    expect(run.stderr).toContain('allowed moves from here: ESTORNADO, CHARGEBACK, MED');
  });
});
