import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';

/**
 * Every place where the spec leaves something out ("not shown", "none are stated") has a
 * row in docs/spec-gaps.md saying what the sandbox chose. The table below maps each such
 * statement of the spec to the rows that answer it; the test fails when the spec gains a
 * statement the table does not cover, or when a row it names is renamed or removed.
 */
/** The spec as the sandbox was built against it, kept in the repo so CI needs nothing outside it. */
const SPEC_FILE = process.env.SANDBOX_SPEC_FILE ?? join(ROOT, 'docs', 'spec', 'gateway-api.md');
/** The team's shared copy, when this checkout sits beside it: the vendored copy must not drift from it. */
const SHARED_SPEC_FILE = join(ROOT, '..', 'shared', 'spec', 'gateway-api.md');
const GAPS = readFileSync(join(ROOT, 'docs/spec-gaps.md'), 'utf8');

const FOUNDATION = 'Foundation: accounts, authentication, errors';
const SALES = 'Sales';
const CASHOUTS = 'Cashouts and webhooks';
const SUBSCRIPTIONS = 'Subscriptions';

type Row = [section: string, firstCell: string];

const COVERAGE: { spec: string; rows: Row[] }[] = [
  { spec: 'null when not registered; its fields: not shown.', rows: [[FOUNDATION, '`legalRepresentative` fields']] },
  {
    spec: 'transferSettings object (its contents: not shown.)',
    rows: [[FOUNDATION, '`defaultRecipient.transferSettings` contents']],
  },
  {
    spec: 'delivery data, only for physical products; response fields: not shown.',
    rows: [
      [SALES, '`shipping` fields of the sale object (spec: "response fields: not shown")'],
      [SALES, 'Required `shipping` fields'],
    ],
  },
  {
    spec: 'The payment object for card and boleto sales: not shown.',
    rows: [[SALES, '`sale.payment` for card, boleto and transfer']],
  },
  {
    spec: 'MONTHLY is the only value given; other values: not shown.',
    rows: [[SUBSCRIPTIONS, '`billingCycle` values besides MONTHLY']],
  },
  { spec: 'amount integer (unit: not shown.)', rows: [[SUBSCRIPTIONS, 'Unit of `amount`']] },
  { spec: 'Transitions between sale states: not shown.', rows: [[SALES, 'Sale transitions (spec: "not shown")']] },
  {
    spec: 'the status returned in that case: not shown.',
    rows: [[SUBSCRIPTIONS, 'Status of a scheduled cancellation (`cancelImmediately: false`)']],
  },
  {
    spec: 'Transitions involving PENDING, PAST_DUE, EXPIRED and the move from TRIALING to ACTIVE: not shown.',
    rows: [
      [SUBSCRIPTIONS, 'PENDING'],
      [SUBSCRIPTIONS, 'TRIALING → ACTIVE'],
      [SUBSCRIPTIONS, 'Retries after a failed charge'],
    ],
  },
  {
    spec: 'The webhook text names PROCESSING followed by COMPLETED or REJECTED. Other transitions: not shown.',
    rows: [[CASHOUTS, 'Cashout transitions other than the ones the spec names']],
  },
  {
    spec: 'searches customer email or name; the parameter name: not shown.',
    rows: [[SUBSCRIPTIONS, 'Name of the search parameter']],
  },
  { spec: 'The object that TRANSFER requires: not shown.', rows: [[SALES, 'The object TRANSFER requires']] },
  {
    spec: 'Whether amount must equal the sum of unitPrice times quantity: not shown.',
    rows: [[SALES, 'Whether `amount` must equal Σ unitPrice × quantity']],
  },
  {
    spec: 'Other success status codes of this API (cashout, subscriptions, seller, transactions): not shown.',
    rows: [
      [FOUNDATION, "Success status codes other than POST /api/sales's 201"],
      [CASHOUTS, 'Success status of `POST /api/public/cashout`'],
      [SUBSCRIPTIONS, 'Success status codes'],
    ],
  },
  {
    spec: 'Endpoints for reading the balance and for listing sales are referred to by path (a balance path under /api/public and a sales path) but their shape: not shown.',
    rows: [
      [CASHOUTS, 'Balance path under /api/public (extension)'],
      [SALES, 'Listing sales (spec names a sales path, no shape)'],
    ],
  },
  { spec: 'An endpoint to read a cashout: not shown.', rows: [[CASHOUTS, 'Endpoint to read a cashout (extension)']] },
  {
    spec: 'The signature algorithm, the the service and the statuses that trigger it: not shown.',
    rows: [
      [CASHOUTS, 'Signature algorithm of `X-Signature`'],
      [SALES, 'Postback events and order'],
      [CASHOUTS, 'Which changes notify, and the postback body'],
    ],
  },
  {
    spec: 'The the service of permanent webhooks for sales: not shown.',
    rows: [[SALES, 'Permanent webhooks for sales (spec: "not shown")']],
  },
  {
    spec: 'Retry behaviour of the service when a receiver fails: not shown.',
    rows: [[CASHOUTS, 'Retry behaviour when a receiver fails']],
  },
  {
    spec: 'Events for subscriptions: none are stated.',
    rows: [[SUBSCRIPTIONS, 'Events for subscriptions (spec: "none are stated")']],
  },
  {
    spec: 'Which of TRANSFER_NOT_ALLOWED and MINIMUM_VALUE applies below the minimum: not shown.',
    rows: [[CASHOUTS, 'Below the minimum: `MINIMUM_VALUE` or `TRANSFER_NOT_ALLOWED`']],
  },
  {
    spec: 'for example minimum value not reached; body identifiers: not shown.',
    rows: [[SALES, 'Body identifiers of the 422s']],
  },
  { spec: 'Minimum sale amount (a value below it gives HTTP 422): not shown.', rows: [[SALES, 'Minimum sale amount']] },
  { spec: 'Rate limits: not shown.', rows: [[FOUNDATION, 'Rate limits']] },
  {
    spec: 'Versioning scheme and deprecation policy: not shown.',
    rows: [[FOUNDATION, 'Versioning scheme and deprecation policy']],
  },
];

