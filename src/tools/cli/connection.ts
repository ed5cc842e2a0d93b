import { createAdminClient, type AdminClient } from '../client/admin-client.js';
import { sandboxBase } from '../client/call.js';
import { said, t } from './messages/say.js';
import { systemProblem } from './system-error.js';

/**
 * The options every verb that talks to a running sandbox takes, as data: the parser and
 * every verb's help read this table.
 */
export const CONNECTION_OPTIONS = {
  url: {
    type: 'string',
    value: 'URL',
    env: 'SANDBOX_URL',
    default: 'http://127.0.0.1:4010',
    description: said('connection.url'),
  },
  'admin-token': {
    type: 'string',
    value: 'TOKEN',
    env: 'SANDBOX_ADMIN_TOKEN',
    default: null,
    description: said('connection.adminToken'),
  },
  tenant: {
    type: 'string',
    value: 'NAME',
    env: 'SANDBOX_TENANT',
    default: null,
    description: said('connection.tenant'),
  },
  json: {
    type: 'boolean',
    env: null,
    default: false,
    description: said('connection.json'),
  },
} as const;

export interface Connection {
  url: string;
  admin: AdminClient;
  /** The admin API's base URL: {url}/__admin, or {url}/__admin/tenants/NAME with --tenant. */
  adminBase: string;
  /** The tenant of --tenant (SANDBOX_TENANT), or null: the default tenant. */
  tenant: string | null;
  /** The X-Admin-Token header, for calls outside the admin client (the event stream). */
  adminHeaders: Record<string, string>;
  json: boolean;
}

/**
 * The User-Agent of the CLI's own calls: the sandbox's journal and event stream can tell them
 * apart, and `events` hides them unless asked (--own).
 */
export const CLI_USER_AGENT = 'gateway-sandbox-cli/1';

/** The connection a verb's parsed options and the environment ask for; a flag wins over its variable. */
export function connectionOf(values: Record<string, unknown>, env: NodeJS.ProcessEnv): Connection {
  const flag = typeof values.url === 'string' ? values.url : undefined;
  const url = (flag ?? env.SANDBOX_URL ?? CONNECTION_OPTIONS.url.default).replace(/\/+$/, '');
  const adminToken = (values['admin-token'] as string | undefined) ?? env.SANDBOX_ADMIN_TOKEN ?? undefined;
  const tenant = ((values.tenant as string | undefined) ?? env.SANDBOX_TENANT) || null;
  return {
    url,
    admin: createAdminClient({
      baseUrl: url,
      adminToken: adminToken || undefined,
      tenant: tenant ?? undefined,
      headers: { 'User-Agent': CLI_USER_AGENT },
    }),
    adminBase: `${url}${sandboxBase(tenant)}`,
    tenant,
    adminHeaders: { 'User-Agent': CLI_USER_AGENT, ...(adminToken ? { 'X-Admin-Token': adminToken } : {}) },
    json: values.json === true,
  };
}

/**
 * Why a call could not reach the sandbox at `url`, in a line of the run's language: the cause (fetch's TypeError says
 * "fetch failed" and keeps it in its cause) and its code in parentheses. Null when `error` is not a failed fetch.
 */
export function unreachableLine(error: unknown, url: string): string | null {
  // By name, not instanceof: fetch's TypeError may come from another realm (jest's VM contexts).
  const name = typeof error === 'object' && error !== null ? (error as Error).name : undefined;
  if (name !== 'TypeError' && name !== 'TimeoutError') return null;
  const { cause, code } = systemProblem(error);
  return t('connection.unreachable', url, cause, code);
}
