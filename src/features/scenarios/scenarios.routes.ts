import type { Request } from 'express';
import type { ScenarioApplied, ScenarioApplyInput } from '../../generated/schema-types.js';
import { created, ok, route, type RouteTable } from '../../http/route.js';
import { exportScenario } from './scenario-export.js';
import { namedScenario, namedScenarios } from './scenario-files.js';
import { withOverrides } from './scenario-overrides.js';
import { applyScenario, type ScenarioDeps } from './scenario.service.js';

/** POST /__admin/scenarios/apply's work: the scenario named or given, with its overrides, applied whole. */
export function applyScenarioInput(deps: ScenarioDeps, input: ScenarioApplyInput, origin: string): ScenarioApplied {
  const scenario = input.name !== undefined ? namedScenario(input.name) : input.scenario;
  return applyScenario(deps, withOverrides(scenario, input.set), origin);
}

/** The address a request came through, which the sandbox's own inbox URLs start with. */
export const originOf = (req: Request): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** Scenarios as files (docs/scenarios.md): a world declared by name, applied whole or refused whole, and exported. */
export const SCENARIO_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/scenarios',
    operationId: 'getAdminScenarios',
    tag: 'Admin',
    summary: 'List the scenarios shipped with the sandbox',
    auth: 'admin',
    responses: { 200: { schema: 'scenarios/scenarios.response.schema.json', description: 'The named scenarios' } },
    handle: () => ok({ scenarios: namedScenarios() }),
  },
  route({
    method: 'post',
    path: '/__admin/scenarios/apply',
    operationId: 'postAdminScenariosApply',
    tag: 'Admin',
    summary: 'Apply a scenario: a world declared in one file',
    description:
      'Makes the sellers, sales, cashouts and subscriptions a scenario declares (schemas/scenarios/scenario.schema.json), in that order, through the same services and state machines as the admin API (ledger, postbacks and webhooks follow), puts the clock where it says, then arms its faults and sets its inbox modes. `name` is a shipped scenario (GET /__admin/scenarios), `scenario` one given whole; `set` overrides values by dotted path (`sales.big.amount`). ' +
      'Refused whole, naming the entry, and changing nothing: a schema error, a newer `version`, a dangling `@seller`, a status the machine cannot reach (400), a service’s refusal (its own code), the record cap (409 RECORD_LIMIT). The same file on the same sandbox gives the same ids.',
    auth: 'admin',
    request: { schema: 'scenarios/scenario-apply.request.schema.json', required: true },
    examples: [
      {
        name: 'whole',
        summary: 'A seller (with fixed keys, for stable fixtures), a paid PIX sale and a charged-back card sale',
        body: {
          scenario: {
            version: 2,
            sellers: {
              shop: {
                legalName: 'Loja Cenario LTDA',
                credentials: {
                  publicKey: 'pk_test_scenarioExampleShop0001',
                  privateKey: 'sk_test_scenarioExampleShopSecret0001',
                  webhookSecret: 'whsec_scenarioExampleShop0001',
                },
              },
            },
            sales: {
              paid: { seller: '@shop', paymentMethod: 'PIX', amount: 15000, status: 'PAGO' },
              disputed: { seller: '@shop', paymentMethod: 'CREDIT_CARD', amount: 30000, status: 'CHARGEBACK' },
            },
          },
          set: { 'sales.paid.amount': 20000 },
        },
        status: 201,
      },
      {
        name: 'dangling',
        summary: 'A sale of a seller the scenario does not declare',
        body: { scenario: { version: 1, sales: { a: { seller: '@nobody', paymentMethod: 'PIX', amount: 1000 } } } },
        status: 400,
        response: {
          error: 'VALIDATION_ERROR',
          message: 'sales.a.seller: @nobody não é um vendedor do cenário',
          details: ['sales.a.seller'],
        },
      },
    ],
    responses: {
      201: { schema: 'scenarios/scenario-applied.response.schema.json', description: 'The id each entry got' },
      400: { description: 'The scenario does not validate: the entry is named' },
      404: { description: 'No shipped scenario of that name' },
      409: { description: 'RECORD_LIMIT: the scenario would pass SANDBOX_TENANT_MAX_RECORDS' },
      422: {
        description: 'A service refused an entry (INSUFFICIENT_BALANCE, AMOUNT_BELOW_MINIMUM…): the entry is named',
      },
    },
    // Its own unit of work, then the faults and inboxes (beside the store), only once that has committed.
    // A refusal thrown here rejects the promise, so the pipeline answers it.
    handleAsync: ({ deps, req, body }) =>
      new Promise((resolve) => resolve(created(applyScenarioInput(deps, body, originOf(req))))),
  }),
  {
    method: 'get',
    path: '/__admin/scenarios/export',
    operationId: 'getAdminScenariosExport',
    tag: 'Admin',
    summary: 'The sandbox as a scenario',
    description:
      'What POST /__admin/scenarios/apply on an empty sandbox makes again (docs/scenarios.md says what a scenario leaves out: keys, secrets, deliveries, the journal).',
    auth: 'admin',
    responses: { 200: { schema: 'scenarios/scenario.schema.json', description: 'The scenario' } },
    handle: ({ deps }) => ok(exportScenario(deps)),
  },
];
