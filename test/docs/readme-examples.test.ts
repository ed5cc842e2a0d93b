import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';

/**
 * Docs that cannot rot: every ```sh block of the README that calls curl is run, in order,
 * against a live sandbox. Each curl is preceded by a comment `# expect <status>`; the
 * statuses the server answers must be exactly those.
 */
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const DEFAULT_BASE = 'http://127.0.0.1:4010';

function exampleBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match) => match[1])
    .filter((block) => /\bcurl\b/.test(block));
}

function expectedStatuses(blocks: string[]): number[] {
  return blocks.flatMap((block) => [...block.matchAll(/^# expect (\d{3})$/gm)].map((match) => Number(match[1])));
}

// Records each curl's HTTP status in a file and prints only the body, so examples can pipe it.
const PRELUDE = `set -euo pipefail
curl() {
  local out
  out=$(command curl -sS -w $'\\n%{http_code}' "$@")
  printf '%s\\n' "\${out##*$'\\n'}" >> "$STATUS_FILE"
  printf '%s' "\${out%$'\\n'*}"
}
`;

let server: ChildServer;
let dir: string;
beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
  dir = mkdtempSync(join(tmpdir(), 'readme-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the README examples', () => {
  const blocks = exampleBlocks(README);

  it('mark every curl with the status it expects', () => {
    const curls = blocks.reduce((count, block) => count + (block.match(/(^|\$\(|\| )\s*curl /gm) ?? []).length, 0);
    expect(blocks.length).toBeGreaterThan(0);
    expect(expectedStatuses(blocks)).toHaveLength(curls);
  });

  it('all run against a live sandbox and answer the statuses they say', () => {
    const script = join(dir, 'examples.sh');
    const statusFile = join(dir, 'statuses');
    writeFileSync(statusFile, '');
    writeFileSync(script, PRELUDE + blocks.map((block) => block.replaceAll(DEFAULT_BASE, server.url)).join('\necho\n'));
    const run = spawnSync('bash', [script], {
      encoding: 'utf8',
      env: { ...process.env, STATUS_FILE: statusFile },
      timeout: 60_000,
    });
    const statuses = readFileSync(statusFile, 'utf8').split('\n').filter(Boolean).map(Number);
    expect({ exit: run.status, stderr: run.stderr }).toEqual({ exit: 0, stderr: '' });
    expect(statuses).toEqual(expectedStatuses(blocks));
  });
});
