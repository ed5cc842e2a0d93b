import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';
import { systemBinary } from '../helpers/system-packages.js';

/**
 * Docs that cannot rot: every ```sh block that calls curl is run against a live sandbox. Each curl is
 * preceded by a comment `# expect <status>`; the statuses the server answers must be exactly those.
 * The README's tour runs as a new user runs it, against a sandbox with its clock running; the guides
 * of docs/ run in order, one script, against a sandbox with the clock frozen (their examples move it).
 */
const DEFAULT_BASE = 'http://127.0.0.1:4010';
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
// In the order a reader goes: later pages use the keys and ids of earlier ones.
const GUIDES = [
  'docs/api-guide.md',
  'docs/admin-api.md',
  'docs/qa-console.md',
  'docs/shared-sandbox.md',
  'docs/openapi.md',
];

function exampleBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match) => match[1])
    .filter((block) => /\bcurl\b/.test(block));
}

function expectedStatuses(blocks: string[]): number[] {
  return blocks.flatMap((block) => [...block.matchAll(/^# expect (\d{3})$/gm)].map((match) => Number(match[1])));
}

const curlCount = (blocks: string[]) =>
  blocks.reduce((count, block) => count + (block.match(/(^|\$\(|\| )\s*curl /gm) ?? []).length, 0);

// Records each curl's HTTP status in a file and prints only the body, so examples can pipe it.
const PRELUDE = `set -euo pipefail
curl() {
  local out
  out=$(command curl -sS -w $'\\n%{http_code}' "$@")
  printf '%s\\n' "\${out##*$'\\n'}" >> "$STATUS_FILE"
  printf '%s' "\${out%$'\\n'*}"
}
`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'readme-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the blocks as one bash script against `server`: its exit, stderr, stdout and the statuses answered. */
function runBlocks(name: string, blocks: string[], server: ChildServer) {
  const script = join(dir, `${name}.sh`);
  const statusFile = join(dir, `${name}.statuses`);
  writeFileSync(statusFile, '');
  writeFileSync(script, PRELUDE + blocks.map((block) => block.replaceAll(DEFAULT_BASE, server.url)).join('\necho\n'));
  const run = spawnSync('bash', [script], {
    encoding: 'utf8',
    env: { ...process.env, STATUS_FILE: statusFile },
    timeout: 60_000,
  });
  const statuses = readFileSync(statusFile, 'utf8').split('\n').filter(Boolean).map(Number);
  return { exit: run.status, stderr: run.stderr, stdout: run.stdout, statuses };
}

describe("the README's five-minute tour", () => {
  const blocks = exampleBlocks(read('README.md'));
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChild({ SANDBOX_CLOCK_START: 'anchor' });
  });
  afterAll(() => server.stop());

  it('defines the address once and needs no node helper', () => {
    expect(blocks).toHaveLength(1);
    expect(blocks[0].match(/127\.0\.0\.1:4010/g)).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/\bnode\b/);
    expect(expectedStatuses(blocks)).toHaveLength(curlCount(blocks));
  });

  it('pays a sale, verifies its postback with openssl and completes a cashout, with the statuses it says', () => {
    systemBinary('jq');
    systemBinary('openssl');
    const run = runBlocks('tour', blocks, server);
    expect({ exit: run.exit, stderr: run.stderr }).toEqual({ exit: 0, stderr: '' });
    expect(run.statuses).toEqual(expectedStatuses(blocks));
    const sale = /^sale (\d+)$/m.exec(run.stdout)?.[1];
    expect(run.stdout).toContain(`postback verified: sale ${sale} PAGO`);
    expect(run.stdout).toMatch(/"status":"COMPLETED","amount":"150\.00","netAmount":"146\.33"/);
  });
});

describe('the guides of docs/', () => {
  const blocks = GUIDES.flatMap((file) => exampleBlocks(read(file)));
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
  });
  afterAll(() => server.stop());

  it('mark every curl with the status it expects, each page defining its address once', () => {
    for (const file of GUIDES) {
      const page = exampleBlocks(read(file));
      expect({ file, curls: curlCount(page) }).toEqual({ file, curls: expectedStatuses(page).length });
      expect({ file, defined: page.join('\n').match(/^BASE=http:\/\/127\.0\.0\.1:4010$/gm)?.length }).toEqual({
        file,
        defined: 1,
      });
    }
    expect(blocks.length).toBeGreaterThan(10);
  });

  it('all run against a live sandbox and answer the statuses they say', () => {
    const run = runBlocks('guides', blocks, server);
    expect({ exit: run.exit, stderr: run.stderr }).toEqual({ exit: 0, stderr: '' });
    expect(run.statuses).toEqual(expectedStatuses(blocks));
  });
});
