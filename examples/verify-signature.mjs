// A postback receiver that checks X-Signature: the lowercase hex HMAC-SHA256 of the raw
// request body, keyed with the seller's webhook secret. Plain node, no dependencies:
//   WEBHOOK_SECRET=whsec_acme_0000000000000001 PORT=4020 node examples/verify-signature.mjs
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.WEBHOOK_SECRET ?? 'whsec_acme_0000000000000001';
const port = Number(process.env.PORT ?? 4020);

function signatureIsValid(rawBody, signature, webhookSecret) {
  const expected = Buffer.from(createHmac('sha256', webhookSecret).update(rawBody).digest('hex'));
  const given = Buffer.from(typeof signature === 'string' ? signature : '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks); // verify the bytes as received, before any JSON.parse
    if (!signatureIsValid(rawBody, req.headers['x-signature'], secret)) {
      console.log(`rejected ${req.method} ${req.url}: bad signature`);
      res.writeHead(401).end();
      return;
    }
    const event = JSON.parse(rawBody.toString('utf8'));
    // Retries repeat X-Sandbox-Event-Id: use it (or the id and status) to process each change once.
    console.log(`accepted ${req.url}: id ${event.id} is ${event.status} (event ${req.headers['x-sandbox-event-id']})`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
  });
});

server.listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
