import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums';
import type { PaymentMethod, SaleFee, SellerFees } from '../../src/generated/schema-types';
import { parseReais } from '../lib/format';
import { html } from '../lib/html';
import { PAYMENT_METHOD_LABELS } from '../lib/vocabulary';

/**
 * The fee table as a finance person writes it: percentages in percent ("3,99") and fixed parts in
 * reais ("0,99"). The API keeps basis points and cents; a percent with two decimals is exactly a
 * number of basis points, so both directions are integer arithmetic (parseReais reads "3,99" as 399).
 */
const METHODS: readonly PaymentMethod[] = PAYMENT_METHOD_VALUES;

/** 399 → "3,99"; 99 → "0,99" (basis points as percent, cents as reais: the same two-decimal text). */
export function twoDecimals(units: number): string {
  return `${Math.trunc(units / 100)},${String(units % 100).padStart(2, '0')}`;
}

/** The form's fields back into a fee table; throws with the field's label when one is not a number. */
export function feesOfForm(form: FormData): SellerFees {
  const read = (name: string, label: string) => {
    const field = form.get(name);
    const value = typeof field === 'string' ? parseReais(field) : null;
    if (value === null) throw new Error(`Taxas: "${label}" deve ser um número com até duas casas (ex.: 3,99)`);
    return value;
  };
  const sales = Object.fromEntries(
    METHODS.map((method) => {
      const label = PAYMENT_METHOD_LABELS[method];
      return [
        method,
        {
          percentBps: read(`${method}.percent`, `${label}: percentual`),
          fixedCents: read(`${method}.fixed`, `${label}: valor fixo`),
          reserveBps: read(`${method}.reserve`, `${label}: reserva`),
        },
      ];
    }),
  ) as SellerFees['sales'];
  return {
    sales,
    installmentSurchargeBps: read('installmentSurcharge', 'acréscimo por parcela'),
    cashout: {
      fixedCents: read('cashout.fixed', 'saque: valor fixo'),
      percentBps: read('cashout.percent', 'saque: percentual'),
    },
  };
}

const input = (name: string, value: number, label: string, unit: '%' | 'R$') =>
  html`<label class="fee-input"><span class="sr-only">${label}</span>${unit === 'R$' ? html`<span aria-hidden="true">R$ </span>` : null}<input name=${name} inputmode="decimal" size="7" value=${twoDecimals(value)} />${unit === '%' ? html`<span aria-hidden="true"> %</span>` : null}</label>`;

/** The table of fees per payment method, plus the installment surcharge and the cashout fee. */
export function FeesFields({ fees }: { fees: SellerFees }) {
  return html`<div class="table-wrap" tabindex="0" role="region" aria-label="Taxas por meio de pagamento">
      <table class="fees">
        <caption class="sr-only">Taxas por meio de pagamento</caption>
        <thead><tr><th scope="col">Meio de pagamento</th><th scope="col">Percentual</th><th scope="col">Valor fixo</th><th scope="col">Reserva</th></tr></thead>
        <tbody>
          ${METHODS.map((method) => {
            // The admin view sends every method's row (a stored table without a later method's row is shown with
            // the method's default fee): a row missing here has nothing to draw.
            const row: SaleFee | undefined = fees.sales[method];
            if (!row) return null;
            const label = PAYMENT_METHOD_LABELS[method];
            return html`<tr key=${method} data-fee-method=${method}>
              <th scope="row">${label}</th>
              <td>${input(`${method}.percent`, row.percentBps, `${label}: percentual`, '%')}</td>
              <td>${input(`${method}.fixed`, row.fixedCents, `${label}: valor fixo`, 'R$')}</td>
              <td>${input(`${method}.reserve`, row.reserveBps, `${label}: reserva`, '%')}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>
    <div class="row">
      ${input('installmentSurcharge', fees.installmentSurchargeBps, 'Acréscimo por parcela além da primeira (cartão de crédito)', '%')}
      <span class="muted">por parcela além da primeira (cartão de crédito)</span>
    </div>
    <div class="row">
      <span>Saque:</span>
      ${input('cashout.fixed', fees.cashout.fixedCents, 'Saque: valor fixo', 'R$')}
      <span>+</span>
      ${input('cashout.percent', fees.cashout.percentBps, 'Saque: percentual', '%')}
    </div>`;
}
