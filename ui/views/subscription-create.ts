import { useState } from 'preact/hooks';
import type {
  BillingCycle,
  SubscriptionAdminInput,
  SubscriptionAdminView,
  SubscriptionCardOutcome,
  SubscriptionPaymentMethod,
} from '../../src/generated/schema-types';
import { Field } from '../components/field';
import { ErrorNote } from '../components/notice';
import { api } from '../lib/api';
import { config } from '../lib/config';
import { formText } from '../lib/form';
import { parseReais, sellerName } from '../lib/format';
import { html } from '../lib/html';
import { problems } from '../lib/problems';
import { href } from '../lib/router';
import { useLive } from '../lib/use-live';
import { BILLING_CYCLE_LABELS, CARD_OUTCOME_LABELS, CARD_OUTCOMES, testValueDescription } from '../lib/vocabulary';

type CardBrand = NonNullable<SubscriptionAdminInput['card']>['brand'];

/** A test card a subscription can keep on file: its number, brand and the outcome of every charge. */
interface CardChoice {
  number: string;
  brand: CardBrand;
  outcome: SubscriptionCardOutcome;
  description: string;
}

/**
 * The test cards of GET /__admin/test-values a subscription can hold: those decided at creation with an outcome of
 * a subscription's card (PAGO, RECUSADO, FALHA); one card per outcome when the sandbox has no test-values route.
 */
function useCardChoices(): CardChoice[] {
  const values = useLive('test-values', ['state'], () =>
    config.features.testValues ? api('getAdminTestValues') : Promise.resolve(null),
  );
  const cards = values.data?.cards
    .filter((card) => card.steps.length === 0 && CARD_OUTCOMES.includes(card.outcome))
    .map((card) => ({
      number: card.number,
      brand: card.brand as CardBrand,
      outcome: card.outcome as SubscriptionCardOutcome,
      description: testValueDescription(card.description),
    }));
  if (cards?.length) return cards;
  return CARD_OUTCOMES.map((outcome) => ({
    number: '',
    brand: 'visa',
    outcome: outcome as SubscriptionCardOutcome,
    description: CARD_OUTCOME_LABELS[outcome as SubscriptionCardOutcome],
  }));
}

const cardKey = (card: CardChoice) => `${card.number}:${card.outcome}`;

/**
 * A new subscription (POST /__admin/subscriptions, issue 32): seller, product, customer, amount in reais, and the
 * test card whose outcome every charge takes. It is ACTIVE, or TRIALING for the trial days given; creating charges
 * nothing (the first charge is at its next billing date, on the sandbox clock).
 */
export function SubscriptionCreate() {
  const sellers = useLive('sellers', ['seller'], () => api('getAdminSellers'));
  const cards = useCardChoices();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<SubscriptionPaymentMethod>('CREDIT_CARD');
  const [created, setCreated] = useState<SubscriptionAdminView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const text = (name: string) => formText(form, name).trim();
    const amount = parseReais(text('amount'));
    if (amount === null || amount < 1) return setError('Valor: informe um valor em reais, como 49,90');
    const trialDays = text('trialDays') ? Number(text('trialDays')) : null;
    const input: SubscriptionAdminInput = {
      sellerId: Number(text('sellerId')),
      status: trialDays ? 'TRIALING' : 'ACTIVE',
      amount,
      paymentMethod: method,
      customerName: text('customerName'),
      customerEmail: text('customerEmail'),
      product: { name: text('product') },
      billingCycle: text('billingCycle') as BillingCycle,
      ...(trialDays ? { trialDays } : {}),
    };
    if (method === 'CREDIT_CARD') {
      const card = cards.find((choice) => cardKey(choice) === text('card')) ?? cards[0];
      const last4 = card.number ? { last4: card.number.slice(-4) } : {};
      input.card = { brand: card.brand, outcome: card.outcome, ...last4 };
    }
    setBusy(true);
    setError(null);
    try {
      setCreated(await api('postAdminSubscriptions', undefined, input));
      setOpen(false);
    } catch (failure) {
      setError(problems(failure));
    } finally {
      setBusy(false);
    }
  };
  const list = sellers.data?.sellers ?? [];
  return html`<section class="card create" aria-labelledby="subscription-create-title">
    <h2 id="subscription-create-title">Nova assinatura</h2>
    ${
      created
        ? html`<p role="status" data-created-subscription=${created.id}>Assinatura <a href=${href('subscriptions', created.id)}>${created.id}</a> criada.</p>`
        : null
    }
    ${
      open
        ? html`<form onSubmit=${submit} class="stack" data-subscription-create>
          <${Field} label="Vendedor"><select name="sellerId" required>${list.map(({ seller }) => html`<option value=${seller.id}>${sellerName(seller)} (nº ${seller.id})</option>`)}</select><//>
          <${Field} label="Produto"><input name="product" required maxlength="200" placeholder="Plano Pro" /><//>
          <${Field} label="Nome do cliente"><input name="customerName" required maxlength="200" /><//>
          <${Field} label="E-mail do cliente"><input name="customerEmail" type="email" required maxlength="254" /><//>
          <${Field} label="Valor por ciclo (R$)" hint="Ex.: 49,90"><input name="amount" required inputmode="decimal" /><//>
          <${Field} label="Ciclo de cobrança"><select name="billingCycle">${Object.entries(BILLING_CYCLE_LABELS).map(([cycle, label]) => html`<option value=${cycle} selected=${cycle === 'MONTHLY'}>${cycle} (${label})</option>`)}</select><//>
          <${Field} label="Forma de pagamento"><select name="paymentMethod" onChange=${(event: Event) => setMethod((event.target as HTMLSelectElement).value as SubscriptionPaymentMethod)}>
            <option value="CREDIT_CARD" selected=${method === 'CREDIT_CARD'}>CREDIT_CARD (cartão de crédito)</option>
            <option value="PIX" selected=${method === 'PIX'}>PIX</option>
          </select><//>
          ${
            method === 'CREDIT_CARD'
              ? html`<${Field} label="Cartão de teste" hint="O resultado de todas as cobranças"><select name="card">${cards.map((card) => html`<option value=${cardKey(card)}>${card.number ? `${card.number} · ${card.brand} · ` : ''}${card.outcome}: ${card.description}</option>`)}</select><//>`
              : null
          }
          <${Field} label="Dias de teste grátis (opcional)" hint="Com dias de teste, ela começa TRIALING"><input name="trialDays" type="number" min="1" max="365" /><//>
          <div class="row"><button type="submit" class="primary" disabled=${busy}>Criar assinatura</button> <button type="button" onClick=${() => setOpen(false)}>Cancelar</button></div>
          <${ErrorNote} error=${error} />
        </form>`
        : html`<button type="button" onClick=${() => {
            setOpen(true);
            setCreated(null);
          }}>Criar assinatura…</button>`
    }
  </section>`;
}
