/**
 * The form of the API keys a sandbox state hands out, and the rule that reads a tenant from a
 * public key (docs/architecture.md "Tenants"). Keys are `_`-separated fields:
 *
 *   default tenant: pk_test_<body>            (fixtures: pk_test_acme_…; second field "test")
 *   tenant NAME:    pk_tnt_<NAME>_<random>    (second field "tnt", third the tenant's name)
 *
 * So a proxy reads the tenant with a field split: field 2 is "tnt" → field 3 is the tenant;
 * anything else is the default tenant. A tenant name is 1–63 of a-z 0-9 and "-" (never "_", the
 * separator; "-" is safe, so CI ids like ci-run-42 fit), and no key of the default tenant may
 * have "tnt" as its second field (a fixed key is refused).
 */

export const TENANT_MARKER = 'tnt';

/**
 * The tenant name rule (POST /__admin/tenants/{name}, issue 29): 1 to 63 of a-z, 0-9 and "-", not starting or ending
 * with "-" (a DNS label's form, so a CI id such as ci-run-42 or qa-lucia fits). Never "_": the key's separator.
 */
export const TENANT_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The rule in words, as every refusal of a name and `tenants --help` state it. */
export const TENANT_NAME_RULE = '1 to 63 characters of a-z, 0-9 and -, not starting or ending with -';
/** The same rule in the API's language (its refusals are in Portuguese). */
export const TENANT_NAME_RULE_PT = 'de 1 a 63 caracteres a-z, 0-9 e -, sem - no início nem no fim';

export interface KeyForm {
  /** What a new public key starts with ("pk_test_", "pk_tnt_team1_"). */
  publicPrefix: string;
  /** What a new private key starts with. */
  privatePrefix: string;
  /** Whether a public key chosen by the caller (fixed credentials) belongs to this state. */
  accepts(publicKey: string): boolean;
}

/**
 * The tenant a public key names, or null for the default tenant. Reads the key's fields as a
 * proxy would (`field(2,_)` and `field(3,_)`): no lookup, no state.
 */
export function tenantOfKey(publicKey: string): string | null {
  const first = publicKey.indexOf('_');
  if (first < 0) return null;
  const second = publicKey.indexOf('_', first + 1);
  if (second < 0 || publicKey.slice(first + 1, second) !== TENANT_MARKER) return null;
  const third = publicKey.indexOf('_', second + 1);
  return third < 0 ? publicKey.slice(second + 1) : publicKey.slice(second + 1, third);
}

/** The default tenant's keys: never with the tenant marker as their second field. */
export const DEFAULT_KEY_FORM: KeyForm = {
  publicPrefix: 'pk_test_',
  privatePrefix: 'sk_test_',
  accepts: (publicKey) => tenantOfKey(publicKey) === null,
};

/** A tenant's keys: pk_tnt_<name>_<random>, sk_tnt_<name>_<random>. */
export function tenantKeyForm(name: string): KeyForm {
  const publicPrefix = `pk_${TENANT_MARKER}_${name}_`;
  return {
    publicPrefix,
    privatePrefix: `sk_${TENANT_MARKER}_${name}_`,
    accepts: (publicKey) => tenantOfKey(publicKey) === name,
  };
}
