import { groupOf } from '../../src/http/groups.js';
import { compilePath } from '../../src/http/route-path.js';
import { DOCUMENTED_ROUTES } from '../../src/sandbox/modules.js';
import { startServer, type RunningServer } from '../../src/host/server.js';
import { defaultSettings, type Settings } from '../../src/core/settings.js';
import { sharedSchemas } from '../../src/tools/testing/schema-check.js';
import { expect } from '@jest/globals';
import { ERROR_SCHEMAS, expectSchema } from './schema.js';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string;
  keys?: { publicKey: string; privateKey: string };
  body?: unknown;
  headers?: Record<string, string>;
}

const TABLE = DOCUMENTED_ROUTES.map((route) => ({ route, ...compilePath(route.path) }));

/**
 * Checks an answer against what the API document says of it: a success against its route's
 * schema, an error against its group's. A tenant's admin path is judged as the admin path
 * its app serves (/__admin/tenants/{name}/sellers → /__admin/sellers).
 */
export function expectDocumented(method: string, path: string, answer: Answer): void {
  const bare = path.split('?')[0];
  const served =
    /^\/__admin\/tenants\/[^/]+\/.+/.test(bare) && !/^\/__admin\/tenants\/[^/]+$/.test(bare)
      ? bare.replace(/^\/__admin\/tenants\/[^/]+/, '/__admin')
      : bare;
  if (answer.status >= 400) return expectSchema(answer.body, ERROR_SCHEMAS[groupOf(method, served)]);
  const row = TABLE.find((entry) => entry.route.method === method.toLowerCase() && entry.pattern.test(served));
  if (!row) throw new Error(`no documented route for ${method} ${served}`);
  const documented = row.route.responses[answer.status];
  if (!documented?.schema)
    throw new Error(`${method} ${served} answered ${answer.status}, which its row does not document`);
  const contentType = documented.contentType ?? 'application/json';
  if (contentType === 'text/event-stream') {
    // Each data: line is one event of the schema (the opening hello says where the stream starts).
    for (const block of String(answer.body).split('\n\n')) {
      const data = block.split('\n').find((line) => line.startsWith('data:'));
      if (data && !block.includes('event: hello')) expectSchema(JSON.parse(data.slice(5)), documented.schema);
    }
  } else if (contentType === 'application/json') expectSchema(answer.body, documented.schema);
  else expect(answer.headers.get('content-type')).toContain(contentType);
}

/** A real server (startServer: the edge, the default tenant and the registry) on an ephemeral port. */
/**
 * A caller of a live server at `baseUrl()` (read at each call: a server restarted on another port), with a token,
 * keys and a JSON body as asked; every answer is checked against the API document (expectDocumented).
 */
export function documentedCall(
  baseUrl: () => string,
): <T = any>(method: string, path: string, options?: CallOptions) => Promise<Answer<T>> {
  return async <T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-admin-token'] = options.token;
    if (options.keys)
      Object.assign(headers, {
        'x-api-public-key': options.keys.publicKey,
        'x-api-private-key': options.keys.privateKey,
      });
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl() + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const answer: Answer<T> = {
      status: response.status,
      headers: response.headers,
      body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
    };
    expectDocumented(method, path, answer);
    return answer;
  };
}

export async function startTenantServer(
  overrides: Partial<Settings> = {},
): Promise<
  RunningServer & { call: <T = any>(method: string, path: string, options?: CallOptions) => Promise<Answer<T>> }
> {
  const settings: Settings = {
    ...defaultSettings(),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    clockFrozen: true,
    clockStart: 'anchor',
    webhookRetryDelaysMs: [50, 100],
    webhookTimeoutMs: 1000,
    ...overrides,
  };
  const running = await startServer(settings, { schemas: sharedSchemas() });
  const call = documentedCall(() => running.url);
  return { ...running, call };
}

export interface TestTenant {
  name: string;
  token: string;
  /** Its admin path: /__admin/tenants/{name} */
  admin: string;
  credentials: { userId: number; email: string; publicKey: string; privateKey: string }[];
}

export async function createTestTenant(
  server: Awaited<ReturnType<typeof startTenantServer>>,
  name: string,
  options: { fixtures?: boolean; token?: string } = {},
): Promise<TestTenant> {
  const created = await server.call('POST', `/__admin/tenants/${name}`, {
    body: options.fixtures ? { fixtures: true } : {},
    token: options.token,
  });
  if (created.status !== 201) throw new Error(`creating ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  return {
    name,
    token: created.body.adminToken,
    admin: `/__admin/tenants/${name}`,
    credentials: created.body.credentials,
  };
}
