import { createHmac } from 'node:crypto';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { DocumentValidator, type OpenApiDocument } from '../helpers/openapi.js';
import { Receiver } from '../helpers/receiver.js';
import { DELIVERY_KIND_VALUES } from '../../src/generated/schema-enums.js';
import { WEBHOOK_DOCS } from '../../src/features/webhooks/webhooks.docs.js';

/**
 * The `webhooks` section describes what the sandbox really sends: a sale postback, a cashout
 * postback and the permanent cashout webhook reach a real receiver with the documented body,
 * headers and signature.
 */
let t: TestApp;
let receiver: Receiver;
let contract: DocumentValidator;
beforeAll(async () => {
  receiver = await new Receiver().start();
  t = await buildTestApp();
  contract = new DocumentValidator((await request(t.app).get('/openapi.json').expect(200)).body as OpenApiDocument);
});
afterAll(async () => {
  t.close();
  await receiver.stop();
});

describe('the webhooks section', () => {
  it('documents every kind of delivery', () => {
    expect(Object.keys(contract.document.webhooks).sort()).toEqual([...DELIVERY_KIND_VALUES].sort());
  });

  it('matches what receivers get: bodies, the sandbox headers, and X-Signature on the signed kinds', async () => {
    await request(t.app)
      .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
      .send({ webhook: { url: `${receiver.url}/webhook`, notifyWithdrawals: true } })
      .expect(200);
    const sale = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send({
        amount: 15000,
        paymentMethod: 'PIX',
        customer: { name: 'Maria', email: 'maria@example.com' },
        items: [{ title: 'Curso', unitPrice: 15000, quantity: 1, tangible: false }],
        pix: {},
        postbackUrl: `${receiver.url}/sale`,
      })
      .expect(201);
    await request(t.app).post(`/__admin/sales/${sale.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    const cashout = await request(t.app)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({ amount: 150, pixKey: '52998224725', postbackUrl: `${receiver.url}/cashout` })
      .expect(201);
    await request(t.app)
      .post(`/__admin/cashouts/${cashout.body.id}/postback`)
      .send({ status: 'PROCESSING' })
      .expect(200);
    await receiver.waitFor(3);

    const kindOf: Record<string, keyof typeof WEBHOOK_DOCS> = {
      '/sale': 'sale.postback',
      '/cashout': 'cashout.postback',
      '/webhook': 'cashout.webhook',
    };
    expect(receiver.received.map((got) => kindOf[got.path]).sort()).toEqual([...DELIVERY_KIND_VALUES].sort());
    for (const got of receiver.received) {
      const kind = kindOf[got.path];
      const operation = contract.document.webhooks[kind].post;
      expect([
        kind,
        contract.problems(operation.requestBody!.content['application/json'].schema, JSON.parse(got.body)),
      ]).toEqual([kind, []]);
      for (const parameter of operation.parameters ?? []) {
        const value = got.headers[parameter.name.toLowerCase()];
        expect([kind, parameter.name, typeof value]).toEqual([kind, parameter.name, 'string']);
        expect([kind, parameter.name, contract.problems(parameter.schema, value)]).toEqual([kind, parameter.name, []]);
      }
      const signature = got.headers['x-signature'];
      expect([kind, signature !== undefined]).toEqual([kind, WEBHOOK_DOCS[kind].signed]);
      if (signature)
        expect(signature).toBe(
          createHmac('sha256', ACCOUNTS.acme.webhookSecret).update(got.body, 'utf8').digest('hex'),
        );
    }
  });
});
