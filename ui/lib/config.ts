/** What the server put in the page (src/console/console.routes.ts): read once, before the first call. */
export interface ConsoleConfig {
  tokenRequired: boolean;
  features: { testValues: boolean };
}

export function readConfig(): ConsoleConfig {
  const node = document.getElementById('console-config');
  const parsed = node?.textContent ? (JSON.parse(node.textContent) as Partial<ConsoleConfig>) : {};
  return { tokenRequired: parsed.tokenRequired ?? false, features: { testValues: parsed.features?.testValues ?? false } };
}

export const config = readConfig();
