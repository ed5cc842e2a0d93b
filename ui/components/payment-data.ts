import type { SalePayment } from '../../src/generated/schema-types';
import { html } from '../lib/html';
import { CopyButton } from './copy-button';
import { When } from './when';

/** The payment data as the customer sees it: the PIX QR code and its BR Code, the boleto line, the card, the transfer account. */
export function PaymentData({ payment, saleId }: { payment: SalePayment; saleId: number }) {
  return html`<section class="card payment" aria-labelledby="payment-title">
    <h2 id="payment-title">Pagamento (como o cliente vê)</h2>
    ${payment.pix
      ? html`<div class="pix">
          <img class="qr" src=${payment.pix.qrCodeBase64} width="180" height="180" alt=${`QR code PIX da venda ${saleId}`} />
          <div>
            <p><strong>PIX copia e cola</strong> <${CopyButton} text=${payment.pix.key} label="o código PIX" /></p>
            <p class="brcode"><code>${payment.pix.key}</code></p>
            <p>Expira em <${When} iso=${payment.pix.expiresAt} /></p>
          </div>
        </div>`
      : null}
    ${payment.boleto
      ? html`<div>
          <p><strong>Linha digitável</strong> <${CopyButton} text=${payment.boleto.code} label="a linha digitável" /></p>
          <p><code>${payment.boleto.code}</code></p>
          <p>Código de barras: <code>${payment.boleto.barcode}</code></p>
          <p>Vencimento: ${payment.boleto.dueDate.split('-').reverse().join('/')}</p>
        </div>`
      : null}
    ${payment.card ? html`<p>Cartão ${payment.card.brand} •••• ${payment.card.lastFour}${payment.installments ? `, ${payment.installments}x` : ''}</p>` : null}
    ${payment.transfer
      ? html`<dl class="pairs">${Object.entries(payment.transfer).map(([name, value]) => html`<div><dt>${name}</dt><dd>${typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd></div>`)}</dl>`
      : null}
  </section>`;
}
