import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { schemas } from '../helpers/schema.js';
import { Contract } from '../../src/tools/verify/verify.contract.js';
import { CONVERSATION } from '../../src/tools/verify/verify.conversation.js';
import { GAPS, SCHEMA_GAPS } from '../../src/tools/verify/verify.gaps.js';
import { RULES } from '../../src/tools/verify/verify.rules.js';
import { verifyVerb } from '../../src/tools/cli/verify.verb.js';

const SPEC_GAPS = readFileSync(join(ROOT, 'docs/spec-gaps.md'), 'utf8');
/** The section, its table cells unpadded (a table aligned by prettier reads as one written by hand). */
const SECTION = SPEC_GAPS.slice(SPEC_GAPS.indexOf("## verify: checks that rest on the sandbox's choices")).replace(
  / {2,}\|/g,
  ' |',
);

describe('the gap table of verify', () => {
  it.each(Object.entries(GAPS))('%s has its row in docs/spec-gaps.md, section "verify"', (id, gap) => {
    expect(SECTION).toContain(`| ${gap.check} | ${gap.why} | \`${id}\` |`);
  });

  it('has no row in docs/spec-gaps.md that the table lacks', () => {
    const ids = [...SECTION.matchAll(/^\| .+ \| `([a-z-]+)` \|$/gm)].map((match) => match[1]);
    expect(ids.sort()).toEqual(Object.keys(GAPS).sort());
  });

  it.each(SCHEMA_GAPS.filter((rule) => rule.schema !== '*').map((rule) => [rule.schema]))(
    'names a schema that exists: %s',
    (schema) => {
      expect(schemas.names).toContain(schema);
    },
  );
});

describe('the conversation', () => {
  const contract = new Contract();

  it.each(CONVERSATION.map((step) => [step.id, step.operation, step.expect]))(
    '%s calls a documented operation (%s) for a documented status (%s)',
    (_id, operation, status) => {
      expect(contract.documentedStatuses(operation)).toContain(status);
    },
  );

  it('has unique ids, and every rule compares calls of the conversation', () => {
    const ids = [...CONVERSATION, ...RULES].map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES)
      for (const need of rule.needs) expect(CONVERSATION.map((step) => step.id)).toContain(need);
  });

  it("is described option by option in the verb's help", () => {
    const flags = [...verifyVerb.usage.matchAll(/^ {2}(--[a-z-]+)/gm)].map((match) => match[1]);
    expect(flags.sort()).toEqual([
      '--base-url',
      '--cashout',
      '--help',
      '--out',
      '--pix-key',
      '--pix-key-type',
      '--private-key',
      '--public-key',
      '--record',
      '--replay',
      '--report',
      '--sale-amount-cents',
      '--sale-id',
      '--subscription-id',
      '--target',
      '--timeout-ms',
      '--write',
    ]);
  });
});
