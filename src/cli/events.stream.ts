import { SandboxRefusal, type AdminClient } from '../client/admin-client.js';
import type { StreamEvent } from './events.present.js';

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
export async function openEventStream(admin: AdminClient, query: { types?: string; follow?: boolean }, signal: AbortSignal): Promise<ReadableStream<Uint8Array> | null> {
  const response = await admin.events.stream(query, signal);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    throw new SandboxRefusal(response.status, body, 'event stream');
  }
  return response.body;
}

/** The sandbox's events of a stream, and what else it says (hello, reload). */
export function sandboxEventOf(message: StreamMessage): StreamEvent | null {
  if (message.type === 'hello' || message.type === 'reload' || typeof message.data !== 'object' || message.data === null) return null;
  const event = message.data as Partial<StreamEvent>;
  return { id: event.id, type: event.type ?? message.type, at: event.at ?? '', data: (event.data ?? {}) as Record<string, unknown> };
}

/**
 * Reads `event: <type>` / `data: <json>` blocks (a blank line ends one; several data lines
 * join with a newline; comments and ids are skipped) and hands each over until the stream ends.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, emit: (message: StreamMessage) => void): Promise<void> {
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
