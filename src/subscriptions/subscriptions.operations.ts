import { SUBSCRIPTION_STATUS_VALUES } from '../generated/schema-enums.js';
import type { OperationDoc } from '../openapi/operation.js';
import {
  SUBSCRIPTION_ADMIN_CREATE_EXAMPLES,
  SUBSCRIPTION_CANCEL_EXAMPLES,
  SUBSCRIPTION_CARD_EXAMPLES,
  SUBSCRIPTION_LIST_EXAMPLES,
  SUBSCRIPTION_PAUSE_EXAMPLES,
  SUBSCRIPTION_READ_EXAMPLES,
  SUBSCRIPTION_RESUME_EXAMPLES,
} from './subscriptions.examples.js';

const BAD_ID = 'INVALID_ID: the path id is not a positive integer.';
import { SELLER_ACTIONS, SUBSCRIPTION_MACHINE, type SellerAction } from './subscriptions.machine.js';
import { describeEvent, refusalCodes, statesWith } from '../lib/state-machine.js';

const ACTION_SUMMARIES: Record<SellerAction, string> = {
  pause: 'Pause any subscription (ACTIVE or TRIALING)',
  resume: 'Resume a PAUSED subscription',
  cancel: 'Cancel any subscription now',
  cancelAtPeriodEnd: 'Cancel a subscription at the end of its running period',
};

const ONE_SUBSCRIPTION_ERRORS = {
  403: { description: 'FORBIDDEN: the subscription belongs to another seller (or the keys have no seller account).' },
  404: { description: 'NOT_FOUND: no subscription with this id.' },
};

export const SUBSCRIPTION_OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/api/subscriptions',
    tag: 'Subscriptions',
    summary: 'List subscriptions',
    description: 'Newest first (createdAt, then id, descending). amount is integer cents. An empty parameter counts as absent; a repeated one is a 400.',
    auth: 'keys',
    examples: SUBSCRIPTION_LIST_EXAMPLES,
    query: [
      { name: 'status', schema: { type: 'string', enum: SUBSCRIPTION_STATUS_VALUES }, description: 'Only this status; any other value is 400 VALIDATION_ERROR' },
      { name: 'search', schema: { type: 'string' }, description: 'Text found in the customer e-mail or name, ignoring case and accents' },
      { name: 'q', schema: { type: 'string' }, description: 'Same as search (search wins when both are sent)' },
      { name: 'startDate', schema: { type: 'string', format: 'date' }, description: 'YYYY-MM-DD in Brasília time (UTC−3): created on or after the start of this day (03:00 UTC)' },
      { name: 'endDate', schema: { type: 'string', format: 'date' }, description: 'YYYY-MM-DD in Brasília time: created on or before the end of this day; before startDate is a 400' },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page number; past the last page the list is empty' },
      { name: 'limit', schema: { type: 'integer', minimum: 1, default: 20 }, description: 'Page size; above 100 it is clamped to 100 (pagination.limit says so)' },
    ],
    responses: {
      200: { schema: 'subscriptions/list.response.schema.json', description: 'One page and the pagination' },
      400: { description: 'VALIDATION_ERROR: a malformed filter' },
      403: { description: 'FORBIDDEN: the keys have no seller account' },
    },
  },
  {
    method: 'get',
    path: '/api/subscriptions/metrics',
    tag: 'Subscriptions',
    summary: 'Subscription metrics',
    description: 'total: every subscription; active: ACTIVE + TRIALING; mrr (reais): Σ over ACTIVE of amount × charges a year ÷ 12; arr: 12 × mrr; churnRate: cancelled ÷ total × 100, two decimals.',
    auth: 'keys',
    responses: {
      200: { schema: 'subscriptions/metrics.response.schema.json', description: 'The metrics of the seller' },
      403: { description: 'FORBIDDEN: the keys have no seller account' },
    },
  },
  {
    method: 'get',
    path: '/api/subscriptions/:id',
    tag: 'Subscriptions',
    summary: 'Read a subscription',
    auth: 'keys',
    examples: SUBSCRIPTION_READ_EXAMPLES,
    responses: { 200: { schema: 'subscriptions/detail.response.schema.json', description: 'The subscription' }, 400: { description: BAD_ID }, ...ONE_SUBSCRIPTION_ERRORS },
  },
  {
    method: 'post',
    path: '/api/subscriptions/:id/pause',
    tag: 'Subscriptions',
    summary: 'Pause a subscription',
    description: `${describeEvent(SUBSCRIPTION_MACHINE, 'pause')}. Nothing is charged while paused.`,
    auth: 'keys',
    examples: SUBSCRIPTION_PAUSE_EXAMPLES,
    responses: {
      200: { schema: 'subscriptions/pause.response.schema.json', description: 'Paused' },
      400: { description: `ALREADY_PAUSED, or INVALID_STATUS for any state but ${statesWith(SUBSCRIPTION_MACHINE, 'pause').join(' and ')}. ${BAD_ID}` },
      ...ONE_SUBSCRIPTION_ERRORS,
    },
  },
  {
    method: 'post',
    path: '/api/subscriptions/:id/resume',
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
  },
  {
    method: 'post',
    path: '/api/subscriptions/:id/cancel',
    tag: 'Subscriptions',
    summary: 'Cancel a subscription',
    description:
      'cancelImmediately true (default): CANCELLED now, for any state but CANCELLED. false: an ACTIVE subscription keeps its status until nextBillingDate and a TRIALING one until trialEndsAt (cancelAtPeriodEnd true, cancelAt that instant, cancelledAt null); nothing is charged then. Other states have no running period and cancel now.',
    auth: 'keys',
    request: { schema: 'subscriptions/cancel.request.schema.json', required: false },
    examples: SUBSCRIPTION_CANCEL_EXAMPLES,
    responses: {
      200: { schema: 'subscriptions/cancel.response.schema.json', description: 'Cancelled, or the cancellation scheduled' },
      400: { description: `ALREADY_CANCELLED, or VALIDATION_ERROR for a body of the wrong types. ${BAD_ID}` },
      ...ONE_SUBSCRIPTION_ERRORS,
    },
  },
];

