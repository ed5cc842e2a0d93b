import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { schemas } from '../helpers/schema.js';

describe('schemas/', () => {
  it('compile, every one of them', () => {
    // The listing of schemas/ (about ninety files): a loop over an empty one would check nothing.
    expect(schemas.names.length).toBeGreaterThan(50);
    for (const name of schemas.names) expect(() => schemas.validator(name)).not.toThrow();
  });

  it('are the source of src/generated/schema-types.ts, which is up to date', async () => {
    const { generate } = (await import(join(ROOT, 'scripts/gen-types.mjs'))) as { generate: () => Promise<string> };
    expect(readFileSync(join(ROOT, 'src/generated/schema-types.ts'), 'utf8')).toBe(await generate());
  });
});
