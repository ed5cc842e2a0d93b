/**
 * The rule of the tenants issue (issue 21) that a proxy applies to route by tenant: a tenant's
 * public key is `pk_tnt_<tenant>_<random>`, so its second `_`-separated field is this marker
 * and its third the tenant; a default-tenant key never has the marker there (fixture keys are
 * `pk_test_acme_…`). On /__admin/tenants/<tenant>/… the tenant is the path's fourth `/` field.
 */
export const TENANT_KEY_MARKER = 'tnt';
