import type { CashoutTestStep, SaleTestStep } from '../../generated/schema-types.js';
import { SALE_EMAIL_TAGS, TEST_CARDS, TEST_PIX_KEYS } from './test-values.js';

export const TEST_VALUES_START = '<!-- test-values:start -->';
export const TEST_VALUES_END = '<!-- test-values:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * Steps as the README shows them: `PAGO` → `ESTORNADO`. The tables' steps come one delay
 * apart from the first (`after` 1, 2, 3…), which the README states once in prose; a row
 * that broke that rhythm would need its own words, so it is refused here.
 */
function steps(list: (SaleTestStep | CashoutTestStep)[]): string {
  list.forEach((step, index) => {
    if (step.after !== index + 1)
      throw new Error(
        `test value step ${index} comes after ${step.after} delays: the README's tables assume one delay per step`,
      );
  });
  return list.length ? list.map((step) => `\`${step.status}\``).join(' → ') : '–';
}

/** The README's three test-value tables (e-mail tags, cards, PIX keys), from the data. */
export function renderTestValuesTables(): string {
  return [
    '#### E-mail tags (sales that wait: PIX, boleto, transfer, a card in analysis)',
    '',
    '| `customer.email` ends with | Steps | What it simulates |',
    '|---|---|---|',
    ...SALE_EMAIL_TAGS.map((row) => `| \`${row.tag}\` | ${steps(row.steps)} | ${cell(row.description)} |`),
    '',
    '#### Test cards',
    '',
    '| Card number | Brand | At creation | Then | What it simulates |',
    '|---|---|---|---|---|',
    ...TEST_CARDS.map(
      (row) =>
        `| \`${row.number}\` | ${row.brand} | \`${row.outcome}\` | ${steps(row.steps)} | ${cell(row.description)} |`,
    ),
    '',
    '#### Test PIX keys (cashouts, `pixKeyType` `EMAIL`)',
    '',
    '| `pixKey` | Steps | What it simulates |',
    '|---|---|---|',
    ...TEST_PIX_KEYS.map((row) => `| \`${row.key}\` | ${steps(row.steps)} | ${cell(row.description)} |`),
  ].join('\n');
}

/** The README with the text between the test-values markers replaced by the generated tables. */
export function withTestValuesTables(readme: string): string {
  const start = readme.indexOf(TEST_VALUES_START);
  const end = readme.indexOf(TEST_VALUES_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${TEST_VALUES_START} … ${TEST_VALUES_END} section`);
  return `${readme.slice(0, start + TEST_VALUES_START.length)}\n<!-- Generated from src/features/test-values/test-values.ts by \`node scripts/gen-readme-test-values.mjs\` (after \`npm run build\`); test/test-values/readme.test.ts fails when it differs. -->\n${renderTestValuesTables()}\n${readme.slice(end)}`;
}
