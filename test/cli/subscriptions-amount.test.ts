import { EXIT } from '../../src/tools/cli/verb.js';
import { startSandbox, type Sandbox } from '../../src/tools/testing/index.js';
import { cli, ENGLISH, json } from './cli-helpers.js';

/**
 * Issue 32: "`subscriptions create --amount` takes cents while `sales create --amount` takes reais: a finance QA
 * will trip on that." `--amount` takes reais (29,90 or 29.90), `--amount-cents` cents; whole digits alone under
 * `--amount` are refused as ambiguous, with both readings and the flag for cents; nothing is created on a refusal.
 */
let sandbox: Sandbox;
const PORTUGUESE = { LC_ALL: '', LC_MESSAGES: '', LANG: 'pt_BR.UTF-8' } as const;
const run = (args: string[], env: Record<string, string> = ENGLISH) => cli(sandbox.url, args, env);
const amountOf = async (args: string[]) => {
  const created = await run(['subscriptions', 'create', ...args, '--json']);
  expect(created).toMatchObject({ code: EXIT.ok, stderr: '' });
  return json<{ amount: number }>(created).amount;
};
const count = async () => (await sandbox.admin.subscriptions.list({ limit: 1 })).total;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('subscriptions create --amount, in reais like sales create', () => {
  it.each([
    ['29,90', 2990],
    ['29.90', 2990],
    ['29,9', 2990],
    ['0,50', 50],
    ['1.234,56', 123456],
  ])('--amount %s charges %i cents each cycle', async (reais, cents) => {
    expect(await amountOf(['--amount', reais])).toBe(cents);
  });

  it('--amount-cents keeps cents, and the default stays R$ 49,90', async () => {
    expect(await amountOf(['--amount-cents', '2990'])).toBe(2990);
    expect(await amountOf([])).toBe(4990);
  });

  it('prints the amount in reais as given', async () => {
    const created = await run(['subscriptions', 'create', '--amount', '129,90']);
    expect(created.stdout).toMatch(/^amount\s+R\$ 129,90 MONTHLY$/m);
  });

  it.each([
    [['--amount', '2990'], /--amount 2990 is ambiguous: .*\(2990,00 or 29,90\).*--amount-cents 2990/],
    [['--amount', '29,90', '--amount-cents', '2990'], /--amount \(reais\) or --amount-cents \(cents\), not both/],
    [['--amount', '29,999'], /--amount must be reais such as 29,90, got "29,999"/],
    [['--amount', '0,00'], /--amount must be reais such as 29,90, got "0,00"/],
    [['--amount', 'R$ 10'], /--amount must be reais/],
    [['--amount-cents', '29,90'], /--amount-cents must be a positive integer, got "29,90"/],
  ])('refuses %j with a usage error that says why, and creates nothing', async (args, message) => {
    const before = await count();
    const refused = await run(['subscriptions', 'create', ...args]);
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('says it in Portuguese under pt_BR', async () => {
    const refused = await run(['subscriptions', 'create', '--amount', '2990'], PORTUGUESE);
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain('--amount 2990 é ambíguo');
    expect(refused.stderr).toContain('--amount-cents 2990');
  });
});

describe('the verbs whose amount always was reais take the comma forms too', () => {
  it.each([
    ['29,90', 2990],
    ['1.234,56', 123456],
    ['150', 15000],
    ['150.00', 15000],
  ])('sales create --amount %s makes a sale of %i cents', async (reais, cents) => {
    const created = await run(['sales', 'create', '--method', 'PIX', '--amount', reais, '--json']);
    expect(created).toMatchObject({ code: EXIT.ok, stderr: '' });
    // The API's sale carries its amount in cents, as a string (the spec's field).
    expect(json<{ sale: { amount: string } }>(created).sale.amount).toBe(String(cents));
  });

  it('sellers create --balance 1.500,00 starts the seller with R$ 1.500,00 available', async () => {
    const created = await run(['sellers', 'create', '--name', 'Loja Vírgula', '--balance', '1.500,00', '--json']);
    expect(created).toMatchObject({ code: EXIT.ok, stderr: '' });
    const body = json<{ seller: { defaultRecipient: { balance: { available: number } } } }>(created);
    expect(body.seller.defaultRecipient.balance.available).toBe(150000);
  });
});
