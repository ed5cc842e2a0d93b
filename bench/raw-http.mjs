// The physical limit of this machine for the benchmark's GETs: node:http answering every request with one fixed
// ~1 KB JSON body (the size of bare Express's item), no routing, no framework. Prints "listening on http://..." like
// the other servers; PORT (default 0) chooses the port.
import { createServer } from 'node:http';
import { itemBody } from './payloads.mjs';

const body = Buffer.from(JSON.stringify({ id: 1, ...itemBody(1) }));
const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length };
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening on http://127.0.0.1:${server.address().port}\n`);
});
