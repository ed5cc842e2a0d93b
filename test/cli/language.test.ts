import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { EXIT } from '../../src/tools/cli/verb.js';
import { unreachableLine } from '../../src/tools/cli/connection.js';
import { VERBS } from '../../src/tools/cli/verbs.js';
import { EN, type MessageId } from '../../src/tools/cli/messages/en.js';
import { languageOf } from '../../src/tools/cli/messages/language.js';
import { PT } from '../../src/tools/cli/messages/pt.js';
import { inLanguageOf, t } from '../../src/tools/cli/messages/say.js';
import { startSandbox, type Sandbox } from '../../src/tools/testing/index.js';
import { SETTINGS } from '../../src/core/settings.js';
import { SETTING_DESCRIPTIONS_PT } from '../../src/core/settings-doc.pt.js';
import {
  GAPS,
  renderReport,
  verifyGateway,
  type ProblemReport,
  type VerifyReport,
} from '../../src/tools/verify/index.js';
import { ACCOUNTS } from '../helpers/accounts.js';

const keysOf = (handle: 'acme') => ({
  publicKey: ACCOUNTS[handle].publicKey,
  privateKey: ACCOUNTS[handle].privateKey,
});
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
 * column of the global help, nor a setting's default, nor the test data (names of fixture sellers and customers).
 */
function proseWords(text: string): string[] {
  const prose = text
    // A setting's variable and default in the help: values as they are typed (now, info, reject…).
    .replace(/^ {6}env [A-Z_]+, (?:default|padrão) .*$/gm, ' ')
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

describe('serve’s options, described in both languages', () => {
  it('every setting has a Portuguese description, its own words', () => {
    expect(Object.keys(SETTING_DESCRIPTIONS_PT).sort()).toEqual(Object.keys(SETTINGS).sort());
    const untranslated = (Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]).filter(
      (name) => !SETTING_DESCRIPTIONS_PT[name].trim() || SETTING_DESCRIPTIONS_PT[name] === SETTINGS[name].description,
    );
    expect(untranslated).toEqual([]);
  });
});

/** A report with every verdict, a warning resting on a gap, an abort, a replay and what it created: its texts said. */
function sampleReport(): VerifyReport {
  const check = {
    kind: 'call' as const,
    operation: 'GET /api/seller',
    expected: '200 seller.response',
    problems: [] as ProblemReport[],
  };
  return {
    tool: 'gateway-sandbox verify 0.1.0',
    target: { baseUrl: 'http://127.0.0.1:1', kind: 'gateway', decidedBy: 'recording' },
    mode: { write: true, cashout: true },
    replayedFrom: 'rec',
    aborted: t('verify.cannotReachTarget', 'ECONNRESET'),
    summary: { total: 5, pass: 1, fail: 1, warn: 1, error: 1, skip: 1 },
    exitCode: 1,
    created: [{ kind: 'cashout', id: 7, by: 'cashout.create', detail: t('verify.createdCashout', 100) }],
    checks: [
      { ...check, id: 'a', title: t('verify.title.seller'), observed: '200', verdict: 'pass' },
      {
        ...check,
        id: 'b',
        title: t('verify.title.balance'),
        request: { method: 'GET', path: '/api/public/balance', auth: 'swapped' },
        observed: `200, ${t('verify.observedProblems', 2)}`,
        verdict: 'fail',
        problems: [
          { path: '$.x', message: t('verify.schemaRequired'), severity: 'fail' },
          { path: '$.y', message: t('verify.isExpected', '1', '2'), severity: 'warn', gap: 'balance-path' },
        ],
      },
      { ...check, id: 'c', title: t('verify.title.noKeys'), observed: t('verify.observedTimeout'), verdict: 'error' },
      {
        ...check,
        id: 'd',
        title: t('verify.title.cashout'),
        observed: t('verify.observedNotSent'),
        verdict: 'skip',
        note: t('verify.sandboxOnly', t('verify.testCards')),
      },
      {
        ...check,
        kind: 'rule',
        id: 'e',
        title: t('verify.rule.balance'),
        observed: t('verify.observedProblems', 1),
        verdict: 'warn',
        problems: [{ path: '$.z', message: t('verify.notKeySent'), severity: 'warn', gap: 'live-data' }],
      },
    ],
  };
}

