import { SUBSCRIPTION_STATUS_VALUES } from '../../generated/schema-enums.js';
import { readerOf, sellerOf } from '../../http/auth.js';
import { parseId } from '../../http/params.js';
import { route, ok, type RouteTable } from '../../http/route.js';
import { describeEvent, statesWith } from '../../core/lib/state-machine.js';
import {
  SUBSCRIPTION_CANCEL_EXAMPLES,
  SUBSCRIPTION_LIST_EXAMPLES,
  SUBSCRIPTION_PAUSE_EXAMPLES,
  SUBSCRIPTION_READ_EXAMPLES,
  SUBSCRIPTION_RESUME_EXAMPLES,
} from './subscriptions.examples.js';
import { SUBSCRIPTION_MACHINE } from './subscriptions.machine.js';
import { presentCancelled, presentPaused, presentResumed } from './subscriptions.present.js';
import { parseListQuery } from './subscriptions.query.js';
import {
  cancelSubscription,
  listSubscriptions,
  pauseSubscription,
  resumeSubscription,
  subscriptionDetail,
  subscriptionMetrics,
  subscriptionOfSeller,
} from './subscriptions.service.js';

const BAD_ID = 'INVALID_ID: the path id is not a positive integer.';

const ONE_SUBSCRIPTION_ERRORS = {
  403: { description: 'FORBIDDEN: the subscription belongs to another seller (or the keys have no seller account).' },
  404: { description: 'NOT_FOUND: no subscription with this id.' },
};

/** A path id that is not a positive integer is 400 INVALID_ID, as for transactions and cashouts. */
const idOf = (raw: unknown) => parseId(raw);

/**
 * The seller's side of subscriptions. Reads are `reader` routes: a blocked seller may still
 * read its subscriptions; the actions need an active account (the default).
 */
