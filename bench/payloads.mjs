// The request bodies of the benchmark. The baseline's ~1 KB item has the shape and size of
// the card sale, so a ratio compares frameworks' work, not payload sizes.

const customer = {
  name: 'Maria Fernanda de Oliveira Santos',
  email: 'maria.fernanda.santos@example.com',
  document: { type: 'cpf', number: '52998224725' },
  phone: '11987654321',
};

const items = [
  {
    title: 'Camiseta básica algodão orgânico tamanho M cor azul-marinho',
    unitPrice: 7990,
    quantity: 2,
    tangible: true,
    id: 'SKU-CAM-0001-M-AZ',
  },
  {
    title: 'Caneca de cerâmica esmaltada 350 ml com estampa exclusiva',
    unitPrice: 4490,
    quantity: 1,
    tangible: true,
    id: 'SKU-CAN-0350-EST',
  },
];

const shipping = {
  street: 'Avenida Paulista',
  streetNumber: '1578',
  complement: 'Conjunto 42, Bloco B',
  zipCode: '01310200',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};

const tracking = {
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'black-friday-2026',
  src: 'bench',
  metadata: { orderId: 'ORD-2026-000123', channel: 'web', cartId: 'c7f3a9e2-41b8-4d0a-9e6f-2b8d1c5e7a90' },
};

export function cardSale() {
  return {
    amount: 20470,
    paymentMethod: 'CREDIT_CARD',
    customer,
    card: {
      number: '4111111111111111',
      holderName: 'MARIA F O SANTOS',
      expirationMonth: '12',
      expirationYear: '2030',
      cvv: '123',
    },
    installments: { number: 3 },
    items,
    shipping,
    ...tracking,
  };
}

export function pixSale() {
  return { amount: 20470, paymentMethod: 'PIX', customer, pix: { expiresInDays: 1 }, items, shipping, ...tracking };
}

export function cashout() {
  return { amount: 100.0, pixKey: '52998224725', pixKeyType: 'CPF' };
}

/** The baseline's stored and posted item: the card sale body, ~1 KB of JSON. */
export function itemBody(n = 1) {
  return { ...cardSale(), amount: 20000 + n };
}

const text = { type: 'string', minLength: 1, maxLength: 200 };

/** What the baseline POST validates with ajv: the same checks a sale body gets, minus business rules. */
export const ITEM_SCHEMA = {
  type: 'object',
  required: ['amount', 'paymentMethod', 'customer', 'items'],
  properties: {
    amount: { type: 'integer', minimum: 1 },
    paymentMethod: { enum: ['CREDIT_CARD', 'DEBIT_CARD', 'PIX', 'BOLETO', 'TRANSFER'] },
    customer: {
      type: 'object',
      required: ['name', 'email'],
      properties: {
        name: text,
        email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' },
        document: { type: 'object' },
        phone: { type: 'string', pattern: '^[0-9]+$' },
      },
      additionalProperties: false,
    },
    card: {
      type: 'object',
      required: ['number', 'holderName', 'expirationMonth', 'expirationYear', 'cvv'],
      properties: {
        number: { type: 'string', pattern: '^[0-9]{12,19}$' },
        holderName: text,
        expirationMonth: { type: 'string', pattern: '^(0[1-9]|1[0-2])$' },
        expirationYear: { type: 'string', pattern: '^[0-9]{4}$' },
        cvv: { type: 'string', pattern: '^[0-9]{3,4}$' },
      },
      additionalProperties: false,
    },
    installments: {
      type: 'object',
      required: ['number'],
      properties: { number: { type: 'integer', minimum: 1, maximum: 12 } },
    },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['title', 'unitPrice', 'quantity', 'tangible'],
        properties: {
          title: text,
          unitPrice: { type: 'integer', minimum: 0 },
          quantity: { type: 'integer', minimum: 1 },
          tangible: { type: 'boolean' },
          id: { type: 'string' },
        },
        additionalProperties: false,
      },
    },
    shipping: {
      type: 'object',
      required: ['street', 'streetNumber', 'zipCode', 'neighborhood', 'city', 'state', 'country'],
      properties: { state: { type: 'string', pattern: '^[A-Z]{2}$' } },
    },
  },
};
