/** What the server put in the page (src/features/console/console.routes.ts): read once, before the first call. */
export interface ConsoleConfig {
  tokenRequired: boolean;
  /**
   * Optional admin routes this server has (src/features/console/console.routes.ts, CONSOLE_FEATURES): the page never
   * calls one it lacks.
   */
  features: { testValues: boolean; ledger: boolean; search: boolean; timeline: boolean; faultDelete: boolean };
}

/**
 * Where this console's admin API is: /__admin, or /__admin/tenants/{name} for a tenant's console
 * (served at /__admin/tenants/{name}/ui). Read from the page's own address: the server's app
 * does not know it is a tenant's.
 */
const TENANT_PAGE = /^\/__admin\/tenants\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\/ui\/?$/;
export const tenant: string | null = TENANT_PAGE.exec(location.pathname)?.[1] ?? null;
export function readConfig(): ConsoleConfig {
  const node = document.getElementById('console-config');
  const parsed = node?.textContent ? (JSON.parse(node.textContent) as Partial<ConsoleConfig>) : {};
  // A tenant's routes always need its token (or the operator's).
  const features: Partial<ConsoleConfig['features']> = parsed.features ?? {};
  return {
    tokenRequired: tenant !== null || (parsed.tokenRequired ?? false),
    features: {
      testValues: features.testValues ?? false,
      ledger: features.ledger ?? false,
      search: features.search ?? false,
      timeline: features.timeline ?? false,
      faultDelete: features.faultDelete ?? false,
    },
  };
}

export const config = readConfig();
