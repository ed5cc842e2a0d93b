import { SandboxRefusal, type AdminClient } from '../client/admin-client.js';
import type { StreamEvent } from './events.present.js';
import { t } from './messages/say.js';

/** One message of a Server-Sent Events stream. */
export interface StreamMessage {
  type: string;
  data: unknown;
}

/**
 * Opens GET /__admin/events as Server-Sent Events (through the admin client, so its base URL
 * and headers). Resolves to null when the sandbox does not serve a stream there (an older
 * sandbox answers 404): the caller polls instead. A refusal (401, 503 streams full) is thrown.
 */
export async function openEventStream(
  admin: AdminClient,
  query: { types?: string; follow?: boolean; lastEventId?: number },
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array> | null> {
  const response = await admin.events.stream(query, signal);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (
    response.status !== 200 ||
    !(response.headers.get('content-type') ?? '').startsWith('text/event-stream') ||
    !response.body
  ) {
    const body: unknown = await response.json().catch(() => null);
    throw new SandboxRefusal(response.status, body, 'event stream');
  }
  return response.body;
}

/** The sandbox's events of a stream, and what else it says (hello, reload). */
export function sandboxEventOf(message: StreamMessage): StreamEvent | null {
  if (
    message.type === 'hello' ||
    message.type === 'reload' ||
    typeof message.data !== 'object' ||
    message.data === null
  )
    return null;
  const event = message.data as Partial<StreamEvent>;
  return {
    id: event.id,
    type: event.type ?? message.type,
    at: event.at ?? '',
    data: event.data ?? {},
  };
}

/**
 * Reads `event: <type>` / `data: <json>` blocks (a blank line ends one; several data lines
 * join with a newline; comments and ids are skipped) and hands each over until the stream ends.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  emit: (message: StreamMessage) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  let type = 'message';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length) {
      const text = data.join('\n');
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: handed over as text.
      }
      emit({ type, data: parsed });
    }
    type = 'message';
    data = [];
  };
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer[newline] === '\r' ? 2 : 1));
      if (line === '') dispatch();
      else if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
  }
  dispatch();
}

/** How long a follower waits before it reconnects (the stream's own `retry:`). */
export const RECONNECT_MS = 2000;

export interface FollowHandlers {
  event(event: StreamEvent): void;
  /** The stream is open: the first time, and again after each reconnection. */
  opened(again: boolean): void;
  /** Events were missed while away (they left the sandbox's ring of 1,000). */
  missed(): void;
  /** The stream ended or failed; the follower reconnects after RECONNECT_MS. */
  lost(why: string): void;
}

/**
 * Follows the event stream until `signal` aborts, reconnecting when it ends (a sandbox
 * restarted, a slow reader dropped) with the id of the last event seen, so nothing between
 * is lost while the sandbox still keeps it. Resolves 'no-stream' when the sandbox serves none
 * at the first try; a refusal at the first try is thrown.
 */
export async function followEventStream(
  admin: AdminClient,
  types: string | undefined,
  signal: AbortSignal,
  handlers: FollowHandlers,
): Promise<'no-stream' | 'stopped'> {
  let lastEventId: number | undefined;
  let again = false;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, RECONNECT_MS);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  while (!signal.aborted) {
    let stream: ReadableStream<Uint8Array> | null;
    try {
      stream = await openEventStream(
        admin,
        { types, follow: true, ...(lastEventId === undefined ? {} : { lastEventId }) },
        signal,
      );
    } catch (error) {
      if (signal.aborted) break;
      if (!again) throw error;
      handlers.lost((error as Error).message);
      await pause();
      continue;
    }
    if (!stream) {
      if (!again) return 'no-stream';
      handlers.lost(t('events.noStreamNow'));
      await pause();
      continue;
    }
    handlers.opened(again);
    again = true;
    try {
      await readEventStream(stream, (message) => {
        if (message.type === 'reload') handlers.missed();
        // The id the stream starts after: a reconnection resumes from there even when nothing came.
        if (message.type === 'hello' && lastEventId === undefined)
          lastEventId = (message.data as { lastEventId?: number }).lastEventId;
        const event = sandboxEventOf(message);
        if (!event) return;
        if (typeof event.id === 'number') lastEventId = event.id;
        handlers.event(event);
      });
      if (signal.aborted) break;
      handlers.lost(t('events.streamEnded'));
    } catch (error) {
      if (signal.aborted) break;
      handlers.lost((error as Error).message);
    }
    await pause();
  }
  return 'stopped';
}
