import { SANDBOX_EVENT_TYPE_VALUES } from '../../generated/schema-enums.js';
import { brasilia, money } from '../../core/lib/present.js';
import { CLI_USER_AGENT } from './connection.js';
import { t } from './messages/say.js';
import { UsageError } from './usage-error.js';
import { RepeatFilter } from '../../features/events/event-state.js';
import { isAdminPath } from '../client/call.js';

/**
 * Every event type, as the sandbox names them (schemas/events/event.schema.json): the names the help lists are the
 * names printed.
 */
export const EVENT_TYPES: readonly string[] = SANDBOX_EVENT_TYPE_VALUES;

/** One event of GET /__admin/events (or made from the admin lists when the sandbox has no stream). */
export interface StreamEvent {
  id?: number;
  type: string;
  /** The sandbox instant it happened (UTC ISO). */
  at: string;
  data: Record<string, unknown>;
}

/**
 * `--type sale.*,cashout.changed,delivery`: each part a type, a `prefix.*` or a bare prefix.
 * An unknown one is a usage error naming the known types. Returns the matcher and the stream's
 * own `types=` filter (prefixes), so the sandbox sends only what is wanted.
 */
export function typeFilter(spec: string | undefined): {
  matches: (type: string) => boolean;
  query: string | undefined;
} {
  if (spec === undefined) return { matches: () => true, query: undefined };
  const parts = spec
    .split(',')
    .map((part) => part.trim().replace(/\.\*$/, ''))
    .filter(Boolean);
  const prefixes = new Set(EVENT_TYPES.map((type) => type.split('.')[0]));
  const unknown = parts.filter((part) => !EVENT_TYPES.includes(part) && !prefixes.has(part));
  if (unknown.length || parts.length === 0)
    throw new UsageError(t('events.unknownType', unknown.join(', ') || '""', EVENT_TYPES.join(', ')));
  return { matches: (type) => parts.includes(type) || parts.includes(type.split('.')[0]), query: parts.join(',') };
}

/**
 * A request the CLI made itself (or, when the sandbox does not say who made a request, any
 * admin API request: the CLI's and the console's): hidden from `events` unless --own.
 */
export function isOwnRequest(event: StreamEvent): boolean {
  if (event.type !== 'request.finished') return false;
  // The sandbox names the client from its User-Agent (the CLI sends CLI_USER_AGENT), as the UA or as a short name.
  const client = event.data.client ?? event.data.userAgent;
  if (typeof client === 'string') return client.startsWith(CLI_USER_AGENT.split('/')[0]) || client === 'cli';
  return typeof event.data.path === 'string' && isAdminPath(event.data.path);
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}
const cents = (data: Record<string, unknown>) =>
  typeof data.amountCents === 'number' ? money(data.amountCents) : null;

const signed = (value: number) => `${value < 0 ? '-' : '+'}${money(Math.abs(value))}`;

/**
 * Says what an event did, in a line: the resource and id, the change (`PENDENTE → PAGO`), the
 * amount in R$, the seller, and the sandbox instant in Brasília time. Where an event does not
 * carry the status it left (`from`), the narrator remembers the last status it saw of each
 * resource, so a follower still prints the change.
 */
export class EventNarrator {
  /** `named`: the sellers' names (output.ts sellerLabels), so a line says "seller 1000 Acme…"; by id alone without. */
  constructor(private readonly named: (sellerId: number) => string = String) {}

  private readonly lastStatus = new Map<string, string>();
  private readonly repeats = new RepeatFilter();

  /** The event's line, or '' for one that repeats its object's last state (a delivery claimed for its attempt). */
  line(event: StreamEvent): string {
    if (this.repeats.repeats(event)) return '';
    return `${brasilia(event.at)}  ${event.type.padEnd(20)}  ${this.describe(event)}\n`;
  }

  private seller(data: Record<string, unknown>): string | null {
    return typeof data.sellerId === 'number' ? `${t('label.seller')} ${this.named(data.sellerId)}` : null;
  }

  private change(key: string, data: Record<string, unknown>): string | null {
    const to = text(data.to ?? data.status);
    if (to === null) return data.deleted ? t('narrator.deleted') : null;
    const from = 'from' in data ? text(data.from) : (this.lastStatus.get(key) ?? undefined);
    this.lastStatus.set(key, to);
    if (from === null) return `${t('narrator.new')} → ${to}`;
    return from === undefined || from === to ? to : `${from} → ${to}`;
  }

