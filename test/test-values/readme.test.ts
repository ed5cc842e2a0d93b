import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { detectCardBrand } from '../../src/features/sales/card-brands.js';
import { passesLuhn } from '../../src/core/lib/luhn.js';
import { renderTestValuesTables, withTestValuesTables } from '../../src/features/test-values/test-values.doc.js';
import {
  emailTagOf,
  SALE_EMAIL_TAGS,
  TEST_CARDS,
  TEST_PIX_KEYS,
  testPixKeyOf,
} from '../../src/features/test-values/test-values.js';
import { buildTestApp } from '../helpers/app.js';
import { ROOT } from '../helpers/child.js';
import { expectSchema } from '../helpers/schema.js';

// The tables live in docs/api-guide.md, the public API guide (the README links them).
const README = readFileSync(join(ROOT, 'docs/api-guide.md'), 'utf8');

describe('the test values', () => {
  it('are the API guide\'s "Test values" tables (run `npm run build && node scripts/gen-readme-test-values.mjs` to refresh them)', () => {
    expect(README).toBe(withTestValuesTables(README));
    const section = README.slice(
      README.indexOf('## Test values'),
      README.indexOf('\n## ', README.indexOf('## Test values') + 1),
    );
    expect(section).toContain(renderTestValuesTables());
  });

  it('have one README row per row of data', () => {
    const rows = renderTestValuesTables()
      .split('\n')
      .filter((line) => /^\| `[^`]+` \| (?!Steps)/.test(line));
    expect(rows).toHaveLength(SALE_EMAIL_TAGS.length + TEST_CARDS.length + TEST_PIX_KEYS.length);
  });

  it('are answered by GET /__admin/test-values, with the settings that time them', async () => {
    const t = await buildTestApp({ autoDelayMs: 1_500, autoPay: true, boletoCancelAfterDays: 7 });
    try {
      const res = await request(t.app).get('/__admin/test-values').expect(200);
      expectSchema(res.body, 'admin/test-values.response.schema.json');
      expect(res.body).toEqual({
        autoDelayMs: 1_500,
        autoPay: true,
        boletoCancelAfterDays: 7,
        emailTags: SALE_EMAIL_TAGS,
        cards: TEST_CARDS,
        pixKeys: TEST_PIX_KEYS,
      });
    } finally {
      t.close();
    }
  });

  it.each(TEST_CARDS)('card $number passes Luhn and is detected as $brand', ({ number, brand }) => {
    expect(passesLuhn(number)).toBe(true);
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('are unique: one row per tag, card number and key', () => {
    expect(new Set(SALE_EMAIL_TAGS.map((row) => row.tag)).size).toBe(SALE_EMAIL_TAGS.length);
    expect(new Set(TEST_CARDS.map((row) => row.number)).size).toBe(TEST_CARDS.length);
    expect(new Set(TEST_PIX_KEYS.map((row) => row.key)).size).toBe(TEST_PIX_KEYS.length);
  });

  it.each([
    ['maria+paid@example.com', '+paid'],
    ['Maria.Souza+MED-REFUNDED@Example.com', '+med-refunded'],
    ['maria+promo+refunded@example.com', '+refunded'],
    ['maria+paid.extra@example.com', undefined],
    ['maria@example.com', undefined],
    ['paid@example.com', undefined],
    ['maria+unknown@example.com', undefined],
  ])('reads the tag of %s as %s', (email, tag) => {
    expect(emailTagOf(email)?.tag).toBe(tag);
  });

  it('match a PIX key only as an e-mail key, ignoring case', () => {
    expect(testPixKeyOf('EMAIL', 'Completed@Sandbox.Test')?.key).toBe('completed@sandbox.test');
    expect(testPixKeyOf('RANDOM', 'completed@sandbox.test')).toBeUndefined();
  });
});
