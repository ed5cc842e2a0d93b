// Child process of the webhook scenario: the live receiver (node:http, answering 200) and
// the sender of the status changes. Kept out of the process that runs the latency probe,
// so that receiving and sending do not stall the probe's own event loop and show up as
// API latency. Talks to its parent over IPC:
//   → { type: 'ready', url }                      once the receiver listens
//   ← { type: 'burst', sandboxUrl, ids, perSecond, waitMs, last } move each cashout to
//     PROCESSING, paced, and wait up to waitMs for as many deliveries
//   → { type: 'done', postbacksOk, delivered, deliveredWithinMs }
import { createServer } from 'node:http';

const arrivals = [];
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    arrivals.push(performance.now());
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
process.send({ type: 'ready', url: `http://127.0.0.1:${server.address().port}/webhook` });

async function waitFor(condition, timeoutMs) {
  const until = performance.now() + timeoutMs;
  while (!condition() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  return condition();
}

process.on('message', async ({ type, sandboxUrl, ids, perSecond, waitMs, last: lastBurst }) => {
  if (type !== 'burst') return;
  const before = arrivals.length;
  const started = performance.now();
  const statuses = await Promise.all(
    ids.map(async (id, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / perSecond));
      try {
        const response = await fetch(`${sandboxUrl}/__admin/cashouts/${id}/postback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'PROCESSING' }),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        // A change that got no answer (the machine so loaded that connecting timed out) counts as not ok, and the run
        // goes on: the report says how many were.
        return 0;
      }
    }),
  );
  const allArrived = await waitFor(() => arrivals.length - before >= ids.length, waitMs);
  const delivered = arrivals.length - before;
  const last = delivered ? arrivals[Math.min(arrivals.length, before + ids.length) - 1] - started : null;
  process.send({
    type: 'done',
    postbacksOk: statuses.filter((status) => status >= 200 && status < 300).length,
    delivered,
    allArrived,
    deliveredWithinMs: last === null ? null : Math.round(last),
  });
  if (!lastBurst) return;
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
