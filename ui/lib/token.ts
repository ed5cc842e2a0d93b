import { signal } from '@preact/signals';
import { config, tenant } from './config';

/**
 * The admin token: asked for once, kept in sessionStorage (gone with the tab), sent as
 * X-Admin-Token. Never put in a URL, so it cannot leak through history, logs or Referer.
 */
// Each tenant's console keeps its own token: one tab may hold the operator's console and a tenant's.
const KEY = tenant ? `gateway-sandbox.admin-token.${tenant}` : 'gateway-sandbox.admin-token';

export const token = signal<string | null>(sessionStorage.getItem(KEY));

/** True while the console needs a token it does not have (asked before any call is made). */
export const tokenNeeded = signal<boolean>(config.tokenRequired && token.value === null);

/** Set when the server refused the token the console sent (401): the dialog says so instead of silently reopening. */
export const tokenRefused = signal<boolean>(false);

export function setToken(value: string): void {
  sessionStorage.setItem(KEY, value);
  tokenRefused.value = false;
  token.value = value;
  tokenNeeded.value = false;
}

export function rejectToken(): void {
  if (token.value !== null) tokenRefused.value = true;
  sessionStorage.removeItem(KEY);
  token.value = null;
  tokenNeeded.value = true;
}
