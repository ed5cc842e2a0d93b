import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '../helpers/child.js';

// The README and the guides moved out of it: every relative link and anchor resolves.
const PAGES = [
  'README.md',
  'docs/api-guide.md',
  'docs/admin-api.md',
  'docs/cli.md',
  'docs/testing.md',
  'docs/qa-console.md',
  'docs/shared-sandbox.md',
  'docs/settings.md',
  'docs/openapi.md',
  'docs/verify.md',
  'docs/signatures.md',
  'examples/README.md',
];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** Headings outside code blocks (a `# comment` in a sh block is not one). */
const headingsOf = (markdown: string) =>
  [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1]));

const linksOf = (page: string) =>
  [...read(page).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((link) => !/^https?:/.test(link));

// docs/settings.md is a generated table with no link of its own.
describe.each(PAGES.filter((page) => linksOf(page).length > 0).map((page) => [page]))('the links of %s', (page) => {
  it.each(linksOf(page).map((link) => [link]))('%s resolves', (link) => {
    const [path, anchor] = link.split('#');
    const target = path ? join(dirname(page), path) : page;
    expect(existsSync(join(ROOT, target))).toBe(true);
    if (anchor && target.endsWith('.md')) expect(headingsOf(read(target))).toContain(anchor);
  });
});

describe('the README', () => {
  it('links docs/spec-gaps.md, every guide and every other document of docs/ the project keeps', () => {
    const links = linksOf('README.md');
    for (const doc of [
      'docs/spec-gaps.md',
      'docs/sales-state-machine.md',
      'docs/cashouts.md',
      'docs/cashout-state-machine.md',
      'docs/architecture.md',
      'docs/subscription-state-machine.md',
      ...PAGES.filter((page) => page.startsWith('docs/')),
    ])
      expect(links).toContain(doc);
  });

  it('starts where the user is: the two commands, then the tour, the units, the fixture accounts', () => {
    const headings = [
      ...read('README.md')
        .replace(/```[\s\S]*?```/g, '')
        .matchAll(/^## (.+)$/gm),
    ].map((m) => m[1]);
    expect(headings.slice(0, 3)).toEqual(['Five-minute tour', 'Units: cents or reais', 'Fixture accounts']);
    expect(read('README.md')).toMatch(
      /^# Gateway sandbox\n[\s\S]*?```sh\nnpm ci .*\nnpm start .*\n```\n\n## Five-minute tour/,
    );
  });
});
