import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';

/**
 * Installing the package runs no telemetry and no install script of ours. swagger-ui-dist
 * pulls in @scarf/scarf, whose postinstall reports the install to a third party unless a
 * package on the way to it says `"scarfSettings": {"enabled": false}`. The check below runs
 * scarf's own code (report.js) on the dependency chain `npm ls` gives it in a project that
 * installs this package.
 */
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; scarfSettings?: unknown; scripts: Record<string, string> };
const scarf = createRequire(join(ROOT, 'package.json'))('@scarf/scarf/report.js') as {
  processDependencyTreeOutput: (resolve: (value: unknown) => void, reject: (error: Error) => void) => (error: Error | null, stdout: string, stderr: string) => void;
};

/** What scarf decides for `npm ls @scarf/scarf --json --long` run in a project that depends on this package. */
function scarfDecision(ourSettings: unknown): Promise<string> {
  const tree = {
    name: 'integrator-app',
    version: '1.0.0',
    path: '/work/integrator-app',
    dependencies: {
      [pkg.name]: {
        name: pkg.name,
        version: pkg.version,
        path: `/work/integrator-app/node_modules/${pkg.name}`,
        ...(ourSettings === undefined ? {} : { scarfSettings: ourSettings }),
        dependencies: {
          'swagger-ui-dist': {
            name: 'swagger-ui-dist',
            version: '5.0.0',
            path: '/work/integrator-app/node_modules/swagger-ui-dist',
            dependencies: { '@scarf/scarf': { name: '@scarf/scarf', version: '1.4.0', path: '/work/integrator-app/node_modules/@scarf/scarf' } },
          },
        },
      },
    },
  };
  return new Promise((resolve) => scarf.processDependencyTreeOutput(() => resolve('reports'), (error) => resolve(error.message))(null, JSON.stringify(tree), ''));
}

describe('installing the package', () => {
  it('turns scarf off for everyone who installs it (scarf’s own code agrees)', async () => {
    expect(pkg.scarfSettings).toEqual({ enabled: false });
    expect(await scarfDecision(pkg.scarfSettings)).toBe('Scarf has been disabled via a package.json in the dependency chain.');
    // Without the setting, scarf would go on to report.
    expect(await scarfDecision(undefined)).toBe('reports');
  });

  it('runs no install script of ours: prepare is the build', () => {
    expect(Object.keys(pkg.scripts).filter((name) => /^(pre|post)?install$/.test(name))).toEqual([]);
    expect(pkg.scripts.prepare).toBe('npm run build');
  });
});
