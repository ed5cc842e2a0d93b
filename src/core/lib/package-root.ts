import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the package's own files are (schemas/, fixtures/, dist/ui, package.json), found from here rather than counted
 * in `..` by each caller: the same code runs from src/ (the tests), dist/ (tsc's output) and dist/bundle/ (the bin), at
 * different depths, and a folder of src/ may move (issue 28) without its paths breaking.
 */
const HERE = dirname(fileURLToPath(import.meta.url));

function rootAbove(dir: string): string {
  for (let at = dir; dirname(at) !== at; at = dirname(at)) if (existsSync(join(at, 'package.json'))) return at;
  return join(dir, '..', '..');
}

/** The package's root: the nearest folder above this module that holds package.json. */
export const PACKAGE_ROOT = rootAbove(HERE);

/** The folder of the running code under the root: src/ under the tests, dist/ once built (the bundle's too). */
export const CODE_DIR = join(PACKAGE_ROOT, relative(PACKAGE_ROOT, HERE).split(sep)[0] ?? '');
