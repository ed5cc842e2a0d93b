import request from 'supertest';
import type { Route } from '../../src/http/route.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { keys } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/**
 * The query parameters a row documents are the ones its handler accepts: a value the documented
 * schema refuses is a 400 from the sandbox too, and a documented default or example value is not.
 * (Each resource parses its query with the list conventions of src/http/list-query.ts; this holds
 * those parsers to the document.)
 */

type QuerySchema = {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};

/** Values the documented schema refuses, each with why. */
function refused(schema: QuerySchema): [string, string][] {
  const values: [string, string][] = [];
  if (schema.type === 'integer') values.push(['abc', 'not an integer'], ['1.5', 'not an integer']);
  if (schema.type === 'boolean') values.push(['maybe', 'not a boolean']);
  if (schema.enum) values.push(['NO_SUCH_VALUE', 'not in the enum']);
  if (schema.minimum !== undefined) values.push([String(schema.minimum - 1), 'below the minimum']);
  if (schema.maximum !== undefined) values.push([String(schema.maximum + 1), 'above the maximum']);
  if (schema.format === 'date') values.push(['2026-13-45', 'not a date']);
  return values;
}

const withQuery = ROUTES.filter(
  (route) =>
    route.method === 'get' && route.query?.length && !route.path.includes(':') && route.path !== '/__admin/events',
);

const cases = withQuery.flatMap((route) =>
  route.query!.flatMap((param) =>
    refused(param.schema as QuerySchema).map(
      ([value, why]) => [`${route.path}?${param.name}=${value} (${why})`, route, param.name, value] as const,
    ),
  ),
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A required parameter takes its documented example, so the one under test is the only one judged. */
const requiredOf = (route: Route) =>
  Object.fromEntries(
    (route.query ?? [])
      .filter((param) => param.required)
      .map((param) => [param.name, String((param.schema as { examples?: unknown[] }).examples?.[0])]),
  );

const get = (route: Route, query: Record<string, string>) => {
  const call = request(t.app)
    .get(route.path)
    .query({ ...requiredOf(route), ...query });
  return route.auth === 'keys' ? call.set(keys('acme')) : call;
};

it('covers the documented query parameters of the list routes', () => {
  expect(withQuery.length).toBeGreaterThanOrEqual(6);
  expect(cases.length).toBeGreaterThan(20);
});

it.each(cases)('%s is a 400', async (_name, route, name, value) => {
  const res = await get(route, { [name]: value });
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 400 });
});

it.each(
  withQuery.flatMap((route) =>
    route
      .query!.filter((param) => (param.schema as { default?: unknown }).default !== undefined)
      .map(
        (param) =>
          [
            `${route.path}?${param.name}=${(param.schema as { default: string | number | boolean }).default}`,
            route,
            param.name,
            String((param.schema as { default: string | number | boolean }).default),
          ] as const,
      ),
  ),
)('%s (the documented default) is accepted', async (_name, route, name, value) => {
  await get(route, { [name]: value }).expect(200);
});
