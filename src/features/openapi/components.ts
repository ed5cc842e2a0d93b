/**
 * Components every client generator takes: one named schema per type under components/schemas,
 * and refs that name a component, never a place inside one. @hey-api/openapi-ts crashed on refs
 * into a component's `$defs`, and swagger-typescript-api typed every field behind such a ref (or
 * behind `…/properties/x`) as `any`. So a `$defs` entry becomes the component "<component>.<name>"
 * ("common.Id"), and a schema that a ref reaches inside a component becomes the component
 * "<component>.<path without the word properties>" ("seller.seller.response.address"), its old
 * place holding a ref to it.
 */
type Json = Record<string, unknown>;

const PREFIX = '#/components/schemas/';
const DEFS_STEP = /^\/\$defs\/([^/]+)/;
const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;
const ANNOTATIONS = new Set(['title', 'description', '$comment']);

/** The ref to `pointer` inside component `name`, with every leading `$defs` step folded into the name. */
export function componentRef(name: string, pointer = ''): string {
  let rest = pointer;
  for (let step = DEFS_STEP.exec(rest); step; step = DEFS_STEP.exec(rest)) {
    name = `${name}.${step[1]}`;
    rest = rest.slice(step[0].length);
  }
  return `${PREFIX}${name}${rest}`;
}

function add(schemas: Json, name: string, schema: unknown): void {
  if (!COMPONENT_NAME.test(name)) throw new Error(`"${name}" is not a valid component name`);
  if (name in schemas) throw new Error(`two schemas would be the component "${name}"`);
  schemas[name] = schema;
}

/** Adds a component and, as components beside it, its `$defs` (and theirs), which it then no longer holds. */
export function addComponent(schemas: Json, name: string, schema: unknown): void {
  if (typeof schema !== 'object' || schema === null || !('$defs' in schema)) return add(schemas, name, schema);
  const { $defs, ...own } = schema as Json;
  // A file that only holds definitions (common.schema.json) is no type: it is not a component.
  if (Object.keys(own).some((key) => !ANNOTATIONS.has(key))) add(schemas, name, own);
  for (const [def, body] of Object.entries($defs as Json)) addComponent(schemas, `${name}.${def}`, body);
}

function refHolders(node: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(node)) for (const item of node) refHolders(item, out);
  else if (typeof node === 'object' && node !== null) {
    if (typeof (node as Json).$ref === 'string') out.push(node as Json);
    for (const value of Object.values(node)) refHolders(value, out);
  }
  return out;
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Makes every ref of `document` that points inside a component point at a component of its own:
 * the deepest places first, so a place inside another hoisted place is already a ref when its parent moves.
 */
export function hoistInnerRefs(document: Json, schemas: Json): void {
  const holders = refHolders(document).filter((holder) => (holder.$ref as string).slice(PREFIX.length).includes('/'));
  const depth = (holder: Json) => (holder.$ref as string).split('/').length;
  const moved = new Map<string, string>();
  for (const holder of holders.sort((a, b) => depth(b) - depth(a))) {
    const ref = holder.$ref as string;
    if (!ref.startsWith(PREFIX)) throw new Error(`${ref}: a ref outside components/schemas`);
    let target = moved.get(ref);
    if (!target) {
      const [component, ...steps] = ref.slice(PREFIX.length).split('/').map(unescape);
      let parent: Json = schemas;
      let key = component;
      for (const step of steps) {
        parent = parent[key] as Json;
        key = step;
        if (typeof parent !== 'object' || parent === null || !(key in parent))
          throw new Error(`${ref}: no such schema`);
      }
      target = [component, ...steps.filter((step) => step !== 'properties')].join('.');
      add(schemas, target, parent[key]);
      parent[key] = { $ref: `${PREFIX}${target}` };
      moved.set(ref, target);
    }
    holder.$ref = `${PREFIX}${target}`;
  }
}
