import type { Deps } from '../../http/sandbox-context.js';
import {
  cashoutPostbackBody,
  cashoutWebhookBody,
  presentBalance,
  presentCashout,
  presentCashoutDetail,
} from '../cashouts/cashouts.present.js';
import type { CashoutRecord, CashoutStatus, PaymentMethod, SaleStatus } from '../../generated/schema-types.js';
import { presentSale, presentSaleCreated } from '../sales/sales.present.js';
import { listSales, sellerSales } from '../sales/sales.queries.js';
import { sellerAccount } from '../seller/seller.service.js';
import { parseListQuery } from '../subscriptions/subscriptions.query.js';
import type { Example } from './document.js';
import {
  listSubscriptions,
  subscriptionDetail,
  subscriptionMetrics,
  subscriptionOfSeller,
} from '../subscriptions/subscriptions.service.js';

/** What the examples read of the fixture sandbox. */
type ExampleSources = Pick<Deps, 'store' | 'clock' | 'ledger' | 'accounts' | 'indexes'>;

/** The fixture account whose data illustrates the API reference. */
const EXAMPLE_SELLER_ID = 1000;

function newestSale(deps: ExampleSources, status: SaleStatus, paymentMethod: PaymentMethod) {
  const sale = sellerSales(deps, EXAMPLE_SELLER_ID, { status, paymentMethod })[0];
  if (!sale) throw new Error(`no ${status} ${paymentMethod} sale`);
  return sale;
}

function newestCashout(deps: ExampleSources, status: CashoutStatus): CashoutRecord {
  const ids = deps.indexes.cashouts.bySeller.ids(EXAMPLE_SELLER_ID);
  for (let i = ids.length - 1; i >= 0; i--) {
    const cashout = deps.store.collections.cashouts.get(ids[i]);
    if (cashout?.status === status) return cashout;
  }
  throw new Error(`no ${status} cashout`);
}

/**
 * Examples taken from the data of a running server (the fixtures, unless the state was
 * changed before the document was first asked for), rendered by the same presenters as the
 * routes and the outbox: responses keyed "METHOD path status", webhook bodies "WEBHOOK kind".
 * A missing record just leaves the example out.
 */
export function fixtureExamples(deps: ExampleSources): Map<string, Example> {
  const examples = new Map<string, Example>();
  const add = (key: string, summary: string, make: () => unknown) => {
    try {
      examples.set(key, { summary, value: make() });
    } catch {
      // The state no longer holds such a record: no example.
    }
  };
  add('GET /health 200', 'Up', () => ({ status: 'ok' }));
  add('GET /api/seller 200', 'The account of acme (fixture seller 1000)', () => sellerAccount(deps, EXAMPLE_SELLER_ID));

  // A pending PIX sale as its creation answered it (the spec's example case), and a paid card sale.
  add('POST /api/sales 201', 'A PIX sale of acme as its creation answered (from the fixtures)', () =>
    presentSaleCreated(newestSale(deps, 'PENDENTE', 'PIX')),
  );
  add('GET /api/transactions/:id 200', 'A paid credit card sale of acme (from the fixtures)', () =>
    presentSale(newestSale(deps, 'PAGO', 'CREDIT_CARD')),
  );
  add('GET /api/sales 200', 'GET /api/sales?limit=2 as acme', () => listSales(deps, EXAMPLE_SELLER_ID, { limit: '2' }));

  add('POST /api/public/cashout 201', 'A PENDING cashout of acme (from the fixtures)', () =>
    presentCashout(newestCashout(deps, 'PENDING')),
  );
  add('GET /api/public/cashout/:id 200', 'A COMPLETED cashout of acme (from the fixtures)', () =>
    presentCashoutDetail(newestCashout(deps, 'COMPLETED')),
  );
  add('GET /api/public/balance 200', 'The balance of acme', () => {
    const seller = deps.store.collections.sellers.get(EXAMPLE_SELLER_ID);
    if (!seller) throw new Error('no seller');
    return presentBalance(deps.ledger.totals(EXAMPLE_SELLER_ID), seller.createdAt);
  });

  add('GET /api/subscriptions 200', 'GET /api/subscriptions?limit=2 as acme', () => ({
    success: true,
    data: listSubscriptions(deps, EXAMPLE_SELLER_ID, parseListQuery({ limit: '2' })),
  }));
  add('GET /api/subscriptions/:id 200', 'An ACTIVE subscription of acme (from the fixtures)', () => {
    const [active] = listSubscriptions(
      deps,
      EXAMPLE_SELLER_ID,
      parseListQuery({ status: 'ACTIVE', limit: '1' }),
    ).subscriptions;
    if (!active) throw new Error('no active subscription');
    return { success: true, data: subscriptionDetail(deps, subscriptionOfSeller(deps, EXAMPLE_SELLER_ID, active.id)) };
  });
  add('GET /api/subscriptions/metrics 200', 'The metrics of acme', () => ({
    success: true,
    data: subscriptionMetrics(deps, EXAMPLE_SELLER_ID),
  }));

  const user = () => {
    const found = deps.store.collections.users.get(EXAMPLE_SELLER_ID);
    if (!found) throw new Error('no user');
    return found;
  };
  add('WEBHOOK cashout.webhook', 'A COMPLETED cashout of acme', () =>
    cashoutWebhookBody(newestCashout(deps, 'COMPLETED'), user()),
  );
  add('WEBHOOK cashout.postback', 'A COMPLETED cashout of acme', () =>
    cashoutPostbackBody(newestCashout(deps, 'COMPLETED')),
  );
  add('WEBHOOK sale.postback', 'A PIX sale of acme, paid', () => presentSale(newestSale(deps, 'PAGO', 'PIX')));
  return examples;
}
