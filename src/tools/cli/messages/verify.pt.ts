import type { VERIFY_EN } from './verify.en.js';

/** A section of the English table as the Portuguese one must mirror it: the same ids, the same parameters. */
export type Mirror<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };

/**
 * O que `verify` diz em português (src/tools/verify e o seu verbo), espalhado em pt.ts. Os ids das verificações, os
 * vereditos do JSON (pass, fail…), os caminhos JSON, os ids das lacunas e os campos do JSON e do JUnit ficam como são.
 */
export const VERIFY_PT: Mirror<typeof VERIFY_EN> = {
  'verify.usage': (
    pixKeyTypes,
    saleAmountCents,
    timeoutMs,
  ) => `Uso: gateway-sandbox verify --base-url URL --public-key PK --private-key SK [opções]
     gateway-sandbox verify --replay DIR [--report table|json|junit] [--out ARQUIVO]

Confronta um gateway (o real, um de homologação, este sandbox) com o contrato que o sandbox
traz: uma conversa roteirizada, só de leitura a menos que venha --write, cada resposta conferida
com os JSON Schemas do seu status, e as regras de consistência que a spec implica entre chamadas.

  --base-url URL            O alvo, por exemplo https://staging.gateway.example
  --public-key PK           X-Api-Public-Key (ou env GATEWAY_PUBLIC_KEY)
  --private-key SK          X-Api-Private-Key (ou env GATEWAY_PRIVATE_KEY)
  --write                   Também cria dados: uma venda PIX do valor mínimo, lida de volta; contra
                            o sandbox também uma venda no cartão com o cartão de teste que aprova
  --cashout                 Com --write: um saque do mínimo (R$ 100,00) para --pix-key
  --pix-key CHAVE           A chave PIX para onde o saque vai
  --pix-key-type TIPO       ${pixKeyTypes} (padrão CPF)
  --sale-id N               A venda a ler (padrão: a primeira que a lista de vendas mostra)
  --subscription-id N       A assinatura a ler (padrão: a primeira da lista)
  --sale-amount-cents N     O valor da venda PIX (padrão ${saleAmountCents}, o mínimo do sandbox)
  --target auto|sandbox|gateway
                            O que é o alvo (padrão auto: um sandbox é reconhecido pelo seu
                            /openapi.json). Contra um gateway, as verificações que dependem das
                            escolhas do próprio sandbox onde a spec se cala são avisos, não falhas
  --report table|json|junit Formato do relatório (padrão table)
  --out ARQUIVO             Grava o relatório em ARQUIVO; imprime só a linha de resumo
  --record DIR              Guarda cada troca, mascarada (chaves, documentos, e-mails, telefones,
                            chaves PIX, dados de cartão, segredos), para --replay e para comparar
  --replay DIR              Julga uma gravação sem rede, com as opções da execução gravada
  --timeout-ms N            Por requisição (padrão ${timeoutMs})
  --help                    Mostra esta ajuda

Código de saída: 0 tudo se manteve (avisos permitidos), 1 divergência do contrato, 2 não deu
para julgar: um erro de uso, sem conexão, as chaves recusadas (401 a GET /api/seller, a primeira
chamada com elas: uma chave trocada ou digitada errado não é divergência; nada depois dela é
enviado), um tempo esgotado ou um erro do servidor (5xx).
`,
  'verify.seeHelp': 'Veja as opções com gateway-sandbox verify --help.',
  'verify.flagInteger': (flag, value) => `--${flag}: deve ser um inteiro positivo, recebido ${value}`,
  'verify.flagReport': (formats, value) => `--report: deve ser um de ${formats}, recebido ${value}`,
  'verify.flagCashoutWrite': '--cashout cria dados: acrescente --write',
  'verify.flagCashoutKey': '--cashout precisa de --pix-key, a chave para onde o saque vai',
  'verify.flagPixKeyAlone': '--pix-key e --pix-key-type vão com --cashout',
  'verify.flagPixKeyType': (types, value) => `--pix-key-type: deve ser um de ${types}, recebido ${value}`,
  'verify.flagTarget': (value) => `--target: deve ser auto, sandbox ou gateway, recebido ${value}`,
  'verify.flagBaseUrl': '--base-url é obrigatório (ou --replay DIR)',
  'verify.flagKeys': '--public-key e --private-key são obrigatórios (ou GATEWAY_PUBLIC_KEY e GATEWAY_PRIVATE_KEY)',
  'verify.optionInteger': (name, value) => `${name}: deve ser um inteiro positivo, recebido ${value}`,
  'verify.replayConflicts': (names) => `o replay tira da gravação as opções da execução; retire ${names}`,
  'verify.baseUrlRequired': 'uma URL base é obrigatória',
  'verify.notUrl': (text) => `não é uma URL: ${text}`,
  'verify.notHttp': (protocol) => `a URL base deve ser http ou https, recebido ${protocol}`,
  'verify.keysRequired': 'as duas chaves são obrigatórias (pública e privada)',
  'verify.optionTarget': (value) => `target: deve ser auto, sandbox ou gateway, recebido ${value}`,
  'verify.cashoutWrite': 'um saque cria dados: precisa de write',
  'verify.cashoutKey': 'um saque precisa da chave PIX para onde vai',
  'verify.optionPixKeyType': (types, value) => `pixKeyType: deve ser um de ${types}, recebido ${value}`,
  'verify.notRecording': (dir) => `${dir} não é uma gravação do verify: falta run.json`,
  'verify.recordingFormat': (file, format) => `${file}: formato de gravação desconhecido ${format}`,
  'verify.replayMissing': 'a gravação não tem troca para este passo',
  'verify.replayOther': (method, path, auth) => `a requisição gravada foi ${method} ${path} (${auth})`,
  'verify.noAnswerWithin': (ms) => `sem resposta em ${ms} ms`,
  'verify.cannotReach': (url, why) => `não foi possível falar com ${url}: ${why}`,
  'verify.cannotReachTarget': (why) => `não foi possível falar com o alvo: ${why}`,
  'verify.keysRefused': (operation) => `não deu para julgar: o alvo recusou as chaves (401 a ${operation})`,
  'verify.lostConnection': (why) => `não enviada: o alvo parou de responder (${why})`,
  'verify.lostTimeouts': (count) => `não enviada: o alvo parou de responder (${count} tempos esgotados seguidos)`,
  'verify.lostKeys': 'não enviada: o alvo recusou as chaves',
  'verify.noBody': 'sem corpo',
  'verify.observedTimeout': 'tempo esgotado',
  'verify.observedNotRecorded': 'ausente da gravação',
  'verify.observedNoConnection': 'sem conexão',
  'verify.observedServerError': (status) => `${status} erro do servidor`,
  'verify.observedProblems': (count) => `${count} problema${count === 1 ? '' : 's'}`,
  'verify.observedNotSent': 'não enviada',
  'verify.observedNotJudged': 'não julgada',
  'verify.observedHeld': 'manteve-se',
  'verify.serverError': (text) => `o alvo falhou (um erro do servidor não é divergência): ${text}`,
  'verify.gapNote': (gaps) => `depende das escolhas do sandbox, um aviso contra um gateway: ${gaps}`,
  'verify.sandboxOnly': (why) => `só no sandbox: ${why}`,
  'verify.ruleNeeds': (calls) => `precisa que ${calls} respondam como esperado`,
  'verify.notRun': 'não executada',
  'verify.absent': '(ausente)',
  'verify.isExpected': (observed, expected) => `é ${observed}, esperado ${expected}`,
  'verify.statusUndocumented': (documented) => ` (fora dos documentados ${documented})`,
  'verify.notJson': 'não é um corpo JSON',
  'verify.schemaRequired': 'está faltando (obrigatório)',
  'verify.schemaAdditional': 'não está no contrato (um campo que o schema não lista)',
  'verify.schemaEnum': (values) => `deve ser um de ${values}`,
  'verify.schemaType': (type) => `deve ser do tipo ${type}`,
  'verify.schemaFormat': (format) => `deve seguir o formato "${format}"`,
  'verify.schemaPattern': (pattern) => `deve seguir o padrão "${pattern}"`,
  'verify.schemaLimit': (comparison, limit) => `deve ser ${comparison} ${limit}`,
  'verify.schemaMinLength': (limit) => `não pode ter menos de ${limit} caracteres`,
  'verify.schemaMaxLength': (limit) => `não pode ter mais de ${limit} caracteres`,
  'verify.schemaMinItems': (limit) => `não pode ter menos de ${limit} itens`,
  'verify.schemaMaxItems': (limit) => `não pode ter mais de ${limit} itens`,
  'verify.schemaConst': 'deve ser igual à constante',
  'verify.title.seller': 'lê a conta do vendedor',
  'verify.title.noKeys': 'recusa uma chamada sem chaves',
  'verify.title.swappedKeys': 'recusa as chaves trocadas entre os cabeçalhos',
  'verify.title.balance': 'lê o saldo disponível',
  'verify.title.subscriptionsList': 'lista as assinaturas com os padrões (página 1, limite 20)',
  'verify.title.subscriptionsOfStatus': (status) => `lista só as assinaturas ${status}`,
  'verify.title.subscriptionsSearch': 'acha assinaturas por uma palavra do nome de um cliente',
  'verify.title.subscriptionsDates': 'lista as assinaturas criadas num dia de Brasília',
  'verify.title.subscriptionsPage2': 'lista a segunda página',
  'verify.title.subscriptionsLimit100': 'lista 100 assinaturas por página, o máximo',
  'verify.title.subscriptionDetail': 'lê uma assinatura',
  'verify.title.subscriptionMetrics': 'lê as métricas das assinaturas',
  'verify.title.noKeysUnauthorized': 'recusa uma chamada sem chaves com UNAUTHORIZED',
  'verify.title.swappedKeysUnauthorized': 'recusa as chaves trocadas entre os cabeçalhos com UNAUTHORIZED',
  'verify.title.unknownIdNotFound': 'responde NOT_FOUND a um id que não pode existir',
  'verify.title.malformedIdInvalid': 'responde 400 INVALID_ID a um id que não é um número',
  'verify.title.badStatus': 'recusa um filtro de status que não é um status',
  'verify.title.badDate': 'recusa uma data malformada',
  'verify.title.salesList': 'lista as vendas para achar uma para ler',
  'verify.title.saleRead': 'lê uma venda',
  'verify.title.malformedId': 'recusa um id que não é um número',
  'verify.title.unknownId': 'responde 404 a um id que não pode existir',
  'verify.title.saleNoKeys': 'recusa uma venda sem chaves, {message, details}',
  'verify.title.cashoutNoKeys': 'recusa um saque sem chaves, Nao autorizado',
  'verify.title.saleInvalid': 'recusa uma venda sem campos, nomeando-os em details.missingFields',
  'verify.title.saleBelowMinimum': 'recusa com 422 uma venda um centavo abaixo do mínimo',
  'verify.title.salePix': 'cria uma venda PIX do valor mínimo',
  'verify.title.salePixRead': 'lê de volta a venda PIX',
  'verify.title.saleCard': (card) => `cria uma venda no cartão de crédito com o cartão de teste que aprova ${card}`,
  'verify.title.saleCardRead': 'lê de volta a venda no cartão',
  'verify.title.cashout': 'pede um saque do mínimo, R$ 100,00',
  'verify.title.cashoutRead': 'lê o saque de volta',
  'verify.noSubscription': 'nenhuma assinatura para ler: a lista não trouxe nenhuma (use --subscription-id)',
  'verify.noSale': 'nenhuma venda para ler: a lista de vendas não trouxe nenhuma (use --sale-id)',
  'verify.noSearchName': 'nenhum nome de cliente para buscar: a lista não trouxe nenhum',
  'verify.noDate': 'nenhuma data de criação para filtrar: a lista não trouxe nenhuma',
  'verify.missingSource': (id) => `não traz a assinatura ${id}, que atende ao filtro`,
  'verify.userId': 'difere de id (a spec: userId é igual a id)',
  'verify.notOfStatus': (status) => `não está ${status}`,
  'verify.searchMiss': (term) => `não tem "${term}" nem em customerName nem em customerEmail`,
  'verify.notOnDay': (day) => `não foi criada em ${day} em Brasília (UTC−3)`,
  'verify.pageItems': (count, expected) => `traz ${count} itens, esperado min(total, 100) = ${expected}`,
  'verify.detailsString': 'deve ser uma string (a spec: 401 {message, details: string})',
  'verify.noSaleCreated': (step) => `${step} não criou venda`,
  'verify.missingFields': 'deve listar os campos que faltam (a spec: {message, error, details: {missingFields}})',
  'verify.noAmountBelow': 'nenhum valor abaixo de um mínimo de 1 centavo',
  'verify.pixMissing': 'está faltando (a spec: o código PIX e a imagem do QR são devolvidos)',
  'verify.testCards': 'os cartões de teste são do sandbox (um gateway cobraria um cartão de verdade)',
  'verify.readsCardSale': 'lê a venda no cartão',
  'verify.notKeySent': 'não é a chave enviada',
  'verify.feesTotal': 'não é fees.fixed + fees.variable',
  'verify.netAmount': 'não é amount − fees.total',
  'verify.noCashoutCreated': 'cashout.create não criou saque',
  'verify.createdSale': (method, cents) => `${method}, ${cents} centavos`,
  'verify.createdCashout': (reais) => `R$ ${reais},00 para a chave PIX dada`,
  'verify.rule.balance': 'o saldo é igual ao defaultRecipient.balance.available do vendedor',
  'verify.rule.pagination': 'a paginação concorda entre páginas e tamanhos de página',
  'verify.rule.statusTotals': 'os totais por status somam o total da lista inteira',
  'verify.rule.detailMatchesList': 'o detalhe repete os campos do item da lista',
  'verify.rule.metricsMatchLists': 'total, active, cancelled e paused das métricas são iguais aos totais das listas',
  'verify.rule.metricsFormulas': 'arr é 12 × mrr e churnRate é cancelled ÷ total, ao centavo',
  'verify.rule.readMatchesList': 'a venda lida pelo id é igual à da lista de vendas',
  'verify.rule.pixReadBack': 'a venda PIX lida de volta é a que foi criada',
  'verify.rule.cardReadBack': 'a venda no cartão lida de volta é a que foi criada, com o seu cartão',
  'verify.rule.cashoutReadBack': 'o saque lido de volta é o que foi criado',
  'verify.pageTotal': (total, first) => `é ${total}, mas a página 1 com os padrões diz ${first}`,
  'verify.totalPages': (totalPages, pages) => `é ${totalPages}, esperado ceil(total / limit) = ${pages}`,
  'verify.onPage1Too': (id) => `a assinatura ${id} também está na página 1`,
  'verify.statusSum': (total, sum) => `é ${total}, mas os totais por status somam ${sum}`,
  'verify.notOnFirstPage': (id) => `a assinatura ${id} não está na primeira página da lista`,
  'verify.metricsLack': 'falta às métricas um número com que calcular',
  'verify.arr': (arr, expected) => `é ${arr}, esperado 12 × mrr = ${expected}`,
  'verify.churn': (churn, rate) => `é ${churn}, esperado cancelled ÷ total × 100 = ${rate}`,
  'verify.saleIdGiven': 'a venda lida foi a dada com --sale-id',
  'verify.differsFromList': 'difere da venda que a lista mostrou',
  'verify.notCreatedAt': 'não é o sale.createdAt da criação',
  'verify.verdict.pass': 'OK',
  'verify.verdict.fail': 'FALHA',
  'verify.verdict.warn': 'AVISO',
  'verify.verdict.error': 'ERRO',
  'verify.verdict.skip': 'PULADA',
  'verify.noKeys': ' [sem chaves]',
  'verify.swapped': ' [chaves trocadas]',
  'verify.restsOn': (warning, gap) => `  [${warning ? 'aviso, ' : ''}depende de: ${gap}]`,
  'verify.readOnly': 'só leitura',
  'verify.writes': 'com escritas',
  'verify.writesCashout': 'com escritas e um saque',
  'verify.replayedFrom': (dir) => `, repetido de ${dir}`,
  'verify.exit0': 'tudo se manteve',
  'verify.exit1': 'divergência do contrato',
  'verify.exit2': 'algumas verificações não puderam ser julgadas',
  'verify.summaryLine': (total, passed, failed, warnings, errors, skipped, exitCode, meaning) =>
    `${total} verificaç${total === 1 ? 'ão' : 'ões'}: ${passed} ok, ${failed} com falha, ${warnings} aviso${warnings === 1 ? '' : 's'}, ${errors} erro${errors === 1 ? '' : 's'}, ${skipped} pulada${skipped === 1 ? '' : 's'}. Código de saída ${exitCode}: ${meaning}.`,
  'verify.rules': 'Regras de consistência',
  'verify.created': 'Criado no alvo:',
  'verify.createdLine': (kind, id, detail, by) => `${kind} ${id} (${detail}), por ${by}`,
  'verify.kind.sale': 'venda',
  'verify.kind.cashout': 'saque',
  'verify.warningsFooter':
    'Os avisos dependem de escolhas que o sandbox fez onde a spec se cala (docs/spec-gaps.md, seção "verify").',
  'verify.junit.request': 'requisição',
  'verify.junit.expected': 'esperado',
  'verify.junit.observed': 'observado',
  'verify.junit.warning': 'AVISO',
  'verify.junit.judgeTarget': 'julgar o alvo',
  'verify.junit.anAnswer': 'uma resposta para julgar',
};
