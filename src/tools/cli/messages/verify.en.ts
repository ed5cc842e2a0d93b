/**
 * What `verify` says in English (src/tools/verify and its verb): the table's section that verify.pt.ts mirrors, spread
 * into en.ts. The report's ids, verdicts, paths, gap ids and the fields of its JSON and JUnit forms are not here:
 * they are the same in every language.
 */
export const VERIFY_EN = {
  'verify.usage': (
    pixKeyTypes: string,
    saleAmountCents: number,
    timeoutMs: number,
  ) => `Usage: gateway-sandbox verify --base-url URL --public-key PK --private-key SK [options]
       gateway-sandbox verify --replay DIR [--report table|json|junit] [--out FILE]

Holds a gateway (the real one, a staging one, this sandbox) against the contract the sandbox
ships: a scripted conversation, read-only unless --write, every answer checked against the
JSON Schemas for its status, and the consistency rules the spec implies across calls.

  --base-url URL            The target, e.g. https://staging.gateway.example
  --public-key PK           X-Api-Public-Key (or env GATEWAY_PUBLIC_KEY)
  --private-key SK          X-Api-Private-Key (or env GATEWAY_PRIVATE_KEY)
  --write                   Also create data: a PIX sale of the minimum amount, read back; against
                            the sandbox also a card sale with its approving test card
  --cashout                 With --write: a cashout of the minimum (R$ 100,00) to --pix-key
  --pix-key KEY             The PIX key the cashout is sent to
  --pix-key-type TYPE       ${pixKeyTypes} (default CPF)
  --sale-id N               The sale to read (default: the first the sales list shows)
  --subscription-id N       The subscription to read (default: the first of the list)
  --sale-amount-cents N     The PIX sale's amount (default ${saleAmountCents}, the sandbox's minimum)
  --target auto|sandbox|gateway
                            What the target is (default auto: a sandbox is recognised by its
                            /openapi.json). Against a gateway, checks that rest on the sandbox's
                            own choices where the spec is silent are warnings, not failures
  --report table|json|junit Report format (default table)
  --out FILE                Write the report to FILE; print only the summary line
  --record DIR              Save every exchange, redacted (keys, documents, e-mails, phones,
                            PIX keys, card data, secrets), for --replay and for diffing
  --replay DIR              Judge a recording offline, with the options it was made with
  --timeout-ms N            Per request (default ${timeoutMs})
  --help                    Show this help

Exit code: 0 everything held (warnings allowed), 1 drift from the contract, 2 could not be
judged: a usage error, no connection, the keys refused (401 to GET /api/seller, the first call
with them: a rotated or mistyped key is not drift; nothing after it is sent), a timeout or a
server error (5xx).
`,
  'verify.seeHelp': 'Run gateway-sandbox verify --help for the options.',
  // The verb's usage errors.
  'verify.flagInteger': (flag: string, value: string) => `--${flag} must be a positive integer, not ${value}`,
  'verify.flagReport': (formats: string, value: string) => `--report must be one of ${formats}, not ${value}`,
  'verify.flagCashoutWrite': '--cashout creates data: add --write',
  'verify.flagCashoutKey': '--cashout needs --pix-key, the key the cashout is sent to',
  'verify.flagPixKeyAlone': '--pix-key and --pix-key-type go with --cashout',
  'verify.flagPixKeyType': (types: string, value: string) => `--pix-key-type must be one of ${types}, not ${value}`,
  'verify.flagTarget': (value: string) => `--target must be auto, sandbox or gateway, not ${value}`,
  'verify.flagBaseUrl': '--base-url is required (or --replay DIR)',
  'verify.flagKeys': '--public-key and --private-key are required (or GATEWAY_PUBLIC_KEY and GATEWAY_PRIVATE_KEY)',
  // The library's refusals of options (src/tools/verify/index.ts) and of a recording.
  'verify.optionInteger': (name: string, value: string) => `${name} must be a positive integer, not ${value}`,
  'verify.replayConflicts': (names: string) => `replay takes the run's options from the recording; drop ${names}`,
  'verify.baseUrlRequired': 'a base URL is required',
  'verify.notUrl': (text: string) => `not a URL: ${text}`,
  'verify.notHttp': (protocol: string) => `the base URL must be http or https, not ${protocol}`,
  'verify.keysRequired': 'both keys are required (public and private)',
  'verify.optionTarget': (value: string) => `target must be auto, sandbox or gateway, not ${value}`,
  'verify.cashoutWrite': 'a cashout creates data: it needs write',
  'verify.cashoutKey': 'a cashout needs the PIX key to send it to',
  'verify.optionPixKeyType': (types: string, value: string) => `pixKeyType must be one of ${types}, not ${value}`,
  'verify.notRecording': (dir: string) => `${dir} is not a verify recording: no run.json`,
  'verify.recordingFormat': (file: string, format: string) => `${file}: unknown recording format ${format}`,
  'verify.replayMissing': 'the recording holds no exchange for this step',
  'verify.replayOther': (method: string, path: string, auth: string) =>
    `the recorded request was ${method} ${path} (${auth})`,
  // Reaching the target.
  'verify.noAnswerWithin': (ms: number) => `no answer within ${ms} ms`,
  'verify.cannotReach': (url: string, why: string) => `cannot reach ${url}: ${why}`,
  'verify.cannotReachTarget': (why: string) => `cannot reach the target: ${why}`,
  'verify.keysRefused': (operation: string) => `could not be judged: the target refused the keys (401 to ${operation})`,
  'verify.lostConnection': (why: string) => `not sent: the target stopped answering (${why})`,
  'verify.lostTimeouts': (count: number) => `not sent: the target stopped answering (${count} timeouts in a row)`,
  'verify.lostKeys': 'not sent: the target refused the keys',
  // What a check observed, and why it was skipped.
  'verify.noBody': 'no body',
  'verify.observedTimeout': 'timeout',
  'verify.observedNotRecorded': 'not in the recording',
  'verify.observedNoConnection': 'no connection',
  'verify.observedServerError': (status: number) => `${status} server error`,
  'verify.observedProblems': (count: number) => `${count} problem${count === 1 ? '' : 's'}`,
  'verify.observedNotSent': 'not sent',
  'verify.observedNotJudged': 'not judged',
  'verify.observedHeld': 'held',
  'verify.serverError': (text: string) => `the target failed (a server error is not drift): ${text}`,
  'verify.gapNote': (gaps: string) => `rests on the sandbox's choices, a warning against a gateway: ${gaps}`,
  'verify.sandboxOnly': (why: string) => `sandbox only: ${why}`,
  'verify.ruleNeeds': (calls: string) => `needs ${calls} to answer as expected`,
  'verify.notRun': 'not run',
  // Findings: what a value is against what it should be.
  'verify.absent': '(absent)',
  'verify.isExpected': (observed: string, expected: string) => `is ${observed}, expected ${expected}`,
  'verify.statusUndocumented': (documented: string) => ` (not among the documented ${documented})`,
  'verify.notJson': 'is not a JSON body',
  'verify.schemaRequired': 'is missing (required)',
  'verify.schemaAdditional': 'is not in the contract (a field the schema does not list)',
  'verify.schemaEnum': (values: string) => `must be one of ${values}`,
  'verify.schemaType': (type: string) => `must be ${type}`,
  'verify.schemaFormat': (format: string) => `must match format "${format}"`,
  'verify.schemaPattern': (pattern: string) => `must match pattern "${pattern}"`,
  'verify.schemaLimit': (comparison: string, limit: string) => `must be ${comparison} ${limit}`,
  'verify.schemaMinLength': (limit: number) => `must NOT have fewer than ${limit} characters`,
  'verify.schemaMaxLength': (limit: number) => `must NOT have more than ${limit} characters`,
  'verify.schemaMinItems': (limit: number) => `must NOT have fewer than ${limit} items`,
  'verify.schemaMaxItems': (limit: number) => `must NOT have more than ${limit} items`,
  'verify.schemaConst': 'must be equal to constant',
  // The calls of the conversation (src/tools/verify/verify.conversation.ts, verify.writes.ts).
  'verify.title.seller': 'reads the seller account',
  'verify.title.noKeys': 'refuses a call without keys',
  'verify.title.swappedKeys': 'refuses the keys swapped between their headers',
  'verify.title.balance': 'reads the available balance',
  'verify.title.subscriptionsList': 'lists subscriptions with the defaults (page 1, limit 20)',
  'verify.title.subscriptionsOfStatus': (status: string) => `lists only ${status} subscriptions`,
  'verify.title.subscriptionsSearch': 'finds subscriptions by a word of a customer name',
  'verify.title.subscriptionsDates': 'lists subscriptions created on one Brasília day',
  'verify.title.subscriptionsPage2': 'lists the second page',
  'verify.title.subscriptionsLimit100': 'lists 100 subscriptions a page, the maximum',
  'verify.title.subscriptionDetail': 'reads one subscription',
  'verify.title.subscriptionMetrics': 'reads the subscription metrics',
  'verify.title.noKeysUnauthorized': 'refuses a call without keys with UNAUTHORIZED',
  'verify.title.swappedKeysUnauthorized': 'refuses the keys swapped between their headers with UNAUTHORIZED',
  'verify.title.unknownIdNotFound': 'answers NOT_FOUND for an id that cannot exist',
  'verify.title.malformedIdInvalid': 'answers 400 INVALID_ID for an id that is not a number',
  'verify.title.badStatus': 'refuses a status filter that is not a status',
  'verify.title.badDate': 'refuses a malformed date',
  'verify.title.salesList': 'lists sales to find one to read',
  'verify.title.saleRead': 'reads a sale',
  'verify.title.malformedId': 'refuses an id that is not a number',
  'verify.title.unknownId': 'answers 404 for an id that cannot exist',
  'verify.title.saleNoKeys': 'refuses a sale without keys, {message, details}',
  'verify.title.cashoutNoKeys': 'refuses a cashout without keys, Nao autorizado',
  'verify.title.saleInvalid': 'refuses a sale with no fields, naming them in details.missingFields',
  'verify.title.saleBelowMinimum': 'refuses a sale one cent below the minimum with 422',
  'verify.title.salePix': 'creates a PIX sale of the minimum amount',
  'verify.title.salePixRead': 'reads the PIX sale back',
  'verify.title.saleCard': (card: string) => `creates a credit card sale with the approving test card ${card}`,
  'verify.title.saleCardRead': 'reads the card sale back',
  'verify.title.cashout': 'requests a cashout of the minimum, R$ 100,00',
  'verify.title.cashoutRead': 'reads the cashout back',
  'verify.noSubscription': 'no subscription to read: the list gave none (pass --subscription-id)',
  'verify.noSale': 'no sale to read: the sales list gave none (pass --sale-id)',
  'verify.noSearchName': 'no customer name to search for: the list gave none',
  'verify.noDate': 'no creation date to filter on: the list gave none',
  'verify.missingSource': (id: string) => `does not hold subscription ${id}, which matches the filter`,
  'verify.userId': 'differs from id (the spec: userId equals id)',
  'verify.notOfStatus': (status: string) => `is not ${status}`,
  'verify.searchMiss': (term: string) => `matches "${term}" in neither customerName nor customerEmail`,
  'verify.notOnDay': (day: string) => `was not created on ${day} in Brasília (UTC−3)`,
  'verify.pageItems': (count: number, expected: number) =>
    `holds ${count} items, expected min(total, 100) = ${expected}`,
  'verify.detailsString': 'must be a string (the spec: 401 {message, details: string})',
  'verify.noSaleCreated': (step: string) => `${step} created no sale`,
  'verify.missingFields': 'must list the missing fields (the spec: {message, error, details: {missingFields}})',
  'verify.noAmountBelow': 'no amount below a minimum of 1 cent',
  'verify.pixMissing': 'is missing (the spec: the PIX code and QR image are returned)',
  'verify.testCards': "the test cards are the sandbox's (a gateway would charge a real card)",
  'verify.readsCardSale': 'it reads the card sale',
  'verify.notKeySent': 'is not the key sent',
  'verify.feesTotal': 'is not fees.fixed + fees.variable',
  'verify.netAmount': 'is not amount − fees.total',
  'verify.noCashoutCreated': 'cashout.create created no cashout',
  'verify.createdSale': (method: string, cents: number) => `${method}, ${cents} cents`,
  'verify.createdCashout': (reais: number) => `R$ ${reais},00 to the given PIX key`,
  // The consistency rules (src/tools/verify/verify.rules.ts).
  'verify.rule.balance': "the balance equals the seller's defaultRecipient.balance.available",
  'verify.rule.pagination': 'pagination agrees across pages and page sizes',
  'verify.rule.statusTotals': "the per-status totals add up to the whole list's",
  'verify.rule.detailMatchesList': "the detail repeats the list item's fields",
  'verify.rule.metricsMatchLists': 'metrics total, active, cancelled and paused equal the list totals',
  'verify.rule.metricsFormulas': 'arr is 12 × mrr and churnRate is cancelled ÷ total, to the cent',
  'verify.rule.readMatchesList': "the sale read by id equals the sales list's",
  'verify.rule.pixReadBack': 'the PIX sale read back is the one created',
  'verify.rule.cardReadBack': 'the card sale read back is the one created, with its card',
  'verify.rule.cashoutReadBack': 'the cashout read back is the one created',
  'verify.pageTotal': (total: string, first: string) => `is ${total}, but page 1 with the defaults says ${first}`,
  'verify.totalPages': (totalPages: number, pages: number) =>
    `is ${totalPages}, expected ceil(total / limit) = ${pages}`,
  'verify.onPage1Too': (id: string) => `subscription ${id} is on page 1 too`,
  'verify.statusSum': (total: string, sum: number) => `is ${total}, but the per-status totals add up to ${sum}`,
  'verify.notOnFirstPage': (id: string) => `subscription ${id} is not on the list's first page`,
  'verify.metricsLack': 'the metrics lack a number to compute with',
  'verify.arr': (arr: number, expected: number) => `is ${arr}, expected 12 × mrr = ${expected}`,
  'verify.churn': (churn: number, rate: number) => `is ${churn}, expected cancelled ÷ total × 100 = ${rate}`,
  'verify.saleIdGiven': 'the sale read was the one given with --sale-id',
  'verify.differsFromList': 'differs from the sale the list showed',
  'verify.notCreatedAt': "is not the creation's sale.createdAt",
  // The table report (src/tools/verify/verify.reporters.ts) and the texts of the JUnit one.
  'verify.verdict.pass': 'PASS',
  'verify.verdict.fail': 'FAIL',
  'verify.verdict.warn': 'WARN',
  'verify.verdict.error': 'ERROR',
  'verify.verdict.skip': 'SKIP',
  'verify.noKeys': ' [no keys]',
  'verify.swapped': ' [keys swapped]',
  'verify.restsOn': (warning: boolean, gap: string) => `  [${warning ? 'warning, ' : ''}rests on: ${gap}]`,
  'verify.readOnly': 'read-only',
  'verify.writes': 'writes',
  'verify.writesCashout': 'writes, with a cashout',
  'verify.replayedFrom': (dir: string) => `, replayed from ${dir}`,
  'verify.exit0': 'everything held',
  'verify.exit1': 'drift from the contract',
  'verify.exit2': 'some checks could not be judged',
  'verify.summaryLine': (
    total: number,
    passed: number,
    failed: number,
    warnings: number,
    errors: number,
    skipped: number,
    exitCode: number,
    meaning: string,
  ) =>
    `${total} check${total === 1 ? '' : 's'}: ${passed} passed, ${failed} failed, ${warnings} warning${warnings === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}, ${skipped} skipped. Exit code ${exitCode}: ${meaning}.`,
  'verify.rules': 'Consistency rules',
  'verify.created': 'Created on the target:',
  'verify.createdLine': (kind: string, id: number, detail: string, by: string) => `${kind} ${id} (${detail}), by ${by}`,
  'verify.kind.sale': 'sale',
  'verify.kind.cashout': 'cashout',
  'verify.warningsFooter':
    'Warnings rest on choices the sandbox made where the spec is silent (docs/spec-gaps.md, section "verify").',
  'verify.junit.request': 'request',
  'verify.junit.expected': 'expected',
  'verify.junit.observed': 'observed',
  'verify.junit.warning': 'WARNING',
  'verify.junit.judgeTarget': 'judge the target',
  'verify.junit.anAnswer': 'an answer to judge',
};
