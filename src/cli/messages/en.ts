/**
 * Everything the CLI says in English, keyed by message id: the table pt.ts mirrors (its type is this table's, so the
 * compiler holds both to the same ids and the same parameters). A message with parameters is a function of them.
 * Verbs pick an id (t('sales.count', shown, total)); no sentence is written in a verb.
 */
export const EN = {
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
    `${what} must be an amount of reais such as ${example}, got "${value}"`,
  'usage.url': (what: string, value: string) => `${what} must start with http:// or https://, got "${value}"`,
  'refusal.refused': (message: string) => `refused: ${message}`,
  'refusal.problems': (problems: string) => `problems: ${problems}`,
  'refusal.allowedMoves': (moves: string) => `allowed moves from here: ${moves}`,
  'refusal.noMoves': 'none (a final status)',
  'connection.url': 'The running sandbox',
  'connection.adminToken': 'X-Admin-Token, when the sandbox requires one',
  'connection.tenant':
    'A tenant of a shared sandbox: act on its admin API (/__admin/tenants/NAME/…) only; --admin-token is then its token (or the operator’s)',
  'connection.json': 'Machine output: the API answers as JSON (errors too, on stdout)',
  'connection.unreachable': (url: string, problem: string) =>
    `cannot reach the sandbox at ${url} (${problem}). Start one with gateway-sandbox serve, or point --url / SANDBOX_URL at it.`,

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
    'out is PENDING with no next attempt (deliveries list --status PENDING), recorded when its receiver answers.',
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
  'subscriptions.create.amount': 'The amount each cycle, in cents (default 4990)',
  'subscriptions.create.cycle': (cycles: string) => `${cycles} (default MONTHLY)`,
  'subscriptions.create.status': 'The status to start in (default ACTIVE)',
  'subscriptions.create.card': (outcomes: string) => `What the card's charges give: ${outcomes} (default PAGO)`,
  'subscriptions.create.email': 'The customer’s e-mail (default cliente.teste@example.com)',
  'subscriptions.create.product': 'The product’s name (default Plano de teste)',
  'subscriptions.create.customerName': 'The customer’s name (default Cliente Teste)',
  'subscriptions.create.document': 'The customer’s CPF or CNPJ (optional)',
  'subscriptions.create.summary': 'A card subscription in any status, due one cycle from now (clock advance bills it)',
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
};

/** The shape of a message table: every id, each a string or a function of its parameters. */
export type Messages = typeof EN;
export type MessageId = keyof Messages;
