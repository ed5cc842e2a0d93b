import { SchemaRegistry } from '../../http/schemas.js';

let registry: SchemaRegistry | undefined;
let aliases: Map<string, string> | undefined;

/** One registry for the process: the sandboxes it starts and the checks share compiled validators. */
export function sharedSchemas(): SchemaRegistry {
  registry ??= new SchemaRegistry();
  return registry;
}

/**
 * Short names of the shipped schemas, weakest rule first (a later one wins a name):
 * a response schema's base name when no other response schema has it ("sale",
 * "seller", "cashout"); the path without .response or .error ("subscriptions/list",
 * "errors/cashout"); the path without .schema.json ("sales/sale-create.request",
 * "subscriptions/detail" is the detail object itself); every file name; and "subscription"
 * for the answer of GET /api/subscriptions/{id}.
 */
function aliasTable(names: string[]): Map<string, string> {
  const table = new Map<string, string>();
  const stems = names.map((name) => [name, name.replace(/\.schema\.json$/, '')] as const);
  const bases = new Map<string, string[]>();
  for (const [name, stem] of stems.filter(([, stem]) => stem.endsWith('.response'))) {
    const base = stem.slice(stem.lastIndexOf('/') + 1).replace(/\.response$/, '');
    bases.set(base, [...(bases.get(base) ?? []), name]);
  }
  for (const [base, files] of bases) if (files.length === 1) table.set(base, files[0]);
  for (const [name, stem] of stems)
    if (/\.(response|error)$/.test(stem)) table.set(stem.replace(/\.(response|error)$/, ''), name);
  for (const [name, stem] of stems) table.set(stem, name).set(name, name);
  if (names.includes('subscriptions/detail.response.schema.json'))
    table.set('subscription', 'subscriptions/detail.response.schema.json');
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
  return (schemas.errors(file, body) ?? []).map((error) =>
    `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim(),
  );
}

/**
 * Throws (failing the test, in any runner) when `body` does not satisfy the named schema,
 * listing every problem. Names: see schemaProblems; e.g. expectMatchesSchema(sale, 'sale').
 */
export function expectMatchesSchema(body: unknown, name: string): void {
  const problems = schemaProblems(body, name);
  if (problems.length)
    throw new Error(
      `the body does not match ${resolve(name).file}:\n  ${problems.join('\n  ')}\nbody: ${JSON.stringify(body).slice(0, 1000)}`,
    );
}
