import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { systemBinary } from '../helpers/system-packages.js';

/** The examples' interpreters come from Debian like chromium does (scripts/system-packages.json). */
describe('the Debian packages of the examples', () => {
  it('lists PHP with ext-curl and mbstring, python3 and jq, each with who needs it', () => {
    const list = JSON.parse(readFileSync(join(ROOT, 'scripts/system-packages.json'), 'utf8')) as Record<
      string,
      { binary: string; packages?: string[]; neededBy: string }
    >;
    expect(list['php-cli']).toMatchObject({
      binary: '/usr/bin/php',
      packages: ['php-cli', 'php-curl', 'php-mbstring'],
    });
    expect(list.python3).toMatchObject({
      binary: '/usr/bin/python3',
      neededBy: expect.stringContaining('test/examples/'),
    });
    expect(list.jq).toMatchObject({ binary: '/usr/bin/jq', neededBy: expect.stringContaining('README') });
  });

  it('names every package PHP needs in the line that says how to get it', () => {
    expect(() => systemBinary('php-cli', { SANDBOX_PHP: '/nonexistent/php' })).toThrow(
      "php-cli: SANDBOX_PHP=/nonexistent/php is not an executable; the PHP examples' tests (test/examples/), which run examples/php/ with Debian's PHP 8 and ext-curl fail until it points at one (or unset it and run: apt-get install -y php-cli php-curl php-mbstring).",
    );
  });
});
