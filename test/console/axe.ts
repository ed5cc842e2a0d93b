/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core from node_modules: nothing is downloaded at run time. */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One axe-core violation, as a line a failing test prints: rule, impact, where. */
export interface Violation {
  rule: string;
  impact: string | null;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is (injected with addScriptTag once per document; the page's
 * context must be made with `bypassCSP: true`, since the console's policy allows no inline
 * script) and answers the violations of WCAG 2.x A/AA and axe's best practices.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
