import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';

/**
 * Installing the package runs no telemetry and no install script of ours. swagger-ui-dist, whose
 * @scarf/scarf postinstall reports an install to a third party, is a devDependency: a consumer's
 * install never has it (test/package/lean-install.test.ts installs the packed package and looks).
 * Developers of this repository do install it; for them `"scarfSettings": {"enabled": false}`
 * turns it off. The check below runs scarf's own code (report.js) on the dependency chain
 * `npm ls` gives it in this repository's checkout.
 */
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  scarfSettings?: unknown;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const scarf = createRequire(join(ROOT, 'package.json'))('@scarf/scarf/report.js') as {
  processDependencyTreeOutput: (
    resolve: (value: unknown) => void,
    reject: (error: Error) => void,
  ) => (error: Error | null, stdout: string, stderr: string) => void;
};

/** What scarf decides for `npm ls @scarf/scarf --json --long` run in a checkout of this repository. */
function scarfDecision(ourSettings: unknown): Promise<string> {
  const tree = {
    name: pkg.name,
    version: pkg.version,
    path: '/home/dev/gateway-sandbox',
    ...(ourSettings === undefined ? {} : { scarfSettings: ourSettings }),
    dependencies: {
      'swagger-ui-dist': {
        name: 'swagger-ui-dist',
        version: '5.0.0',
        path: '/work/gateway-sandbox/node_modules/swagger-ui-dist',
        dependencies: {
          '@scarf/scarf': {
            name: '@scarf/scarf',
            version: '1.4.0',
            path: '/work/gateway-sandbox/node_modules/@scarf/scarf',
          },
        },
      },
    },
  };
  return new Promise((resolve) =>
    scarf.processDependencyTreeOutput(
      () => resolve('reports'),
      (error) => resolve(error.message),
    )(null, JSON.stringify(tree), ''),
  );
}

describe('installing the package', () => {
  it('turns scarf off for the developers of this repository, the only ones who install it (scarf’s own code agrees)', async () => {
    expect(pkg.scarfSettings).toEqual({ enabled: false });
    expect(await scarfDecision(pkg.scarfSettings)).toBe(
      'Scarf has been disabled via a package.json in the dependency chain.',
    );
    // Without the setting, scarf would go on to report.
    expect(await scarfDecision(undefined)).toBe('reports');
    expect(Object.keys(pkg.devDependencies)).toContain('swagger-ui-dist');
    expect(Object.keys(pkg.dependencies)).not.toContain('swagger-ui-dist');
  });

  it('runs no install script of ours: prepare is the build', () => {
    expect(Object.keys(pkg.scripts).filter((name) => /^(pre|post)?install$/.test(name))).toEqual([]);
    expect(pkg.scripts.prepare).toBe('npm run build');
  });
});
