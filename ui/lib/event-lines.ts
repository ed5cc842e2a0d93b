import type { SandboxEventType } from '../../src/generated/schema-types';
import { brl } from './format';
import type { SandboxEvent } from './live';
import { href } from './router';
import {
  DELIVERY_KIND_LABELS,
  JOB_LABELS,
  LEDGER_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  STATUS_LABELS,
  withLabel,
} from './vocabulary';

/**
 * One line per event, what happened and where to see it: the live feed and the timelines both
 * say an event this way.
 */
export type Described = { text: string; link?: string };

/**
 * The fields of an event's data the lines read (schemas/events/event.schema.json): each event type
 * carries some of them, so each is optional here.
 */
interface EventData {
  id?: number;
  count?: number;
  bulk?: boolean;
  deleted?: boolean;
  change?: { from: string | null; to: string | null } | null;
  status?: string | number;
  amountCents?: number;
  paymentMethod?: string;
  kind?: string;
  attempts?: number;
  lastStatusCode?: number | null;
  sellerId?: number;
  method?: string;
  path?: string;
  ran?: { job: string }[];
  remaining?: number | null;
  inbox?: string;
  signatureValid?: boolean | null;
  answeredStatus?: number | null;
}

/** "PAGO", or "COMPLETED (concluído)": a status in running text, with its label when it needs one. */
const said = (status: string | null | undefined) => (status ? withLabel(status, STATUS_LABELS) : null);
const money = (cents: unknown) => (typeof cents === 'number' ? `, ${brl(cents)}` : '');
/** "PENDENTE → PAGO" when the event says the move (change {from, to}), else the status it has now. */
const moved = (d: EventData, gone: string, created = 'criada') => {
  const change = d.change;
  if (d.deleted) return gone;
  if (change && change.from === null) return `${created} em ${said(change.to)}`;
  if (change) return `${said(change.from)} → ${said(change.to)}`;
  return said(d.status === undefined ? null : String(d.status)) ?? gone;
};

/**
 * One line per event type: what happened, and where to see it. A new event type breaks the build
 * here until it has its line (fault.fired is named beside the schema's types until the wire-faults
 * work that adds it to the schema is in).
 */
const DESCRIBE: Record<SandboxEventType | 'fault.fired', (data: EventData) => Described> = {
  'sale.changed': (d) =>
    d.bulk
      ? { text: `${d.count} vendas mudaram` }
      : {
          text: `Venda ${d.id}: ${moved(d, 'removida')}${money(d.amountCents)}${d.paymentMethod ? `, ${withLabel(d.paymentMethod, PAYMENT_METHOD_LABELS)}` : ''}`,
          link: href('sales', d.id),
        },
  'cashout.changed': (d) =>
    d.bulk
      ? { text: `${d.count} saques mudaram` }
      : {
          text: `Saque ${d.id}: ${moved(d, 'removido', 'criado')}${money(d.amountCents)}`,
          link: href('cashouts', d.id),
        },
  'subscription.changed': (d) =>
    d.bulk
      ? { text: `${d.count} assinaturas mudaram` }
      : { text: `Assinatura ${d.id}: ${moved(d, 'removida')}`, link: href('subscriptions', d.id) },
  'delivery.changed': (d) =>
    d.bulk
      ? { text: `${d.count} entregas mudaram` }
      : {
          text: `Entrega ${d.id} · ${withLabel(d.kind ?? '', DELIVERY_KIND_LABELS)}: ${said(d.status === undefined ? null : String(d.status))}, ${d.attempts} tentativa(s)${d.lastStatusCode !== null && d.lastStatusCode !== undefined ? `, última HTTP ${d.lastStatusCode}` : ''}`,
          link: href('webhooks', d.id),
        },
  'seller.changed': (d) => ({ text: `Vendedor ${d.sellerId} alterado`, link: href('sellers', d.sellerId) }),
  'balance.changed': (d) =>
    d.bulk
      ? { text: `${d.count} lançamentos no saldo` }
      : {
          text: `Saldo do vendedor ${d.sellerId}: ${LEDGER_KIND_LABELS[d.kind as keyof typeof LEDGER_KIND_LABELS] ?? d.kind}${typeof d.amountCents === 'number' ? ` ${d.amountCents > 0 ? '+' : ''}${brl(d.amountCents)}` : ''}`,
          link: href('ledger', d.sellerId),
        },
  'request.finished': (d) => ({ text: `${d.method} ${d.path} → ${d.status}`, link: href('requests', d.id) }),
  'clock.advanced': (d) => {
    const jobs = [...new Set((d.ran ?? []).map((run) => JOB_LABELS[run.job] ?? run.job))];
    return {
      text: `Relógio avançou; ${(d.ran ?? []).length} tarefa(s) venceram${jobs.length ? ` (${jobs.join(', ')})` : ''}`,
    };
  },
  'state.reset': () => ({ text: 'Estado de volta às fixtures' }),
  'state.restored': () => ({ text: 'Snapshot restaurado' }),
  'fault.fired': (d) => ({
    text: `Falha ${d.id} (${d.kind ?? 'status'}) disparou em ${d.method} ${d.path}${d.remaining === null || d.remaining === undefined ? '' : `; restam ${d.remaining}`}`,
    link: href('faults'),
  }),
  'inbox.received': (d) => ({
    text: `Caixa ${d.inbox} recebeu ${d.method}${d.signatureValid === true ? ' (assinatura válida)' : d.signatureValid === false ? ' (assinatura INVÁLIDA)' : ''}; respondeu ${d.answeredStatus ?? 'nada'}`,
    link: href('inbox', d.inbox),
  }),
};

export function describe(event: SandboxEvent): Described {
  const data: EventData = event.data;
  return (DESCRIBE[event.type as SandboxEventType] ?? ((fields) => ({ text: JSON.stringify(fields) })))(data);
}
