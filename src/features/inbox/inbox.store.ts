import { createHmac } from 'node:crypto';
import type { EventBus } from '../events/events.bus.js';
import { secretEquals } from '../../core/lib/secrets.js';

/**
 * The webhook inboxes: named receivers inside the sandbox (POST /__admin/inbox/<name>) that a
 * seller's webhook or a sale's postbackUrl can point at. Each keeps what it was sent, and can
 * be told to answer an error or not to answer at all, to exercise the outbox's retries.
 * Everything is bounded: inboxes, captures per inbox, bytes per body.
 */

export type InboxMode = 'accept' | 'fail' | 'hang';

export interface InboxBehaviour {
  mode: InboxMode;
  /** The status answered in `accept` (default 200) and `fail` (default 500) modes. */
  status: number;
  /** How many more requests get this behaviour before the inbox goes back to accepting; null: until changed. */
  times: number | null;
}

export interface InboxSignature {
  /** The X-Signature header as received. */
  header: string | null;
  /** Whether it is the HMAC of the body with the sending seller's webhook secret; null when it cannot be told. */
  valid: boolean | null;
}

export interface CapturedRequest {
  id: number;
  inbox: string;
  /** Sandbox clock. */
  at: string;
  method: string;
  query: string | null;
  headers: Record<string, string>;
  /** The body as received (UTF-8), cut at MAX_BODY_BYTES. */
  body: string;
  bodyBytes: number;
  bodyTruncated: boolean;
  /** From X-Sandbox-Delivery-Id: the outbox delivery this request is an attempt of. */
  deliveryId: number | null;
  signature: InboxSignature;
  /** What the inbox answered: a status, or null while (or because) it hung. */
  answeredStatus: number | null;
  mode: InboxMode;
}

export const INBOX_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const MAX_INBOXES = 20;
export const MAX_CAPTURES_PER_INBOX = 100;
export const MAX_BODY_BYTES = 16 * 1024;
/** A hanging inbox gives up after this long (the outbox's own timeout is far shorter). */
export const HANG_LIMIT_MS = 5 * 60_000;

const DEFAULT_STATUS: Record<InboxMode, number> = { accept: 200, fail: 500, hang: 504 };

interface Inbox {
  name: string;
  behaviour: InboxBehaviour;
  captures: CapturedRequest[];
  total: number;
  lastAt: string | null;
  /** Wall-clock order of use, for evicting the least recently used inbox. */
  touched: number;
}

export interface InboxView {
  name: string;
  path: string;
  behaviour: InboxBehaviour;
  total: number;
  lastAt: string | null;
}

/**
 * Whose inboxes these are: a tenant's are under its base path and take a POST only with their capability (the
 * `token` of the inbox's URL). The default tenant's have no owner: open to any POST, as the README documents.
 */
export interface InboxOwner {
  /** `/__admin/tenants/<name>`: where the tenant's admin routes, its inboxes among them, are served. */
  basePath: string;
  /** The key each inbox's capability is derived from (never shown). */
  key: string;
}

/** The query parameter of an inbox URL that carries its capability (redacted in captures and the journal). */
export const INBOX_TOKEN_PARAM = 'token';

/** The sandbox's Inboxes (createDeps of src/sandbox/deps.ts builds it), a member of `Deps` declared by its owner. */
declare module '../../http/sandbox-context.js' {
  interface Deps {
    /** The webhook inboxes at /__admin/inbox/<name>: what the sandbox sent there. */
    inboxes: Inboxes;
  }
}

export class Inboxes {
  private readonly inboxes = new Map<string, Inbox>();
  private counter = 0;
  private uses = 0;
  private owner: InboxOwner | null = null;

  constructor(
    private readonly now: () => string,
    private readonly events: EventBus,
  ) {}

  private inbox(name: string): Inbox {
    let inbox = this.inboxes.get(name);
    if (!inbox) {
      if (this.inboxes.size >= MAX_INBOXES) {
        const oldest = [...this.inboxes.values()].sort((a, b) => a.touched - b.touched)[0];
        this.inboxes.delete(oldest.name);
      }
      inbox = {
        name,
        behaviour: { mode: 'accept', status: DEFAULT_STATUS.accept, times: null },
        captures: [],
        total: 0,
        lastAt: null,
        touched: 0,
      };
      this.inboxes.set(name, inbox);
    }
    inbox.touched = ++this.uses;
    return inbox;
  }

