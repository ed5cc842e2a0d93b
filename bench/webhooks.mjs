// The webhook burst: 1,000 cashout status changes with a live receiver, all delivered in
// time, while a rate-limited probe of the API measures p99 against its idle p99.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { ACME, keyHeaders } from './client.mjs';
import { jsonRequest, load, loadDuring } from './load.mjs';
import { cashout } from './payloads.mjs';
import { ROOT } from './processes.mjs';

export const WEBHOOK_COUNT = 1_000;
export const DELIVERY_LIMIT_MS = 5_000;
/** The probe: a steady rate well below saturation, so p99 shows delay rather than queueing. */
const PROBE = { connections: 10, overallRate: 500 };
/**
 * The status changes are sent at this rate (all 1,000 within a second), not as fast as 50
 * callers can: a flood would hold the one core and any API call would queue behind it, so
 * the probe would measure the flood rather than what delivering webhooks costs the API.
 */
export const CHANGES_PER_SECOND = 1_000;

/** Runs `tasks` with at most `width` in flight. */
async function pool(tasks, width) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

/**
 * `acme` is a client of a fresh sandbox at `url`. Starts the receiver and sender process
 * (bench/webhook-driver.mjs) and creates 2,000 cashouts (PENDING is not notified). The probe
 * runs three times: idle (probeSeconds); during 1,000 status changes with acme's webhook off
 * (what the changes themselves cost the API); during 1,000 more with the webhook on the
 * receiver. A "during" probe spans the burst only: from the first change until the driver
 * reports the burst over (the last change answered, and with the webhook on the last delivery
 * arrived), so the quiet seconds after it do not dilute its p99. `phase(name, edge)`, when given, is told when each
 * probe ('idle', 'off', 'on') starts and ends (bench/burst-ab.mjs reads the server's CPU and event loop there).
 */
export async function webhookBurst(url, acme, { probeSeconds, phase = () => {} }) {
  const driver = fork(join(ROOT, 'bench', 'webhook-driver.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const [ready] = await once(driver, 'message');
    const seller = `/__admin/sellers/${ACME.sellerId}`;
    await acme.patch(seller, { availableBalance: 100_000_000_000, webhook: { url: null, notifyWithdrawals: false } });
    const created = await pool(
      Array.from({ length: 2 * WEBHOOK_COUNT }, () => () => acme.post('/api/public/cashout', cashout())),
      50,
    );
    const ids = created.map((body) => body.id);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const probe = [jsonRequest('GET', '/api/seller', undefined, keyHeaders(ACME))];
    const probed = async (batch, last) => {
      const name = last ? 'on' : 'off';
      await phase(name, 'start');
      const done = once(driver, 'message');
      driver.send({
        type: 'burst',
        sandboxUrl: url,
        ids: batch,
        perSecond: CHANGES_PER_SECOND,
        waitMs: last ? DELIVERY_LIMIT_MS * 3 : 0,
        last,
      });
      const latency = await loadDuring(url, { requests: probe, maxSeconds: 60, ...PROBE }, done);
      const [result] = await done;
      await phase(name, 'end');
      return { ...result, latency };
    };
    await phase('idle', 'start');
    const idle = await load(url, { requests: probe, seconds: probeSeconds, ...PROBE });
    await phase('idle', 'end');
    const withoutWebhook = await probed(ids.slice(WEBHOOK_COUNT), false);
    await acme.patch(seller, { webhook: { url: ready.url, notifyWithdrawals: true } });
    const { latency: burst, ...result } = await probed(ids.slice(0, WEBHOOK_COUNT), true);
    return { ...result, created: ids.length, idle, burst, changesOnly: withoutWebhook.latency };
  } finally {
    if (driver.exitCode === null) driver.kill();
  }
}
