// The bare Express 5 baseline every target is a ratio to, started as its own process.
//   node bench/baseline.mjs          GET /items/:id (a Map lookup, ~1 KB JSON) and
//                                    POST /items (express.json + an ajv-validated ~1 KB body)
//   node bench/baseline.mjs --hello  a hello-world on GET / and nothing else (the start-up reference)
// PORT (default 0) chooses the port; it prints "listening on http://..." like the sandbox.
import express from 'express';
import { ITEM_SCHEMA, itemBody } from './payloads.mjs';

const hello = process.argv.includes('--hello');
const app = express();
app.disable('x-powered-by');
app.set('etag', false);

if (hello) {
  app.get('/', (_req, res) => {
    res.json({ hello: 'world' });
  });
} else {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const validate = new Ajv2020({ allErrors: true }).compile(ITEM_SCHEMA);
  const items = new Map();
  for (let id = 1; id <= 1000; id++) items.set(id, { id, ...itemBody(id) });
  let nextId = items.size;

  app.get('/items/:id', (req, res) => {
    const item = items.get(Number(req.params.id));
    if (!item) return res.status(404).json({ message: 'not found' });
    res.json(item);
  });

  app.post('/items', express.json({ limit: '100kb' }), (req, res) => {
    if (!validate(req.body)) return res.status(400).json({ errors: validate.errors });
    const item = { id: ++nextId, ...req.body };
    items.set(item.id, item);
    res.status(201).json(item);
  });
}

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening on http://127.0.0.1:${server.address().port}\n`);
});
