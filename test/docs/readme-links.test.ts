import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

describe('the links of the README', () => {
  const links = [...README.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((link) => !/^https?:/.test(link));

  it.each(links.filter((link) => !link.startsWith('#')).map((link) => [link]))('%s exists', (link) => {
    const [path, anchor] = link.split('#');
    expect(existsSync(join(ROOT, path))).toBe(true);
    if (anchor && path.endsWith('.md')) {
      const headings = [...readFileSync(join(ROOT, path), 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) =>
        anchorOf(match[1]),
      );
      expect(headings).toContain(anchor);
    }
  });

  it.each(links.filter((link) => link.startsWith('#')).map((link) => [link]))(
    '%s is a heading of the README',
    (link) => {
      const headings = [...README.matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1]));
      expect(headings).toContain(link.slice(1));
    },
  );

  it('links docs/spec-gaps.md and every other document of docs/ the project keeps', () => {
    for (const doc of [
      'docs/spec-gaps.md',
      'docs/sales-state-machine.md',
      'docs/cashouts.md',
      'docs/cashout-state-machine.md',
      'docs/architecture.md',
      'docs/subscription-state-machine.md',
    ])
      expect(links).toContain(doc);
  });
});
