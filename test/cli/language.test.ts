import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { EXIT } from '../../src/tools/cli/verb.js';
import { VERBS } from '../../src/tools/cli/verbs.js';
import { EN, type MessageId } from '../../src/tools/cli/messages/en.js';
import { serveOptionsHelp } from '../../src/tools/cli/serve.verb.js';
import { languageOf } from '../../src/tools/cli/messages/language.js';
import { PT } from '../../src/tools/cli/messages/pt.js';
import { inLanguageOf } from '../../src/tools/cli/messages/say.js';
import { startSandbox, type Sandbox } from '../../src/tools/testing/index.js';
import { cli, closedPort, ENGLISH, json, PIX_SALE } from './cli-helpers.js';

/**
 * Issue 32: the CLI's messages in one language, chosen by the locale (pt_BR: Portuguese, anything else: English),
 * errors and help included; one table per language (src/tools/cli/messages), scanned here for the slips.
 */

const PORTUGUESE = { LC_ALL: '', LC_MESSAGES: '', LANG: 'pt_BR.UTF-8' } as const;

/** Words a Portuguese message must not hold (English), and an English one must not (Portuguese). */
const ENGLISH_WORDS = new Set(
  (
    'the of and is are with from must got not yes seller sale sales cashout cashouts delivery deliveries subscription ' +
    'subscriptions created refused missing unknown expected allowed none only default every each this its which when ' +
    'then after before was has to at by for or an will would be shown now paid failed answered attempt attempts clock ' +
    'expired why moves wall running frozen hit hits entries entry balance available reserved'
  ).split(' '),
);
const PORTUGUESE_WORDS = new Set(
  (
    'não para com venda vendas saque saques vendedor vendedores assinatura assinaturas criado criada criação pagas ' +
    'falharam entrega entregas relógio agora padrão recebido deve uma está só também então cobrança expirada'
  ).split(' '),
);

/**
 * The words of a text a reader reads as language: code spans, quoted values, commands, option names, paths, ids,
 * amounts, statuses and other UPPER_CASE values of the spec are not (they are the same in both languages), nor the verb
 * column of the global help, nor the settings' descriptions (the settings table's, src/core/settings.ts, in English, as
 * the help says), nor the test data (names of fixture sellers and customers).
 */