export const SUBSCRIPTION_ADMIN_OPERATIONS: OperationDoc[] = [
  {
    method: 'post',
    path: '/__admin/subscriptions',
    tag: 'Admin',
    summary: 'Create a subscription in any status',
    description: 'Creating does not charge: the first charge is at nextBillingDate. The fixtures are made through the same code.',
    auth: 'admin',
    extension: true,
    request: { schema: 'subscriptions/admin-input.schema.json' },
    examples: SUBSCRIPTION_ADMIN_CREATE_EXAMPLES,
    responses: {
      201: { schema: 'subscriptions/admin-view.response.schema.json', description: 'The subscription, with its seller, card and retry state' },
      400: { description: 'Invalid body, unknown seller, or inconsistent dates' },
    },
  },
  {
    method: 'get',
    path: '/__admin/subscriptions',
    tag: 'Admin',
    summary: 'List subscriptions',
    description: 'By id; every seller unless sellerId is given.',
    auth: 'admin',
    extension: true,
    query: [
      { name: 'sellerId', schema: { type: 'integer', minimum: 1 }, description: 'Only this seller' },
      { name: 'status', schema: { type: 'string', enum: SUBSCRIPTION_STATUS_VALUES }, description: 'Only this status' },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page, from 1' },
      { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'Per page (default and maximum 1000)' },
    ],
    responses: {
      200: { schema: 'subscriptions/admin-list.response.schema.json', description: 'The subscriptions and how many matched' },
      400: { description: 'A bad sellerId or limit' },
    },
  },
  {
    method: 'get',
    path: '/__admin/subscriptions/:id',
    tag: 'Admin',
    summary: 'Read a subscription with its seller, card and retry state',
    auth: 'admin',
    extension: true,
    responses: { 200: { schema: 'subscriptions/admin-view.response.schema.json', description: 'The subscription' }, 404: { description: 'Unknown subscription' } },
  },
  {
    method: 'post',
    path: '/__admin/subscriptions/:id/card',
    tag: 'Admin',
    summary: 'Change the test card on file',
    description: 'outcome is the status every later charge gives its sale: PAGO, RECUSADO or FALHA. CREDIT_CARD subscriptions only.',
    auth: 'admin',
    extension: true,
    request: { schema: 'subscriptions/card-input.schema.json' },
    examples: SUBSCRIPTION_CARD_EXAMPLES,
    responses: {
      200: { schema: 'subscriptions/admin-view.response.schema.json', description: 'The subscription with its new card' },
      400: { description: 'Invalid body, or a PIX subscription' },
      404: { description: 'Unknown subscription' },
    },
  },
  ...(Object.keys(SELLER_ACTIONS) as SellerAction[]).map(
    (action): OperationDoc => ({
      method: 'post',
      path: `/__admin/subscriptions/:id/${action}`,
      tag: 'Admin',
      summary: ACTION_SUMMARIES[action],
      description: `The seller’s action of the public API, for any seller’s subscription, by the same state table: ${describeEvent(SUBSCRIPTION_MACHINE, SELLER_ACTIONS[action])} (allowedActions of the admin view lists the ones allowed now).`,
      auth: 'admin',
      extension: true,
      ...(action.startsWith('cancel') ? { request: { schema: 'subscriptions/cancel.request.schema.json', required: false } } : {}),
      responses: {
        200: { schema: 'subscriptions/admin-view.response.schema.json', description: 'The subscription after the action' },
        400: { description: `${refusalCodes(SUBSCRIPTION_MACHINE, SELLER_ACTIONS[action]).join(' or ')}: the table refuses the action in this status` },
        404: { description: 'Unknown subscription' },
      },
    }),
  ),
];
