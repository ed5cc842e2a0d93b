/**
 * The error catalogue: every condition the sandbox can answer with, its HTTP status and
 * its Portuguese message. How the body looks depends on the endpoint group (see
 * src/http/error-bodies.ts). The domain throws `new AppError('INSUFFICIENT_BALANCE')`; one
 * Express error handler turns it into the group's body.
 */
import type { FaultStatus } from '../../generated/schema-types.js';
/**
 * Endpoint groups: the spec gives each its own error body (src/http/error-bodies.ts); a
 * catalogue entry may word its message per group.
 */
export type ErrorGroup = 'seller' | 'subscriptions' | 'cashout' | 'salesCreate' | 'transactions' | 'admin' | 'envelope';

interface CatalogueEntry {
  status: number;
  message: string;
  /** A longer explanation, for the groups whose body has a slot for it. */
  detail?: string;
  /** Messages a group words differently (the cashout group's are the spec's, unaccented). */
  messageByGroup?: Partial<Record<ErrorGroup, string>>;
}

export const ERROR_CATALOGUE = {
  // Authentication and access, every group.
  UNAUTHORIZED: {
    status: 401,
    message: 'Não autorizado',
    detail: 'Chaves de API inválidas, ausentes ou de usuários diferentes',
    messageByGroup: { cashout: 'Nao autorizado' },
  },
  FORBIDDEN: { status: 403, message: 'Operação não permitida para esta conta' },
  ADMIN_UNAUTHORIZED: { status: 401, message: 'Token de administração ausente ou inválido (cabeçalho X-Admin-Token)' },
  // Request shape.
  VALIDATION_ERROR: {
    status: 400,
    message: 'Dados inválidos ou campos obrigatórios ausentes',
    messageByGroup: { cashout: 'Dados invalidos' },
  },
  INVALID_ID: { status: 400, message: 'O id informado não é um número válido' },
  MALFORMED_JSON: {
    status: 400,
    message: 'O corpo da requisição não é um JSON válido',
    messageByGroup: { cashout: 'Dados invalidos' },
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Content-Type não suportado: envie application/json' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'O corpo da requisição excede o tamanho máximo permitido' },
  // Lookups.
  NOT_FOUND: { status: 404, message: 'Recurso não encontrado' },
  SELLER_NOT_FOUND: { status: 404, message: 'Nenhuma conta de vendedor encontrada para estas chaves' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Rota não encontrada' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    message: 'Método não permitido nesta rota (o cabeçalho Allow lista os permitidos)',
  },
  // Faults and failures.
  INTERNAL_ERROR: {
    status: 500,
    message: 'Erro interno do servidor',
    messageByGroup: { salesCreate: 'Não foi possível processar o pagamento agora' },
  },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Serviço temporariamente indisponível' },
  RATE_LIMITED: { status: 429, message: 'Muitas requisições: tente novamente mais tarde' },
  UNPROCESSABLE: { status: 422, message: 'Não foi possível processar a requisição' },
  // Cashouts.
  API_WITHDRAWAL_DISABLED_GLOBALLY: { status: 403, message: 'Saque via API desabilitado para este usuário' },
  TRANSFER_NOT_ALLOWED: { status: 403, message: 'Transferência não permitida' },
  INSUFFICIENT_BALANCE: { status: 422, message: 'Saldo disponível insuficiente' },
  MINIMUM_VALUE: { status: 422, message: 'O valor mínimo para saque é R$ 100,00' },
  MAXIMUM_VALUE: { status: 422, message: 'O valor máximo para saque é R$ 100.000,00' },
  // Sales.
  AMOUNT_BELOW_MINIMUM: { status: 422, message: 'Valor mínimo da venda não atingido' },
  PAYMENT_METHOD_UNAVAILABLE: { status: 422, message: 'Meio de pagamento não habilitado para esta conta' },
  // Subscriptions.
  INVALID_STATUS: { status: 400, message: 'Operação não permitida para o status atual da assinatura' },
  ALREADY_CANCELLED: { status: 400, message: 'A assinatura já está cancelada' },
  ALREADY_PAUSED: { status: 400, message: 'A assinatura já está pausada' },
  // Admin API.
  INVALID_TRANSITION: { status: 409, message: 'Transição de status não permitida' },
  CONFLICT: { status: 409, message: 'Conflito com o estado atual' },
  // Webhooks.
  LOOP_DETECTED: {
    status: 508,
    message: 'Requisição vinda de uma entrega de webhook do próprio sandbox: recusada para não criar um laço',
  },
  // Hostile input (issue 11): refused before any handler runs, so nothing changes.
  BODY_TOO_DEEP: { status: 400, message: 'O corpo da requisição aninha objetos e listas além do máximo permitido' },
  METADATA_TOO_LARGE: { status: 400, message: 'metadata excede os limites permitidos' },
  MALFORMED_PATH: { status: 400, message: 'O caminho da requisição tem um escape "%" inválido' },
  MALFORMED_ENCODING: {
    status: 400,
    message: 'O corpo da requisição não está codificado como declara o Content-Encoding',
  },
  OUTBOUND_URL_REFUSED: { status: 400, message: 'URL de notificação recusada' },
  // QA console.
  CONSOLE_NOT_BUILT: { status: 503, message: 'O console (/__admin/ui) não foi construído: rode npm run build' },
  // Saved states (PUT /__admin/state): the message names the state's version and the sandbox's.
  STATE_VERSION_UNSUPPORTED: {
    status: 400,
    message: 'O estado é de uma versão de esquema que este sandbox não lê: nada foi alterado',
  },
  // Hostile input (issue 20): bytes that are not what they claim, and surplus event streams.
  MALFORMED_UTF8: {
    status: 400,
    message: 'O corpo da requisição não é UTF-8 válido',
    messageByGroup: { cashout: 'Dados invalidos' },
  },
  MALFORMED_REQUEST: {
    status: 400,
    message:
      'A requisição não é HTTP válido (a linha de pedido ou um cabeçalho tem bytes não permitidos, como um caractere não ASCII sem escape "%" no caminho)',
  },
  HEADERS_TOO_LARGE: { status: 431, message: 'Os cabeçalhos da requisição excedem o tamanho máximo permitido' },
  REQUEST_TIMEOUT: {
    status: 408,
    message: 'A requisição não chegou inteira a tempo (SANDBOX_HEADERS_TIMEOUT_MS, SANDBOX_REQUEST_TIMEOUT_MS)',
  },
  ADMIN_HOST_NOT_ALLOWED: {
    status: 403,
    message:
      'Host não permitido na API de administração (defesa contra DNS rebinding): use um endereço IP, localhost ou o nome em HOST, ou inclua o nome em SANDBOX_ALLOWED_HOSTS',
  },
  ADMIN_CROSS_SITE: {
    status: 403,
    message:
      'Requisição de outra origem recusada pela API de administração: a página não é o próprio sandbox nem uma origem de SANDBOX_ADMIN_CORS_ORIGINS',
  },
  EVENT_STREAMS_FULL: {
    status: 503,
    message: 'Fluxos de eventos demais abertos ao mesmo tempo (SANDBOX_MAX_EVENT_STREAMS): feche um e tente de novo',
  },
  // Tenants (issue 21).
  TENANT_NOT_FOUND: { status: 404, message: 'Tenant não encontrado' },
  // A token of the tenant creator's role (SANDBOX_TENANT_CREATOR_TOKEN, issue 29) on any route but a tenant's creation.
  ADMIN_ROLE_FORBIDDEN: {
    status: 403,
    message:
      'Este token é de criador de tenants (SANDBOX_TENANT_CREATOR_TOKEN): ele só cria tenants (POST /__admin/tenants/{nome}); esta rota pede o token do operador (SANDBOX_ADMIN_TOKEN) ou o do próprio tenant',
  },
  TENANT_EXISTS: { status: 409, message: 'Já existe um tenant com este nome' },
  TENANT_LIMIT: { status: 409, message: 'Limite de tenants atingido (SANDBOX_MAX_TENANTS)' },
  RECORD_LIMIT: { status: 409, message: 'Limite de registros do tenant atingido' },
  // A tenant being moved (tenants export, issue 27): its writes wait until the move ends, so none answered is lost.
  TENANT_MOVING: {
    status: 503,
    message:
      'Este tenant está sendo movido (tenants export/import): escritas voltam quando a mudança terminar; leituras seguem',
  },
  TENANT_RATE_LIMITED: {
    status: 429,
    message: 'Muitas requisições para este tenant (SANDBOX_TENANT_RATE_LIMIT): tente novamente mais tarde',
  },
  // Cluster (issue 22): the proxy's own answer when a tenant's shard is down, died mid-answer (502) or stuck (504).
  // A wire fault injected in a tenant behind the cluster's proxy, which cannot pass it on as such (issue 27).
  WIRE_FAULT: { status: 502, message: 'Falha de rede injetada' },
  SHARD_UNAVAILABLE: {
    status: 503,
    message:
      'O shard deste tenant está fora do ar ou reiniciando: tente de novo em instantes (os outros tenants não são afetados)',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface AppErrorOptions {
  /** Field paths that are missing or invalid (`customer.email`, `items[0].unitPrice`). */
  fields?: string[];
  /** For a refused state move: the moves the table allows from the current state. */
  allowed?: string[];
  /** A human-readable detail, replacing the catalogue message. */
  message?: string;
  /** The HTTP status, when it is not the catalogue's (an injected fault names both). */
  status?: number;
  /** Why each field was refused (`pixKey: …`): the request journal keeps them, whatever room the group's body has. */
  reasons?: string[];
  /**
   * Why it was refused, for the integrator: the field, the rule and the value sent, in English
   * (`amount: integer cents (got 89.9)`). `X-Sandbox-Reason` carries it; without one, the
   * code's default (src/core/lib/error-reasons.ts) does.
   */
  reason?: string;
  /** The same in Portuguese (`X-Sandbox-Reason-Pt`); without one, the answer's message. */
  reasonPt?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
  }

  get status(): number {
    return this.options.status ?? ERROR_CATALOGUE[this.code].status;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The code a group answers with for a bare HTTP status (used by injected faults). */
const CODE_FOR_STATUS: Record<FaultStatus, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: FaultStatus): ErrorCode {
  return CODE_FOR_STATUS[status];
}
