import type { SandboxEventType } from '../../src/generated/schema-types';
import { brl } from './format';
import type { SandboxEvent } from './live';
import { href } from './router';
import { sellerLabel, type SellerNames } from './seller-names';
import {
  DELIVERY_KIND_LABELS,
  JOB_LABELS,
  LEDGER_KIND_LABELS,
  MOVE_REASONS,
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
  /** The clock job that made a sale's move by itself (`sales.expiry`), or null. */
  reason?: string | null;
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

/** How a line names sellers: `who` by name and number; `of` after a record's number, where the view asks for it. */
interface Sellers {
  who: (id: number | undefined) => string;
  of: (d: EventData) => string;
}

/**
 * One line per event type: what happened, and where to see it. A new event type breaks the build
 * here until it has its line (fault.fired is named beside the schema's types until the wire-faults
 * work that adds it to the schema is in).
 */
const DESCRIBE: Record<SandboxEventType | 'fault.fired', (data: EventData, sellers: Sellers) => Described> = {
  'sale.changed': (d, { of }) =>
    d.bulk
      ? { text: `${d.count} vendas mudaram` }
      : {
          text: `Venda ${d.id}${of(d)}: ${moved(d, 'removida')}${money(d.amountCents)}${d.paymentMethod ? `, ${withLabel(d.paymentMethod, PAYMENT_METHOD_LABELS)}` : ''}${d.change && d.reason ? `; ${MOVE_REASONS[d.reason]?.sentence ?? d.reason}` : ''}`,
          link: href('sales', d.id),
        },
  'cashout.changed': (d, { of }) =>
    d.bulk
      ? { text: `${d.count} saques mudaram` }
      : {
          text: `Saque ${d.id}${of(d)}: ${moved(d, 'removido', 'criado')}${money(d.amountCents)}`,
          link: href('cashouts', d.id),
        },
  'subscription.changed': (d, { of }) =>
    d.bulk
      ? { text: `${d.count} assinaturas mudaram` }
      : { text: `Assinatura ${d.id}${of(d)}: ${moved(d, 'removida')}`, link: href('subscriptions', d.id) },
  'delivery.changed': (d, { of }) =>
    d.bulk
      ? { text: `${d.count} entregas mudaram` }
      : {
          text: `Entrega ${d.id}${of(d)} · ${withLabel(d.kind ?? '', DELIVERY_KIND_LABELS)}: ${said(d.status === undefined ? null : String(d.status))}, ${d.attempts} tentativa(s)${d.lastStatusCode !== null && d.lastStatusCode !== undefined ? `, última HTTP ${d.lastStatusCode}` : ''}`,
          link: href('webhooks', d.id),
        },
  'seller.changed': (d, { who }) => ({
    text: `Vendedor ${who(d.sellerId ?? d.id)} alterado`,
    link: href('sellers', d.sellerId ?? d.id),
  }),
  'balance.changed': (d, { who }) =>
    d.bulk
      ? { text: `${d.count} lançamentos no saldo` }
      : {
          text: `Saldo do vendedor ${who(d.sellerId)}: ${LEDGER_KIND_LABELS[d.kind as keyof typeof LEDGER_KIND_LABELS] ?? d.kind}${typeof d.amountCents === 'number' ? ` ${d.amountCents > 0 ? '+' : ''}${brl(d.amountCents)}` : ''}`,
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

/**
 * How the live feed and the timelines say an event. Sellers are named by company name and number ("Saldo do
 * vendedor Acme Comércio Eletrônico LTDA (nº 1000)", issue 32) from `names` (useSellerNames); `withSeller` names the
 * seller of each sale, cashout, subscription and delivery too (the live feed, where lines of every seller meet; a
 * record's own timeline names its seller once, on its page).
 */
export function describe(
  event: SandboxEvent,
  { names = new Map(), withSeller = false }: { names?: SellerNames; withSeller?: boolean } = {},
): Described {
  const data: EventData = event.data;
  const who = (id: number | undefined) => (typeof id === 'number' ? sellerLabel(names, id) : '?');
  const sellers: Sellers = {
    who,
    of: (d) => (withSeller && typeof d.sellerId === 'number' ? ` · vendedor ${sellerLabel(names, d.sellerId)}` : ''),
  };
  return (DESCRIBE[event.type as SandboxEventType] ?? ((fields) => ({ text: JSON.stringify(fields) })))(data, sellers);
}
