import { settingValueText } from '../../../core/settings.js';
import { CLUSTER_EN } from './cluster.en.js';
import { VERIFY_EN } from './verify.en.js';

/**
 * Everything the CLI says in English, keyed by message id: the table pt.ts mirrors (its type is this table's, so the
 * compiler holds both to the same ids and the same parameters). A message with parameters is a function of them.
 * Verbs pick an id (t('sales.count', shown, total)); no sentence is written in a verb.
 */
export const EN = {
  ...VERIFY_EN,
  ...CLUSTER_EN,
  // The frame: global help, usage errors, refusals, the connection.
  'help.globalUsage': 'Usage: gateway-sandbox [verb] [options]',
  'help.verbs': 'Verbs:',
  'help.global': [
    '`gateway-sandbox help <verb>` or `gateway-sandbox <verb> --help` shows a verb’s usage.',
    'Verbs other than serve talk to a running sandbox: --url (env SANDBOX_URL, default',
    'http://127.0.0.1:4010), --admin-token (env SANDBOX_ADMIN_TOKEN), --tenant (env SANDBOX_TENANT),',
    '--json for machine output; these go anywhere, before or after the verb.',
    'Exit codes: 0 done, 1 the sandbox refused (its error printed), 2 bad usage or no sandbox.',
    'Messages are in Portuguese when LC_ALL, LC_MESSAGES or LANG (the first one set) is pt_BR, in English otherwise.',
  ].join('\n'),
  'help.serveOptions': 'With no verb it serves. The options of serve (each also an environment variable):',
  'help.showThisHelp': 'Show this help',
  'help.usage': 'Usage:',
  'help.optionsOfEveryCommand': 'Options of every command:',
  'help.default': (value: string) => `default ${value}`,
  'help.unset': '(unset)',
  'help.empty': '(empty)',
  'usage.missing': (args: string) => `missing ${args}`,
  'usage.unexpectedArgument': (arg: string) => `unexpected argument "${arg}"`,
  'usage.seeHelp': (verb: string) => `Run gateway-sandbox help ${verb} for the usage.`,
  'usage.seeGlobalHelp': 'Run gateway-sandbox --help for the usage.',
  'usage.unknownCommand': (command: string, commands: string) =>
    `unknown command "${command}" (expected one of ${commands})`,
  'usage.noVerb': (verb: string, verbs: string) => `no verb "${verb}" (verbs: ${verbs})`,
  'usage.unknownVerb': (verb: string, verbs: string) => `unknown verb "${verb}" (verbs: ${verbs})`,
  'usage.positiveInteger': (what: string, value: string) => `${what} must be a positive integer, got "${value}"`,
  'usage.oneOf': (what: string, allowed: string, value: string) => `${what} must be one of ${allowed}, got "${value}"`,
  'usage.reais': (what: string, example: string, value: string) =>
    `${what} must be reais such as ${example}, got "${value}"`,
  'amount.both': 'give --amount (reais) or --amount-cents (cents), not both',
  'amount.ambiguous': (value: string, asReais: string, asCents: string) =>
    `--amount ${value} is ambiguous: --amount takes reais with their cents (${asReais} or ${asCents}); for cents write --amount-cents ${value}`,
  'usage.url': (what: string, value: string) => `${what} must start with http:// or https://, got "${value}"`,
  // A refusal: what was called, then the API's status, code and message as it sent them (Portuguese, the spec's).
  'refusal.refused': (what: string, _status: number, _code: string, _message: string) => `refused: ${what}`,
  'refusal.problems': (problems: string) => `problems: ${problems}`,
  'refusal.allowedMoves': (moves: string) => `allowed moves from here: ${moves}`,
  'refusal.noMoves': 'none (a final status)',
  'connection.url': 'The running sandbox',
  'connection.adminToken': 'X-Admin-Token, when the sandbox requires one',
  'connection.tenant':
    'A tenant of a shared sandbox: act on its admin API (/__admin/tenants/NAME/…) only; --admin-token is then its token (or the operator’s)',
  'connection.json': 'Machine output: the API answers as JSON (errors too, on stdout)',
  'connection.unreachable': (url: string, cause: string, code: string) =>
    `cannot reach the sandbox at ${url} (${code}): ${cause}. Start one with gateway-sandbox serve, or point --url / SANDBOX_URL at it.`,
  // Node's own refusals of a command line (util.parseArgs, by their code: src/tools/cli/args-error.ts).
  'usage.unknownOption': (option: string) => `unknown option ${option}`,
  'usage.optionNeedsValue': (option: string) => `option ${option} needs a value`,
  'usage.optionTakesNoValue': (option: string) => `option ${option} takes no value`,
  'usage.badArguments': (code: string) => `the arguments cannot be read (${code})`,
  // System errors by their code (src/tools/cli/system-error.ts): the cause said, the code kept beside it.
  'system.refused': 'connection refused',
  'system.reset': 'connection reset by the other side',
  'system.closed': 'the connection closed before the answer',
  'system.notFound': 'address not found',
  'system.unreachable': 'network unreachable',
  'system.timeout': 'timed out',
  'system.noFile': 'no such file or directory',
  'system.denied': 'permission denied',
  'system.isDirectory': 'is a directory',
  'system.exists': 'already exists',
  'system.notJson': 'not JSON',
  'system.other': 'failed',

  // Words and labels several verbs print.
  'word.yes': 'yes',
  'word.no': 'no',
  'word.noneFinal': 'none (final)',
  'arg.saleId': 'the sale id',
  'arg.cashoutId': 'the cashout id',
  'arg.subscriptionId': 'the subscription id',
  'arg.sellerId': 'the seller id',
  'arg.deliveryId': 'the delivery id',
  'arg.requestId': 'the request id',
  'arg.faultId': 'the fault id',
  'arg.status': 'the status',
  'arg.outcome': 'the outcome',
  'arg.amount': 'the amount',
  'arg.webhookUrl': 'the webhook URL',
  'option.limit': 'At most this many (default 20)',
  'option.sellerFilter': 'Only this seller’s',
  'option.statusFilter': (statuses: string) => `Only in this status (${statuses})`,
  'option.sellerAny': 'The seller (default 1000); any seller account, no keys needed',
  'option.sellerDefault': 'The seller (default 1000)',
  'head.seller': 'SELLER',
  'head.method': 'METHOD',
  'head.amount': 'AMOUNT',
  'head.created': 'CREATED',
  'head.pixKey': 'PIX KEY',
  'head.cycle': 'CYCLE',
  'head.customer': 'CUSTOMER',
  'head.nextBilling': 'NEXT BILLING',
  'head.name': 'NAME',
  'head.labels': 'LABELS',
  'head.publicKey': 'PUBLIC KEY',
  'head.available': 'AVAILABLE',
  'head.user': 'USER',
  'head.email': 'EMAIL',
  'head.webhookSecret': 'WEBHOOK SECRET',
  'label.sale': 'sale',
  'label.cashout': 'cashout',
  'label.seller': 'seller',
  'label.method': 'method',
  'label.amount': 'amount',
  'label.netAmount': 'net amount',
  'label.customer': 'customer',
  'label.created': 'created',
  'label.completed': 'completed',
  'label.processed': 'processed',
  'label.postbackUrl': 'postback URL',
  'label.subscription': 'subscription',
  'label.metadata': 'metadata',
  'label.history': 'history',
  'label.pixKey': 'PIX key',
  'label.externalId': 'external id',
  'label.allowedMoves': 'allowed moves',
  'label.product': 'product',
  'label.card': 'card',
  'label.name': 'name',
  'label.user': 'user',
  'label.publicKey': 'public key',
  'label.available': 'available',
  'label.webhookSecret': 'webhook secret',
  'label.tenant': 'tenant',
  'label.console': 'console',
  'label.adminApi': 'admin API',
  'label.labels': 'labels',

  // clock
  'clock.summary': 'The sandbox clock: read it, move it forward and run what falls due on the way',
  'clock.show.summary': 'Now, on the sandbox clock, and whether it is frozen',
  'clock.advance.summary':
    'Move the clock forward; PIX expiry, trials, billing, retries and scheduled cancellations run in time order',
  'clock.advance.details': [
    'A duration is numbers with units, combined: 90m, 12h, 30d, 2w, 1mo, 1d12h, 1mo15d.',
    'mo is a calendar month on the sandbox clock (31 Jan + 1mo = 28 Feb, as monthly billing counts: a MONTHLY',
    'subscription created now bills exactly 1mo later); w, d, h, m and s are fixed lengths added after the months.',
    'It returns when every state change on the way is done. Webhook attempts are waited for only briefly: one still',
    'out is PENDING with no next attempt (`deliveries list --status PENDING`), recorded when its receiver answers.',
  ].join('\n'),
  'clock.now': 'now (sandbox clock)',
  'clock.zone': '(Brasília, UTC-3)',
  'clock.frozen': 'frozen',
  'clock.head.ran': 'RAN',
  'clock.head.at': 'AT (sandbox clock)',
  'clock.head.items': 'ITEMS',
  'clock.nothingDue': 'nothing fell due',

  // tenants
  'tenants.summary':
    'Tenants of a shared sandbox: each a whole sandbox of its own (keys, data, clock, faults, deliveries)',
  'tenants.badName': (rule: string, name: string) => `a tenant name is ${rule}, got "${name}"`,
  'tenants.badLabels': (pair: string) => `--labels takes name=value pairs separated by commas, got "${pair}"`,
  'tenants.expiresIdle': 'expires if idle at (wall clock)',
  'tenants.shownOnlyNow': 'The admin token and private keys are shown only now.',
  'tenants.create.fixtures': 'Seed the fixture accounts, with keys of the tenant’s own (an empty tenant otherwise)',
  'tenants.create.ttl':
    'Delete it after this long without a request ("2h", "1d"; within the server’s SANDBOX_TENANT_MAX_TTL)',
  'tenants.create.clock': 'Its clock frozen or running',
  'tenants.create.clockStart': 'Where its clock starts: an ISO 8601 instant, "now" or "anchor"',
  'tenants.create.labels': 'Free labels the operator’s list shows (pipeline=checkout,branch=main,owner=lucia)',
  'tenants.create.summary':
    'A new tenant; prints its console URL, admin token (shown only now) and, with --fixtures, its accounts’ keys and webhook secrets',
  'tenants.create.details': (rule: string) =>
    [
      `A name is ${rule} (ci-run-42, qa-lucia).`,
      'Needs the operator’s token or a tenant creator’s (SANDBOX_TENANT_CREATOR_TOKEN) as --admin-token.',
      'Then: gateway-sandbox --tenant NAME --admin-token TOKEN <verb> …, or SANDBOX_TENANT and SANDBOX_ADMIN_TOKEN.',
    ].join('\n'),
  'tenants.list.summary': 'Every tenant: creation, last activity, records, approximate memory (the operator’s token)',
  'tenants.list.details':
    'Its instants are the server’s wall clock; each tenant’s sandbox clock is its own (gateway-sandbox --tenant NAME clock show).',
  'tenants.head.created': 'CREATED (wall clock)',
  'tenants.head.lastActivity': 'LAST ACTIVITY (wall clock)',
  'tenants.head.expires': 'EXPIRES IF IDLE (wall clock)',
  'tenants.head.records': 'RECORDS',
  'tenants.clocksNote':
    'Times in Brasília (UTC-3) on the server’s wall clock; a tenant’s sandbox clock: gateway-sandbox --tenant NAME clock show',
  'tenants.none': 'no tenants',
  'tenants.delete.summary':
    'Remove a tenant and everything in it; its keys and token answer 401 from then on (its token or the operator’s)',
  'tenants.deleted': (name: string) => `tenant ${name} deleted`,

  // sales
  'sales.summary':
    'Sales of every seller: list, show, create one for any seller, and move them through the state machine as the payment processor',
  'sales.list.summary': 'Sales, newest first',
  'sales.count': (shown: number, total: number) => `${shown} of ${total} sale(s)`,
  'sales.create.summary':
    'Create a sale for a seller as its keys would (POST /__admin/sales: same rules, fees and postbacks as POST /api/sales)',
  'sales.create.details':
    'e.g. gateway-sandbox sales create --seller 1006 --method CREDIT_CARD --amount 250.00 --order-id PED-1',
  'sales.show.summary': 'One sale with its seller, postback URL, metadata and status history',
  'sales.expired': 'expired',
  'sales.why': 'why',
  'sales.expiredBy': (job: string, at: string) =>
    `its expiry passed unpaid: cancelled by the clock job ${job} at ${at}`,
  'sales.move.summary':
    'Move a sale to a status, as the payment processor would (a refused move prints the allowed ones, exit 1)',
  'sales.move.details': (statuses: string) => `Statuses: ${statuses}; the moves: docs/sales-state-machine.md.`,

  // cashouts
  'cashouts.summary':
    'Cashouts of every seller: list, show, request one for any seller, and post the banking provider’s status changes',
  'cashouts.create.type': (types: string) => `The PIX key type: ${types} (default: EMAIL for an address, else CPF)`,
  'cashouts.create.postbackUrl': 'Post the cashout’s changes there, signed (X-Signature)',
  'cashouts.create.summary':
    'Request a cashout of AMOUNT reais (e.g. 150.00) to a PIX key, as from the seller’s dashboard (POST /__admin/cashouts)',
  'cashouts.create.details':
    'Then move it as the banking provider: gateway-sandbox cashouts postback <id> PROCESSING, then COMPLETED or REJECTED.',
  'cashouts.list.summary': 'Cashouts, newest first',
  'cashouts.count': (shown: number, total: number) => `${shown} of ${total} cashout(s)`,
  'cashouts.show.summary': 'One cashout with its fees, provider id and the moves allowed from its status',
  'cashouts.postback.externalId': 'The provider’s id of the transfer (an end-to-end id)',
  'cashouts.postback.summary': 'Report a status change as the banking provider would; webhooks and postbacks follow',
  'cashouts.postback.details': (statuses: string) =>
    `Statuses: ${statuses} (PENDING → PROCESSING → COMPLETED or REJECTED; CANCELLED before completion).`,

  // subscriptions
  'subscriptions.summary':
    'Subscriptions of every seller: list, show, create one in any status, pause, resume, cancel, change its card',
  'subscriptions.list.summary': 'Subscriptions, newest first',
  'subscriptions.count': (shown: number, total: number) => `${shown} of ${total} subscription(s)`,
  'subscriptions.show.summary':
    'One subscription with its card, billing counts and the actions allowed from its status',
  'subscriptions.charges': (outcome: string) => `charges ${outcome}`,
  'subscriptions.nextBilling': 'next billing',
  'subscriptions.trialEnds': 'trial ends',
  'subscriptions.billings': 'billings',
  'subscriptions.billingCounts': (total: number, paid: number, failed: number) =>
    `${total} (${paid} paid, ${failed} failed)`,
  'subscriptions.lastCharge': 'last charge',
  'subscriptions.cancelAtPeriodEnd': 'cancel at period end',
  'subscriptions.allowedActions': 'allowed actions',
  'subscriptions.isNow': (id: number, status: string) => `subscription ${id} is ${status}`,
  'subscriptions.until': (id: number, status: string, at: string) =>
    `subscription ${id} is ${status} until ${at}, then CANCELLED`,
  'subscriptions.created': (id: number) => `subscription ${id} created`,
  'subscriptions.cardNow': (id: number, outcome: string) => `subscription ${id}: its card now charges ${outcome}`,
  'subscriptions.create.amount': 'The amount each cycle in reais, e.g. 29,90 or 29.90 (default 49,90)',
  'subscriptions.create.amountCents': 'The amount each cycle in cents, e.g. 2990 (instead of --amount)',
  'subscriptions.create.cycle': (cycles: string) => `${cycles} (default MONTHLY)`,
  'subscriptions.create.status': 'The status to start in (default ACTIVE)',
  'subscriptions.create.card': (outcomes: string) => `What the card's charges give: ${outcomes} (default PAGO)`,
  'subscriptions.create.email': 'The customer’s e-mail (default cliente.teste@example.com)',
  'subscriptions.create.product': 'The product’s name (default Plano de teste)',
  'subscriptions.create.customerName': 'The customer’s name (default Cliente Teste)',
  'subscriptions.create.document': 'The customer’s CPF or CNPJ (optional)',
  'subscriptions.create.summary':
    'A card subscription in any status, due one cycle from now (`clock advance` bills it)',
  'subscriptions.pause.summary': 'Pause an ACTIVE or TRIALING subscription (no billing while PAUSED)',
  'subscriptions.resume.summary': 'Resume a PAUSED subscription',
  'subscriptions.cancel.atPeriodEnd': 'Cancel when the running period ends, not now',
  'subscriptions.cancel.reason': 'The cancellation reason kept with it',
  'subscriptions.cancel.summary': 'Cancel a subscription now (or at the end of its period)',
  'subscriptions.cancel.reasonNotAtEnd': '--reason goes with a cancellation now, not --at-period-end',
  'subscriptions.setCard.summary': (outcomes: string) =>
    `Change the test card on file: what its next charges give (${outcomes})`,

  // sellers
  'sellers.summary':
    'Seller accounts: list them, create one with its keys, set its permanent webhook, rotate its keys or webhook secret',
  'sellers.list.summary': 'Every seller: id, company name, public key, balance, webhook',
  'sellers.withdrawals': 'withdrawals',
  'sellers.count': (total: number) => `${total} seller(s)`,
  'sellers.show.summary': 'One seller: account, public key, permissions, fees, webhook',
  'sellers.blocked': 'blocked',
  'sellers.apiCashouts': 'api cashouts',
  'sellers.notifyWithdrawals': 'notify withdrawals',
  'sellers.permissions': 'permissions',
  'sellers.create.name': 'The company and user name (a generated one otherwise)',
  'sellers.create.balance': 'Available balance to start with, in reais (e.g. 1500.00)',
  'sellers.create.summary': 'A new user and seller account; prints its key pair and webhook secret (shown only now)',
  'sellers.sellerId': 'seller id',
  'sellers.created.shownOnlyNow': 'The private key and the webhook secret are shown only now.',
  'sellers.setWebhook.withdrawals':
    'Notify cashout (withdrawal) changes to it: the notification type the spec asks for',
  'sellers.setWebhook.summary': 'Set the seller’s permanent webhook URL ("none" removes it)',
  'sellers.rotateKeys.summary':
    'A new key pair for the seller (the old one stops working); prints the private key, shown only now',
  'sellers.rotateKeys.shownOnlyNow': 'The private key is shown only now; the old pair no longer works.',
  'sellers.rotateSecret.summary': 'A new webhook secret (signs X-Signature from now on); shown only now',
  'sellers.rotateSecret.shownOnlyNow': 'The webhook secret is shown only now.',
  // ledger and search
  'ledger.noRoute': (what: string) => `this sandbox has no ${what} (a version before issue 23's ledger and search)`,
  'ledger.summary':
    'A seller’s extrato: every credit and debit, with gross, fee, reserve and net, and the balance after each',
  'ledger.page': 'The page, from 1',
  'ledger.csv': 'The whole extrato as CSV (; between fields, reais with a comma, Brasília time)',
  'ledger.command.summary':
    'The ledger entries: the sandbox instant, kind, gross, fee, reserve or hold, net, the balance after, the sale or cashout',
  'ledger.details': [
    'The net column adds up to the whole balance: available plus reserved (card reserves and MED holds).',
    'gateway-sandbox ledger 1000 --csv > extrato.csv  writes a file a spreadsheet opens.',
  ].join('\n'),
  'ledger.available': (amount: string) => `available ${amount}`,
  'ledger.reserved': (reserved: string, reserves: string, holds: string) =>
    `reserved ${reserved} (card reserves ${reserves}, MED holds ${holds})`,
  'ledger.total': (amount: string) => `total ${amount}`,
  'ledger.head.at': 'AT (sandbox clock)',
  'ledger.head.kind': 'KIND',
  'ledger.head.gross': 'GROSS',
  'ledger.head.fee': 'FEE',
  'ledger.head.reserved': 'RESERVED',
  'ledger.head.net': 'NET',
  'ledger.head.availableAfter': 'AVAILABLE AFTER',
  'ledger.head.for': 'FOR',
  'ledger.head.note': 'NOTE',
  'ledger.count': (shown: number, total: number, seller: string) =>
    `${shown} of ${total} entr${total === 1 ? 'y' : 'ies'} of seller ${seller}`,
  'ledger.pages': (page: number, pages: number) => `(page ${page} of ${pages}: --page N for more)`,
  'search.summary':
    'Find sales, cashouts, subscriptions and sellers by id, e-mail, document, customer name, orderId, external id',
  'search.command.summary': 'Each hit: what it is, its id, a line about it and why it matched',
  'search.how.exact': 'whole value',
  'search.how.prefix': 'start',
  'search.head.type': 'TYPE',
  'search.head.what': 'WHAT',
  'search.head.matched': 'MATCHED',
  'search.count': (shown: number, total: number | null, text: string) =>
    `${shown}${total === null ? '' : ` of ${total}`} hit(s) for "${text}"`,

  // events, listen, timeline
  'events.summary':
    'What happens in the sandbox, a line each: sale PENDENTE → PAGO R$ 100,00…; --follow prints them as they happen',
  'events.follow': 'Keep printing new events until Ctrl-C',
  'events.type': 'Only these types, comma-separated; sale.* (or `sale`) takes all of one resource',
  'events.own':
    'Also the CLI’s own requests (hidden otherwise; so are the admin API’s when the sandbox does not say who made a request)',
  'events.limit': 'Without --follow: the N most recent events (default 20)',
  'events.interval': 'With --follow, when the sandbox has no event stream: poll every MS milliseconds (default 1000)',
  'events.poll': 'Read the admin lists even when the sandbox has an event stream',
  'events.command.summary':
    'Each event: the sandbox instant (Brasília), its type, the resource and id, the change, the amount, the seller',
  'events.details': (types: string) =>
    [
      `Types: ${types}.`,
      'It reads the sandbox’s event stream (GET /__admin/events); a sandbox without one is polled through the admin',
      'lists (the 100 most recent sales, cashouts, deliveries and requests). --json prints each event as the stream',
      'sends it (instants in UTC), one JSON object a line.',
    ].join('\n'),
  'events.again': 'following the event stream again',
  'events.following': (whose: string, url: string) => `following the event stream of ${whose} at ${url} (Ctrl-C stops)`,
  'events.missed': 'some events were missed while away (the sandbox keeps the last 1,000): reload what you show',
  'events.lost': (why: string, seconds: number) => `lost the event stream (${why}); reconnecting in ${seconds} s`,
  'events.polling': (whose: string, url: string, interval: number) =>
    `following ${whose} at ${url} by polling every ${interval} ms (Ctrl-C stops)`,
  'events.unknownType': (unknown: string, types: string) =>
    `--type: unknown event type ${unknown} (types: ${types}; a prefix such as sale.* takes all of one resource)`,
  'events.defaultTenant': 'the default tenant',
  'listen.summary':
    'Follow the sandbox’s postbacks and webhooks and re-post each, signed as sent, to a local address (as stripe listen)',
  'listen.forwardTo':
    'Re-post each delivery here (e.g. http://localhost:3000/hook), with its original headers and X-Signature',
  'listen.timeout': 'How long the local address may take to answer (default 10000)',
  'listen.command.summary':
    'Each delivery once, after the sandbox’s first attempt: its kind, its resource and the local answer’s status',
  'listen.details': [
    'The sandbox posts to the postbackUrl or webhook it was given; listen reads each delivery (GET /__admin/webhooks/deliveries/{id})',
    'once its first attempt is made, and posts the same bytes with the same headers (X-Signature, X-Sandbox-Event-Id…) to',
    '--forward-to, so a receiver verifies it with the seller’s webhook secret as it would the real one. A sandbox on a',
    'server then reaches a receiver on a laptop. Without --forward-to it prints each delivery’s headers and body.',
  ].join('\n'),
  'listen.delivery': (id: number | string) => `delivery ${id}`,
  'listen.noAnswer': (error: string) => `no answer (${error})`,
  'listen.again': 'listening again',
  'listen.listening': (whose: string, url: string) =>
    `listening to the deliveries of ${whose} at ${url} (Ctrl-C stops)`,
  'listen.forwarding': (whose: string, url: string, target: string) =>
    `listening to the deliveries of ${whose} at ${url}, forwarding to ${target} (Ctrl-C stops)`,
  'listen.missed': 'some deliveries were missed while away: gateway-sandbox deliveries list shows them',
  'listen.noStream': (url: string) =>
    `the sandbox at ${url} has no event stream (GET /__admin/events): listen needs one`,
  'timeline.summary':
    "One sale's, cashout's or subscription's story: each change, ledger entry and delivery at its sandbox instant",
  'timeline.command.summary':
    'e.g. gateway-sandbox timeline sale:517 (oldest first; the sandbox keeps SANDBOX_EVENT_HISTORY changes)',
  'timeline.badObject': (given: string) => `say which object as sale:ID, cashout:ID or subscription:ID, got "${given}"`,
  'timeline.nothing': (what: string) =>
    `nothing recorded for ${what} (fixture records and changes older than the kept history have no events)`,
  // deliveries, inbox, faults
  'deliveries.summary': 'The webhook and postback outbox: every delivery and attempt; send one again',
  'deliveries.eventId': 'event id',
  'deliveries.kind': 'kind',
  'deliveries.about': 'about',
  'deliveries.signed': 'signed',
  'deliveries.nextAttempt': 'next attempt',
  'deliveries.delivered': 'delivered',
  'deliveries.body': 'body',
  'deliveries.head.attemptAt': 'ATTEMPT AT',
  'deliveries.head.error': 'ERROR',
  'deliveries.noAttempt': 'no attempt yet',
  'deliveries.kindFilter': (kinds: string) => `Only of this kind (${kinds})`,
  'deliveries.list.summary': 'Deliveries, newest first',
  'deliveries.head.kind': 'KIND',
  'deliveries.head.about': 'ABOUT',
  'deliveries.head.attempts': 'ATTEMPTS',
  'deliveries.head.lastHttp': 'LAST HTTP',
  'deliveries.count': (shown: number, total: number) => `${shown} of ${total} deliveries`,
  'deliveries.show.summary': 'One delivery: the exact body sent, its headers’ ids, every attempt',
  'deliveries.redeliver.wait':
    'How long to wait for the attempt’s outcome (default 40: past the longest receiver timeout); 0 does not wait',
  'deliveries.redeliver.summary':
    'Send a delivery once more, now (same event id, a new attempt), and print how the receiver answered',
  'deliveries.badWait': (value: string) => `--wait must be a number of seconds, got "${value}"`,
  'deliveries.sentAgain': (id: number, url: string, answer: string, ms: number, status: string) =>
    `delivery ${id} sent again to ${url}: ${answer} in ${ms} ms; the delivery is ${status}`,
  'deliveries.dueAgain': (id: number, kind: string, url: string, seconds: number) =>
    `delivery ${id} is due again now (${kind} to ${url}); its attempt had not ended after ${seconds} s: gateway-sandbox deliveries show ${id}`,
  'arg.mode': 'the mode',
  'arg.method': 'the method',
  'inbox.more': (times: number) => `${times} more`,
  'inbox.summary': 'Webhook inboxes (POST /__admin/inbox/NAME): what they received, and how they answer',
  'inbox.list.summary': 'The inboxes, how many requests each holds and how it answers',
  'inbox.head.received': 'RECEIVED',
  'inbox.head.last': 'LAST',
  'inbox.head.answers': 'ANSWERS',
  'inbox.none': (path: string) => `no inbox yet: point a postbackUrl or webhook at ${path}`,
  'inbox.noneTenant': (tenant: string, path: string) =>
    `no inbox yet: inbox show <name> --tenant ${tenant} prints the URL of one (inside ${path}/) to point a postbackUrl or webhook at`,
  'inbox.show.body': 'Print each request’s body in full',
  'inbox.show.summary':
    'What an inbox received, newest first: the delivery, whether its signature is valid, the answer given',
  'inbox.received': 'received',
  'inbox.answers': 'answers',
  'inbox.head.at': 'AT',
  'inbox.head.delivery': 'DELIVERY',
  'inbox.head.signature': 'SIGNATURE',
  'inbox.signature.none': 'none',
  'inbox.signature.notChecked': 'not checked',
  'inbox.signature.valid': 'valid',
  'inbox.signature.invalid': 'INVALID',
  'inbox.head.answered': 'ANSWERED',
  'inbox.hung': 'hung',
  'inbox.head.body': 'BODY',
  'inbox.mode.status': 'With fail: the status it answers (default 500)',
  'inbox.mode.times': 'Only the next N requests, then accept again',
  'inbox.mode.summary': (modes: string) =>
    `Set how an inbox answers: ${modes} (accept: 200; fail: 500 or --status; hang: never, so the sender times out)`,
  'inbox.nowAnswers': (name: string, behaviour: string) => `inbox ${name} now answers ${behaviour}`,
  'inbox.forget.summary': 'Forget an inbox: its requests and its mode',
  'inbox.forgotten': (name: string) => `inbox ${name} forgotten`,
  'faults.head.path': 'PATH',
  'faults.head.answer': 'ANSWER',
  'faults.delayOnly': 'delay only',
  'faults.head.delay': 'DELAY',
  'faults.head.left': 'LEFT',
  'faults.untilCleared': 'until cleared',
  'faults.head.hits': 'HITS',
  'faults.summary': 'Injected faults: list the armed ones, arm one on a route, clear them',
  'faults.list.summary': 'The armed faults and how many times each will still fire',
  'faults.none': 'no fault armed',
  'faults.arm.status':
    'Answer this status with its catalogue error (400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503)',
  'faults.arm.code': 'Answer this catalogue error (e.g. INSUFFICIENT_BALANCE) instead of the status’s default',
  'faults.arm.delay': 'Wait this long first (alone: a slow answer, not an error)',
  'faults.arm.kind': 'A wire fault, where the sandbox has them (connection-reset, empty-response, garbage, slow-body)',
  'faults.arm.times': 'Fire N times, then disarm (default: until cleared)',
  'faults.arm.summary':
    'Arm a fault on the requests that match METHOD (or *) and path (:param and * segments match any)',
  'faults.arm.details': 'e.g. gateway-sandbox faults arm POST /api/sales --status 503 --times 2',
  'faults.badPath': (path: string) => `the path must start with /, got "${path}"`,
  'faults.sayWhat': 'say what the fault does: --status, --code, --delay or --kind',
  'faults.armed': (id: number) => `armed fault ${id}`,
  'faults.disarm.summary': 'Disarm one fault, leaving the others armed',
  'faults.disarmed': (id: number) => `disarmed fault ${id}`,
  'faults.clear.summary': 'Disarm every fault',
  'faults.cleared': 'cleared',
  'faults.count': (count: number) => `${count} fault(s)`,
  // trigger, requests
  'arg.event': 'the event',
  'trigger.summary':
    'Make an event happen: create what it takes through the public API and drive it with the admin API',
  'trigger.seller':
    'Any seller account (default 1000, acme): its sales and cashouts are made through the admin API, no keys needed; or "new": a seller created for it (R$ 10.000,00 available)',
  'trigger.postbackUrl': 'Create the sale or cashout with this postbackUrl, so its changes are posted (signed) there',
  'trigger.command.summary': 'Print every id made, and each status it went through',
  'trigger.events': 'Events:',
  'trigger.newSeller': (publicKey: string, privateKey: string, secret: string) =>
    `keys ${publicKey} ${privateKey}, webhook secret ${secret}`,
  'trigger.movedByProcessor': 'moved by the processor (admin)',
  'trigger.toPixKey': (amount: string) => `${amount} to a PIX key`,
  'trigger.providerPostback': 'postback of the banking provider (admin)',
  'trigger.subscriptionApproves': 'MONTHLY R$ 49,90, card approves, due now',
  'trigger.subscriptionDeclines': 'MONTHLY R$ 49,90, card declines, due now',
  'trigger.subscriptionCharge': "the subscription's charge",
  'trigger.nextBilling': (at: string) => `next billing ${at}`,
  'trigger.sale.paid': 'a PIX sale (PENDENTE), paid by the processor: PAGO',
  'trigger.sale.declined':
    'a card sale held for analysis (test card 4000000000000259: EM_PROCESSAMENTO), then declined: RECUSADO',
  'trigger.sale.refunded': 'a PIX sale paid, then refunded: PAGO → ESTORNADO',
  'trigger.sale.chargeback': 'a card sale approved at once (4111111111111111), then charged back: CHARGEBACK',
  'trigger.sale.expired': 'a PIX sale that is never paid: CANCELADO, as its expiry does (the clock is not moved)',
  'trigger.cashout.completed': 'a cashout of R$ 150,00 to a PIX key: PENDING → PROCESSING → COMPLETED',
  'trigger.cashout.rejected': 'a cashout of R$ 150,00: PENDING → PROCESSING → REJECTED (the amount goes back)',
  'trigger.subscription.billed':
    'a monthly card subscription due now, billed: its charge PAGO, the subscription ACTIVE',
  'trigger.subscription.payment_failed':
    'a monthly subscription whose card declines: the charge RECUSADO, the subscription PAST_DUE',
  'requests.summary': 'The request journal: what clients sent and what the sandbox answered',
  'requests.path': 'Only paths containing this',
  'requests.status': 'Only this status (or 4xx, 5xx)',
  'requests.admin': 'Include the admin API’s requests (the CLI’s and the console’s own)',
  'requests.list.summary': 'Recent requests, newest first (the public API’s; --admin adds the admin API’s)',
  'requests.head.time': 'TIME',
  'requests.count': (count: number) => `${count} request(s)`,
  'requests.show.summary': 'One request: its headers (keys redacted) and both bodies',
  'requests.truncated': 'truncated',
  'requests.time': 'time',
  'requests.request': 'request',
  'requests.answer': 'answer',
  'requests.answerIn': (status: number, ms: number) => `${status} in ${ms} ms`,
  'requests.reason': 'reason',
  'requests.requestBody': 'request body',
  'requests.responseBody': 'response body',
  // overview, test-values, state, reset, call, durations, scenarios, sale bodies
  'overview.summary': 'The sandbox at a glance: its clock and how many records are in each status',
  'overview.command.summary': 'The clock, then sellers, sales, cashouts, subscriptions and deliveries by status',
  'overview.sellers': 'sellers',
  'overview.sales': 'sales',
  'overview.cashouts': 'cashouts',
  'overview.subscriptions': 'subscriptions',
  'overview.deliveries': 'deliveries',
  'overview.lastEvent': 'last event',
  'testValues.summary': 'The test values: card numbers, customer e-mail tags and PIX keys, and what each makes happen',
  'testValues.command.summary': 'Every test card, e-mail tag and PIX key with its outcome',
  'testValues.cards': 'Cards',
  'testValues.tags': 'Customer e-mail tags',
  'testValues.keys': 'Cashout PIX keys',
  'testValues.head.number': 'NUMBER',
  'testValues.head.brand': 'BRAND',
  'testValues.head.outcome': 'OUTCOME',
  'testValues.head.steps': 'STEPS',
  'testValues.head.what': 'WHAT IT DOES',
  'testValues.head.key': 'KEY',
  'state.summary': 'Snapshot the whole sandbox state to a file, or restore one',
  'state.save.summary':
    'Write GET /__admin/state?secrets=include to a new file only you may read (0600): webhook secrets included, so `state load` after a reset signs as before; private keys only as hashes',
  'state.saved': (counts: string, file: string) => `saved ${counts} to ${file}`,
  'state.load.summary':
    'Replace the state with a saved one; one of an earlier schema version is migrated (and the steps printed); it is validated first, and an invalid one changes nothing (exit 1)',
  'state.cannotRead': (file: string, why: string) => `cannot read a JSON state from ${file}: ${why}`,
  'state.migrated': (from: number, to: number) => `migrated from schema version ${from} to ${to}:`,
  'state.loaded': (file: string, message: string) => `loaded ${file}: ${message}`,
  'reset.summary': 'Back to the fixture state (and the clock to its start)',
  'file.cannotWrite': (file: string, why: string) => `cannot write ${file}: ${why}`,
  'file.wrote': (file: string) => `wrote ${file}`,
  'call.badBody': (why: string) => `--body is not JSON: ${why}`,
  'call.summary':
    'Any operation of the sandbox by its operationId (the API document names each one), its answer as JSON',
  'call.path': 'The path parameters (id=5)',
  'call.query': 'The query (limit=2&status=PAGO)',
  'call.body': 'The JSON body',
  'call.command.summary': 'Sends the operation and prints its answer',
  'call.details': (operations: string) => `The operations: ${operations}.`,
  'call.noOperation': (id: string) => `no operation "${id}": gateway-sandbox help call lists them`,
  'duration.repeats': (text: string, unit: string) => `the duration "${text}" repeats the unit ${unit}`,
  'duration.bad': (text: string) =>
    `"${text}" is not a duration: use a number and a unit (mo, w, d, h, m, s), combined like 1d12h or 1mo15d`,
  'duration.tooLarge': (text: string, field: string) => `the duration "${text}" is too large (${field})`,
  'scenario.keys': (name: string, publicKey: string, privateKey: string) => `${name} keys: ${publicKey} ${privateKey}`,
  'scenario.faults': (ids: string) => `faults armed: ${ids}`,
  'scenario.inboxes': (names: string) => `inboxes set: ${names}`,
  'scenario.cannotRead': (file: string, why: string) => `cannot read a JSON scenario from ${file}: ${why}`,
  'scenario.summary':
    'Scenarios as files: apply a declared world (sellers, sales, cashouts, subscriptions, clock, faults)',
  'scenario.list.summary': 'The scenarios shipped with the sandbox, usable by name',
  'scenario.apply.set': 'Override a value of the scenario by its dotted path (sales.big.amount=50000); repeatable',
  'scenario.apply.summary':
    'Apply a scenario file (JSON), or a shipped one by name: all of it or nothing (a refusal names the entry, exit 1)',
  'scenario.export.summary':
    'Write the sandbox as a scenario (to the file, or to the output): applied to an empty sandbox, it makes it again',
  'saleBody.method': (methods: string) => `${methods} (default PIX)`,
  'saleBody.amount': 'The amount in reais, e.g. 150.00 (default 100.00)',
  'saleBody.card':
    'A card method’s test card (default 4111111111111111, approved; gateway-sandbox test-values lists the others)',
  'saleBody.email':
    'The customer’s e-mail; a test tag in it (+paid, +declined…) drives the sale (default cliente.teste@example.com)',
  'saleBody.orderId': 'metadata.orderId, as a store would send it',
  'saleBody.postbackUrl': 'Post the sale’s changes there, signed (X-Signature)',
  'saleBody.body': 'Send this JSON file as the sale body instead (- reads stdin); the other options are ignored',
  // the events narrator (events, timeline)
  'narrator.deleted': 'deleted',
  'narrator.new': 'new',
  'narrator.bulk': (count: string, resource: string) => `${count} ${resource} records changed at once`,
  'narrator.reload': 'reload what you show',
  'narrator.byClockJob': (job: string) => `moved by the clock job ${job}`,
  'narrator.lastAnswer': (status: string) => `last answer HTTP ${status}`,
  'narrator.of': (resource: string) => `of ${resource}`,
  'narrator.attempts': (count: number) => `${count} attempt(s)`,
  'narrator.balanceOf': (seller: string) => `balance of seller ${seller}`,
  'narrator.balance': (amount: string) => `balance ${amount}`,
  'narrator.clockNow': (at: string) => `clock now ${at}`,
  'narrator.advanced': (seconds: number) => `advanced ${seconds} s`,
  'narrator.jobRuns': (count: number) => `${count} job run(s)`,
  'narrator.clock': (at: string) => `clock ${at}`,
  'narrator.signatureValid': 'signature valid',
  'narrator.signatureInvalid': 'signature INVALID',
  'narrator.unsigned': 'unsigned',
  'narrator.leftHanging': 'left hanging',
  'narrator.answered': (status: string) => `answered ${status}`,
  // db
  'db.summary': 'Check a state database (would a start accept it?) or copy what survives damage into a new one',
  'db.usage': `Usage:
  gateway-sandbox db check  --db-file FILE
  gateway-sandbox db repair --db-file FILE --out NEW_FILE

check   Does what a start on FILE would do before serving, read-only: SQLite's quick_check
        of the database with its -wal (while a -wal is there the file alone is not the
        database: a checkpoint killed half-way leaves a file malformed alone, whole with it),
        every row read and checked against its schema, the lock (is a server using it?),
        the -wal's header, journals without their database, a JSON state of an earlier
        version and its journals, a read-only directory. Every file is left byte for byte
        as it was (SQLite reads a link or copy in a private temp folder). Exit 0 if the
        server would start on it, 1 if not (the reason is printed).
repair  Copies every record of FILE (with its -wal) that can still be read, record by record
        around damaged pages, into NEW_FILE (which must not exist); FILE is never written.
        Prints how many rows were copied and lost per table. Exit 0 if nothing was lost, 1 if
        rows were lost or nothing could be written. Then: db check --db-file NEW_FILE, and move it in place.

FILE defaults to SANDBOX_DB_FILE. Recovery procedure: docs/reliability.md, "Recovery".
`,
  'db.invalidState': (problems: string) => `does not hold a valid sandbox state: ${problems}`,
  'db.wouldMigrate': (from: number, to: number, steps: string) =>
    `a start would migrate it from schema version ${from} to ${to} (${steps})`,
  'db.wouldCreate': 'would be created (a new database from the fixtures)',
  'db.tornTail': 'a torn last line dropped',
  'db.wouldConvert': (entries: number, torn: string, file: string) =>
    `a JSON state of an earlier version; a start would convert it into SQLite (snapshot + ${entries} journal entries${torn}), keeping the JSON files as ${file}.json-backup*`,
  'db.walIgnored': (bytes: number) =>
    `${bytes} bytes after them are ignored (a write cut short, never answered, or frames already checkpointed)`,
  'db.walPending': (transactions: number) =>
    `Its -wal holds ${transactions} transactions not yet checkpointed into the database file`,
  'db.wouldStart': (counts: string) => `would start. quick_check ok, every row valid (${counts})`,
  'db.keeping': (version: number, file: string) => `keeping the version-${version} database as ${file}`,
  'db.copied': (source: string, out: string) => `copied ${source} → ${out}`,
  'db.idsFrom': (first: number) => `ids from ${first} on`,
  'db.copiedCount': (count: number) => `copied ${count}`,
  'db.notValid': (count: number, ids: string) => `not valid ${count} (ids ${ids})`,
  'db.unreadable': (count: number, ids: string) => `unreadable ${count} (ids ${ids})`,
  'db.lostBehind': (ranges: string) => `lost behind damaged pages: ${ranges}`,
  'db.skipped': (file: string, lines: string) => `${file}: skipped damaged lines ${lines}`,
  'db.uncountedEnd': 'and an uncounted number at the end of a table',
  'db.uncountedWal': 'and the uncounted writes of the damaged -wal',
  'db.nothingLost': 'nothing lost',
  'db.lostAtMost': (rows: number) => `lost at most ${rows} rows`,
  'db.next': (file: string) => `Next: gateway-sandbox db check --db-file ${file}`,
  'db.unknownAction': (action: string) => `unknown action ${action}: check or repair`,
  'db.none': '(none)',
  'db.needsFile': '--db-file is required (or SANDBOX_DB_FILE)',
  'db.needsOut': 'repair needs --out NEW_FILE',
  'db.unexpected': (extra: string) => `unexpected ${extra}`,
  // serve (the settings' own descriptions are the settings table's, src/core/settings.ts: English)
  'serve.summary': 'Start the sandbox (the default when no verb is given)',
  'serve.usage': 'Usage: gateway-sandbox [serve] [options]',
  'serve.about':
    'Starts the payment gateway sandbox. Every option can also be set by its environment\nvariable; a flag wins over the variable.',
  'serve.seeHelp': 'Run gateway-sandbox --help for the options.',
  // A setting's value refused (a flag of serve, or its variable at start): the README's words.
  // One id per reason (src/core/settings.ts, SettingValueReason): its raw value first, then its one detail.
  'setting.nonNegativeInteger': (raw: string) => settingValueText({ id: 'nonNegativeInteger', raw }),
  'setting.integerUpTo': (raw: string, max: number) => settingValueText({ id: 'integerUpTo', raw, max }),
  'setting.boolean': (raw: string) => settingValueText({ id: 'boolean', raw }),
  'setting.oneOf': (raw: string, values: string) => settingValueText({ id: 'oneOf', raw, values }),
  'setting.clockStart': (raw: string) => settingValueText({ id: 'clockStart', raw }),
  'setting.clockRange': (raw: string, max: string) => settingValueText({ id: 'clockRange', raw, max }),
  'setting.duration': (raw: string) => settingValueText({ id: 'duration', raw }),
  'setting.durationRange': (raw: string) => settingValueText({ id: 'durationRange', raw }),
  'events.noStreamNow': 'the sandbox serves no event stream now',
  'events.streamEnded': 'the stream ended',
  // the API's words a person reads: resource types, the notes the sandbox writes on ledger entries
  'type.name': (type: string) => type,
  'ledger.note': (note: string) => note,
  'trigger.created': 'created',
  'trigger.existing': 'existing',
  'trigger.blocked': 'blocked',
  // tenants export and import (src/tools/cli/tenant-move.ts), verify and cluster: their one-line help
  'tenants.export.summary':
    'Start moving a tenant: stop its writes here, then write its whole state and identity (webhook secrets and token hash included) to one file, 0600 (default ./<name>.tenant.json)',
  'tenants.export.details': [
    "From now on the tenant's writes here answer 503 TENANT_MOVING (Retry-After: 1) and its reads are served, so the file holds every write ever answered here; import the file where the tenant goes, then delete it here.",
    'To give the move up: POST /__admin/tenants/<name>/move {"writes": "open"}.',
    "Needs the operator's token when one is set. Through a cluster's proxy it reaches the tenant's shard.",
  ].join('\n'),
  'tenants.import.summary':
    'Make the tenant of an export file here, with its whole state and identity: its admin token and keys are the ones it had',
  'tenants.import.details': [
    'The tenant keeps its name (its keys name it: pk_tnt_<name>_…), its admin token, its keys, data, clock and last activity; it must not exist here yet.',
    'A file of an earlier version holds no identity: the tenant then gets a new admin token, printed (shown only now).',
    "When the state is refused, the tenant just made is deleted again: nothing changes. Needs the operator's token when one is set.",
  ].join('\n'),
  // tenants export and import: what they say when run
  'tenants.notHere': (name: string, url: string) => `no tenant ${name} in ${url}`,
  'tenants.cannotRead': (file: string, why: string) => `cannot read ${file}: ${why}`,
  'tenants.notJson': (file: string, why: string) => `${file} is not JSON: ${why}`,
  'tenants.notTenantFile': (file: string) =>
    `${file} is not a tenant file of gateway-sandbox tenants export (gatewaySandboxTenant 1, name, fixtures, state)`,
  'tenants.exported': (name: string, file: string) =>
    `tenant ${name} exported to ${file} (it holds webhook secrets: keep it private)\nIts writes here answer 503 TENANT_MOVING until it is deleted here: import ${file} where it goes, then delete it here.`,
  'tenants.imported': (name: string, file: string) =>
    `tenant ${name} imported from ${file}\nIts admin token and keys are the ones it had.`,
  'tenants.importedNewToken': (name: string, file: string) =>
    `tenant ${name} imported from ${file}\nThe admin token is shown only now (the file holds no identity); the tenant's keys are the ones it had.`,
  'verify.summary': 'Hold a gateway (real, staging or this sandbox) against the contract; exit 1 on drift',
  'cluster.summary':
    'Run N sandbox shards behind HAProxy, tenants routed by key or path (or print the HAProxy configuration)',
};

/** The shape of a message table: every id, each a string or a function of its parameters. */
export type Messages = typeof EN;
export type MessageId = keyof Messages;
