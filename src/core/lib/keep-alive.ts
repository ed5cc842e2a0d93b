/**
 * How long an idle kept-alive connection stays open (advertised as `Keep-Alive: timeout=65`; Node 20 closes it a
 * second after that). Node's default, 5 s, is shorter than many clients keep an idle connection in their pool (Go
 * 90 s, Python's requests until the server closes, load balancers 60 s): a client that sends on its pooled connection
 * just as the server closes it gets a reset, `fetch failed`, and a POST is not retried. The server must outlive its
 * clients' pools, so 65 s, above the 60 s of the common load balancers. A client that reads the header (undici keeps
 * it 2 s less) closes first. docs/reliability.md, "Kept-alive connections".
 */
export const KEEP_ALIVE_MS = 65_000;
