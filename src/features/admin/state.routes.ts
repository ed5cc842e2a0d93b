import type { StateRestored } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { ok, type RouteTable } from '../../http/route.js';
import { streamState } from './state-export.js';
import { replaceState, resetState } from './state.service.js';

const OK = 'admin/ok.response.schema.json';

/** GET /__admin/state?secrets=: webhook secrets redacted (the default) or as they are. */
const SECRETS_CHOICES = ['redacted', 'include'];

/** The whole sandbox state: back to the fixtures, snapshot, restore. */
export const STATE_ROUTES: RouteTable = [
  {
    method: 'post',
    path: '/__admin/reset',
    operationId: 'postAdminReset',
    tag: 'Admin',
    summary: 'Go back to the fixture state',
    auth: 'admin',
    responses: { 200: { schema: OK, description: 'State reset' } },
    async handleAsync({ deps }) {
      // Answered once the swap is committed: the pipeline sends what this returns.
      await resetState(deps, () => {});
      return ok({ ok: true, message: 'Estado restaurado para as fixtures' });
    },
  },
  {
    method: 'get',
    path: '/__admin/state',
    operationId: 'getAdminState',
    tag: 'Admin',
    summary: 'Snapshot the whole state',
    description:
      'Records keyed by id, per collection, plus meta (sequences, clock). Private keys appear only as hashes. Webhook secrets are redacted unless `secrets=include`: ' +
      'a restore keeps the secret of a user the current state has, and refuses a redacted one of a user it does not (it could not sign that user’s postbacks as before).',
    auth: 'admin',
    query: [
      {
        name: 'secrets',
        schema: { type: 'string', enum: SECRETS_CHOICES, default: 'redacted' },
        description:
          '`include`: webhook secrets as they are, so a restore after a reset signs postbacks as before (keep such a file private)',
      },
    ],
    responses: {
      200: { schema: 'admin/state.response.schema.json', description: 'The state' },
      400: { description: '`secrets` other than `redacted` or `include`' },
    },
    handle({ deps, req }) {
      const choice = req.query.secrets ?? 'redacted';
      if (!SECRETS_CHOICES.includes(choice as string)) throw new AppError('VALIDATION_ERROR', { fields: ['secrets'] });
      return { raw: (res) => streamState(deps, res, choice === 'include') };
    },
  },
  {
    method: 'put',
    path: '/__admin/state',
    operationId: 'putAdminState',
    tag: 'Admin',
    summary: 'Restore a snapshot',
    description:
      'Every record is validated against its schema first; an invalid state changes nothing. A state of an earlier `meta.schemaVersion` (a snapshot saved by an earlier release) is migrated to the current one first, step by step, and the answer says so (`migratedFrom`, `migrations`); a state of a newer version is 400 STATE_VERSION_UNSUPPORTED, naming both versions. ' +
      'Its clock is checked too: one outside 1970-01-01T00:00:00Z … 9999-12-31T23:59:59Z (9899-12-31T23:59:59Z for a running clock) is refused naming `meta.clock.offsetMs` (or `meta.clock.frozenAtMs`). ' +
      'A redacted webhook secret keeps the one its user has now; one of a user the current state does not have is refused naming `users.<id>.webhookSecret` (export with `secrets=include`, or put the secret there).',
    auth: 'admin',
    request: { schema: 'admin/state.response.schema.json', required: true },
    // A whole state is as large as the data (fixtures alone pass 100 KiB), bounded after decompression
    // (SANDBOX_STATE_BODY_LIMIT_BYTES, SANDBOX_STATE_BODY_INFLATE_RATIO) and parsed in slices
    // (src/http/large-body.ts). Its depth and its records are checked record by record, in slices too, so a large
    // restore never holds the server.
    body: { limitBytes: (settings) => settings.stateBodyLimitBytes, maxDepth: null, validatedBy: 'handler' },
    examples: [
      {
        name: 'not-a-state',
        summary: 'A body that is not a whole state',
        body: { sales: [] },
        status: 400,
        response: {
          error: 'VALIDATION_ERROR',
          message: 'Estado inválido: nada foi alterado',
          details: ['meta', 'users', 'sellers', 'ledger', 'deliveries', 'cashouts', 'sales', 'subscriptions'],
        },
      },
    ],
    responses: {
      200: {
        schema: 'admin/state-restore.response.schema.json',
        description: 'State replaced (migrated first when it was of an earlier schema version)',
      },
      400: { description: 'Invalid state (the problems are listed in details), or one of a newer schema version' },
      413: {
        description:
          'A body larger than SANDBOX_STATE_BODY_LIMIT_BYTES after decompression, one that inflates more than SANDBOX_STATE_BODY_INFLATE_RATIO times, or (a tenant’s) a state of more records than SANDBOX_TENANT_MAX_RECORDS: the message names the limit, nothing changed',
      },
    },
    async handleAsync({ deps, req }) {
      let restored: StateRestored | undefined;
      await replaceState(deps, req.body, ({ from, to, applied }) => {
        const migrated = applied.length > 0;
        restored = {
          ok: true,
          message: migrated
            ? `Estado substituído (migrado da versão de esquema ${from} para a ${to})`
            : 'Estado substituído',
          schemaVersion: to,
          migratedFrom: migrated ? from : null,
          migrations: applied,
        };
      });
      // Sent once the swap is committed (replaceState resolves after it).
      return ok(restored);
    },
  },
];
