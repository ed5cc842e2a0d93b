import type { paths } from '../../generated/openapi-paths.js';

/**
 * Types read off the generated `paths` (src/generated/openapi-paths.ts): what an operation
 * answers on success and on error. The clients' signatures are written with these, so a
 * schema change reaches them through `npm run gen:types` and nothing else.
 */
/** A fetch of your own (a proxy, a test double): it receives a Request. */
export type FetchLike = (input: Request) => Promise<Response>;

export type Path = keyof paths;
export type MethodOf<P extends Path> = {
  [M in keyof paths[P]]-?: paths[P][M] extends { responses: unknown } ? M : never;
}[keyof paths[P]];
type Responses<P extends Path, M extends MethodOf<P>> = paths[P][M] extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer T } }
  ? T
  : R extends { content: { [media: string]: infer T } }
    ? T
    : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of a 2xx answer. */
export type SuccessBody<P extends Path, M extends MethodOf<P>> = {
  [S in keyof Responses<P, M>]: S extends SuccessStatus ? JsonOf<Responses<P, M>[S]> : never;
}[keyof Responses<P, M>];

/** The body of any error answer the operation documents (the endpoint group's error body). */
export type ErrorBody<P extends Path, M extends MethodOf<P>> = {
  [S in keyof Responses<P, M>]: S extends SuccessStatus ? never : JsonOf<Responses<P, M>[S]>;
}[keyof Responses<P, M>];

/** The request body. */
export type RequestBody<P extends Path, M extends MethodOf<P>> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer T } };
}
  ? T
  : never;

/** The query parameters. */
export type QueryOf<P extends Path, M extends MethodOf<P>> = paths[P][M] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;

/**
 * What a call of the gateway client answers, as openapi-fetch does: `data` on success,
 * `error` (the group's error body) otherwise, and the raw `response` either way.
 */
export type ApiResult<T, E> =
  { data: T; error?: undefined; response: Response } | { data?: undefined; error: E; response: Response };

/** The result of one operation. */
export type OperationResult<P extends Path, M extends MethodOf<P>> = Promise<
  ApiResult<SuccessBody<P, M>, ErrorBody<P, M>>
>;
