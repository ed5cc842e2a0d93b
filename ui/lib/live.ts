import { openEvents } from './api';
import { effect, signal, type Signal } from '@preact/signals';
import { token, tokenNeeded } from './token';

/** One event of GET /__admin/events (schemas/events/event.schema.json). */
export interface SandboxEvent {
  id: number;
  type: string;
  at: string;
  data: Record<string, unknown>;
}

/** What a view can listen to: the part of an event's type before its dot. */
export type Topic =
  | 'sale'
  | 'cashout'
  | 'subscription'
  | 'delivery'
  | 'seller'
  | 'balance'
  | 'request'
  | 'clock'
  | 'state'
  | 'inbox'
  | 'fault';
const TOPICS: Topic[] = [
  'sale',
  'cashout',
  'subscription',
  'delivery',
  'seller',
  'balance',
  'request',
  'clock',
  'state',
  'inbox',
  'fault',
];

/** A counter per topic, bumped by each event: views refetch when the ones they show move. */
export const versions = Object.fromEntries(TOPICS.map((topic) => [topic, signal<number>(0)])) as Record<
  Topic,
  Signal<number>
>;
/** The most recent events, newest first, for the feed. */
export const recentEvents = signal<SandboxEvent[]>([]);
export const connection = signal<'connecting' | 'open' | 'closed'>('connecting');
/** Every event, for views that patch what they show instead of refetching (the request journal). */
const listeners = new Set<(event: SandboxEvent) => void>();

/** How many events the page keeps for the feed (a month of billing is hundreds). */
export const FEED_SIZE = 2000;
let lastEventId = 0;

export function onEvent(listener: (event: SandboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function bumpAll(): void {
  for (const topic of TOPICS) versions[topic].value++;
}

function dispatch(name: string, data: string): void {
  if (name === 'hello') return;
  if (name === 'reload') return bumpAll();
  const event = JSON.parse(data) as SandboxEvent;
  lastEventId = event.id;
  const topic = event.type.split('.')[0] as Topic;
  // A reset, a restore or a clock move changes what every view shows.
  const counter = versions[topic] as Signal<number> | undefined;
  if (topic === 'state' || topic === 'clock') bumpAll();
  else if (counter) counter.value++;
  recentEvents.value = [event, ...recentEvents.value].slice(0, FEED_SIZE);
  for (const listener of listeners) listener(event);
}

/**
 * Server-Sent Events read through fetch rather than EventSource: EventSource cannot send the
 * X-Admin-Token header, and the token must never go in the URL. Reconnects with
 * Last-Event-ID, so nothing is missed while the connection was down.
 */
async function stream(signalAbort: AbortSignal): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (token.value) headers['X-Admin-Token'] = token.value;
  if (lastEventId) headers['Last-Event-ID'] = String(lastEventId);
  const res = await openEvents(headers, signalAbort);
  if (!res.ok || !res.body) throw new Error(`events: HTTP ${res.status}`);
  connection.value = 'open';
  if (lastEventId) bumpAll();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) name = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) dispatch(name, data.join('\n'));
    }
  }
}

let controller: AbortController | null = null;

function connect(): void {
  controller?.abort();
  const current = new AbortController();
  controller = current;
  connection.value = 'connecting';
  let delay = 500;
  const loop = async () => {
    while (!current.signal.aborted) {
      try {
        await stream(current.signal);
        delay = 500;
      } catch {
        // Aborted, or the server went away: wait and try again (unless this connection was replaced).
      }
      if (current.signal.aborted) return;
      connection.value = 'closed';
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 5000);
    }
  };
  void loop();
}

/** Connects once a token is known (or none is needed), and again whenever it changes. */
export function startLive(): void {
  effect(() => {
    void token.value;
    if (tokenNeeded.value) {
      controller?.abort();
      return;
    }
    connect();
  });
}
