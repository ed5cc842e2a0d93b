import { TENANT_NAME_RULE_PT } from '../../../core/lib/key-form.js';
import { ledgerNote } from '../../../features/ledger/ledger.labels.js';
import type { Messages } from './en.js';
import { CLUSTER_PT } from './cluster.pt.js';
import { VERIFY_PT } from './verify.pt.js';

/** The API's resource types (sale, cashout…) as a person names them. */
const TYPE_NAMES: Record<string, string> = {
  sale: 'venda',
  cashout: 'saque',
  subscription: 'assinatura',
  seller: 'vendedor',
  delivery: 'entrega',
};

/**
 * Tudo o que a CLI diz em português (LANG=pt_BR…), com os mesmos ids e parâmetros da tabela inglesa (en.ts): o
 * compilador recusa um id a mais ou a menos. Os nomes da spec (PAGO, PENDING, CREDIT_CARD), das opções e dos campos
 * da API ficam como são: são os valores que o usuário digita e lê nas respostas.
 */
export const PT: Messages = {
  ...VERIFY_PT,
  ...CLUSTER_PT,
  // A moldura: ajuda geral, erros de uso, recusas, a conexão.
  'help.globalUsage': 'Uso: gateway-sandbox [verbo] [opções]',
  'help.verbs': 'Verbos:',
  'help.global': [
    '`gateway-sandbox help <verbo>` ou `gateway-sandbox <verbo> --help` mostra o uso de um verbo.',
    'Os verbos além de serve falam com um sandbox em execução: --url (env SANDBOX_URL, padrão',
    'http://127.0.0.1:4010), --admin-token (env SANDBOX_ADMIN_TOKEN), --tenant (env SANDBOX_TENANT),',
    '--json para saída de máquina; podem vir em qualquer lugar, antes ou depois do verbo.',
    'Códigos de saída: 0 feito, 1 o sandbox recusou (o erro dele é impresso), 2 uso incorreto ou nenhum sandbox.',
    'As mensagens saem em português quando LC_ALL, LC_MESSAGES ou LANG (a primeira definida) é pt_BR; senão, em inglês.',
  ].join('\n'),
  'help.serveOptions': 'Sem verbo, ele serve. As opções de serve (cada uma também uma variável de ambiente):',
  'help.showThisHelp': 'Mostra esta ajuda',
  'help.usage': 'Uso:',
  'help.optionsOfEveryCommand': 'Opções de todo comando:',
  'help.default': (value) => `padrão ${value}`,
  'help.unset': '(vazio)',
  'help.empty': '(nenhum)',
  'usage.missing': (args) => `falta ${args}`,
  'usage.unexpectedArgument': (arg) => `argumento inesperado "${arg}"`,
  'usage.seeHelp': (verb) => `Veja o uso com gateway-sandbox help ${verb}.`,
  'usage.seeGlobalHelp': 'Veja o uso com gateway-sandbox --help.',
  'usage.unknownCommand': (command, commands) => `comando desconhecido "${command}" (esperado um de ${commands})`,
  'usage.noVerb': (verb, verbs) => `não há o verbo "${verb}" (verbos: ${verbs})`,
  'usage.unknownVerb': (verb, verbs) => `verbo desconhecido "${verb}" (verbos: ${verbs})`,
  'usage.positiveInteger': (what, value) => `${what}: deve ser um inteiro positivo, recebido "${value}"`,
  'usage.oneOf': (what, allowed, value) => `${what}: deve ser um de ${allowed}, recebido "${value}"`,
  'usage.reais': (what, example, value) => `${what}: deve ser em reais, como ${example}, recebido "${value}"`,
  'amount.both': 'use --amount (reais) ou --amount-cents (centavos), não os dois',
  'amount.ambiguous': (value, asReais, asCents) =>
    `--amount ${value} é ambíguo: --amount recebe reais com os centavos (${asReais} ou ${asCents}); para centavos use --amount-cents ${value}`,
  'usage.url': (what, value) => `${what}: deve começar com http:// ou https://, recebido "${value}"`,
  // O que foi chamado fica de fora (o usuário o digitou); o status, o código e a mensagem da API como ela os mandou.
  'refusal.refused': (_what, status, code, message) => `recusado: ${status} ${code}: ${message}`,
  'refusal.problems': (problems) => `problemas: ${problems}`,
  'refusal.allowedMoves': (moves) => `transições permitidas a partir daqui: ${moves}`,
  'refusal.noMoves': 'nenhuma (um status final)',
  'connection.url': 'O sandbox em execução',
  'connection.adminToken': 'X-Admin-Token, quando o sandbox exige um',
  'connection.tenant':
    'Um tenant de um sandbox compartilhado: age só na API admin dele (/__admin/tenants/NOME/…); --admin-token é então o token dele (ou o do operador)',
  'connection.json': 'Saída de máquina: as respostas da API em JSON (os erros também, na saída padrão)',
  'connection.unreachable': (url, cause, code) =>
    `não foi possível conectar ao sandbox em ${url}: ${cause} (${code}). Inicie um com gateway-sandbox serve, ou aponte --url / SANDBOX_URL para ele.`,
  'usage.unknownOption': (option) => `opção desconhecida ${option}`,
  'usage.optionNeedsValue': (option) => `a opção ${option} precisa de um valor`,
  'usage.optionTakesNoValue': (option) => `a opção ${option} não recebe valor`,
  'usage.badArguments': (code) => `não foi possível ler os argumentos (${code})`,
  'system.refused': 'conexão recusada',
  'system.reset': 'conexão encerrada pelo outro lado',
  'system.closed': 'a conexão fechou antes da resposta',
  'system.notFound': 'endereço não encontrado',
  'system.unreachable': 'rede inacessível',
  'system.timeout': 'tempo esgotado',
  'system.noFile': 'arquivo ou diretório inexistente',
  'system.denied': 'permissão negada',
  'system.isDirectory': 'é um diretório',
  'system.exists': 'já existe',
  'system.notJson': 'não é JSON',
  'system.other': 'falhou',

  // Palavras e rótulos de vários verbos.
  'word.yes': 'sim',
  'word.no': 'não',
  'word.noneFinal': 'nenhuma (final)',
  'arg.saleId': 'o id da venda',
  'arg.cashoutId': 'o id do saque',
  'arg.subscriptionId': 'o id da assinatura',
  'arg.sellerId': 'o id do vendedor',
  'arg.deliveryId': 'o id da entrega',
  'arg.requestId': 'o id da requisição',
  'arg.faultId': 'o id da falha',
  'arg.status': 'o status',
  'arg.outcome': 'o resultado',
  'arg.amount': 'o valor',
  'arg.webhookUrl': 'a URL do webhook',
  'option.limit': 'No máximo esta quantidade (padrão 20)',
  'option.sellerFilter': 'Só os deste vendedor',
  'option.statusFilter': (statuses) => `Só neste status (${statuses})`,
  'option.sellerAny': 'O vendedor (padrão 1000); qualquer conta de vendedor, sem chaves',
  'option.sellerDefault': 'O vendedor (padrão 1000)',
  'head.seller': 'VENDEDOR',
  'head.method': 'MÉTODO',
  'head.amount': 'VALOR',
  'head.created': 'CRIAÇÃO',
  'head.pixKey': 'CHAVE PIX',
  'head.cycle': 'CICLO',
  'head.customer': 'CLIENTE',
  'head.nextBilling': 'PRÓXIMA COBRANÇA',
  'head.name': 'NOME',
  'head.labels': 'RÓTULOS',
  'head.publicKey': 'CHAVE PÚBLICA',
  'head.available': 'DISPONÍVEL',
  'head.user': 'USUÁRIO',
  'head.email': 'E-MAIL',
  'head.webhookSecret': 'SEGREDO DO WEBHOOK',
  'label.sale': 'venda',
  'label.cashout': 'saque',
  'label.seller': 'vendedor',
  'label.method': 'método',
  'label.amount': 'valor',
  'label.netAmount': 'valor líquido',
  'label.customer': 'cliente',
  'label.created': 'criação',
  'label.completed': 'conclusão',
  'label.processed': 'processamento',
  'label.postbackUrl': 'URL de postback',
  'label.subscription': 'assinatura',
  'label.metadata': 'metadados',
  'label.history': 'histórico',
  'label.pixKey': 'chave PIX',
  'label.externalId': 'id externo',
  'label.allowedMoves': 'transições permitidas',
  'label.product': 'produto',
  'label.card': 'cartão',
  'label.name': 'nome',
  'label.user': 'usuário',
  'label.publicKey': 'chave pública',
  'label.available': 'disponível',
  'label.webhookSecret': 'segredo do webhook',
  'label.tenant': 'tenant',
  'label.console': 'console',
  'label.adminApi': 'API admin',
  'label.labels': 'rótulos',

  // clock
  'clock.summary': 'O relógio do sandbox: lê-lo, avançá-lo e rodar o que vence no caminho',
  'clock.show.summary': 'Agora, no relógio do sandbox, e se ele está congelado',
  'clock.advance.summary':
    'Avança o relógio; expiração de PIX, fim de teste grátis, cobranças, novas tentativas e cancelamentos agendados rodam em ordem',
  'clock.advance.details': [
    'Uma duração é número e unidade, combinados: 90m, 12h, 30d, 2w, 1mo, 1d12h, 1mo15d.',
    'mo é um mês de calendário no relógio do sandbox (31 jan + 1mo = 28 fev, como conta a cobrança mensal: uma',
    'assinatura MONTHLY criada agora cobra exatamente 1mo depois); w, d, h, m e s são durações fixas somadas depois dos meses.',
    'Termina quando toda mudança de estado do caminho está feita. As tentativas de webhook são esperadas só por pouco',
    'tempo: uma ainda em curso fica PENDING sem próxima tentativa (`deliveries list --status PENDING`), registrada quando o receptor responde.',
  ].join('\n'),
  'clock.now': 'agora (relógio do sandbox)',
  'clock.zone': '(Brasília, UTC-3)',
  'clock.frozen': 'congelado',
  'clock.head.ran': 'RODOU',
  'clock.head.at': 'QUANDO (relógio do sandbox)',
  'clock.head.items': 'ITENS',
  'clock.nothingDue': 'nada venceu',

  // tenants
  'tenants.summary':
    'Tenants de um sandbox compartilhado: cada um é um sandbox inteiro (chaves, dados, relógio, falhas, entregas)',
  'tenants.badName': (_english, name) => `um nome de tenant é ${TENANT_NAME_RULE_PT}, recebido "${name}"`,
  'tenants.badLabels': (pair) => `--labels recebe pares nome=valor separados por vírgulas, recebido "${pair}"`,
  'tenants.expiresIdle': 'expira se ocioso em (relógio real)',
  'tenants.shownOnlyNow': 'O token admin e as chaves privadas só são mostrados agora.',
  'tenants.create.fixtures': 'Cria as contas de fixture, com chaves próprias do tenant (senão, um tenant vazio)',
  'tenants.create.ttl':
    'Apaga-o depois deste tempo sem requisições ("2h", "1d"; dentro do SANDBOX_TENANT_MAX_TTL do servidor)',
  'tenants.create.clock': 'O relógio dele congelado (`frozen`) ou correndo (`running`)',
  'tenants.create.clockStart': 'Onde o relógio dele começa: um instante ISO 8601, "now" ou "anchor"',
  'tenants.create.labels': 'Rótulos livres que a lista do operador mostra (pipeline=checkout,branch=main,owner=lucia)',
  'tenants.create.summary':
    'Um novo tenant; imprime a URL do console, o token admin (mostrado só agora) e, com --fixtures, as chaves e segredos de webhook das contas',
  'tenants.create.details': () =>
    [
      `Um nome é ${TENANT_NAME_RULE_PT} (ci-run-42, qa-lucia).`,
      'Precisa do token do operador ou de um criador de tenants (SANDBOX_TENANT_CREATOR_TOKEN) como --admin-token.',
      'Depois: gateway-sandbox --tenant NOME --admin-token TOKEN <verbo> …, ou SANDBOX_TENANT e SANDBOX_ADMIN_TOKEN.',
    ].join('\n'),
  'tenants.list.summary':
    'Todos os tenants: criação, última atividade, registros, memória aproximada (o token do operador)',
  'tenants.list.details':
    'Os instantes são do relógio real do servidor; o relógio do sandbox de cada tenant é outro (gateway-sandbox --tenant NOME clock show).',
  'tenants.head.created': 'CRIAÇÃO (relógio real)',
  'tenants.head.lastActivity': 'ÚLTIMA ATIVIDADE (relógio real)',
  'tenants.head.expires': 'EXPIRA SE OCIOSO (relógio real)',
  'tenants.head.records': 'REGISTROS',
  'tenants.clocksNote':
    'Horários de Brasília (UTC-3) no relógio real do servidor; o relógio do sandbox de um tenant: gateway-sandbox --tenant NOME clock show',
  'tenants.none': 'nenhum tenant',
  'tenants.delete.summary':
    'Remove um tenant e tudo o que há nele; as chaves e o token dele respondem 401 a partir daí (o token dele ou o do operador)',
  'tenants.deleted': (name) => `tenant ${name} apagado`,

  // sales
  'sales.summary':
    'Vendas de todos os vendedores: listar, ver, criar uma para qualquer vendedor e movê-las na máquina de estados como o processador de pagamentos',
  'sales.list.summary': 'Vendas, as mais novas primeiro',
  'sales.count': (shown, total) => `${shown} de ${total} venda(s)`,
  'sales.create.summary':
    'Cria uma venda para um vendedor como as chaves dele criariam (POST /__admin/sales: mesmas regras, taxas e postbacks de POST /api/sales)',
  'sales.create.details':
    'p. ex. gateway-sandbox sales create --seller 1006 --method CREDIT_CARD --amount 250.00 --order-id PED-1',
  'sales.show.summary': 'Uma venda com o vendedor, a URL de postback, os metadados e o histórico de status',
  'sales.expired': 'expirada',
  'sales.why': 'motivo',
  'sales.expiredBy': (job, at) => `o prazo venceu sem pagamento: cancelada pelo job do relógio ${job} em ${at}`,
  'sales.move.summary':
    'Move uma venda para um status, como o processador de pagamentos faria (uma transição recusada lista as permitidas, saída 1)',
  'sales.move.details': (statuses) => `Status: ${statuses}; as transições: docs/sales-state-machine.md.`,

  // cashouts
  'cashouts.summary':
    'Saques de todos os vendedores: listar, ver, pedir um para qualquer vendedor e postar as mudanças de status do provedor bancário',
  'cashouts.create.type': (types) => `O tipo da chave PIX: ${types} (padrão: EMAIL para um endereço, senão CPF)`,
  'cashouts.create.postbackUrl': 'Posta as mudanças do saque ali, assinadas (X-Signature)',
  'cashouts.create.summary':
    'Pede um saque de VALOR reais (p. ex. 150.00) para uma chave PIX, como pelo painel do vendedor (POST /__admin/cashouts)',
  'cashouts.create.details':
    'Depois mova-o como o provedor bancário: gateway-sandbox cashouts postback <id> PROCESSING, depois COMPLETED ou REJECTED.',
  'cashouts.list.summary': 'Saques, os mais novos primeiro',
  'cashouts.count': (shown, total) => `${shown} de ${total} saque(s)`,
  'cashouts.show.summary': 'Um saque com as taxas, o id do provedor e as transições permitidas a partir do status dele',
  'cashouts.postback.externalId': 'O id da transferência no provedor (um id end-to-end)',
  'cashouts.postback.summary':
    'Informa uma mudança de status como o provedor bancário faria; webhooks e postbacks seguem',
  'cashouts.postback.details': (statuses) =>
    `Status: ${statuses} (PENDING → PROCESSING → COMPLETED ou REJECTED; CANCELLED antes da conclusão).`,

  // subscriptions
  'subscriptions.summary':
    'Assinaturas de todos os vendedores: listar, ver, criar uma em qualquer status, pausar, retomar, cancelar, trocar o cartão',
  'subscriptions.list.summary': 'Assinaturas, as mais novas primeiro',
  'subscriptions.count': (shown, total) => `${shown} de ${total} assinatura(s)`,
  'subscriptions.show.summary':
    'Uma assinatura com o cartão, as contagens de cobrança e as ações permitidas a partir do status dela',
  'subscriptions.charges': (outcome) => `cobranças dão ${outcome}`,
  'subscriptions.nextBilling': 'próxima cobrança',
  'subscriptions.trialEnds': 'fim do teste grátis',
  'subscriptions.billings': 'cobranças',
  'subscriptions.billingCounts': (total, paid, failed) => `${total} (pagas: ${paid}; com falha: ${failed})`,
  'subscriptions.lastCharge': 'última cobrança',
  'subscriptions.cancelAtPeriodEnd': 'cancelar no fim do período',
  'subscriptions.allowedActions': 'ações permitidas',
  'subscriptions.isNow': (id, status) => `assinatura ${id}: ${status}`,
  'subscriptions.until': (id, status, at) => `assinatura ${id}: ${status} até ${at}, depois CANCELLED`,
  'subscriptions.created': (id) => `assinatura ${id} criada`,
  'subscriptions.cardNow': (id, outcome) => `assinatura ${id}: as cobranças do cartão agora dão ${outcome}`,
  'subscriptions.create.amount': 'O valor de cada ciclo em reais, p. ex. 29,90 ou 29.90 (padrão 49,90)',
  'subscriptions.create.amountCents': 'O valor de cada ciclo em centavos, p. ex. 2990 (em vez de --amount)',
  'subscriptions.create.cycle': (cycles) => `${cycles} (padrão MONTHLY)`,
  'subscriptions.create.status': 'O status inicial (padrão ACTIVE)',
  'subscriptions.create.card': (outcomes) => `O que as cobranças do cartão dão: ${outcomes} (padrão PAGO)`,
  'subscriptions.create.email': 'O e-mail do cliente (padrão cliente.teste@example.com)',
  'subscriptions.create.product': 'O nome do produto (padrão Plano de teste)',
  'subscriptions.create.customerName': 'O nome do cliente (padrão Cliente Teste)',
  'subscriptions.create.document': 'O CPF ou CNPJ do cliente (opcional)',
  'subscriptions.create.summary':
    'Uma assinatura de cartão em qualquer status, vencendo daqui a um ciclo (`clock advance` a cobra)',
  'subscriptions.pause.summary': 'Pausa uma assinatura ACTIVE ou TRIALING (nada é cobrado enquanto PAUSED)',
  'subscriptions.resume.summary': 'Retoma uma assinatura PAUSED',
  'subscriptions.cancel.atPeriodEnd': 'Cancela quando o período em curso terminar, não agora',
  'subscriptions.cancel.reason': 'O motivo do cancelamento, guardado com ela',
  'subscriptions.cancel.summary': 'Cancela uma assinatura agora (ou no fim do período)',
  'subscriptions.cancel.reasonNotAtEnd': '--reason acompanha um cancelamento imediato, não --at-period-end',
  'subscriptions.setCard.summary': (outcomes) =>
    `Troca o cartão de teste cadastrado: o que as próximas cobranças dão (${outcomes})`,

  // sellers
  'sellers.summary':
    'Contas de vendedor: listá-las, criar uma com as chaves, definir o webhook permanente, trocar as chaves ou o segredo do webhook',
  'sellers.list.summary': 'Todos os vendedores: id, razão social, chave pública, saldo, webhook',
  'sellers.withdrawals': 'saques',
  'sellers.count': (total) => `${total} vendedor(es)`,
  'sellers.show.summary': 'Um vendedor: conta, chave pública, permissões, taxas, webhook',
  'sellers.blocked': 'bloqueado',
  'sellers.apiCashouts': 'saques pela API',
  'sellers.notifyWithdrawals': 'notificar saques',
  'sellers.permissions': 'permissões',
  'sellers.create.name': 'O nome da empresa e do usuário (senão, um nome gerado)',
  'sellers.create.balance': 'Saldo disponível inicial, em reais (p. ex. 1500.00)',
  'sellers.create.summary':
    'Um novo usuário e conta de vendedor; imprime o par de chaves e o segredo do webhook (mostrados só agora)',
  'sellers.sellerId': 'id do vendedor',
  'sellers.created.shownOnlyNow': 'A chave privada e o segredo do webhook só são mostrados agora.',
  'sellers.setWebhook.withdrawals':
    'Notifica ali as mudanças de saques (withdrawals): o tipo de notificação que a spec pede',
  'sellers.setWebhook.summary': 'Define a URL permanente do webhook do vendedor ("none" a remove)',
  'sellers.rotateKeys.summary':
    'Um novo par de chaves para o vendedor (o antigo deixa de funcionar); imprime a chave privada, mostrada só agora',
  'sellers.rotateKeys.shownOnlyNow': 'A chave privada só é mostrada agora; o par antigo não funciona mais.',
  'sellers.rotateSecret.summary': 'Um novo segredo de webhook (assina X-Signature daqui em diante); mostrado só agora',
  'sellers.rotateSecret.shownOnlyNow': 'O segredo do webhook só é mostrado agora.',
  // ledger e search
  'ledger.noRoute': (what) => `este sandbox não tem ${what} (uma versão anterior ao extrato e à busca da issue 23)`,
  'ledger.summary':
    'O extrato de um vendedor: cada crédito e débito, com bruto, taxa, reserva e líquido, e o saldo depois de cada um',
  'ledger.page': 'A página, a partir de 1',
  'ledger.csv': 'O extrato inteiro em CSV (; entre os campos, reais com vírgula, horário de Brasília)',
  'ledger.command.summary':
    'Os lançamentos: o instante do sandbox, o tipo, bruto, taxa, reserva ou retenção, líquido, o saldo depois, a venda ou o saque',
  'ledger.details': [
    'A coluna do líquido soma o saldo inteiro: disponível mais reservado (reservas de cartão e retenções de MED).',
    'gateway-sandbox ledger 1000 --csv > extrato.csv  grava um arquivo que uma planilha abre.',
  ].join('\n'),
  'ledger.available': (amount) => `disponível ${amount}`,
  'ledger.reserved': (reserved, reserves, holds) =>
    `reservado ${reserved} (reservas de cartão ${reserves}, retenções de MED ${holds})`,
  'ledger.total': (amount) => `total ${amount}`,
  'ledger.head.at': 'QUANDO (relógio do sandbox)',
  'ledger.head.kind': 'TIPO',
  'ledger.head.gross': 'BRUTO',
  'ledger.head.fee': 'TAXA',
  'ledger.head.reserved': 'RESERVADO',
  'ledger.head.net': 'LÍQUIDO',
  'ledger.head.availableAfter': 'DISPONÍVEL DEPOIS',
  'ledger.head.for': 'REFERENTE A',
  'ledger.head.note': 'OBSERVAÇÃO',
  'ledger.count': (shown, total, seller) => `${shown} de ${total} lançamento(s) do vendedor ${seller}`,
  'ledger.pages': (page, pages) => `(página ${page} de ${pages}: --page N para mais)`,
  'search.summary':
    'Encontra vendas, saques, assinaturas e vendedores por id, e-mail, documento, nome do cliente, orderId, id externo',
  'search.command.summary': 'Cada resultado: o que é, o id, uma linha sobre ele e por que casou',
  'search.how.exact': 'valor inteiro',
  'search.how.prefix': 'início',
  'search.head.type': 'TIPO',
  'search.head.what': 'O QUÊ',
  'search.head.matched': 'CASOU POR',
  'search.count': (shown, total, text) => `resultados para "${text}": ${shown}${total === null ? '' : ` de ${total}`}`,

  // events, listen, timeline
  'events.summary':
    'O que acontece no sandbox, uma linha cada: venda PENDENTE → PAGO R$ 100,00…; --follow imprime à medida que acontece',
  'events.follow': 'Continua imprimindo novos eventos até Ctrl-C',
  'events.type': 'Só estes tipos, separados por vírgula; sale.* (ou `sale`) pega todos de um recurso',
  'events.own':
    'Também as requisições da própria CLI (ocultas senão; as da API admin também, quando o sandbox não diz quem fez a requisição)',
  'events.limit': 'Sem --follow: os N eventos mais recentes (padrão 20)',
  'events.interval':
    'Com --follow, quando o sandbox não tem fluxo de eventos: consulta a cada MS milissegundos (padrão 1000)',
  'events.poll': 'Lê as listas admin mesmo quando o sandbox tem fluxo de eventos',
  'events.command.summary':
    'Cada evento: o instante do sandbox (Brasília), o tipo, o recurso e o id, a mudança, o valor, o vendedor',
  'events.details': (types) =>
    [
      `Tipos: ${types}.`,
      'Lê o fluxo de eventos do sandbox (GET /__admin/events); um sandbox sem ele é consultado pelas listas admin',
      '(as 100 vendas, saques, entregas e requisições mais recentes). --json imprime cada evento como o fluxo o envia',
      '(instantes em UTC), um objeto JSON por linha.',
    ].join('\n'),
  'events.again': 'seguindo o fluxo de eventos de novo',
  'events.following': (whose, url) => `seguindo o fluxo de eventos do ${whose} em ${url} (Ctrl-C para)`,
  'events.missed':
    'alguns eventos se perderam na ausência (o sandbox guarda os últimos 1.000): recarregue o que mostra',
  'events.lost': (why, seconds) => `o fluxo de eventos caiu (${why}); reconectando em ${seconds} s`,
  'events.polling': (whose, url, interval) =>
    `seguindo o ${whose} em ${url} consultando a cada ${interval} ms (Ctrl-C para)`,
  'events.unknownType': (unknown, types) =>
    `--type: tipo de evento desconhecido ${unknown} (tipos: ${types}; um prefixo como sale.* pega todos de um recurso)`,
  'events.defaultTenant': 'tenant padrão',
  'listen.summary':
    'Segue os postbacks e webhooks do sandbox e reposta cada um, assinado como enviado, para um endereço local (como stripe listen)',
  'listen.forwardTo':
    'Reposta cada entrega aqui (p. ex. http://localhost:3000/hook), com os cabeçalhos originais e o X-Signature',
  'listen.timeout': 'Quanto tempo o endereço local pode levar para responder (padrão 10000)',
  'listen.command.summary':
    'Cada entrega uma vez, depois da primeira tentativa do sandbox: o tipo, o recurso e o status da resposta local',
  'listen.details': [
    'O sandbox posta no postbackUrl ou webhook que recebeu; listen lê cada entrega (GET /__admin/webhooks/deliveries/{id})',
    'depois da primeira tentativa, e posta os mesmos bytes com os mesmos cabeçalhos (X-Signature, X-Sandbox-Event-Id…) em',
    '--forward-to, e o receptor a verifica com o segredo de webhook do vendedor como faria com a real. Um sandbox num',
    'servidor alcança assim um receptor num notebook. Sem --forward-to imprime os cabeçalhos e o corpo de cada entrega.',
  ].join('\n'),
  'listen.delivery': (id) => `entrega ${id}`,
  'listen.noAnswer': (error) => `sem resposta (${error})`,
  'listen.again': 'ouvindo de novo',
  'listen.listening': (whose, url) => `ouvindo as entregas do ${whose} em ${url} (Ctrl-C para)`,
  'listen.forwarding': (whose, url, target) =>
    `ouvindo as entregas do ${whose} em ${url}, repassando para ${target} (Ctrl-C para)`,
  'listen.missed': 'algumas entregas se perderam na ausência: gateway-sandbox deliveries list as mostra',
  'listen.noStream': (url) =>
    `o sandbox em ${url} não tem fluxo de eventos (GET /__admin/events): listen precisa de um`,
  'timeline.summary':
    'A história de uma venda, saque ou assinatura: cada mudança, lançamento e entrega no instante do sandbox',
  'timeline.command.summary':
    'p. ex. gateway-sandbox timeline sale:517 (o mais antigo primeiro; o sandbox guarda SANDBOX_EVENT_HISTORY mudanças)',
  'timeline.badObject': (given) => `diga qual objeto como sale:ID, cashout:ID ou subscription:ID, recebido "${given}"`,
  'timeline.nothing': (what) =>
    `nada registrado para ${what} (registros de fixture e mudanças mais antigas que o histórico guardado não têm eventos)`,
  // deliveries, inbox, faults
  'deliveries.summary': 'A caixa de saída de webhooks e postbacks: cada entrega e tentativa; enviar uma de novo',
  'deliveries.eventId': 'id do evento',
  'deliveries.kind': 'tipo',
  'deliveries.about': 'sobre',
  'deliveries.signed': 'assinada',
  'deliveries.nextAttempt': 'próxima tentativa',
  'deliveries.delivered': 'entregue em',
  'deliveries.body': 'corpo',
  'deliveries.head.attemptAt': 'TENTATIVA EM',
  'deliveries.head.error': 'ERRO',
  'deliveries.noAttempt': 'nenhuma tentativa ainda',
  'deliveries.kindFilter': (kinds) => `Só deste tipo (${kinds})`,
  'deliveries.list.summary': 'Entregas, as mais novas primeiro',
  'deliveries.head.kind': 'TIPO',
  'deliveries.head.about': 'SOBRE',
  'deliveries.head.attempts': 'TENTATIVAS',
  'deliveries.head.lastHttp': 'ÚLTIMO HTTP',
  'deliveries.count': (shown, total) => `${shown} de ${total} entrega(s)`,
  'deliveries.show.summary': 'Uma entrega: o corpo exato enviado, os ids dos cabeçalhos, cada tentativa',
  'deliveries.redeliver.wait':
    'Quanto esperar pelo resultado da tentativa (padrão 40: além do maior timeout de receptor); 0 não espera',
  'deliveries.redeliver.summary':
    'Envia uma entrega mais uma vez, agora (mesmo id de evento, nova tentativa), e imprime como o receptor respondeu',
  'deliveries.badWait': (value) => `--wait deve ser um número de segundos, recebido "${value}"`,
  'deliveries.sentAgain': (id, url, answer, ms, status) =>
    `entrega ${id} enviada de novo para ${url}: ${answer} em ${ms} ms; a entrega está ${status}`,
  'deliveries.dueAgain': (id, kind, url, seconds) =>
    `a entrega ${id} vence de novo agora (${kind} para ${url}); a tentativa não terminou em ${seconds} s: gateway-sandbox deliveries show ${id}`,
  'arg.mode': 'o modo',
  'arg.method': 'o método',
  'inbox.more': (times) => `mais ${times}`,
  'inbox.summary': 'Caixas de entrada de webhooks (POST /__admin/inbox/NOME): o que receberam e como respondem',
  'inbox.list.summary': 'As caixas, quantas requisições cada uma guarda e como responde',
  'inbox.head.received': 'RECEBIDAS',
  'inbox.head.last': 'ÚLTIMA',
  'inbox.head.answers': 'RESPONDE',
  'inbox.none': (path) => `nenhuma caixa ainda: aponte um postbackUrl ou webhook para ${path}`,
  'inbox.noneTenant': (tenant, path) =>
    `nenhuma caixa ainda: inbox show <nome> --tenant ${tenant} imprime a URL de uma (dentro de ${path}/) para apontar um postbackUrl ou webhook`,
  'inbox.show.body': 'Imprime o corpo inteiro de cada requisição',
  'inbox.show.summary':
    'O que uma caixa recebeu, o mais novo primeiro: a entrega, se a assinatura é válida, a resposta dada',
  'inbox.received': 'recebidas',
  'inbox.answers': 'responde',
  'inbox.head.at': 'QUANDO',
  'inbox.head.delivery': 'ENTREGA',
  'inbox.head.signature': 'ASSINATURA',
  'inbox.signature.none': 'nenhuma',
  'inbox.signature.notChecked': 'não verificada',
  'inbox.signature.valid': 'válida',
  'inbox.signature.invalid': 'INVÁLIDA',
  'inbox.head.answered': 'RESPONDEU',
  'inbox.hung': 'sem resposta',
  'inbox.head.body': 'CORPO',
  'inbox.mode.status': 'Com fail: o status que responde (padrão 500)',
  'inbox.mode.times': 'Só as próximas N requisições, depois volta a aceitar',
  'inbox.mode.summary': (modes) =>
    `Define como uma caixa responde: ${modes} (accept: 200; fail: 500 ou --status; hang: nunca, e o remetente estoura o tempo)`,
  'inbox.nowAnswers': (name, behaviour) => `a caixa ${name} agora responde ${behaviour}`,
  'inbox.forget.summary': 'Esquece uma caixa: as requisições e o modo dela',
  'inbox.forgotten': (name) => `caixa ${name} esquecida`,
  'faults.head.path': 'CAMINHO',
  'faults.head.answer': 'RESPOSTA',
  'faults.delayOnly': 'só atraso',
  'faults.head.delay': 'ATRASO',
  'faults.head.left': 'RESTAM',
  'faults.untilCleared': 'até limpar',
  'faults.head.hits': 'DISPAROS',
  'faults.summary': 'Falhas injetadas: listar as armadas, armar uma numa rota, limpá-las',
  'faults.list.summary': 'As falhas armadas e quantas vezes cada uma ainda dispara',
  'faults.none': 'nenhuma falha armada',
  'faults.arm.status':
    'Responde este status com o erro do catálogo (400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503)',
  'faults.arm.code': 'Responde este erro do catálogo (p. ex. INSUFFICIENT_BALANCE) em vez do padrão do status',
  'faults.arm.delay': 'Espera este tempo antes (sozinho: uma resposta lenta, não um erro)',
  'faults.arm.kind':
    'Uma falha de conexão, onde o sandbox as tem (connection-reset, empty-response, garbage, slow-body)',
  'faults.arm.times': 'Dispara N vezes, depois desarma (padrão: até limpar)',
  'faults.arm.summary':
    'Arma uma falha nas requisições que casam com MÉTODO (ou *) e caminho (segmentos :param e * casam com qualquer um)',
  'faults.arm.details': 'p. ex. gateway-sandbox faults arm POST /api/sales --status 503 --times 2',
  'faults.badPath': (path) => `o caminho deve começar com /, recebido "${path}"`,
  'faults.sayWhat': 'diga o que a falha faz: --status, --code, --delay ou --kind',
  'faults.armed': (id) => `falha ${id} armada`,
  'faults.disarm.summary': 'Desarma uma falha, deixando as outras armadas',
  'faults.disarmed': (id) => `falha ${id} desarmada`,
  'faults.clear.summary': 'Desarma todas as falhas',
  'faults.cleared': 'limpas',
  'faults.count': (count) => `${count} falha(s)`,
  // trigger, requests
  'arg.event': 'o evento',
  'trigger.summary': 'Faz um evento acontecer: cria o que ele precisa pela API pública e o conduz pela API admin',
  'trigger.seller':
    'Qualquer conta de vendedor (padrão 1000, acme): as vendas e saques são feitos pela API admin, sem chaves; ou "new": um vendedor criado para isso (R$ 10.000,00 disponíveis)',
  'trigger.postbackUrl': 'Cria a venda ou o saque com este postbackUrl, e as mudanças são postadas (assinadas) ali',
  'trigger.command.summary': 'Imprime cada id criado e cada status por que passou',
  'trigger.events': 'Eventos:',
  'trigger.newSeller': (publicKey, privateKey, secret) =>
    `chaves ${publicKey} ${privateKey}, segredo do webhook ${secret}`,
  'trigger.movedByProcessor': 'movida pelo processador (admin)',
  'trigger.toPixKey': (amount) => `${amount} para uma chave PIX`,
  'trigger.providerPostback': 'postback do provedor bancário (admin)',
  'trigger.subscriptionApproves': 'MONTHLY R$ 49,90, o cartão aprova, vence agora',
  'trigger.subscriptionDeclines': 'MONTHLY R$ 49,90, o cartão recusa, vence agora',
  'trigger.subscriptionCharge': 'a cobrança da assinatura',
  'trigger.nextBilling': (at) => `próxima cobrança ${at}`,
  'trigger.sale.paid': 'uma venda PIX (PENDENTE), paga pelo processador: PAGO',
  'trigger.sale.declined':
    'uma venda de cartão retida para análise (cartão de teste 4000000000000259: EM_PROCESSAMENTO), depois recusada: RECUSADO',
  'trigger.sale.refunded': 'uma venda PIX paga, depois estornada: PAGO → ESTORNADO',
  'trigger.sale.chargeback': 'uma venda de cartão aprovada na hora (4111111111111111), depois contestada: CHARGEBACK',
  'trigger.sale.expired': 'uma venda PIX nunca paga: CANCELADO, como faz a expiração (o relógio não é movido)',
  'trigger.cashout.completed': 'um saque de R$ 150,00 para uma chave PIX: PENDING → PROCESSING → COMPLETED',
  'trigger.cashout.rejected': 'um saque de R$ 150,00: PENDING → PROCESSING → REJECTED (o valor volta)',
  'trigger.subscription.billed':
    'uma assinatura mensal de cartão vencendo agora, cobrada: a cobrança PAGO, a assinatura ACTIVE',
  'trigger.subscription.payment_failed':
    'uma assinatura mensal cujo cartão recusa: a cobrança RECUSADO, a assinatura PAST_DUE',
  'requests.summary': 'O diário de requisições: o que os clientes enviaram e o que o sandbox respondeu',
  'requests.path': 'Só caminhos que contêm isto',
  'requests.status': 'Só este status (ou 4xx, 5xx)',
  'requests.admin': 'Inclui as requisições da API admin (as da própria CLI e do console)',
  'requests.list.summary':
    'Requisições recentes, as mais novas primeiro (as da API pública; --admin junta as da API admin)',
  'requests.head.time': 'QUANDO',
  'requests.count': (count) => `${count} requisição(ões)`,
  'requests.show.summary': 'Uma requisição: os cabeçalhos (chaves ocultadas) e os dois corpos',
  'requests.truncated': 'cortado',
  'requests.time': 'quando',
  'requests.request': 'requisição',
  'requests.answer': 'resposta',
  'requests.answerIn': (status, ms) => `${status} em ${ms} ms`,
  'requests.reason': 'motivo',
  'requests.requestBody': 'corpo da requisição',
  'requests.responseBody': 'corpo da resposta',
  // overview, test-values, state, reset, call, durações, cenários, corpos de venda
  'overview.summary': 'O sandbox num relance: o relógio e quantos registros há em cada status',
  'overview.command.summary': 'O relógio, depois vendedores, vendas, saques, assinaturas e entregas por status',
  'overview.sellers': 'vendedores',
  'overview.sales': 'vendas',
  'overview.cashouts': 'saques',
  'overview.subscriptions': 'assinaturas',
  'overview.deliveries': 'entregas',
  'overview.lastEvent': 'último evento',
  'testValues.summary':
    'Os valores de teste: números de cartão, tags de e-mail do cliente e chaves PIX, e o que cada um faz acontecer',
  'testValues.command.summary': 'Cada cartão de teste, tag de e-mail e chave PIX com o resultado',
  'testValues.cards': 'Cartões',
  'testValues.tags': 'Tags de e-mail do cliente',
  'testValues.keys': 'Chaves PIX de saque',
  'testValues.head.number': 'NÚMERO',
  'testValues.head.brand': 'BANDEIRA',
  'testValues.head.outcome': 'RESULTADO',
  'testValues.head.steps': 'PASSOS',
  'testValues.head.what': 'O QUE FAZ',
  'testValues.head.key': 'CHAVE',
  'state.summary': 'Salva o estado inteiro do sandbox num arquivo, ou restaura um',
  'state.save.summary':
    'Grava GET /__admin/state?secrets=include num arquivo novo que só você pode ler (0600): com os segredos de webhook, e `state load` depois de um reset assina como antes; chaves privadas só como hashes',
  'state.saved': (counts, file) => `salvo em ${file}: ${counts}`,
  'state.load.summary':
    'Substitui o estado por um salvo; um de versão de schema anterior é migrado (e os passos impressos); é validado antes, e um inválido não muda nada (saída 1)',
  'state.cannotRead': (file, why) => `não foi possível ler um estado JSON de ${file}: ${why}`,
  'state.migrated': (from, to) => `migrado da versão de schema ${from} para a ${to}:`,
  'state.loaded': (file, message) => `carregado ${file}: ${message}`,
  'reset.summary': 'Volta ao estado das fixtures (e o relógio ao início)',
  'file.cannotWrite': (file, why) => `não foi possível gravar ${file}: ${why}`,
  'file.wrote': (file) => `gravado ${file}`,
  'call.badBody': (why) => `--body não é JSON: ${why}`,
  'call.summary':
    'Qualquer operação do sandbox pelo operationId (o documento da API nomeia cada uma), a resposta em JSON',
  'call.path': 'Os parâmetros do caminho (id=5)',
  'call.query': 'A query (limit=2&status=PAGO)',
  'call.body': 'O corpo JSON',
  'call.command.summary': 'Envia a operação e imprime a resposta',
  'call.details': (operations) => `As operações: ${operations}.`,
  'call.noOperation': (id) => `não há a operação "${id}": gateway-sandbox help call as lista`,
  'duration.repeats': (text, unit) => `a duração "${text}" repete a unidade ${unit}`,
  'duration.bad': (text) =>
    `"${text}" não é uma duração: use um número e uma unidade (mo, w, d, h, m, s), combinados como 1d12h ou 1mo15d`,
  'duration.tooLarge': (text, field) => `a duração "${text}" é grande demais (${field})`,
  'scenario.keys': (name, publicKey, privateKey) => `chaves de ${name}: ${publicKey} ${privateKey}`,
  'scenario.faults': (ids) => `falhas armadas: ${ids}`,
  'scenario.inboxes': (names) => `caixas definidas: ${names}`,
  'scenario.cannotRead': (file, why) => `não foi possível ler um cenário JSON de ${file}: ${why}`,
  'scenario.summary':
    'Cenários como arquivos: aplica um mundo declarado (vendedores, vendas, saques, assinaturas, relógio, falhas)',
  'scenario.list.summary': 'Os cenários que vêm com o sandbox, usáveis pelo nome',
  'scenario.apply.set': 'Troca um valor do cenário pelo caminho com pontos (sales.big.amount=50000); repetível',
  'scenario.apply.summary':
    'Aplica um arquivo de cenário (JSON), ou um que vem com o sandbox pelo nome: tudo ou nada (uma recusa nomeia a entrada, saída 1)',
  'scenario.export.summary':
    'Grava o sandbox como cenário (no arquivo, ou na saída): aplicado a um sandbox vazio, ele o refaz',
  'saleBody.method': (methods) => `${methods} (padrão PIX)`,
  'saleBody.amount': 'O valor em reais, p. ex. 150.00 (padrão 100.00)',
  'saleBody.card':
    'O cartão de teste de um método de cartão (padrão 4111111111111111, aprovado; gateway-sandbox test-values lista os outros)',
  'saleBody.email':
    'O e-mail do cliente; uma tag de teste nele (+paid, +declined…) conduz a venda (padrão cliente.teste@example.com)',
  'saleBody.orderId': 'metadata.orderId, como uma loja enviaria',
  'saleBody.postbackUrl': 'Posta as mudanças da venda ali, assinadas (X-Signature)',
  'saleBody.body':
    'Envia este arquivo JSON como corpo da venda (- lê a entrada padrão); as outras opções são ignoradas',
  // o narrador de eventos (events, timeline)
  'narrator.deleted': 'apagado',
  'narrator.new': 'novo',
  'narrator.bulk': (count, resource) => `${count} registros de ${resource} mudaram de uma vez`,
  'narrator.reload': 'recarregue o que mostra',
  'narrator.byClockJob': (job) => `movida pelo job do relógio ${job}`,
  'narrator.lastAnswer': (status) => `última resposta HTTP ${status}`,
  'narrator.of': (resource) => `de ${resource}`,
  'narrator.attempts': (count) => `tentativas: ${count}`,
  'narrator.balanceOf': (seller) => `saldo do vendedor ${seller}`,
  'narrator.balance': (amount) => `saldo ${amount}`,
  'narrator.clockNow': (at) => `relógio agora ${at}`,
  'narrator.advanced': (seconds) => `avançou ${seconds} s`,
  'narrator.jobRuns': (count) => `execuções de job: ${count}`,
  'narrator.clock': (at) => `relógio ${at}`,
  'narrator.signatureValid': 'assinatura válida',
  'narrator.signatureInvalid': 'assinatura INVÁLIDA',
  'narrator.unsigned': 'sem assinatura',
  'narrator.leftHanging': 'ficou sem resposta',
  'narrator.answered': (status) => `respondeu ${status}`,
  // db
  'db.summary': 'Verifica um banco de estado (um start o aceitaria?) ou copia o que sobrevive a um dano num novo',
  'db.usage': `Uso:
  gateway-sandbox db check  --db-file ARQUIVO
  gateway-sandbox db repair --db-file ARQUIVO --out NOVO_ARQUIVO

check   Faz o que um start em ARQUIVO faria antes de servir, só lendo: o quick_check do SQLite
        no banco com o -wal dele (enquanto há um -wal, o arquivo sozinho não é o banco: um
        checkpoint morto no meio deixa o arquivo malformado sozinho, inteiro com o -wal),
        cada linha lida e conferida com o schema, o lock (um servidor o usa?), o cabeçalho
        do -wal, journals sem o banco, um estado JSON de versão anterior e os journals dele,
        um diretório só de leitura. Todo arquivo fica byte a byte como estava (o SQLite lê
        um link ou cópia numa pasta temporária privada). Saída 0 se o servidor iniciaria
        com ele, 1 se não (o motivo é impresso).
repair  Copia cada registro de ARQUIVO (com o -wal) que ainda pode ser lido, registro a registro
        contornando páginas danificadas, para NOVO_ARQUIVO (que não pode existir); ARQUIVO nunca é
        escrito. Imprime quantas linhas foram copiadas e perdidas por tabela. Saída 0 se nada se
        perdeu, 1 se linhas se perderam ou nada pôde ser escrito. Depois: db check --db-file
        NOVO_ARQUIVO, e ponha-o no lugar.

ARQUIVO é, por padrão, SANDBOX_DB_FILE. Procedimento de recuperação: docs/reliability.md, "Recovery".
`,
  'db.invalidState': (problems) => `não contém um estado de sandbox válido: ${problems}`,
  'db.wouldMigrate': (from, to, steps) => `um start o migraria da versão de schema ${from} para a ${to} (${steps})`,
  'db.wouldCreate': 'seria criado (um banco novo a partir das fixtures)',
  'db.tornTail': 'uma última linha cortada descartada',
  'db.wouldConvert': (entries, torn, file) =>
    `um estado JSON de versão anterior; um start o converteria para SQLite (snapshot + ${entries} entradas de journal${torn}), guardando os arquivos JSON como ${file}.json-backup*`,
  'db.walIgnored': (bytes) =>
    `${bytes} bytes depois delas são ignorados (uma escrita interrompida, nunca respondida, ou frames já no checkpoint)`,
  'db.walPending': (transactions) =>
    `O -wal dele tem ${transactions} transações ainda não levadas ao arquivo do banco pelo checkpoint`,
  'db.wouldStart': (counts) => `iniciaria. quick_check ok, todas as linhas válidas (${counts})`,
  'db.keeping': (version, file) => `guardando o banco da versão ${version} como ${file}`,
  'db.copied': (source, out) => `copiado ${source} → ${out}`,
  'db.idsFrom': (first) => `ids de ${first} em diante`,
  'db.copiedCount': (count) => `copiadas ${count}`,
  'db.notValid': (count, ids) => `inválidas ${count} (ids ${ids})`,
  'db.unreadable': (count, ids) => `ilegíveis ${count} (ids ${ids})`,
  'db.lostBehind': (ranges) => `perdidas atrás de páginas danificadas: ${ranges}`,
  'db.skipped': (file, lines) => `${file}: linhas danificadas puladas ${lines}`,
  'db.uncountedEnd': 'e um número não contado no fim de uma tabela',
  'db.uncountedWal': 'e as escritas não contadas do -wal danificado',
  'db.nothingLost': 'nada perdido',
  'db.lostAtMost': (rows) => `perdidas no máximo ${rows} linhas`,
  'db.next': (file) => `Próximo passo: gateway-sandbox db check --db-file ${file}`,
  'db.unknownAction': (action) => `ação desconhecida ${action}: check ou repair`,
  'db.none': '(nenhuma)',
  'db.needsFile': '--db-file é obrigatório (ou SANDBOX_DB_FILE)',
  'db.needsOut': 'repair precisa de --out NOVO_ARQUIVO',
  'db.unexpected': (extra) => `inesperado: ${extra}`,
  // serve (as descrições das configurações em português: src/core/settings-doc.pt.ts)
  'serve.summary': 'Inicia o sandbox (o padrão quando nenhum verbo é dado)',
  'serve.usage': 'Uso: gateway-sandbox [serve] [opções]',
  'serve.about':
    'Inicia o sandbox do gateway de pagamentos. Cada opção também pode vir da variável de\nambiente dela; uma flag vence a variável.',
  'serve.seeHelp': 'Veja as opções com gateway-sandbox --help.',
  'setting.nonNegativeInteger': (raw) => `esperava um inteiro não negativo, recebeu "${raw}"`,
  'setting.integerUpTo': (raw, max) => `esperava um inteiro de 1 a ${max}, recebeu "${raw}"`,
  'setting.boolean': (raw) => `esperava true ou false, recebeu "${raw}"`,
  'setting.oneOf': (raw, values) => `esperava um de ${values}, recebeu "${raw}"`,
  'setting.clockStart': (raw) => `esperava "anchor", "now" ou um instante ISO 8601, recebeu "${raw}"`,
  'setting.clockRange': (raw, max) => `esperava um instante de 1970 a ${max}, recebeu "${raw}"`,
  'setting.duration': (raw) =>
    `esperava uma duração como 24h, 30m, 3s ou 1d12h (unidades d, h, m, s, ms), ou "off", recebeu "${raw}"`,
  'setting.durationRange': (raw) => `a duração "${raw}" está fora do intervalo`,
  'events.noStreamNow': 'o sandbox não serve mais fluxo de eventos',
  'events.streamEnded': 'o fluxo terminou',
  // as palavras da API que uma pessoa lê: tipos de recurso, as notas que o sandbox escreve nos lançamentos
  'type.name': (type) => TYPE_NAMES[type] ?? type,
  'ledger.note': (note) => ledgerNote(note) ?? note,
  'trigger.created': 'criado',
  'trigger.existing': 'existente',
  'trigger.blocked': 'bloqueado',
  // tenants export e import (src/tools/cli/tenant-move.ts), verify e cluster: a ajuda de uma linha
  'tenants.export.summary':
    'Começa a mover um tenant: para as escritas dele aqui, depois grava o estado e a identidade inteiros (segredos de webhook e hash do token incluídos) num arquivo, 0600 (padrão ./<nome>.tenant.json)',
  'tenants.export.details': [
    'Daqui em diante as escritas do tenant aqui respondem 503 TENANT_MOVING (Retry-After: 1) e as leituras são servidas, e o arquivo tem toda escrita já respondida aqui; importe o arquivo onde o tenant vai ficar, depois apague-o aqui.',
    'Para desistir da mudança: POST /__admin/tenants/<nome>/move {"writes": "open"}.',
    'Precisa do token do operador quando há um. Pelo proxy de um cluster, chega ao shard do tenant.',
  ].join('\n'),
  'tenants.import.summary':
    'Cria aqui o tenant de um arquivo exportado, com o estado e a identidade inteiros: o token admin e as chaves são os que tinha',
  'tenants.import.details': [
    'O tenant mantém o nome (as chaves o nomeiam: pk_tnt_<nome>_…), o token admin, as chaves, os dados, o relógio e a última atividade; não pode existir aqui ainda.',
    'Um arquivo de versão anterior não tem identidade: o tenant recebe então um novo token admin, impresso (mostrado só agora).',
    'Quando o estado é recusado, o tenant recém-criado é apagado de novo: nada muda. Precisa do token do operador quando há um.',
  ].join('\n'),
  'tenants.notHere': (name, url) => `não há o tenant ${name} em ${url}`,
  'tenants.cannotRead': (file, why) => `não foi possível ler ${file}: ${why}`,
  'tenants.notJson': (file, why) => `${file} não é JSON: ${why}`,
  'tenants.notTenantFile': (file) =>
    `${file} não é um arquivo de tenant do gateway-sandbox tenants export (gatewaySandboxTenant 1, name, fixtures, state)`,
  'tenants.exported': (name, file) =>
    `tenant ${name} exportado para ${file} (ele guarda os segredos de webhook: mantenha-o privado)\nAs escritas dele aqui respondem 503 TENANT_MOVING até ele ser apagado aqui: importe ${file} onde ele vai ficar, depois apague-o aqui.`,
  'tenants.imported': (name, file) =>
    `tenant ${name} importado de ${file}\nO token de admin e as chaves dele são os que ele tinha.`,
  'tenants.importedNewToken': (name, file) =>
    `tenant ${name} importado de ${file}\nO token de admin aparece só agora (o arquivo não guarda identidade); as chaves do tenant são as que ele tinha.`,
  'verify.summary':
    'Confronta um gateway (o real, um de homologação ou este sandbox) com o contrato; saída 1 se divergir',
  'cluster.summary':
    'Roda N shards do sandbox atrás do HAProxy, tenants roteados por chave ou caminho (ou imprime a configuração do HAProxy)',
};
