import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../../http/schemas.js';
import { CARD_PAYMENT_METHOD_VALUES, PAYMENT_METHOD_VALUES } from '../../generated/schema-enums.js';
import type { PaymentMethod, SaleCreateInput } from '../../generated/schema-types.js';
import { typedReaisToCents } from './amount-option.js';
import { oneOfArg, type OptionSpec } from './command.js';
import { said, t } from './messages/say.js';
import { UsageError } from './usage-error.js';

/** The options of `sales create` that build a POST /api/sales body (or --body FILE sends one as is). */
export const SALE_BODY_OPTIONS = {
  method: { type: 'string', value: 'METHOD', description: said('saleBody.method', PAYMENT_METHOD_VALUES.join(', ')) },
  amount: { type: 'string', value: 'REAIS', description: said('saleBody.amount') },
  card: { type: 'string', value: 'NUMBER', description: said('saleBody.card') },
  email: { type: 'string', value: 'EMAIL', description: said('saleBody.email') },
  'order-id': { type: 'string', value: 'ID', description: said('saleBody.orderId') },
  'postback-url': { type: 'string', value: 'URL', description: said('saleBody.postbackUrl') },
  body: { type: 'string', value: 'FILE', description: said('saleBody.body') },
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
  if (!/^https?:\/\/\S+$/.test(value)) throw new UsageError(t('usage.url', name, value));
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
  const amount = options.amount === undefined ? 10_000 : typedReaisToCents(String(options.amount));
  if (amount === null || amount === 0)
    throw new UsageError(t('usage.reais', '--amount', '150.00', String(options.amount)));
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