/** What verify's table says around its checks' ids: a check's line without its verdict label and id (a name). */
const verifyProse = (text: string) =>
  text.replace(/^(?:PASS|FAIL|WARN|ERROR|SKIP|OK|FALHA|AVISO|ERRO|PULADA) +\S+/gm, ' ');

/** JUnit XML without its texts: the elements and attributes a CI dashboard reads. */
const xmlSkeleton = (xml: string) => xml.replace(/"[^"]*"/g, '""').replace(/>[^<]*</g, '><');

describe('verify’s reports speak the language of the run; their forms do not change', () => {
  it('says why a check rests on a sandbox choice in Portuguese too (each gap of verify.gaps.ts)', () => {
    const english = Object.entries(GAPS)
      .map(([id, gap]) => [id, foreign(gap.pt, ENGLISH_WORDS)] as const)
      .filter(([, words]) => words.length);
    expect(english).toEqual([]);
  });

  it('the table says every verdict, warning, abort and record in the language of the locale', () => {
    const english = inLanguageOf(ENGLISH, () => renderReport(sampleReport(), 'table'));
    const portuguese = inLanguageOf(PORTUGUESE, () => renderReport(sampleReport(), 'table'));
    expect(foreign(verifyProse(portuguese), ENGLISH_WORDS)).toEqual([]);
    expect(foreign(verifyProse(english), PORTUGUESE_WORDS)).toEqual([]);
    expect(english).toContain('5 checks: 1 passed, 1 failed, 1 warning, 1 error, 1 skipped. Exit code 1');
    expect(portuguese).toContain('5 verificações: 1 ok, 1 com falha, 1 aviso, 1 erro, 1 pulada. Código de saída 1');
    expect(portuguese).toMatch(/^AVISO +e +o saldo é igual/m);
  });

  it('JUnit keeps its elements and attributes; JSON its fields, ids and verdicts', () => {
    const [english, portuguese] = [ENGLISH, PORTUGUESE].map((env) =>
      inLanguageOf(env, () => [renderReport(sampleReport(), 'junit'), renderReport(sampleReport(), 'json')]),
    );
    expect(xmlSkeleton(portuguese[0])).toBe(xmlSkeleton(english[0]));
    expect(portuguese[0]).not.toBe(english[0]);
    const shape = (text: string) =>
      (JSON.parse(text) as VerifyReport).checks.map((check) => [check.id, check.verdict, Object.keys(check).sort()]);
    expect(shape(portuguese[1])).toEqual(shape(english[1]));
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

  it.each(VERBS.map((verb) => verb.name))(
    '%s --help is in the language of the locale (serve’s: every setting described in it)',
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

  it('says it cannot reach the sandbox, and why, in the language of the locale; the code kept for searching', async () => {
    const english = await cli(nowhere, ['clock', 'show'], ENGLISH);
    const portuguese = await cli(nowhere, ['clock', 'show'], PORTUGUESE);
    expect(english).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining(`cannot reach the sandbox at ${nowhere} (ECONNREFUSED): connection refused`),
    });
    expect(portuguese).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining(
        `não foi possível conectar ao sandbox em ${nowhere}: conexão recusada (ECONNREFUSED)`,
      ),
    });
    expect(foreign(portuguese.stderr, ENGLISH_WORDS)).toEqual([]);
    // A sandbox that resets the connection, and one that closes it before answering: real sockets, said by cause.
    for (const [close, said] of [
      [(socket: Socket) => socket.resetAndDestroy(), 'conexão encerrada pelo outro lado (ECONNRESET)'],
      [(socket: Socket) => socket.end(), 'a conexão fechou antes da resposta (UND_ERR_SOCKET)'],
    ] as const) {
      const server = createServer((socket) => socket.once('data', () => close(socket)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const closed = await cli(url, ['clock', 'show'], PORTUGUESE);
        expect(closed).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(`em ${url}: ${said}`) });
        expect(foreign(closed.stderr, ENGLISH_WORDS)).toEqual([]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });

  it.each([
    ['ENOTFOUND', 'endereço não encontrado', 'address not found'],
    ['EAI_AGAIN', 'endereço não encontrado', 'address not found'],
    ['ETIMEDOUT', 'tempo esgotado', 'timed out'],
    ['UND_ERR_CONNECT_TIMEOUT', 'tempo esgotado', 'timed out'],
    ['UND_ERR_HEADERS_TIMEOUT', 'tempo esgotado', 'timed out'],
    ['EHOSTUNREACH', 'rede inacessível', 'network unreachable'],
  ])('a fetch failed with %s is said by its cause, the code kept', (code, portuguese, english) => {
    const failed = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });
    const url = 'http://sandbox.example:4010';
    expect(inLanguageOf(PORTUGUESE, () => unreachableLine(failed, url))).toContain(
      `em ${url}: ${portuguese} (${code})`,
    );
    expect(inLanguageOf(ENGLISH, () => unreachableLine(failed, url))).toContain(`at ${url} (${code}): ${english}`);
  });

  it.each([
    [
      ['sales', 'list', '--bogus'],
      'unknown option --bogus',
      'opção desconhecida --bogus',
      'gateway-sandbox help sales',
    ],
    [
      ['sales', 'list', '--limit'],
      'option --limit needs a value',
      'a opção --limit precisa de um valor',
      'gateway-sandbox help sales',
    ],
    [
      ['sales', 'list', '--json=yes'],
      'option --json takes no value',
      'a opção --json não recebe valor',
      'gateway-sandbox help sales',
    ],
    [
      ['verify', 'extra'],
      'unexpected argument "extra"',
      'argumento inesperado "extra"',
      'gateway-sandbox verify --help',
    ],
    [['verify', '--bogus'], 'unknown option --bogus', 'opção desconhecida --bogus', 'gateway-sandbox verify --help'],
    [['db', 'check', '--bogus'], 'unknown option --bogus', 'opção desconhecida --bogus', 'gateway-sandbox db check'],
    [['cluster', '--bogus'], 'unknown option --bogus', 'opção desconhecida --bogus', 'gateway-sandbox help cluster'],
    [['serve', '--bogus'], 'unknown option --bogus', 'opção desconhecida --bogus', 'gateway-sandbox --help'],
    [
      ['serve', '--port'],
      'option --port needs a value',
      'a opção --port precisa de um valor',
      'gateway-sandbox --help',
    ],
  ])(
    'an option Node’s parser refuses (%j) is a usage error in the language of the locale',
    async (args, english, portuguese, hint) => {
      const inEnglish = await run(ENGLISH, ...args);
      expect(inEnglish).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(english) });
      expect(inEnglish.stderr).toContain(hint);
      const said = await run(PORTUGUESE, ...args);
      expect(said).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(portuguese) });
      expect(said.stderr).toContain(hint);
      expect(foreign(said.stderr, ENGLISH_WORDS)).toEqual([]);
    },
  );

  it.each([
    [
      ['serve', '--port', 'abc'],
      {},
      '--port: expected a non-negative integer, got "abc"',
      '--port: esperava um inteiro não negativo, recebeu "abc"',
    ],
    [
      ['serve', '--port', '0'],
      { SANDBOX_CLOCK_START: 'yesterday' },
      'SANDBOX_CLOCK_START: expected "anchor", "now" or an ISO 8601 instant, got "yesterday"',
      'SANDBOX_CLOCK_START: esperava "anchor", "now" ou um instante ISO 8601, recebeu "yesterday"',
    ],
  ])(
    'serve refuses a setting’s value (%j) in the language of the locale, a flag or a variable',
    async (args, env, english, portuguese) => {
      const inEnglish = await run({ ...ENGLISH, ...env }, ...args);
      expect(inEnglish).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(english) });
      const said = await run({ ...PORTUGUESE, ...env }, ...args);
      expect(said).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining(portuguese) });
      expect(foreign(said.stderr, ENGLISH_WORDS)).toEqual([]);
    },
  );

  /** Each verb's usual failures: an id that is not there (the API's 404), a bad amount, a file that is not there. */
  const FAILURES: string[][] = [
    ['sellers', 'show', '99999'],
    ['sales', 'show', '99999'],
    ['sales', 'move', '99999', 'PAGO'],
    ['sales', 'create', '--amount', 'abc'],
    ['cashouts', 'show', '99999'],
    ['cashouts', 'create', 'abc', 'maria@example.com'],
    ['cashouts', 'postback', '99999', 'COMPLETED'],
    ['subscriptions', 'show', '99999'],
    ['subscriptions', 'pause', '99999'],
    ['subscriptions', 'create', '--amount', '1,2,3'],
    ['ledger', '99999'],
    ['deliveries', 'show', '99999'],
    ['deliveries', 'redeliver', '99999'],
    ['requests', 'show', '99999'],
    ['faults', 'disarm', '99999'],
    ['timeline', 'nope:1'],
    ['trigger', 'nope.event'],
    ['tenants', 'delete', 'nope'],
    ['tenants', 'export', 'nope'],
    ['tenants', 'export', 'Not A Name'],
    ['tenants', 'import', 'nowhere/nope.tenant.json'],
    ['state', 'load', 'nowhere/nope.json'],
    ['scenario', 'apply', 'nope'],
    ['clock', 'advance', 'soon'],
  ];

  it.each(FAILURES)('%s … fails in Portuguese under pt_BR: nothing English on stdout or stderr', async (...args) => {
    const said = await run(PORTUGUESE, ...args);
    expect([EXIT.usage, EXIT.refused]).toContain(said.code);
    expect(said.stderr).not.toBe('');
    expect(foreign(`${said.stdout}\n${said.stderr}`, ENGLISH_WORDS)).toEqual([]);
  });

  it.each([
    ['overview'],
    ['sales', 'list'],
    ['tenants', 'export', 'acme'],
    ['timeline', 'sale:1'],
    ['search', 'maria'],
  ])('%s … against no sandbox says so in Portuguese under pt_BR', async (...args) => {
    const said = await cli(nowhere, args, PORTUGUESE);
    expect(said).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('conexão recusada (ECONNREFUSED)'),
    });
    expect(foreign(`${said.stdout}\n${said.stderr}`, ENGLISH_WORDS)).toEqual([]);
  });

  it('tenants export and import say what they did in the language of the locale; --json the same in both', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lang-tenants-'));
    try {
      const cases = [
        {
          env: PORTUGUESE,
          name: 'qa-pt',
          exported: 'exportado para',
          imported: 'importado de',
          words: ENGLISH_WORDS,
          refusal: ENGLISH_WORDS,
        },
        {
          env: ENGLISH,
          name: 'qa-en',
          exported: 'exported to',
          imported: 'imported from',
          words: PORTUGUESE_WORDS,
          refusal: new Set<string>(),
        },
      ];
      // No operator's token on this sandbox: the tenant's own reads its state and deletes it.
      const tokens: Record<string, { SANDBOX_ADMIN_TOKEN: string }> = {};
      for (const { env, name, exported: exportedTo, imported: importedFrom, words, refusal } of cases) {
        const created = json<{ adminToken: string }>(await run(env, 'tenants', 'create', name, '--json'));
        const own = (tokens[name] = { SANDBOX_ADMIN_TOKEN: created.adminToken });
        const file = join(dir, `${name}.tenant.json`);
        const exported = await run({ ...env, ...own }, 'tenants', 'export', name, file);
        expect(exported).toMatchObject({
          code: EXIT.ok,
          stdout: expect.stringContaining(`tenant ${name} ${exportedTo} ${file}`),
        });
        expect((await run({ ...env, ...own }, 'tenants', 'delete', name)).code).toBe(EXIT.ok);
        const imported = await run(env, 'tenants', 'import', file);
        expect(imported).toMatchObject({
          code: EXIT.ok,
          stdout: expect.stringContaining(`tenant ${name} ${importedFrom} ${file}`),
        });
        // Imported over itself: refused (409), the API's code as it sent it.
        const again = await run(env, 'tenants', 'import', file);
        expect(again).toMatchObject({ code: EXIT.refused, stderr: expect.stringContaining('409 TENANT_EXISTS') });
        expect(foreign(`${exported.stdout}${imported.stdout}`, words)).toEqual([]);
        // The API's own message is the spec's Portuguese in both: only the Portuguese refusal is scanned.
        expect(foreign(again.stderr, refusal)).toEqual([]);
      }
      // The imported tenant kept its token; --json says the same under both locales.
      const exportJson = async (env: Record<string, string>) => {
        const { file, ...rest } = json<{ file: string }>(
          await run(
            { ...env, ...tokens['qa-pt'] },
            'tenants',
            'export',
            'qa-pt',
            join(dir, `${env.LANG}.json`),
            '--json',
          ),
        );
        return [rest, file.endsWith('.json')];
      };
      expect(await exportJson(PORTUGUESE)).toEqual(await exportJson(ENGLISH));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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

  it('verify holds the sandbox in the language of the locale: its table, and the same JSON but for its texts', async () => {
    const keys = ['--public-key', keysOf('acme').publicKey, '--private-key', keysOf('acme').privateKey];
    const args = ['verify', '--base-url', sandbox.url, ...keys, '--write'];
    const [english, portuguese] = [await run(ENGLISH, ...args), await run(PORTUGUESE, ...args)];
    expect([english.code, portuguese.code]).toEqual([EXIT.ok, EXIT.ok]);
    expect(foreign(verifyProse(portuguese.stdout), ENGLISH_WORDS)).toEqual([]);
    expect(foreign(verifyProse(english.stdout), PORTUGUESE_WORDS)).toEqual([]);
    expect(english.stdout).toMatch(/^Created on the target:$/m);
    expect(portuguese.stdout).toMatch(/^Criado no alvo:$/m);
    expect(portuguese.stdout).toMatch(/^\d+ verificações: \d+ ok, 0 com falha/m);
    const json = async (env: Record<string, string>) =>
      (JSON.parse((await run(env, ...args, '--report', 'json')).stdout) as VerifyReport).checks.map((check) => [
        check.id,
        check.verdict,
        check.operation,
      ]);
    expect(await json(PORTUGUESE)).toEqual(await json(ENGLISH));
  });

  it('verify says its findings, rule texts and gap notes in Portuguese: a gateway that drifted, read under pt_BR', async () => {
    // The sandbox's answers changed on the way: the seller's id a string and a field more, the metrics' arr off.
    const drifted: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (response.status !== 200 || !['/api/seller', '/api/subscriptions/metrics'].includes(path)) return response;
      const body = (await response.json()) as { id: number; data: { arr: number } };
      return Response.json(
        path === '/api/seller'
          ? { ...body, id: String(body.id), nickname: 'acme' }
          : { ...body, data: { ...body.data, arr: body.data.arr + 1 } },
      );
    };
    const options = {
      baseUrl: sandbox.url,
      ...keysOf('acme'),
      target: 'gateway',
      write: true,
      fetch: drifted,
    } as const;
    const table = await inLanguageOf(PORTUGUESE, async () => renderReport(await verifyGateway(options), 'table'));
    expect(table).toMatch(/^FALHA +seller /m);
    expect(table).toMatch(/^ +\$\.id deve ser do tipo integer$/m);
    expect(table).toMatch(/^ +\$\.nickname não está no contrato .*\[aviso, depende de: closed-schemas\]$/m);
    expect(table).toMatch(/^ +subscriptions\.metrics \$\.data\.arr é \d/m);
    expect(table).toMatch(/^ +só no sandbox: os cartões de teste/m);
    expect(foreign(verifyProse(table), ENGLISH_WORDS)).toEqual([]);
  });

  it('cluster says its usage errors, and a missing haproxy, in the language of the locale', async () => {
    const shards = ['cluster', '--shards', '0'];
    expect(await run(ENGLISH, ...shards)).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--shards must be a whole number from 1 to 64'),
    });
    const portuguese = await run(PORTUGUESE, ...shards);
    expect(portuguese).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--shards: deve ser um número inteiro de 1 a 64'),
    });
    expect(foreign(portuguese.stderr, ENGLISH_WORDS)).toEqual([]);
    // No process starts: the supervisor looks for haproxy first.
    const missing = ['cluster', '--shards', '1', '--port', nowhere.split(':').at(-1)!, '--haproxy', '/nowhere/haproxy'];
    expect(await run(ENGLISH, ...missing)).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('haproxy not found (/nowhere/haproxy)'),
    });
    const absent = await run(PORTUGUESE, ...missing);
    expect(absent).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('haproxy não encontrado (/nowhere/haproxy)'),
    });
    expect(foreign(absent.stderr, ENGLISH_WORDS)).toEqual([]);
  });

  it('search prints readable columns: why each hit matched in words, no JSON', async () => {
    for (const env of [ENGLISH, PORTUGUESE]) {
      const found = await run(env, 'search', 'maria');
      expect(found.code).toBe(EXIT.ok);
      expect(found.stdout).not.toMatch(/[[{]"/);
    }
  });
});
