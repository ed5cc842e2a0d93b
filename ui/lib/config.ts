/** What the server put in the page (src/console/console.routes.ts): read once, before the first call. */
export interface ConsoleConfig {
  tokenRequired: boolean;
  /** Optional admin routes this server has (src/console/console.routes.ts, CONSOLE_FEATURES): the page never calls one it lacks. */
  features: { testValues: boolean; ledger: boolean; search: boolean; timeline: boolean; faultDelete: boolean };
}

export function readConfig(): ConsoleConfig {
  const node = document.getElementById('console-config');
  const parsed = node?.textContent ? (JSON.parse(node.textContent) as Partial<ConsoleConfig>) : {};
  const features: Partial<ConsoleConfig['features']> = parsed.features ?? {};
  return {
    tokenRequired: parsed.tokenRequired ?? false,
    features: { testValues: features.testValues ?? false, ledger: features.ledger ?? false, search: features.search ?? false, timeline: features.timeline ?? false, faultDelete: features.faultDelete ?? false },
  };
}

export const config = readConfig();
