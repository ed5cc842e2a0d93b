import { EXIT } from '../../src/tools/cli/verb.js';
import { startSandbox, type Sandbox } from '../../src/tools/testing/index.js';
import { LEDGER_CSV_HEADER } from '../../src/features/ledger/ledger.csv.js';
import { money } from '../../src/core/lib/present.js';
import { cli, json } from './cli-helpers.js';

/** Issue 32: the `ledger` verb shows gross, fee and net per entry, the reserved part, the real total, and CSV. */
let sandbox: Sandbox;
const run = (...args: string[]) => cli(sandbox.url, args);

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

interface Ledger {
  balanceCents: number;
  reservedCents: number;
  totalCents: number;
  pagination: { total: number };
}

describe('gateway-sandbox ledger', () => {
  it('prints gross, fee, reserved and net columns, the total count of entries (not the page size) and the balance parts', async () => {
    const body = json<Ledger>(await run('ledger', '1000', '--limit', '3', '--json'));
    expect(body.pagination.total).toBeGreaterThan(3);
    const human = await run('ledger', '1000', '--limit', '3');
    expect(human.code).toBe(EXIT.ok);
    const [header] = human.stdout.split('\n');
    expect(header.split(/\s{2,}/)).toEqual([
      'AT (sandbox clock)',
      'KIND',
      'GROSS',
      'FEE',
      'RESERVED',
      'NET',
      'AVAILABLE AFTER',
      'FOR',
      'NOTE',
    ]);
    expect(human.stdout).toContain(
      `3 of ${body.pagination.total} entries of seller 1000 Acme Comércio Eletrônico LTDA (page 1 of `,
    );
    expect(human.stdout).toContain(
      `available ${money(body.balanceCents)} · reserved ${money(body.reservedCents)} (card reserves `,
    );
    expect(human.stdout).toContain(`total ${money(body.totalCents)}\n`);
  });

  it('--csv prints the whole extrato; its net column adds up to the whole balance', async () => {
    const body = json<Ledger>(await run('ledger', '1000', '--json'));
    const result = await run('ledger', '1000', '--csv');
    expect(result.code).toBe(EXIT.ok);
    const rows = result.stdout
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(LEDGER_CSV_HEADER);
    const net = LEDGER_CSV_HEADER.indexOf('Líquido (R$)');
    const lines = rows.slice(1, -1);
    expect(lines).toHaveLength(body.pagination.total);
    const cents = lines.reduce((sum, row) => sum + Math.round(Number(row[net].replace(',', '.')) * 100), 0);
    expect(cents).toBe(body.totalCents);
  });

  it('--csv of an unknown seller is refused in a line (exit 1)', async () => {
    const result = await run('ledger', '999999', '--csv');
    expect(result).toMatchObject({ code: EXIT.refused, stderr: expect.stringContaining('404') });
  });
});