/** The first cell of every table row of docs/spec-gaps.md, per `## ` section. */
function gapRows(markdown: string): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.set(heading[1], (current = new Set()));
    // A cell as written or padded to its column's width (as prettier aligns a table); not the separator row.
    const row = /^\| (.+?) +\| /.exec(line);
    if (row && current && row[1] !== 'Spec gap' && !/^\|[\s:|-]+$/.test(line)) current.add(row[1]);
  }
  return sections;
}

describe('docs/spec-gaps.md', () => {
  const sections = gapRows(GAPS);

  it.each(COVERAGE.flatMap(({ spec, rows }) => rows.map(([section, cell]) => [spec, section, cell])))(
    'answers "%s" in %s › %s',
    (_spec, section, cell) => {
      expect([...(sections.get(section) ?? [])]).toContain(cell);
    },
  );

  it('is checked against the spec the sandbox was built from, identical to the shared copy when there is one', () => {
    expect(existsSync(SPEC_FILE)).toBe(true);
    if (existsSync(SHARED_SPEC_FILE))
      expect(readFileSync(SPEC_FILE, 'utf8')).toBe(readFileSync(SHARED_SPEC_FILE, 'utf8'));
  });

  it('covers every statement of the spec that something is not shown', () => {
    expect(existsSync(SPEC_FILE)).toBe(true);
    const spec = readFileSync(SPEC_FILE, 'utf8').replace(/\s+/g, ' ');
    const covered = COVERAGE.map(({ spec: sentence }) => {
      const at = spec.indexOf(sentence);
      expect({ sentence, found: at >= 0 }).toEqual({ sentence, found: true });
      return [at, at + sentence.length] as const;
    });
    const uncovered = [...spec.matchAll(/not shown|none are stated/g)]
      .filter((match) => !covered.some(([from, to]) => match.index >= from && match.index < to))
      .map((match) => spec.slice(Math.max(0, match.index - 100), match.index + 12));
    expect(uncovered).toEqual([]);
  });
});
