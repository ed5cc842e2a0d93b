import type { DeliveryRecord } from '../../generated/schema-types.js';
import { brasilia } from '../../core/lib/present.js';
import { adminVerb, idArg } from './command.js';
import { whose } from './events.present.js';
import { stopOnSignals } from './events.verb.js';
import { followEventStream, RECONNECT_MS } from './events.stream.js';
import { urlOption } from './sale-body.js';
import { UsageError } from './usage-error.js';
import { said, t } from './messages/say.js';
import { EXIT } from './verb.js';

/** The headers of a delivery's attempt that a receiver reads: its signature, ids and type; never hop-by-hop ones. */
const FORWARDED = /^(content-type|user-agent|x-signature|x-sandbox-.*)$/i;

export interface Forwarded {
  deliveryId: number;
  /** The tenant that sent it (its X-Sandbox-Tenant), or null for the default tenant. */
  tenant: string | null;
  kind: string;
  resource: DeliveryRecord['resource'];
  at: string;
  /** The local address, or null without --forward-to. */
  forwardedTo: string | null;
  /** The local answer's status, or null when it did not answer. */
  status: number | null;
  error: string | null;
}

/**
 * Re-posts a delivery's exact bytes, with the headers of its first attempt (X-Signature included), to the local
 * address.
 */
async function forward(
  delivery: DeliveryRecord,
  headers: Record<string, string>,
  target: string,
  timeoutMs: number,
): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers,
      body: delivery.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, error: null };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: null, error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

export const listenVerb = adminVerb({
  name: 'listen',
  summary: said('listen.summary'),
  commands: [
    {
      name: '',
      args: [],
      options: {
        'forward-to': {
          type: 'string',
          value: 'URL',
          description: said('listen.forwardTo'),
        },
        timeout: { type: 'string', value: 'MS', description: said('listen.timeout') },
      },
      summary: said('listen.command.summary'),
      details: [said('listen.details')],
      async run({ admin, url, tenant, options, io, json }) {
        const target = urlOption(options['forward-to'], '--forward-to') ?? null;
        const timeoutMs = options.timeout === undefined ? 10_000 : idArg(String(options.timeout), '--timeout');
        const seen = new Set<number>();
        const stop = stopOnSignals();
        // One delivery at a time, in the order the sandbox made them.
        let queue = Promise.resolve();
        const handle = async (deliveryId: number) => {
          const delivery = await admin.deliveries.get(deliveryId);
          const first = delivery.attempts[0];
          const headers = Object.fromEntries(
            Object.entries(first?.requestHeaders ?? { 'content-type': 'application/json' }).filter(([name]) =>
              FORWARDED.test(name),
            ),
          );
          // A tenant's deliveries name it (X-Sandbox-Tenant): shown, as a receiver shared by tenants tells them apart.
          const tenant = headers['x-sandbox-tenant'] ?? null;
          const about = `${tenant === null ? '' : `${t('label.tenant')} ${tenant}  `}${delivery.resource.type} ${delivery.resource.id} ${delivery.resource.status}`;
          if (!target) {
            if (json)
              io.stdout(
                `${JSON.stringify({ deliveryId: delivery.id, tenant, kind: delivery.kind, resource: delivery.resource, headers, body: delivery.body })}\n`,
              );
            else {
              let body = delivery.body;
              try {
                body = JSON.stringify(JSON.parse(delivery.body), null, 2);
              } catch {
                // Not JSON: printed as sent.
              }
              io.stdout(
                `${brasilia(first?.at ?? delivery.createdAt)}  ${t('listen.delivery', delivery.id)}  ${delivery.kind}  ${about}\n${Object.entries(
                  headers,
                )
                  .map(([name, value]) => `${name}: ${value}`)
                  .join('\n')}\n\n${body}\n\n`,
              );
            }
            return;
          }
          const outcome = await forward(delivery, headers, target, timeoutMs);
          const line: Forwarded = {
            deliveryId: delivery.id,
            tenant,
            kind: delivery.kind,
            resource: delivery.resource,
            at: first?.at ?? delivery.createdAt,
            forwardedTo: target,
            ...outcome,
          };
          io.stdout(
            json
              ? `${JSON.stringify(line)}\n`
              : `${brasilia(line.at)}  ${delivery.kind.padEnd(16)}  ${about}  ${t('listen.delivery', delivery.id)}  → ${target}  ${outcome.status ?? t('listen.noAnswer', outcome.error ?? '')}\n`,
          );
        };
        try {
          const followed = await followEventStream(admin, 'delivery.changed', stop.signal, {
            opened: (again) =>
              io.stderr(
                `${again ? t('listen.again') : target ? t('listen.forwarding', whose(tenant), url, target) : t('listen.listening', whose(tenant), url)}\n`,
              ),
            missed: () => io.stderr(`${t('listen.missed')}\n`),
            lost: (why) => io.stderr(`${t('events.lost', why, RECONNECT_MS / 1000)}\n`),
            event: (event) => {
              const id = event.data.id;
              // After the sandbox's first attempt, the delivery's headers (its signature) are known.
              if (
                typeof id !== 'number' ||
                seen.has(id) ||
                !(typeof event.data.attempts === 'number' && event.data.attempts >= 1)
              )
                return;
              seen.add(id);
              queue = queue
                .then(() => handle(id))
                .catch((error: unknown) => io.stderr(`${t('listen.delivery', id)}: ${(error as Error).message}\n`));
            },
          });
          if (followed === 'no-stream') throw new UsageError(t('listen.noStream', url));
        } catch (error) {
          if (!stop.signal.aborted) throw error;
        } finally {
          stop.release();
          await queue;
        }
        return EXIT.ok;
      },
    },
  ],
});
