import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import request from 'supertest';
import type { PaymentMethod, SaleCreateInput } from '../../src/generated/schema-types.js';
import { presentationOf } from '../../src/features/sales/methods/registry.present.js';
import type { TestApp } from '../helpers/app.js';
import { keys, type Handle } from '../helpers/accounts.js';

/**
 * What a method's example sets for its story rather than for the method (a boleto's physical item, a transfer's
 * postbackUrl, 3 installments): left out of saleBody.
 */
const STORY_FIELDS = new Set(['items', 'shipping', 'postbackUrl', 'installments']);

/**
 * A valid body for each payment method (its own objects from its module's example); overrides replace top-level fields.
 */
export function saleBody(
  method: PaymentMethod,
  overrides: Record<string, unknown> = {},
): SaleCreateInput & Record<string, unknown> {
  const base: Record<string, unknown> = {
    amount: 15_000,
    paymentMethod: method,
    customer: {
      name: 'Maria da Silva',
      email: 'maria@example.com',
      document: { type: 'cpf', number: '52998224725' },
      phone: '11987654321',
    },
    items: [
      { title: 'Curso de fotografia', unitPrice: 10_000, quantity: 1, tangible: false },
      { title: 'E-book', unitPrice: 2_500, quantity: 2, tangible: false },
    ],
  };
  const own = Object.entries(presentationOf(method).example.request).filter(([field]) => !STORY_FIELDS.has(field));
  return { ...base, ...structuredClone(Object.fromEntries(own)), ...overrides } as SaleCreateInput &
    Record<string, unknown>;
}

export const SHIPPING = {
  street: 'Rua Augusta',
  streetNumber: '1500',
  complement: 'apto 12',
  zipCode: '01304-001',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};

export function postSale(t: TestApp, body: unknown, handle: Handle = 'acme') {
  return request(t.app)
    .post('/api/sales')
    .set(keys(handle))
    .send(body as object);
}

export function getSale(t: TestApp, id: number | string, handle: Handle = 'acme') {
  return request(t.app).get(`/api/transactions/${id}`).set(keys(handle));
}

export function moveSale(t: TestApp, id: number, status: string) {
  return request(t.app).post(`/__admin/sales/${id}/status`).send({ status });
}

export async function sellerView(t: TestApp, handle: Handle = 'acme') {
  const res = await request(t.app).get('/api/seller').set(keys(handle)).expect(200);
  return res.body as { revenue: Record<string, number>; defaultRecipient: { balance: { available: number } } };
}

// jsqr is CommonJS with `exports.default`; under NodeNext the default import is the module object.
const jsQR = jsQRModule.default;

/** Decodes a PNG data URI with pngjs and reads its QR code with jsQR (both independent of the code that drew it). */
export function readQr(dataUri: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUri.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
