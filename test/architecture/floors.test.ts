import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { ROOT } from '../helpers/child.js';

/**
 * Issue 28, "folders show the layers": the folders of src/ are floors (docs/architecture.md, "Layers, and who may
 * import whom"), and a file imports only from its own floor or those below it, for a type as much as for a value.
 */
const FLOORS = ['src/generated/', 'src/core/', 'src/http/', 'src/features/', 'src/sandbox/', 'src/host/', 'src/tools/'];
/** The floor of a file of src/ (its index in FLOORS; the entries, src/cli.ts and src/index.ts, stand above all). */
export const floorOf = (path: string) => {
  const at = FLOORS.findIndex((floor) => path.startsWith(floor));
  return at < 0 ? FLOORS.length : at;
};

/** The local specifiers `source` imports: `import … from`, `export … from`, a bare `import '…'`, `import('…')`. */
export function importedSpecifiers(source: string): string[] {
  return [
    ...source.matchAll(/^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
    ...source.matchAll(/^\s*declare module\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
  ].map((match) => match[1]);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => relative(ROOT, join(dir, file)).split(sep).join('/'));
}

describe('the floors of src/', () => {
  it('every folder of src/ is a floor, and the entries are the only files beside them', () => {
    const top = readdirSync(join(ROOT, 'src'), { withFileTypes: true });
    expect(
      top
        .filter((entry) => entry.isDirectory())
        .map((entry) => `src/${entry.name}/`)
        .sort(),
    ).toEqual([...FLOORS].sort());
    expect(
      top
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['cli.ts', 'index.ts']);
  });

  it('no file of src/ imports a file of a floor above its own, type-only imports included', () => {
    expect(
      importedSpecifiers(
        "import type { A } from '../a.js';\nimport {\n  B,\n} from './b.js';\ndeclare module '../c.js' {}",
      ),
    ).toEqual(['../a.js', './b.js', '../c.js']);
    expect(floorOf('src/core/lib/money.ts')).toBeLessThan(floorOf('src/http/route.ts'));
    expect(floorOf('src/tools/cli/verbs.ts')).toBeLessThan(floorOf('src/cli.ts'));
    const files = sources(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(200);
    const upward = files.flatMap((file) =>
      importedSpecifiers(readFileSync(join(ROOT, file), 'utf8'))
        .map((specifier) => posix.normalize(posix.join(dirname(file), specifier)))
        .filter((target) => floorOf(target) > floorOf(file))
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
