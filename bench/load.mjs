// The load generator: autocannon's programmatic API. A target scenario is measured in
// rounds that alternate with the measurement it is compared with, so both see the same
// machine: on a shared machine the load of neighbours changes from second to second, and a
// reference measured a minute earlier would compare with different weather.
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/**
 * Loads `url` with `requests` (autocannon request objects, cycled per connection) for
 * `seconds`. `overallRate` caps the request rate (a latency probe rather than a throughput run).
 */
export async function load(url, { requests, seconds, connections = CONNECTIONS, overallRate }) {
  const result = await autocannon({ url, requests, connections, overallRate, duration: seconds });
  return {
    requests: result.requests.total,
    seconds: result.duration || seconds,
    rps: Math.round(result.requests.total / (result.duration || seconds)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Loads `url` from now until `until` settles (at most `maxSeconds`) and returns the latencies
 * of the responses that came back in that window only: a probe over an event (a burst) rather
 * than over whole seconds of autocannon's clock, which would dilute it with the quiet after it.
 */
export async function loadDuring(url, { requests, connections = CONNECTIONS, overallRate, maxSeconds }, until) {
  const latencies = [];
  let open = true;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const instance = autocannon({ url, requests, connections, overallRate, duration: maxSeconds });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (!open) return;
    latencies.push(ms);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  instance.on('reqError', () => open && errors++);
  await until;
  open = false;
  const seconds = (performance.now() - started) / 1000;
  instance.stop();
  await instance;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] : 0;
  return {
    requests: latencies.length,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    non2xx,
    errors,
  };
}

/** Several measurements of one thing as one: req/s over the summed time, latencies weighted by requests. */
export function combine(results) {
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const weighted = (key) =>
    Math.round((results.reduce((sum, r) => sum + r[key] * r.requests, 0) / Math.max(requests, 1)) * 10) / 10;
  return {
    requests,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round(requests / seconds),
    p50: weighted('p50'),
    p99: weighted('p99'),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * Measures `subject` ({url, requests, warm}) and, when given, `reference` in alternating
 * rounds of `sliceSeconds` each, after a warm-up of the subject (and of the reference unless
 * its server is `warm` already). Returns both, each combined over its rounds. autocannon
 * ends runs on whole seconds: keep every duration an integer.
 */
export async function paired(subject, reference, { rounds, sliceSeconds, warmupSeconds }) {
  if (warmupSeconds > 0) await load(subject.url, { requests: subject.requests, seconds: warmupSeconds });
  if (reference && !reference.warm)
    await load(reference.url, { requests: reference.requests, seconds: Math.ceil(warmupSeconds / 3) });
  const subjectRounds = [];
  const referenceRounds = [];
  for (let round = 0; round < rounds; round++) {
    if (reference)
      referenceRounds.push(await load(reference.url, { requests: reference.requests, seconds: sliceSeconds }));
    subjectRounds.push(await load(subject.url, { requests: subject.requests, seconds: sliceSeconds }));
  }
  return { subject: combine(subjectRounds), reference: reference ? combine(referenceRounds) : null };
}

/** JSON request objects for autocannon. */
export function jsonRequest(method, path, body, headers = {}) {
  return {
    method,
    path,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}