export const SUBSCRIPTION_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/api/subscriptions',
    operationId: 'getApiSubscriptions',
    tag: 'Subscriptions',
    summary: 'List subscriptions',
    description:
      'Newest first (createdAt, then id, descending). amount is integer cents. An empty parameter counts as absent; a repeated one is a 400.',
    auth: 'keys',
    account: 'reader',
    examples: SUBSCRIPTION_LIST_EXAMPLES,
    query: [
      {
        name: 'status',
        schema: { type: 'string', enum: SUBSCRIPTION_STATUS_VALUES },
        description: 'Only this status; any other value is 400 VALIDATION_ERROR',
      },
      {
        name: 'search',
        schema: { type: 'string' },
        description: 'Text found in the customer e-mail or name, ignoring case and accents',
      },
      { name: 'q', schema: { type: 'string' }, description: 'Same as search (search wins when both are sent)' },
      {
        name: 'startDate',
        schema: { type: 'string', format: 'date' },
        description: 'YYYY-MM-DD in Brasília time (UTC−3): created on or after the start of this day (03:00 UTC)',
      },
      {
        name: 'endDate',
        schema: { type: 'string', format: 'date' },
        description: 'YYYY-MM-DD in Brasília time: created on or before the end of this day; before startDate is a 400',
      },
      {
        name: 'page',
        schema: { type: 'integer', minimum: 1, default: 1 },
        description: 'Page number; past the last page the list is empty',
      },
      {
        name: 'limit',
        schema: { type: 'integer', minimum: 1, default: 20 },
        description: 'Page size; above 100 it is clamped to 100 (pagination.limit says so)',
      },
    ],
    responses: {
      200: { schema: 'subscriptions/list.response.schema.json', description: 'One page and the pagination' },
      400: { description: 'VALIDATION_ERROR: a malformed filter' },
      403: { description: 'FORBIDDEN: the keys have no seller account' },
    },
    handle({ deps, req, res }) {
      const query = parseListQuery(req.query);
      return ok({ success: true, data: listSubscriptions(deps, readerOf(res).id, query) });
    },
  },
  // Before /:id, so "metrics" is never read as an id.
  {
    method: 'get',
    path: '/api/subscriptions/metrics',
    operationId: 'getApiSubscriptionsMetrics',
    tag: 'Subscriptions',
    summary: 'Subscription metrics',
    description:
      'total: every subscription; active: ACTIVE + TRIALING; mrr (reais): Σ over ACTIVE of amount × charges a year ÷ 12; arr: 12 × mrr; churnRate: cancelled ÷ total × 100, two decimals.',
    auth: 'keys',
    account: 'reader',
    responses: {
      200: { schema: 'subscriptions/metrics.response.schema.json', description: 'The metrics of the seller' },
      403: { description: 'FORBIDDEN: the keys have no seller account' },
    },
    handle({ deps, res }) {
      return ok({ success: true, data: subscriptionMetrics(deps, readerOf(res).id) });
    },
  },
  {
    method: 'get',
    path: '/api/subscriptions/:id',
    operationId: 'getApiSubscriptionsId',
    tag: 'Subscriptions',
    summary: 'Read a subscription',
    auth: 'keys',
    account: 'reader',
    examples: SUBSCRIPTION_READ_EXAMPLES,
    responses: {
      200: { schema: 'subscriptions/detail.response.schema.json', description: 'The subscription' },
      400: { description: BAD_ID },
      ...ONE_SUBSCRIPTION_ERRORS,
    },
    handle({ deps, req, res }) {
      const record = subscriptionOfSeller(deps, readerOf(res).id, idOf(req.params.id));
      return ok({ success: true, data: subscriptionDetail(deps, record) });
    },
  },
  {
    method: 'post',
    path: '/api/subscriptions/:id/pause',
    operationId: 'postApiSubscriptionsIdPause',
    tag: 'Subscriptions',
    summary: 'Pause a subscription',
    description: `${describeEvent(SUBSCRIPTION_MACHINE, 'pause')}. Nothing is charged while paused.`,
    auth: 'keys',
    examples: SUBSCRIPTION_PAUSE_EXAMPLES,
    responses: {
      200: { schema: 'subscriptions/pause.response.schema.json', description: 'Paused' },
      400: {
        description: `ALREADY_PAUSED, or INVALID_STATUS for any state but ${statesWith(SUBSCRIPTION_MACHINE, 'pause').join(' and ')}. ${BAD_ID}`,
      },
      ...ONE_SUBSCRIPTION_ERRORS,
    },
    handle({ deps, req, res }) {
      const record = subscriptionOfSeller(deps, sellerOf(res).id, idOf(req.params.id));
      return ok(presentPaused(pauseSubscription(deps, record)));
    },
  },
  {
    method: 'post',
    path: '/api/subscriptions/:id/resume',
    operationId: 'postApiSubscriptionsIdResume',
    tag: 'Subscriptions',
    summary: 'Resume a paused subscription',
    description: `${describeEvent(SUBSCRIPTION_MACHINE, 'resume')}; nextBillingDate becomes one billing cycle after the resume instant.`,
    auth: 'keys',
    examples: SUBSCRIPTION_RESUME_EXAMPLES,
    responses: {
      200: { schema: 'subscriptions/resume.response.schema.json', description: 'Active again' },
      400: { description: `INVALID_STATUS: not ${statesWith(SUBSCRIPTION_MACHINE, 'resume').join(' or ')}. ${BAD_ID}` },
      ...ONE_SUBSCRIPTION_ERRORS,
    },
    handle({ deps, req, res }) {
      const record = subscriptionOfSeller(deps, sellerOf(res).id, idOf(req.params.id));
      return ok(presentResumed(resumeSubscription(deps, record)));
    },
  },
  route({
    method: 'post',
    path: '/api/subscriptions/:id/cancel',
    operationId: 'postApiSubscriptionsIdCancel',
    tag: 'Subscriptions',
    summary: 'Cancel a subscription',
    description:
      'cancelImmediately true (default): CANCELLED now, for any state but CANCELLED. false: an ACTIVE subscription keeps its status until nextBillingDate and a TRIALING one until trialEndsAt (cancelAtPeriodEnd true, cancelAt that instant, cancelledAt null); nothing is charged then. Other states have no running period and cancel now.',
    auth: 'keys',
    request: { schema: 'subscriptions/cancel.request.schema.json', required: false },
    examples: SUBSCRIPTION_CANCEL_EXAMPLES,
    responses: {
      200: {
        schema: 'subscriptions/cancel.response.schema.json',
        description: 'Cancelled, or the cancellation scheduled',
      },
      400: { description: `ALREADY_CANCELLED, or VALIDATION_ERROR for a body of the wrong types. ${BAD_ID}` },
      ...ONE_SUBSCRIPTION_ERRORS,
    },
    handle({ deps, req, res, body }) {
      const record = subscriptionOfSeller(deps, sellerOf(res).id, idOf(req.params.id));
      return ok(presentCancelled(cancelSubscription(deps, record, body)));
    },
  }),
];
