// No imports: test/console/vocabulary.test.ts reads this file under the server's TypeScript settings too.

/**
 * The jobs the sandbox clock runs (DUE_JOBS of src/sandbox/jobs.ts, by name). Keyed by string because a job name is not
 * a schema enum: test/console/vocabulary.test.ts checks every job has a row, and no row names a job that is gone.
 */
export const JOB_LABELS: Record<string, string> = {
  'cashout.autoProgress': 'saques que avançam sozinhos',
  'sales.expiry': 'Vendas que expiraram',
  'sales.autoSteps': 'vendas de teste que avançam sozinhas',
  'subscriptions.billing': 'cobranças de assinaturas',
  'webhooks.deliveries': 'entregas de webhook e postback',
};
