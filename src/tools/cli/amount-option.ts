import { reaisToCents } from '../../core/lib/money.js';
import { t } from './messages/say.js';
import { UsageError } from './usage-error.js';

/** Reais with cents after a comma or a point: `29,90`, `29.90`, `29,9`; pt-BR thousands before a comma: `1.234,56`. */
const REAIS = [/^(\d+)[.,](\d{1,2})$/, /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/] as const;

/**
 * Reais as a person types them, in cents, or null: the comma forms (`29,90`, `1.234,56`) as well as the
 * API's own (`150`, `150.00`). For the verbs whose amount always was reais (`sales create --amount`,
 * `cashouts create AMOUNT`, `sellers create --balance`), so whole digits stay reais there.
 */
export function typedReaisToCents(text: string): number | null {
  const trimmed = text.trim();
  for (const pattern of REAIS) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const value = Number(match[1].replace(/\./g, '')) * 100 + Number(match[2].padEnd(2, '0'));
    return Number.isSafeInteger(value) ? value : null;
  }
  return reaisToCents(trimmed);
}

/**
 * The amount of `--amount REAIS` or `--amount-cents CENTS`, in cents (money is cents inside). Reais, like `sales
 * create --amount`, because a finance QA reads reais; whole digits alone (`2990`) are refused, not guessed: the flag
 * took cents before (issue 32), so `2990` could mean R$ 29,90 or R$ 2.990,00. `--amount-cents` keeps cents for
 * scripts. `fallback` (cents) when neither is given.
 */
export function amountOption(
  options: { amount?: string | boolean; 'amount-cents'?: string | boolean },
  fallback: number,
): number {
  const { amount, 'amount-cents': cents } = options;
  if (amount !== undefined && cents !== undefined) throw new UsageError(t('amount.both'));
  if (cents !== undefined) {
    const text = String(cents).trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1)
      throw new UsageError(t('usage.positiveInteger', '--amount-cents', String(cents)));
    return value;
  }
  if (amount === undefined) return fallback;
  const text = String(amount).trim();
  if (/^\d+$/.test(text)) {
    const digits = text.replace(/^0+(?=\d)/, '');
    const asCents = `${digits.slice(0, -2) || '0'},${digits.slice(-2).padStart(2, '0')}`;
    throw new UsageError(t('amount.ambiguous', text, `${digits},00`, asCents));
  }
  const value = typedReaisToCents(text);
  if (value !== null && value > 0) return value;
  throw new UsageError(t('usage.reais', '--amount', '29,90', text));
}
