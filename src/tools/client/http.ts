import createClient from 'openapi-fetch';
import type { paths } from '../../generated/openapi-paths.js';
import type { FetchLike } from './api-types.js';
import { replayingFetch } from './replay.js';

/**
 * The one openapi-fetch client both typed clients are built on. openapi-fetch is bundled
 * into the package's client and testing builds, so it is not a dependency of installs.
 */
export function openApiClient(baseUrl: string, headers: Record<string, string>, fetchImpl?: FetchLike) {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers,
    // A fetch of the caller's own is used as given; the default sends a safe request once more when a reused
    // connection was lost under it (./replay.ts).
    fetch: fetchImpl ?? replayingFetch(),
  });
}

export type OpenApiClient = ReturnType<typeof openApiClient>;
