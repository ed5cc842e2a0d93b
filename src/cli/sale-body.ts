import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../http/schemas.js';
import { CARD_PAYMENT_METHOD_VALUES, PAYMENT_METHOD_VALUES } from '../generated/schema-enums.js';
import type { PaymentMethod, SaleCreateInput } from '../generated/schema-types.js';
import { reaisToCents } from '../lib/money.js';
import { oneOfArg, type OptionSpec } from './command.js';
import { UsageError } from './usage-error.js';

/** The options of `sales create` that build a POST /api/sales body (or --body FILE sends one as is). */
export const SALE_BODY_OPTIONS = {
  method: { type: 'string', value: 'METHOD', description: `${PAYMENT_METHOD_VALUES.join(', ')} (default PIX)` },
  amount: { type: 'string', value: 'REAIS', description: 'The amount in reais, e.g. 150.00 (default 100.00)' },
  card: {
    type: 'string',
    value: 'NUMBER',
    description:
      'A card method’s test card (default 4111111111111111, approved; gateway-sandbox test-values lists the others)',
  },
  email: {
    type: 'string',
    value: 'EMAIL',
    description:
      'The customer’s e-mail; a test tag in it (+paid, +declined…) drives the sale (default cliente.teste@example.com)',
  },
  'order-id': { type: 'string', value: 'ID', description: 'metadata.orderId, as a store would send it' },
  'postback-url': { type: 'string', value: 'URL', description: 'Post the sale’s changes there, signed (X-Signature)' },
  body: {
    type: 'string',
    value: 'FILE',
    description: 'Send this JSON file as the sale body instead (- reads stdin); the other options are ignored',
  },
} as const satisfies Record<string, OptionSpec>;

/**
 * The request's own object of a method that is not a card (`pix` for PIX, `boleto` for BOLETO), read
 * off the request schema: a method with an object of its own has the property named after it, and
 * the CLI sends it empty (the method's defaults). No list of methods here: the registry and the
 * schema hold them.
 */
function ownObjectOf(method: PaymentMethod): string | null {
  const schema = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'sales/sale-create.request.schema.json'), 'utf8')) as {
    properties: Record<string, unknown>;
  };
  const name = method.toLowerCase();
  return name in schema.properties ? name : null;
}

const objectOf = (name: string | null) => (name ? { [name]: {} } : {});

const TEST_CARD = { holderName: 'CLIENTE TESTE', expirationMonth: '12', expirationYear: '2035', cvv: '123' };

/** A URL option, checked here so a typo is a usage error, not a sandbox refusal. */
export function urlOption(value: string | boolean | undefined, name: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!/^https?:\/\/\S+$/.test(value))
    throw new UsageError(`${name} must start with http:// or https://, got "${value}"`);
  return value;
}

/** A POST /api/sales body from the options: one item of the whole amount, the method's own object for a card. */
export function saleBodyOf(
  options: Record<string, string | boolean | undefined>,
  title = 'gateway-sandbox sales create',
): SaleCreateInput {
  if (typeof options.body === 'string') {
    try {
      return JSON.parse(readFileSync(options.body === '-' ? 0 : options.body, 'utf8')) as SaleCreateInput;
    } catch (error) {
      throw new UsageError(`--body ${options.body}: ${(error as Error).message}`);
    }
  }
  const method: PaymentMethod =
    options.method === undefined ? 'PIX' : oneOfArg(String(options.method), PAYMENT_METHOD_VALUES, '--method');
  const amount = options.amount === undefined ? 10_000 : reaisToCents(String(options.amount));
  if (amount === null || amount === 0)
    throw new UsageError(`--amount must be an amount of reais such as 150.00, got "${String(options.amount)}"`);
  const isCard = (CARD_PAYMENT_METHOD_VALUES as readonly string[]).includes(method);
  const postbackUrl = urlOption(options['postback-url'], '--postback-url');
  return {
    amount,
    paymentMethod: method,
    ...(isCard
      ? {
          card: {
            number: typeof options.card === 'string' ? options.card.replace(/\s/g, '') : '4111111111111111',
            ...TEST_CARD,
          },
        }
      : {}),
    ...(isCard ? {} : objectOf(ownObjectOf(method))),
    customer: {
      name: 'Cliente Teste',
      email: typeof options.email === 'string' ? options.email : 'cliente.teste@example.com',
    },
    items: [{ title, unitPrice: amount, quantity: 1, tangible: false }],
    ...(typeof options['order-id'] === 'string' ? { metadata: { orderId: options['order-id'] } } : {}),
    ...(postbackUrl ? { postbackUrl } : {}),
  };
}
