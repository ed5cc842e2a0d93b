/**
 * `gateway-sandbox/testing`: everything a test suite needs to run against the sandbox: an
 * in-process sandbox per test file, a typed admin client, a webhook receiver that checks
 * signatures, a wait for deliveries and checks against the shipped schemas. Shipped as an
 * ES module and as CommonJS.
 */
export {
  startSandbox,
  type FixtureHandle,
  type FixtureKeys,
  type Sandbox,
  type StartSandboxOptions,
} from './start-sandbox.js';
export { createTenant, type CreateTenantOptions, type Tenant } from './create-tenant.js';
export { applyScenario, type ApplyScenarioOptions } from './apply-scenario.js';
export { waitForDelivery, type DeliveryMatch } from './wait-for-delivery.js';
export { startReceiver, type ReceivedDelivery, type Receiver, type ReceiverOptions } from './receiver.js';
export { expectMatchesSchema, schemaProblems } from './schema-check.js';
export {
  createAdminClient,
  SandboxRefusal,
  type AdminClient,
  type AdminClientOptions,
} from '../client/admin-client.js';
export { createGatewayClient, type GatewayClient, type GatewayClientOptions } from '../client/gateway-client.js';
export { verifySignature } from '../client/signature.js';
export type { Settings } from '../../core/settings.js';
