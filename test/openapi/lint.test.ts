import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { buildTestApp } from '../helpers/app.js';
import { ROOT } from '../helpers/child.js';

const run = promisify(execFile);

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/**
 * `redocly lint` (the recommended rules, with redocly.yaml) on the document the sandbox serves:
 * no errors, and no example it finds off its schema. About 3 s, most of it Redocly starting.
 */
describe('the OpenAPI document under @redocly/cli lint', () => {
  it('has no errors and no example that breaks its schema', async () => {
    const t = await buildTestApp();
    const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify((await request(t.app).get('/openapi.json').expect(200)).body));
      const { stdout } = await run(
        join(ROOT, 'node_modules/.bin/redocly'),
        ['lint', file, '--format=json', `--config=${join(ROOT, 'redocly.yaml')}`],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
          timeout: 60_000,
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as LintReport;
      const summary = (rule: (p: LintReport['problems'][number]) => boolean) =>
        report.problems.filter(rule).map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      expect(summary((p) => p.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
      expect(summary((p) => p.ruleId === 'no-invalid-media-type-examples')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      t.close();
    }
  }, 60_000);
});
