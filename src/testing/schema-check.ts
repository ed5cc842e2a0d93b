import { SchemaRegistry } from '../http/schemas.js';

let registry: SchemaRegistry | undefined;
let aliases: Map<string, string> | undefined;

/** One registry for the process: the sandboxes it starts and the checks share compiled validators. */
export function sharedSchemas(): SchemaRegistry {
  registry ??= new SchemaRegistry();
  return registry;
}

/**
 * Short names of the shipped schemas: "sale" (sales/sale.response.schema.json),
 * "subscriptions/detail", "errors/cashout", "sales/sale-create.request", and every file name
 * itself. A short name is a response schema's base name when no other response schema has it.
 */
function aliasTable(names: string[]): Map<string, string> {
  const table = new Map<string, string>();
  const bases = new Map<string, string[]>();
  for (const name of names) {
    table.set(name, name);
    const stem = name.replace(/\.schema\.json$/, '');
    table.set(stem, name);
    table.set(stem.replace(/\.(response|error)$/, ''), name);
    if (stem.endsWith('.response')) {
      const base = stem.slice(stem.lastIndexOf('/') + 1).replace(/\.response$/, '');
      bases.set(base, [...(bases.get(base) ?? []), name]);
    }
  }
  for (const [base, files] of bases) if (files.length === 1 && !table.has(base)) table.set(base, files[0]);
  return table;
}

function resolve(name: string): { registry: SchemaRegistry; file: string } {
  const schemas = sharedSchemas();
  aliases ??= aliasTable(schemas.names);
  const file = aliases.get(name);
  if (!file) {
    const near = [...aliases.keys()].filter((alias) => alias.includes(name)).slice(0, 8);
    throw new Error(`no shipped schema is called "${name}"${near.length ? `; did you mean ${near.join(', ')}?` : ''}`);
  }
  return { registry: schemas, file };
}

/** The problems of `body` against a shipped schema ("/amount must be integer"), empty when it conforms. */
export function schemaProblems(body: unknown, name: string): string[] {
  const { registry: schemas, file } = resolve(name);
  return (schemas.errors(file, body) ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim());
}

/**
 * Throws (failing the test, in any runner) when `body` does not satisfy the named schema,
 * listing every problem. Names: see schemaProblems; e.g. expectMatchesSchema(sale, 'sale').
 */
export function expectMatchesSchema(body: unknown, name: string): void {
  const problems = schemaProblems(body, name);
  if (problems.length) throw new Error(`the body does not match ${resolve(name).file}:\n  ${problems.join('\n  ')}\nbody: ${JSON.stringify(body).slice(0, 1000)}`);
}
