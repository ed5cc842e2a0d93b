import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';
import { Receiver } from '../helpers/receiver.js';
import { systemBinary } from '../helpers/system-packages.js';

/**
 * docs/signatures.md's PHP and Python snippets, run as written on a real postback of the sandbox (a sale
 * of "E-book ação/ç"): the raw bytes verify; one byte changed, or the body re-encoded by the language's
 * own JSON functions (the trap of issue 30), does not.
 */
const DOC = readFileSync(join(ROOT, 'docs/signatures.md'), 'utf8');
const snippet = (language: string, fence: string) =>
  new RegExp(`<!-- signature: ${language} -->\\n+\`\`\`${fence}\\n([\\s\\S]*?)\`\`\``).exec(DOC)?.[1] ?? '';

// Each harness reads the captured postback and answers which of the three bodies verify.
const HARNESS = {
  php: {
    binary: () => systemBinary('php-cli'),
    file: 'verify.php',
    code: snippet('php', 'php'),
    harness: `
$raw = file_get_contents(getenv('BODY_FILE'));
[$signature, $secret] = [getenv('SIGNATURE'), getenv('SECRET')];
echo json_encode([
    'raw' => signature_is_valid($raw, $signature, $secret),
    'changed' => signature_is_valid(str_replace('"PAGO"', '"ESTORNADO"', $raw), $signature, $secret),
    'reencoded' => signature_is_valid(json_encode(json_decode($raw)), $signature, $secret),
]);
`,
  },
  python: {
    binary: () => systemBinary('python3'),
    file: 'verify.py',
    code: snippet('python', 'python'),
    harness: `
import json, os
raw = open(os.environ['BODY_FILE'], 'rb').read()
signature, secret = os.environ['SIGNATURE'], os.environ['SECRET']
print(json.dumps({
    'raw': signature_is_valid(raw, signature, secret),
    'changed': signature_is_valid(raw.replace(b'"PAGO"', b'"ESTORNADO"'), signature, secret),
    'reencoded': signature_is_valid(json.dumps(json.loads(raw)).encode(), signature, secret),
}))
`,
  },
};

let server: ChildServer;
let receiver: Receiver;
let dir: string;
beforeAll(async () => {
  [server, receiver] = await Promise.all([startChild({ SANDBOX_CLOCK_START: 'anchor' }), new Receiver().start()]);
  dir = mkdtempSync(join(tmpdir(), 'signatures-'));
});
afterAll(async () => {
  await Promise.all([server.stop(), receiver.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

/** The raw body and X-Signature of a real postback: a PIX sale of "E-book ação/ç" moved to PAGO. */
async function capturedPostback(): Promise<{ body: string; signature: string }> {
  const created = await fetch(`${server.url}/api/sales`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...keys('acme') },
    body: JSON.stringify({
      amount: 2500,
      paymentMethod: 'PIX',
      pix: {},
      postbackUrl: `${receiver.url}/postbacks`,
      customer: { name: 'Maria da Silva', email: 'maria@example.com' },
      items: [{ title: 'E-book ação/ç', unitPrice: 2500, quantity: 1, tangible: false }],
    }),
  }).then((res) => res.json() as Promise<{ sale: { id: number } }>);
  const moved = await fetch(`${server.url}/__admin/sales/${created.sale.id}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'PAGO' }),
  });
  expect(moved.status).toBe(200);
  await receiver.waitFor(receiver.received.length + 1);
  const postback = receiver.received.at(-1)!;
  return { body: postback.body, signature: postback.headers['x-signature'] as string };
}

describe('docs/signatures.md', () => {
  it('marks the snippets the tests cannot run, and has the two they run', () => {
    for (const language of ['Java', 'Go', 'C#', 'Ruby']) expect(DOC).toContain(`## ${language} (not run by the tests)`);
    expect(HARNESS.php.code).toContain('hash_equals');
    expect(HARNESS.python.code).toContain('hmac.compare_digest');
  });

  it.each(Object.entries(HARNESS))(
    'verifies a real postback with the %s snippet, and refuses it changed or re-encoded',
    async (_language, { binary, file, code, harness }) => {
      const postback = await capturedPostback();
      expect(postback.body).toContain('E-book ação/ç');
      writeFileSync(join(dir, 'body.json'), postback.body);
      writeFileSync(join(dir, file), code + harness);
      const run = spawnSync(binary(), [join(dir, file)], {
        encoding: 'utf8',
        env: {
          ...process.env,
          BODY_FILE: join(dir, 'body.json'),
          SIGNATURE: postback.signature,
          SECRET: ACCOUNTS.acme.webhookSecret,
        },
        timeout: 20_000,
      });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      expect(JSON.parse(run.stdout)).toEqual({ raw: true, changed: false, reencoded: false });
    },
  );
});
