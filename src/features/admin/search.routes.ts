import { SEARCH_HIT_TYPE_VALUES } from '../../generated/schema-enums.js';
import type { SearchHitType } from '../../generated/schema-types.js';
import { DEFAULT_LIMIT, MAX_LIMIT, invalidField, paging, single, type Query } from '../../http/list-query.js';
import { ok, type RouteTable } from '../../http/route.js';
import { searchIndexed } from './search/search.service.js';

const MAX_QUERY = 200;

function searchQuery(query: Query): { q: string; types: SearchHitType[]; page: number; limit: number } {
  const q = single(query, 'q');
  if (q === null) throw invalidField('q', 'q é obrigatório: um id, e-mail, documento, nome, orderId ou id externo');
  if (q.length > MAX_QUERY) throw invalidField('q', `q tem no máximo ${MAX_QUERY} caracteres`);
  const rawTypes = single(query, 'types');
  const types = rawTypes === null ? [...SEARCH_HIT_TYPE_VALUES] : rawTypes.split(',').map((type) => type.trim());
  const unknown = types.filter((type) => !(SEARCH_HIT_TYPE_VALUES as readonly string[]).includes(type));
  if (unknown.length || !types.length)
    throw invalidField('types', `types deve listar ${SEARCH_HIT_TYPE_VALUES.join(', ')}`);
  return { q, types: types as SearchHitType[], ...paging(query) };
}

/** One search box over the sandbox: GET /__admin/search?q=. */
export const SEARCH_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/search',
    operationId: 'getAdminSearch',
    tag: 'Admin',
    summary: 'Find sales, cashouts, subscriptions and sellers by id, e-mail, document, name, orderId or external id',
    description:
      'One text, every kind of record: an id (517), an e-mail (whole, or its start from 3 characters), a CPF or CNPJ with or without punctuation, a customer or seller name (the start of each word, from 3 characters; case and accents ignored: "joao sil" finds "João da Silva"), ' +
      "a sale's or subscription's `metadata.orderId`, a sale's `externalTransactionId` or item id, a cashout's PIX key or provider `externalId`. " +
      'Each hit has its type, id, a one-line label and `matched`: the fields the text matched and how (id, exact, prefix). Best first, newest first within each; `total` counts every hit; `page` and `limit` as every list (default 1 and 20, limit at most 100). ' +
      'Sales, cashouts and subscriptions are found through key indexes built at the first search (docs/performance.md: 100,000 sales).',
    auth: 'admin',
    query: [
      {
        name: 'q',
        required: true,
        schema: { type: 'string', maxLength: MAX_QUERY, examples: ['maria'] },
        description: 'The text',
      },
      {
        name: 'types',
        schema: { type: 'string' },
        description: `Comma-separated, of: ${SEARCH_HIT_TYPE_VALUES.join(', ')} (default all)`,
      },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'The page of hits' },
      {
        name: 'limit',
        schema: { type: 'integer', minimum: 1, default: DEFAULT_LIMIT },
        description: `Hits per page; above ${MAX_LIMIT} it is clamped to ${MAX_LIMIT}`,
      },
    ],
    examples: [
      {
        name: 'name',
        summary: 'Customers and sellers whose name has a word starting with "maria"',
        query: { q: 'maria' },
        status: 200,
      },
      { name: 'id', summary: 'Whatever has id 1000 (a seller, a sale...)', query: { q: '1000' }, status: 200 },
      {
        name: 'document',
        summary: 'A CPF with its punctuation',
        query: { q: '529.982.247-25', types: 'sale,subscription,cashout' },
        status: 200,
      },
      {
        name: 'no-text',
        summary: 'No q',
        status: 400,
        response: {
          error: 'VALIDATION_ERROR',
          message: 'q é obrigatório: um id, e-mail, documento, nome, orderId ou id externo',
          details: ['q'],
        },
      },
    ],
    responses: {
      200: { schema: 'admin/search.response.schema.json', description: 'The hits, best first' },
      400: { description: 'No q, an unknown type or a bad limit' },
    },
    async handleAsync({ deps, req }) {
      const { q, types, page, limit } = searchQuery(req.query);
      return ok(await searchIndexed(deps, q, { types, page, limit }));
    },
  },
];
