import { ApiError } from './api';

/** An API error as one line: the message, and the fields the server named. */
export function problems(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.body as { details?: string[] } | null)?.details;
    return details?.length ? `${error.message}: ${details.join(', ')}` : error.message;
  }
  return (error as Error).message;
}
