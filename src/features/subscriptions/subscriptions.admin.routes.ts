import type { Deps } from '../../http/sandbox-context.js';
import { SUBSCRIPTION_STATUS_VALUES } from '../../generated/schema-enums.js';
import type { SubscriptionCancelInput, SubscriptionRecord } from '../../generated/schema-types.js';
import { adminLimitParam, adminListQuery, oneOf, single } from '../../http/list-query.js';
import { assertMetadataBudget } from '../../http/metadata-budget.js';
import { parseId } from '../../http/params.js';
import { route, ok, created, type Route, type RouteTable } from '../../http/route.js';
import { describeEvent, refusalCodes } from '../../core/lib/state-machine.js';
import { SUBSCRIPTION_ADMIN_CREATE_EXAMPLES, SUBSCRIPTION_CARD_EXAMPLES } from './subscriptions.examples.js';
import {
  SELLER_ACTIONS,
  SUBSCRIPTION_MACHINE,
  SUBSCRIPTION_STATUSES,
  type SellerAction,
} from './subscriptions.machine.js';
import {
  cancelSubscription,
  createSubscription,
  pauseSubscription,
  resumeSubscription,
  setSubscriptionCard,
  subscriptionAdminView,
  subscriptionById,
  subscriptionIds,
} from './subscriptions.service.js';

/** An admin path id: anything but a positive integer names no subscription (404). */
const recordOf = (deps: Pick<Deps, 'store'>, raw: unknown) => subscriptionById(deps, parseId(raw, 'NOT_FOUND'));

interface AdminAction {
  summary: string;
  /** Whether the action reads the cancel body (reason, cancelImmediately), which the pipeline validates. */
  readsCancelBody: boolean;
  /** The same service call as the public route; `body` is the validated cancel body when the action reads one. */
  run: (
    deps: Pick<Deps, 'store' | 'clock'>,
    record: SubscriptionRecord,
    body: SubscriptionCancelInput,
  ) => SubscriptionRecord;
}

/** The seller's actions as the admin API offers them, for any seller's subscription. */
const ADMIN_ACTIONS: Record<SellerAction, AdminAction> = {
  pause: {
    summary: 'Pause any subscription (ACTIVE or TRIALING)',
    readsCancelBody: false,
    run: (deps, record) => pauseSubscription(deps, record),
  },
  resume: {
    summary: 'Resume a PAUSED subscription',
    readsCancelBody: false,
    run: (deps, record) => resumeSubscription(deps, record),
  },
  cancel: {
    summary: 'Cancel any subscription now',
    readsCancelBody: true,
    run: (deps, record, body) => cancelSubscription(deps, record, body),
  },
  cancelAtPeriodEnd: {
    summary: 'Cancel a subscription at the end of its running period',
    readsCancelBody: true,
    run: (deps, record, body) => cancelSubscription(deps, record, { ...body, cancelImmediately: false }),
  },
};

/** POST /__admin/subscriptions/:id/<action>: one row per seller action of the machine (SELLER_ACTIONS). */
function actionRoute(action: SellerAction): Route<SubscriptionCancelInput> {
  const { summary, readsCancelBody, run } = ADMIN_ACTIONS[action];
  return {
    method: 'post',
    path: `/__admin/subscriptions/:id/${action}`,
    operationId: `postAdminSubscriptionsId${action[0].toUpperCase()}${action.slice(1)}`,
    tag: 'Admin',
    summary,
    description: `The seller’s action of the public API, for any seller’s subscription, by the same state table: ${describeEvent(SUBSCRIPTION_MACHINE, SELLER_ACTIONS[action])} (allowedActions of the admin view lists the ones allowed now).`,
    auth: 'admin',
    extension: true,
    ...(readsCancelBody ? { request: { schema: 'subscriptions/cancel.request.schema.json', required: false } } : {}),
    responses: {
      200: {
        schema: 'subscriptions/admin-view.response.schema.json',
        description: 'The subscription after the action',
      },
      400: {
        description: `${refusalCodes(SUBSCRIPTION_MACHINE, SELLER_ACTIONS[action]).join(' or ')}: the table refuses the action in this status`,
      },
      404: { description: 'Unknown subscription' },
    },
    handle({ deps, req, body }) {
      const record = recordOf(deps, req.params.id);
      return ok(subscriptionAdminView(deps, run(deps, record, readsCancelBody ? body : {})));
    },
  };
}