function proseWords(text: string): string[] {
  const prose = text
    .replace(serveOptionsHelp(), ' ')
    .replace(
      inLanguageOf(PORTUGUESE, () => serveOptionsHelp()),
      ' ',
    )
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/gateway-sandbox(?: (?:[a-z][a-z-]*|--?[a-z-]+|[A-Z]+|<[^>]+>|\[[^\]]+\]))*/g, ' ')
    .replace(/\((?:verbs|verbos): [^)]*\)/g, ' ')
    .replace(/^ {2}[a-z-]+ {2,}/gm, ' ')
    .replace(/Plano de teste|Cliente Teste|Maria da Silva|Carla Dias|Casa Sem Saque/g, ' ');
  return prose
    .split(/\s+/)
    .filter((token) => token && !/[-_./:=*<>@&{}$…0-9|[\]#+]/.test(token))
    .map((token) => token.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word.length > 0 && word !== word.toUpperCase())
    .map((word) => word.toLowerCase());
}

const foreign = (text: string, words: Set<string>) => [...new Set(proseWords(text).filter((word) => words.has(word)))];

/** Every message of a table as text: a message with parameters said with 1 for each (so "1 pagas" shows). */
const rendered = (table: typeof EN): [MessageId, string][] =>
  (Object.keys(table) as MessageId[]).map((id) => {
    const message = table[id] as unknown;
    return [
      id,
      typeof message === 'function'
        ? String((message as (...args: unknown[]) => unknown)(...Array<unknown>(message.length).fill(1)))
        : String(message),
    ];
  });

describe('the language of the CLI, from the locale as POSIX reads it', () => {
  it.each([
    [{ LANG: 'pt_BR.UTF-8' }, 'pt'],
    [{ LANG: 'pt_BR' }, 'pt'],
    [{ LANG: 'pt_BR@euro' }, 'pt'],
    [{ LANG: 'C' }, 'en'],
    [{ LANG: 'C.UTF-8' }, 'en'],
    [{ LANG: 'en_US.UTF-8' }, 'en'],
    [{ LANG: 'pt_PT.UTF-8' }, 'en'],
    [{}, 'en'],
    [{ LANG: 'C', LC_MESSAGES: 'pt_BR.UTF-8' }, 'pt'],
    [{ LANG: 'pt_BR.UTF-8', LC_MESSAGES: 'C' }, 'en'],
    [{ LANG: 'C', LC_MESSAGES: 'C', LC_ALL: 'pt_BR.UTF-8' }, 'pt'],
    [{ LANG: 'pt_BR.UTF-8', LC_ALL: 'POSIX' }, 'en'],
    [{ LANG: 'pt_BR.UTF-8', LC_ALL: '', LC_MESSAGES: '' }, 'pt'],
  ] as const)('%j speaks %s', (env, language) => {
    expect(languageOf(env)).toBe(language);
  });
});

describe('the real bin reads the locale of its environment', () => {
  it.each([
    [PORTUGUESE, '"1x" não é uma duração', 'Uso:'],
    [ENGLISH, '"1x" is not a duration', 'Usage:'],
  ])('%j', (env, error, usage) => {
    const bin = join(ROOT, 'dist/bundle/cli.mjs');
    const bad = spawnSync(process.execPath, [bin, 'clock', 'advance', '1x'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect([bad.status, bad.stderr]).toEqual([EXIT.usage, expect.stringContaining(error)]);
    const help = spawnSync(process.execPath, [bin, 'help', 'clock'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(help.stdout).toContain(`\n${usage}\n`);
  });
});

describe('the two message tables', () => {
  it('hold the same ids (the compiler checks the parameters too)', () => {
    expect(Object.keys(PT).sort()).toEqual(Object.keys(EN).sort());
  });

  it('have no English in the Portuguese table, and no Portuguese in the English one', () => {
    const english = rendered(PT)
      .map(([id, text]) => [id, foreign(text, ENGLISH_WORDS)] as const)
      .filter(([, words]) => words.length);
    const portuguese = rendered(EN)
      .map(([id, text]) => [id, foreign(text, PORTUGUESE_WORDS)] as const)
      .filter(([, words]) => words.length);
    expect({ english, portuguese }).toEqual({ english: [], portuguese: [] });
  });

  it('agree a saque in the masculine and never count "1 pagas" (the slips of issue 32)', () => {
    const slips = rendered(PT).filter(
      ([, text]) =>
        (/\bsaques?\b/i.test(text) && /\b(criada|feita|aprovada|concluída|rejeitada)\b/i.test(text)) ||
        /\b1 (pagas|falharam|tentativas|vendas|saques|assinaturas)\b/.test(text),
    );
    expect(slips).toEqual([]);
  });

  it('translate every message but the ones that are the same words in both languages', () => {
    const same = rendered(PT)
      .filter(([id, text]) => text === rendered(EN).find(([other]) => other === id)?.[1])
      .map(([id]) => id);
    expect(same.sort()).toEqual(
      ['clock.zone', 'label.console', 'label.tenant', 'ledger.total', 'type.name', 'ledger.note'].sort(),
    );
  });
});

describe('every verb speaks the language of LANG, its errors and help too', () => {
  let sandbox: Sandbox;
  let nowhere: string;
  let saleId: number;
  let expiredId: number;
  const run = (env: Record<string, string>, ...args: string[]) => cli(sandbox.url, args, env);

  beforeAll(async () => {
    sandbox = await startSandbox({ settings: { webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 1000 } });
    nowhere = `http://127.0.0.1:${await closedPort()}`;
    const created = await sandbox.client('acme').sales.create(PIX_SALE);
    saleId = created.data!.sale.id;
    await sandbox.admin.sales.move(saleId, 'PAGO');
    const expiring = await sandbox.client('acme').sales.create(PIX_SALE);
    expiredId = expiring.data!.sale.id;
    // A PIX charge expires a day after it is made: two days on the clock cancel it the real way (the expiry job).
    await sandbox.admin.clock.advance({ days: 2 });
  });
  afterAll(() => sandbox.close());

  /** What a finance QA runs, each verb's reading commands and a few that make things. */
  const RUNS: string[][] = [
    ['overview'],
    ['sellers', 'list'],
    ['sellers', 'show', '1000'],
    ['sales', 'list', '--limit', '3'],
    ['cashouts', 'list'],
    ['subscriptions', 'list'],
    ['ledger', '1000', '--limit', '3'],
    ['search', 'maria'],
    ['clock', 'show'],
    ['clock', 'advance', '1h'],
    ['deliveries', 'list'],
    ['inbox', 'list'],
    ['events', '--limit', '5'],
    ['requests', 'list', '--limit', '3'],
    ['faults', 'list'],
    ['trigger', 'cashout.completed'],
    ['subscriptions', 'create', '--product', 'Plano Ouro', '--customer-name', 'Carla Dias', '--amount', '29,90'],
    ['help'],
  ];

  it.each(RUNS)('%s … prints the same facts in Portuguese under pt_BR and in English under C', async (...args) => {
    const english = await run(ENGLISH, ...args);
    const portuguese = await run(PORTUGUESE, ...args);
    expect([english.code, portuguese.code]).toEqual([EXIT.ok, EXIT.ok]);
    expect(foreign(portuguese.stdout, ENGLISH_WORDS)).toEqual([]);
    expect(foreign(english.stdout, PORTUGUESE_WORDS)).toEqual([]);
    expect(portuguese.stdout).not.toBe(english.stdout);
  });

  it.each(VERBS.filter((verb) => verb.name !== 'verify' && verb.name !== 'cluster').map((verb) => verb.name))(
    '%s --help is in the language of the locale',
    async (verb) => {
      const english = await run(ENGLISH, verb, '--help');
      const portuguese = await run(PORTUGUESE, verb, '--help');
      expect(foreign(portuguese.stdout, ENGLISH_WORDS)).toEqual([]);
      expect(foreign(english.stdout, PORTUGUESE_WORDS)).toEqual([]);
      expect(portuguese.stdout).not.toBe(english.stdout);
    },
  );

  it.each([
    [['clock', 'advance', '1x'], '"1x" is not a duration', '"1x" não é uma duração'],
    [['sales', 'show', 'abc'], 'the sale id must be a positive integer', 'o id da venda: deve ser um inteiro positivo'],
    [['sales', 'move', '1', 'NOPE'], 'the status must be one of', 'o status: deve ser um de'],
    [['sales', 'nope'], 'unknown command "nope"', 'comando desconhecido "nope"'],
    [['nope'], 'unknown verb "nope"', 'verbo desconhecido "nope"'],
    [['events', '--type', 'nope'], 'unknown event type nope', 'tipo de evento desconhecido nope'],
  ])('a usage error (%j) is said in the language of the locale, exit 2', async (args, english, portuguese) => {
    expect(await run(ENGLISH, ...args)).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(english) });
    const said = await run(PORTUGUESE, ...args);
    expect(said).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(portuguese) });
    expect(foreign(said.stderr, ENGLISH_WORDS)).toEqual([]);
  });

  it('says it cannot reach the sandbox in the language of the locale', async () => {
    const english = await cli(nowhere, ['clock', 'show'], ENGLISH);
    const portuguese = await cli(nowhere, ['clock', 'show'], PORTUGUESE);
    expect(english).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining('cannot reach the sandbox') });
    expect(portuguese).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('não foi possível falar com o sandbox'),
    });
    expect(foreign(portuguese.stderr, ENGLISH_WORDS)).toEqual([]);
  });

  it('labels a refusal and its allowed moves in the language of the locale; the API’s own message as it sent it', async () => {
    const english = await run(ENGLISH, 'sales', 'move', String(saleId), 'PENDENTE');
    const portuguese = await run(PORTUGUESE, 'sales', 'move', String(saleId), 'PENDENTE');
    expect(english).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringMatching(/refused: .*\nallowed moves from here: /),
    });
    expect(portuguese).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringMatching(/recusado: .*\ntransições permitidas a partir daqui: /),
    });
  });

  it('LC_ALL wins over LANG for a run, and --json is the same in both', async () => {
    const forced = await run({ LANG: 'pt_BR.UTF-8', LC_ALL: 'C' }, 'clock', 'show');
    expect(forced.stdout).toMatch(/^now \(sandbox clock\)/);
    const [english, portuguese] = await Promise.all([
      run(ENGLISH, 'sales', 'show', String(saleId), '--json'),
      run(PORTUGUESE, 'sales', 'show', String(saleId), '--json'),
    ]);
    expect(json(portuguese)).toEqual(json(english));
  });

  it('clock show and advance print Brasília time with the offset said once', async () => {
    for (const env of [ENGLISH, PORTUGUESE]) {
      const shown = await run(env, 'clock', 'show');
      expect(shown.stdout.match(/UTC-3/g)).toHaveLength(1);
      expect(shown.stdout).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d \(Brasília, UTC-3\)/);
      expect(shown.stdout).not.toMatch(/\d{4}-\d\d-\d\dT/);
      const advanced = await run(env, 'clock', 'advance', '1m');
      expect(advanced.stdout.match(/UTC-3/g)).toHaveLength(1);
      expect(advanced.stdout).not.toMatch(/\d{4}-\d\d-\d\dT/);
    }
  });

  it('sales show says an expired PIX expired, and why (the clock job), beside CANCELADO', async () => {
    const english = await run(ENGLISH, 'sales', 'show', String(expiredId));
    expect(english.stdout).toMatch(/^status\s+CANCELADO \(expired\)$/m);
    expect(english.stdout).toMatch(
      /^why\s+its expiry passed unpaid: cancelled by the clock job sales\.expiry at \d\d\/\d\d\/\d{4}/m,
    );
    expect(english.stdout).toMatch(/CANCELADO \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d \(sales\.expiry\)/);
    const portuguese = await run(PORTUGUESE, 'sales', 'show', String(expiredId));
    expect(portuguese.stdout).toMatch(/^status\s+CANCELADO \(expirada\)$/m);
    expect(portuguese.stdout).toMatch(
      /^motivo\s+o prazo venceu sem pagamento: cancelada pelo job do relógio sales\.expiry/m,
    );
    // A sale cancelled by hand is not said to have expired.
    const paid = await run(ENGLISH, 'sales', 'show', String(saleId));
    expect(paid.stdout).not.toMatch(/expired|why/);
  });

  it('names sellers by name in shows and counts (ledger: the total, not the page size)', async () => {
    const ledger = await run(ENGLISH, 'ledger', '1000', '--limit', '1');
    const total = json<{ pagination: { total: number } }>(await run(ENGLISH, 'ledger', '1000', '--json')).pagination
      .total;
    expect(total).toBeGreaterThan(1);
    expect(ledger.stdout).toContain(`1 of ${total} entries of seller 1000 Acme Comércio Eletrônico LTDA`);
    const portuguese = await run(PORTUGUESE, 'ledger', '1000', '--limit', '1');
    expect(portuguese.stdout).toContain(`1 de ${total} lançamento(s) do vendedor 1000 Acme Comércio Eletrônico LTDA`);
    const cashouts = json<{ cashouts: { id: number }[] }>(await run(ENGLISH, 'cashouts', 'list', '--json'));
    const shown = await run(ENGLISH, 'cashouts', 'show', String(cashouts.cashouts[0].id));
    expect(shown.stdout).toMatch(/^seller\s+1000 Acme Comércio Eletrônico LTDA$/m);
    const subscription = await run(ENGLISH, 'subscriptions', 'create', '--product', 'Plano Ouro', '--amount', '29.90');
    expect(subscription.stdout).toMatch(/^seller\s+1000 Acme Comércio Eletrônico LTDA$/m);
    expect(subscription.stdout).toMatch(/^product\s+Plano Ouro$/m);
    expect(subscription.stdout).toMatch(/^amount\s+R\$ 29,90 MONTHLY$/m);
  });

  it('search prints readable columns: why each hit matched in words, no JSON', async () => {
    for (const env of [ENGLISH, PORTUGUESE]) {
      const found = await run(env, 'search', 'maria');
      expect(found.code).toBe(EXIT.ok);
      expect(found.stdout).not.toMatch(/[[{]"/);
    }
  });
});