  /**
   * Makes these a tenant's inboxes (src/host/tenants/registry.ts): posting into one needs its capability from then on.
   */
  ownedBy(owner: InboxOwner): void {
    this.owner = owner;
  }

  /**
   * An inbox's capability: an HMAC of its name with the owner's key, so each inbox has its own, it never changes while
   * the tenant lives (a webhook URL saved today works tomorrow, after a restart too), and one inbox's URL opens no
   * other inbox (nor makes new ones).
   */
  private capability(name: string): string {
    const key = this.owner?.key ?? '';
    return `ibx_${createHmac('sha256', key).update(`inbox:${name}`).digest('base64url').slice(0, 32)}`;
  }

  /** Whether a POST into `name` presenting this capability (null: none) may be captured: always for the default's. */
  admits(name: string, presented: string | null): boolean {
    if (this.owner === null) return true;
    return presented !== null && secretEquals(presented, this.capability(name));
  }

  /** Where to POST into the inbox, from the server's origin: inside the tenant's base path, with its capability. */
  postPath(name: string): string {
    if (this.owner === null) return `/__admin/inbox/${name}`;
    return `${this.owner.basePath}/inbox/${name}?${INBOX_TOKEN_PARAM}=${this.capability(name)}`;
  }

  view(name: string): InboxView {
    const inbox = this.inboxes.get(name);
    return {
      name,
      path: this.postPath(name),
      behaviour: inbox ? { ...inbox.behaviour } : { mode: 'accept', status: DEFAULT_STATUS.accept, times: null },
      total: inbox?.total ?? 0,
      lastAt: inbox?.lastAt ?? null,
    };
  }

  list(): InboxView[] {
    return [...this.inboxes.keys()].sort().map((name) => this.view(name));
  }

  /** Newest first. An inbox nothing was sent to yet is simply empty. */
  captures(name: string, limit = MAX_CAPTURES_PER_INBOX): CapturedRequest[] {
    return (this.inboxes.get(name)?.captures ?? []).slice(-limit).reverse();
  }

  configure(name: string, input: { mode: InboxMode; status?: number; times?: number | null }): InboxView {
    this.inbox(name).behaviour = {
      mode: input.mode,
      status: input.status ?? DEFAULT_STATUS[input.mode],
      times: input.times ?? null,
    };
    return this.view(name);
  }

  forget(name: string): void {
    this.inboxes.delete(name);
  }

  clear(): void {
    this.inboxes.clear();
  }

  /** The behaviour for the request arriving now (counting it against `times`). */
  take(name: string): InboxBehaviour {
    const inbox = this.inbox(name);
    const behaviour = { ...inbox.behaviour };
    if (inbox.behaviour.times !== null) {
      const left = inbox.behaviour.times - 1;
      inbox.behaviour =
        left > 0 ? { ...inbox.behaviour, times: left } : { mode: 'accept', status: DEFAULT_STATUS.accept, times: null };
    }
    return behaviour;
  }

  record(capture: Omit<CapturedRequest, 'id' | 'at'>): CapturedRequest {
    const inbox = this.inbox(capture.inbox);
    const stored: CapturedRequest = { id: ++this.counter, at: this.now(), ...capture };
    inbox.captures.push(stored);
    if (inbox.captures.length > MAX_CAPTURES_PER_INBOX)
      inbox.captures.splice(0, inbox.captures.length - MAX_CAPTURES_PER_INBOX);
    inbox.total++;
    inbox.lastAt = stored.at;
    this.events.publish('inbox.received', {
      inbox: stored.inbox,
      id: stored.id,
      method: stored.method,
      deliveryId: stored.deliveryId,
      signatureValid: stored.signature.valid,
      mode: stored.mode,
      answeredStatus: stored.answeredStatus,
    });
    return stored;
  }
}

export const defaultStatusOf = (mode: InboxMode): number => DEFAULT_STATUS[mode];