  private describe({ type, data }: StreamEvent): string {
    const parts = (...values: (string | null | undefined | false)[]) => values.filter(Boolean).join('  ');
    if (data.bulk) return parts(t('narrator.bulk', String(data.count), type.split('.')[0]), t('narrator.reload'));
    switch (type) {
      case 'sale.changed':
        return parts(
          `${t('label.sale')} ${String(data.id)}`,
          this.change(`sale:${String(data.id)}`, data),
          cents(data),
          text(data.paymentMethod),
          this.seller(data),
          data.subscriptionId ? `${t('label.subscription')} ${text(data.subscriptionId)}` : null,
          data.change && data.reason ? t('narrator.byClockJob', text(data.reason) ?? '') : null,
        );
      case 'cashout.changed':
        return parts(
          `${t('label.cashout')} ${String(data.id)}`,
          this.change(`cashout:${String(data.id)}`, data),
          cents(data),
          this.seller(data),
        );
      case 'subscription.changed':
        return parts(
          `${t('label.subscription')} ${String(data.id)}`,
          this.change(`subscription:${String(data.id)}`, data),
          cents(data),
          this.seller(data),
        );
      case 'delivery.changed': {
        // What the delivery announces ({type, id, status}); a plain resource name says nothing more than the type.
        const subject = data.resource as { type?: string; id?: number; status?: string } | string | undefined;
        const resource = typeof subject === 'object' && subject !== null && subject.type ? subject : undefined;
        const last =
          data.lastStatusCode === null || data.lastStatusCode === undefined
            ? null
            : t('narrator.lastAnswer', text(data.lastStatusCode) ?? '');
        return parts(
          t('listen.delivery', String(data.id)),
          text(data.kind),
          resource ? t('narrator.of', `${resource.type} ${resource.id} ${resource.status}`) : null,
          text(data.status),
          typeof data.attempts === 'number' ? t('narrator.attempts', data.attempts) : null,
          last,
        );
      }
      case 'balance.changed':
        return parts(
          t(
            'narrator.balanceOf',
            typeof data.sellerId === 'number' ? this.named(data.sellerId) : String(data.sellerId),
          ),
          text(data.kind),
          typeof data.amountCents === 'number' ? signed(data.amountCents) : null,
          typeof data.balanceCents === 'number' ? t('narrator.balance', money(data.balanceCents)) : null,
        );
      case 'seller.changed':
        return `${t('label.seller')} ${String(data.sellerId ?? data.id)}`;
      case 'request.finished':
        return parts(
          `${String(data.method)} ${String(data.path)} → ${String(data.status)}`,
          this.seller(data),
          typeof data.durationMs === 'number' ? `${Math.round(data.durationMs)} ms` : null,
        );
      case 'clock.advanced':
        return parts(
          t('narrator.clockNow', brasilia(text(data.now))),
          typeof data.advancedMs === 'number' ? t('narrator.advanced', Math.round(data.advancedMs / 1000)) : null,
          Array.isArray(data.ran) ? t('narrator.jobRuns', data.ran.length) : null,
        );
      case 'state.reset':
      case 'state.restored':
        return t('narrator.clock', brasilia(text(data.now)));
      case 'inbox.received': {
        const signature =
          data.signatureValid === true
            ? t('narrator.signatureValid')
            : data.signatureValid === false
              ? t('narrator.signatureInvalid')
              : t('narrator.unsigned');
        return parts(
          `inbox ${String(data.inbox)}`,
          data.deliveryId ? t('listen.delivery', text(data.deliveryId) ?? '') : null,
          signature,
          data.answeredStatus === null
            ? t('narrator.leftHanging')
            : t('narrator.answered', text(data.answeredStatus) ?? ''),
        );
      }
      default:
        return Object.entries(data)
          .filter(([, value]) => value !== null && typeof value !== 'object')
          .map(([key, value]) => `${key}=${String(value)}`)
          .join(' ');
    }
  }
}

/** Whose events a follower's start line names: `tenant acme`, or `the default tenant` (no --tenant). */
export const whose = (tenant: string | null): string =>
  tenant === null ? t('events.defaultTenant') : `${t('label.tenant')} ${tenant}`;
