import type { SettingName } from './settings.js';

/**
 * O que cada configuração faz, em português: a ajuda de `serve` e a tabela de opções da ajuda geral sob pt_BR. Uma
 * linha por configuração de SETTINGS (settings.ts, onde fica a descrição em inglês, a do README): o tipo é um Record
 * sobre os nomes, então uma configuração nova sem a sua descrição aqui não compila. Variáveis, opções, valores da spec
 * e caminhos ficam como são.
 */
export const SETTING_DESCRIPTIONS_PT: Record<SettingName, string> = {
  port: 'Porta TCP em que escuta',
  host: 'Interface em que escuta',
  seed: 'Semente do faker para os dados de fixture; a mesma semente dá um estado idêntico byte a byte',
  fixturesDir: 'Pasta com o sellers.json de onde semear, em vez das fixtures/ embutidas',
  dbFile:
    'Guarda o estado neste banco SQLite (sobrevive a reinícios; criado 0600; um arquivo de estado JSON de uma versão anterior é convertido uma vez, veja docs/database.md); em memória quando vazio',
  dbFsync:
    'Com --db-file: SQLite synchronous=FULL, um fsync a cada commit antes de responder (sobrevive a queda de energia); senão NORMAL (um processo morto não perde nenhuma escrita respondida, de um jeito ou de outro)',
  adminToken: 'Quando definido, toda chamada a /__admin exige o cabeçalho X-Admin-Token com este valor',
  logLevel: 'Nível de log do pino',
  bodyLimitBytes: 'Maior corpo de requisição aceito; os maiores recebem 413 no corpo de erro do grupo',
  stateBodyLimitBytes:
    'Maior estado inteiro que PUT /__admin/state (e o de um tenant) aceita, contado depois de descomprimido; um maior é 413 PAYLOAD_TOO_LARGE com o nome desta configuração, e nada muda',
  stateBodyInflateRatio:
    'Quantos bytes no máximo um estado inteiro comprimido (gzip, deflate, br) pode render por byte recebido, depois do primeiro MiB; mais é 413 PAYLOAD_TOO_LARGE com o nome desta configuração, e nada muda (uma bomba de descompressão é recusada nos primeiros megabytes)',
  headersTimeoutMs: 'Um cliente deve enviar os cabeçalhos da requisição em até tantos ms',
  requestTimeoutMs: 'Um cliente deve enviar a requisição inteira em até tantos ms',
  corsOrigins:
    'Origens que podem chamar /api de um navegador, separadas por vírgula ("*" para qualquer uma); nenhuma por padrão',
  adminCorsOrigins:
    'Origens que podem chamar /__admin de um navegador (a resposta CORS dele, e além da recusa entre sites das escritas de outras páginas; "*" desliga essa recusa); nenhuma por padrão',
  maxDeliveries: 'Entregas de webhook guardadas; além disso, as mais antigas já concluídas são descartadas',
  requestLogSize: 'Quantas requisições recentes GET /__admin/requests guarda',
  clockStart:
    'Onde o relógio do sandbox começa num estado novo: "now" (o relógio de parede), "anchor" (a data de referência das fixtures, 2026-11-01T12:00Z: o mundo fixo dos testes, byte a byte) ou um instante ISO. O mundo das fixtures é datado em relação ao começo, então nunca está vencido',
  clockFrozen: 'O tempo só anda por POST /__admin/clock/advance',
  dueWorkIntervalMs:
    'O trabalho que vence com o passar do tempo (expiração de PIX, cobranças, passos automáticos) roda no seu instante; esta é a maior espera entre duas verificações. 0: esse trabalho só roda nos avanços do relógio (as entregas de webhook continuam saindo)',
  webhookRetryDelaysMs:
    'Intervalos entre as tentativas de entrega, em milissegundos separados por vírgula; uma tentativa mais uma por intervalo',
  webhookTimeoutMs:
    'Um receptor que não respondeu em até tantos ms desde que a tentativa conseguiu a conexão conta como falha (esperar por uma conexão atrás de outras tentativas não conta)',
  minSaleAmountCents: 'Menor valor de venda em centavos; abaixo dele POST /api/sales responde 422',
  saleAmountMustMatchItems:
    'Quando true, POST /api/sales responde 400 (campo amount) a menos que amount seja a soma de unitPrice × quantity; desligado por padrão porque os valores costumam incluir frete ou descontos',
  saleUnknownFields:
    'Campos que POST /api/sales não conhece: "reject" (400 com os nomes deles, pega erros de digitação) ou "ignore"',
  pixExpiresInDays: 'Dias até uma venda PIX expirar (e virar CANCELADO) quando a requisição não traz pix.expiresInDays',
  boletoExpiresInDays:
    'Dias de hoje (Brasília) até o vencimento de um boleto quando a requisição não traz boleto.expiresInDays',
  cashoutBelowMinimumError: 'Erro para um saque abaixo de 100,00: 422 MINIMUM_VALUE ou 403 TRANSFER_NOT_ALLOWED',
  cashoutCreatedStatus: 'Status HTTP de um POST /api/public/cashout aceito (a spec não o mostra): 201 ou 200',
  cashoutAutoProgressMs:
    'Desligado quando vazio. "D1,D2": os saques novos passam de PENDING a PROCESSING D1 ms depois de criados e de PROCESSING a COMPLETED D2 ms depois, no relógio do sandbox (um valor só: os dois intervalos)',
  subscriptionRetryDays:
    'Depois de uma cobrança de assinatura recusada (PAST_DUE), tenta de novo tantos dias depois da data de cobrança perdida, separados por vírgula e crescentes; quando a última tentativa falha a assinatura fica EXPIRED. Vazio: EXPIRED na primeira recusa',
  metadataMaxDepth:
    'Maior aninhamento dos metadata de uma venda ou assinatura (o objeto metadata é o nível 1; no máximo 16); mais fundo é um 400 com o nome do campo',
  metadataMaxKeys: 'Quantas chaves no máximo um objeto metadata pode ter, contadas em todos os níveis; mais é um 400',
  metadataMaxKeyLength:
    'Maior chave de metadata, em caracteres (o limite da Stripe); mais longa é um 400 com o nome da chave',
  metadataMaxBytes: 'Maior metadata, em bytes de JSON compacto em UTF-8; maior é um 400',
  webhookAllowedHosts:
    'Quando definido, as URLs de webhook e postback só podem apontar para estes hosts (nomes ou endereços IP separados por vírgula; "*.example.com" para subdomínios). Endereços link-local e de metadados de nuvem são sempre recusados',
  requireAdminToken:
    'Recusa iniciar (saída 2) sem SANDBOX_ADMIN_TOKEN; sem esta opção, escutar além do loopback sem token só imprime um aviso',
  autoDelayMs:
    'Ms do relógio do sandbox entre os passos automáticos de um valor de teste (README "Test values"): o primeiro passo vem esse tempo depois da criação, cada um dos seguintes um intervalo depois',
  autoPay:
    'Quando true, toda venda à espera (PIX, boleto, transferência, um cartão deixado em análise) que nenhum valor de teste decide vira PAGO um SANDBOX_AUTO_DELAY_MS depois de criada',
  boletoCancelAfterDays:
    'Um boleto não pago vira CANCELADO tantos dias depois do fim do dia do vencimento, no relógio do sandbox (decidido na criação); 0: nunca',
  maxEventStreams:
    'Quantos fluxos GET /__admin/events podem estar abertos ao mesmo tempo (de 1 a 10000); mais um recebe 503 EVENT_STREAMS_FULL com Retry-After, no corpo de erro do admin',
  allowedHosts:
    'Nomes de host a que /__admin responde além de endereços IP, localhost (e *.localhost) e o nome do HOST em que escuta, separados por vírgula ("*.example.com" para subdomínios; "*" para qualquer nome, o que desliga a defesa contra DNS rebinding); qualquer outro Host é 403 ADMIN_HOST_NOT_ALLOWED',
  tenantIdleTtlMs:
    'Tenants (README "Shared sandbox") sem nenhuma requisição por esse tempo são apagados, dados e chaves ("24h", "30m", "3s"; tempo de parede); desligado por padrão',
  tenantMaxRecords:
    'Quantos registros no máximo um tenant pode guardar (vendedores, vendas, lançamentos, entregas... juntos), conferido a cada commit: uma requisição que guardaria mais responde 409 RECORD_LIMIT e não guarda nada, um avanço do relógio para no passo que passaria do limite (`stoppedBy`), uma restauração ou importação acima dele é 413. Desligado por padrão; o tenant padrão nunca tem limite',
  maxTenants:
    'Quantos tenants podem existir ao mesmo tempo; criar mais um responde 409 TENANT_LIMIT ("off": sem limite)',
  tenantRateLimit:
    'Requisições por segundo que um tenant pode fazer (rajadas de até um segundo delas); além disso 429 com Retry-After, para que um pipeline descontrolado não deixe os outros sem vez. Desligado por padrão; nunca vale para o tenant padrão',
  tenantSelfService:
    'Qualquer um pode criar um tenant (POST /__admin/tenants/{name}) mesmo com SANDBOX_ADMIN_TOKEN definido; sem esta opção, criar exige o token do operador quando há um',
  tenantCreatorTokens:
    'Tokens (um, ou uma lista separada por vírgula) que criam tenants e nada mais: POST /__admin/tenants/{name} com X-Admin-Token igual a um deles (o segredo de um pipeline de CI); qualquer outra rota de operador responde 403 ADMIN_ROLE_FORBIDDEN com o nome do papel. Um tenant criado assim é apagado com o seu próprio token',
  tenantMaxTtlMs:
    'Maior `ttl` com que um tenant pode ser criado ("7d", "12h"): um tenant sem nenhuma requisição durante o seu ttl é apagado; um mais longo é recusado com 400 citando este máximo. Desligado por padrão (qualquer ttl)',
  eventHistorySize:
    'Mudanças de registros guardadas para as linhas do tempo de cada objeto (GET /__admin/events/timeline?resource=sale:517), por sandbox (tenant); as mais antigas saem primeiro, qualquer que seja o objeto que tocaram. 0: sem linhas do tempo',
};
