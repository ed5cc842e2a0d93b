import type { RequestLogFilter } from '../../http/request-log.js';
import { adminListQuery, invalidField, oneOf, single, type Query } from '../../http/list-query.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const STATUS = /^([1-5])(?:\d\d|xx)$/;

/**
 * GET /__admin/requests: sellerId, method, path (any part of it), status (404, or a class:
 * 4xx), hideAdmin=true (leave out /__admin calls) and limit, refused when malformed like every
 * admin list's.
 */
export function parseRequestQuery(query: Query, capacity: number): { limit: number; filter: RequestLogFilter } {
  const { sellerId, limit } = adminListQuery(query, Math.max(1, capacity));
  const filter: RequestLogFilter = { sellerId };
  const method = oneOf(query, 'method', METHODS);
  if (method) filter.method = method;
  const path = single(query, 'path');
  if (path !== null) filter.path = path;
  const status = single(query, 'status');
  if (status !== null) {
    const match = STATUS.exec(status.toLowerCase());
    if (!match) throw invalidField('status', 'status deve ser um código HTTP (404) ou uma classe (4xx)');
    filter.status = status.toLowerCase().endsWith('xx') ? Number(match[1]) * 100 : Number(status);
    filter.statusClass = status.toLowerCase().endsWith('xx');
  }
  const hideAdmin = oneOf(query, 'hideAdmin', ['true', 'false']);
  if (hideAdmin === 'true') filter.hideAdmin = true;
  return { limit, filter };
}