/** The admin side of subscriptions: create one in any status, read them, change the card, act for the seller. */
export const SUBSCRIPTION_ADMIN_ROUTES: RouteTable = [
  route({
    method: 'post',
    path: '/__admin/subscriptions',
    operationId: 'postAdminSubscriptions',
    tag: 'Admin',
    summary: 'Create a subscription in any status',
    description:
      'Creating does not charge: the first charge is at nextBillingDate. The fixtures are made through the same code.',
    auth: 'admin',
    extension: true,
    request: { schema: 'subscriptions/admin-input.schema.json' },
    examples: SUBSCRIPTION_ADMIN_CREATE_EXAMPLES,
    responses: {
      201: {
        schema: 'subscriptions/admin-view.response.schema.json',
        description: 'The subscription, with its seller, card and retry state',
      },
      400: { description: 'Invalid body, unknown seller, or inconsistent dates' },
    },
    handle({ deps, body }) {
      const input = body;
      assertMetadataBudget(deps.settings, input.metadata);
      return created(subscriptionAdminView(deps, createSubscription(deps, input)));
    },
  }),
  {
    method: 'get',
    path: '/__admin/subscriptions',
    operationId: 'getAdminSubscriptions',
    tag: 'Admin',
    summary: 'List subscriptions',
    description: 'By id; every seller unless sellerId is given.',
    auth: 'admin',
    extension: true,
    query: [
      { name: 'sellerId', schema: { type: 'integer', minimum: 1 }, description: 'Only this seller' },
      { name: 'status', schema: { type: 'string', enum: SUBSCRIPTION_STATUS_VALUES }, description: 'Only this status' },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page, from 1' },
      adminLimitParam('Per page', 1000),
    ],
    responses: {
      200: {
        schema: 'subscriptions/admin-list.response.schema.json',
        description: 'The subscriptions and how many matched',
      },
      400: { description: 'A bad sellerId or limit' },
    },
    handle({ deps, req }) {
      const records = deps.store.collections.subscriptions;
      const { sellerId, limit } = adminListQuery(req.query, 1000);
      const status = oneOf(req.query, 'status', SUBSCRIPTION_STATUSES);
      const rawPage = single(req.query, 'page');
      const page = rawPage === null ? 1 : parseId(rawPage, 'VALIDATION_ERROR');
      let ids = sellerId === undefined ? records.values().map((record) => record.id) : subscriptionIds(deps, sellerId);
      if (status) ids = ids.filter((id) => records.get(id)!.status === status);
      const slice = ids.sort((a, b) => a - b).slice((page - 1) * limit, page * limit);
      return ok({
        subscriptions: slice.map((id) => subscriptionAdminView(deps, records.get(id)!)),
        total: ids.length,
        page,
        limit,
      });
    },
  },
  {
    method: 'get',
    path: '/__admin/subscriptions/:id',
    operationId: 'getAdminSubscriptionsId',
    tag: 'Admin',
    summary: 'Read a subscription with its seller, card and retry state',
    auth: 'admin',
    extension: true,
    responses: {
      200: { schema: 'subscriptions/admin-view.response.schema.json', description: 'The subscription' },
      404: { description: 'Unknown subscription' },
    },
    handle({ deps, req }) {
      return ok(subscriptionAdminView(deps, recordOf(deps, req.params.id)));
    },
  },
  route({
    method: 'post',
    path: '/__admin/subscriptions/:id/card',
    operationId: 'postAdminSubscriptionsIdCard',
    tag: 'Admin',
    summary: 'Change the test card on file',
    description:
      'outcome is the status every later charge gives its sale: PAGO, RECUSADO or FALHA. CREDIT_CARD subscriptions only.',
    auth: 'admin',
    extension: true,
    request: { schema: 'subscriptions/card-input.schema.json' },
    examples: SUBSCRIPTION_CARD_EXAMPLES,
    responses: {
      200: {
        schema: 'subscriptions/admin-view.response.schema.json',
        description: 'The subscription with its new card',
      },
      400: { description: 'Invalid body, or a PIX subscription' },
      404: { description: 'Unknown subscription' },
    },
    handle({ deps, req, body }) {
      const record = recordOf(deps, req.params.id);
      return ok(subscriptionAdminView(deps, setSubscriptionCard(deps, record, body)));
    },
  }),
  ...(Object.keys(SELLER_ACTIONS) as SellerAction[]).map(actionRoute),
];
