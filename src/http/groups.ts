/**
 * Endpoint groups: the spec gives each its own error body. The group of a request is
 * known from its method and path before anything else runs, so even a body that fails
 * to parse is answered in the right shape.
 */
import type { ErrorGroup } from '../core/lib/errors.js';

export type { ErrorGroup };

interface GroupRule {
  method?: string;
  prefix: string;
  group: ErrorGroup;
}

/** First match wins. Requests matching no rule use the spec's authentication envelope. */
export const GROUP_RULES: GroupRule[] = [
  { prefix: '/__admin', group: 'admin' },
  { prefix: '/api/seller', group: 'seller' },
  { prefix: '/api/subscriptions', group: 'subscriptions' },
  { prefix: '/api/public', group: 'cashout' },
  { method: 'POST', prefix: '/api/sales', group: 'salesCreate' },
  { prefix: '/api/sales', group: 'transactions' },
  { prefix: '/api/transactions', group: 'transactions' },
];

export function groupOf(method: string, path: string): ErrorGroup {
  for (const rule of GROUP_RULES) {
    if (rule.method && rule.method !== method) continue;
    if (path === rule.prefix || path.startsWith(rule.prefix + '/')) return rule.group;
  }
  return 'envelope';
}
