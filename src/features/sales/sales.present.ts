import type {
  AdminSaleView,
  Sale,
  SaleCreated,
  SaleCustomer,
  SalePayment,
  SaleRecord,
} from '../../generated/schema-types.js';
import { presentationOf, saleMethodFields } from './methods/registry.present.js';
import { expiryReason } from './sales.expiry-reason.js';
import { allowedMoves } from './sales.machine.js';
import { redactUrl } from '../webhooks/url-policy.js';

function presentCustomer(sale: SaleRecord): SaleCustomer {
  return {
    name: sale.customer.name,
    email: sale.customer.email,
    document: sale.customer.document?.number ?? '',
    phone: sale.customer.phone ?? '',
  };
}

/** Store record → the sale object of GET /api/transactions/{id} (and of the postbacks). */
export function presentSale(sale: SaleRecord): Sale {
  const method = saleMethodFields(sale);
  return {
    id: sale.id,
    status: sale.status,
    amount: sale.amountCents,
    netAmount: sale.netAmountCents,
    systemFee: sale.systemFeeCents,
    reserveAmount: sale.reserveAmountCents,
    paymentMethod: sale.paymentMethod,
    date: sale.createdAt,
    completedAt: sale.completedAt,
    customer: presentCustomer(sale),
    items: sale.items.map((item) => ({
      id: item.id,
      title: item.title,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      tangible: item.tangible,
    })),
    pixKey: method.pixKey,
    cardLastFour: method.cardLastFour,
    cardBrand: method.cardBrand,
    boletoCode: method.boletoCode,
    externalTransactionId: sale.externalTransactionId,
    installments: sale.installments,
    shipping: sale.shipping,
    tracking: sale.tracking,
    metadata: sale.metadata,
  };
}

/** The payment data as the customer sees it (the QR image is drawn here, never stored). */
export function presentPayment(sale: SaleRecord): SalePayment {
  return {
    method: sale.paymentMethod,
    installments: sale.installments,
    ...presentationOf(sale.paymentMethod).payment(sale),
  };
}

/** Store record → the POST /api/sales body (the QR image is drawn here, never stored). */
export function presentSaleCreated(sale: SaleRecord): SaleCreated {
  return {
    message: 'Venda criada com sucesso',
    sale: {
      id: sale.id,
      amount: String(sale.amountCents),
      status: sale.status,
      paymentMethod: sale.paymentMethod,
      customer: presentCustomer(sale),
      payment: presentPayment(sale),
      shipping: sale.shipping,
      createdAt: sale.createdAt,
    },
  };
}

/** The status history, its last move naming the clock job that made it (an expired PIX: `sales.expiry`). */
function historyWithReasons(sale: SaleRecord): AdminSaleView['statusHistory'] {
  const reason = expiryReason(sale);
  if (!reason) return sale.statusHistory;
  return sale.statusHistory.map((change, index) =>
    index === sale.statusHistory.length - 1 ? { ...change, reason } : change,
  );
}

export function presentAdminSale(sale: SaleRecord): AdminSaleView {
  return {
    sale: presentSale(sale),
    sellerId: sale.sellerId,
    subscriptionId: sale.subscriptionId,
    postbackUrl: redactUrl(sale.postbackUrl),
    statusHistory: historyWithReasons(sale),
    autoSteps: sale.autoSteps ?? [],
    updatedAt: sale.updatedAt,
    allowedTransitions: allowedMoves(sale.status),
  };
}

/**
 * GET /__admin/sales/{id}: the list's view plus the payment data (a PIX sale's QR image costs a few ms to draw) and how
 * the console shows it.
 */
export function presentAdminSaleDetail(sale: SaleRecord): AdminSaleView {
  const payment = presentPayment(sale);
  const method = presentationOf(sale.paymentMethod);
  return {
    ...presentAdminSale(sale),
    payment,
    console: { customerPays: method.customerPays, rows: method.console(payment, sale) },
  };
}
