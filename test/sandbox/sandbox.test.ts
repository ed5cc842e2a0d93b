import { fixtureSource } from '../../src/sandbox/fixtures/build.js';
import { SchemaRegistry } from '../../src/http/schemas.js';
import { tenantKeyForm } from '../../src/core/lib/key-form.js';
import { SILENT_LOG } from '../../src/core/logger.js';
import { createSandbox, sharedServices, type Sandbox } from '../../src/sandbox/sandbox.js';
import { defaultSettings } from '../../src/core/settings.js';

// Issue 28, "One sandbox factory": the default is just the tenant with no name, built the same way; each sandbox owns
// its store, indexes and stream slots, and knows its own base path.
const settings = { ...defaultSettings(), logLevel: 'silent' as const, clockStart: 'anchor' as const };
const fixtureState = fixtureSource(settings.seed, settings.fixturesDir);
const shared = sharedServices({
  settings,
  logger: SILENT_LOG,
  schemas: new SchemaRegistry(),
  fixtureState,
  wallTime: () => Date.now(),
});

let main: Sandbox;
let tenant: Sandbox;
beforeAll(async () => {
  main = await createSandbox({ name: null, dbFile: null, fixtureState }, shared);
  tenant = await createSandbox(
    { name: 'acme', dbFile: null, fixtureState, keyForm: tenantKeyForm('acme'), tokenHash: 'ab'.repeat(32) },
    shared,
  );
});
afterAll(() => {
  main.close();
  tenant.close();
});

describe('createSandbox', () => {
  it('knows its base path, console and inbox URLs: the default at /__admin, a tenant under its name', () => {
    expect([main.basePath, main.adminPath('/sales'), main.consoleUrl, main.inboxUrl('shop')]).toEqual([
      '',
      '/__admin/sales',
      '/__admin/ui',
      '/__admin/inbox/shop',
    ]);
    expect([tenant.basePath, tenant.adminPath('/sales'), tenant.consoleUrl, tenant.inboxUrl('shop')]).toEqual([
      '/__admin/tenants/acme',
      '/__admin/tenants/acme/sales',
      '/__admin/tenants/acme/ui',
      '/__admin/tenants/acme/inbox/shop',
    ]);
  });

  it('gives each sandbox its own store, indexes and event stream slots; the process bundle is shared', () => {
    expect(tenant.deps.store).not.toBe(main.deps.store);
    expect(tenant.deps.indexes.sales).not.toBe(main.deps.indexes.sales);
    expect(tenant.deps.indexes.search).not.toBe(main.deps.indexes.search);
    expect(tenant.deps.eventStreams).not.toBe(main.deps.eventStreams);
    expect(tenant.deps.schemas).toBe(main.deps.schemas);
    // One slot taken on the tenant leaves the default's full count free.
    tenant.deps.eventStreams.take(1);
    expect(() => tenant.deps.eventStreams.take(1)).toThrow(expect.objectContaining({ code: 'EVENT_STREAMS_FULL' }));
    expect(() => main.deps.eventStreams.take(1)).not.toThrow();
  });

  it('indexes the fixtures of the default sandbox from the start (no request builds them)', () => {
    const sale = main.deps.store.collections.sales.values()[0];
    expect(main.deps.indexes.sales.bySeller.ids(sale.sellerId)).toContain(sale.id);
  });
});
