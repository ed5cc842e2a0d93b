import type { FaultInput, Fault } from '../generated/schema-types.js';
import { adminVerb, idArg } from './command.js';
import { fields, table } from './output.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'] as const;

const faultRows = (faults: Fault[]) =>
  table<Fault & { kind?: string }>(faults, [
    ['ID', (fault) => fault.id],
    ['METHOD', (fault) => fault.method],
    ['PATH', (fault) => fault.path],
    // A status or delay fault says what it answers; a wire fault, what it does to the connection.
    [
      'ANSWER',
      (fault) =>
        fault.kind && fault.kind !== 'status' && fault.kind !== 'delay'
          ? fault.kind
          : fault.status !== null
            ? `${fault.status}${fault.code ? ` ${fault.code}` : ''}`
            : (fault.code ?? 'delay only'),
    ],
    ['DELAY', (fault) => (fault.delayMs ? `${fault.delayMs} ms` : '-')],
    ['LEFT', (fault) => fault.remaining ?? 'until cleared'],
    ['HITS', (fault) => fault.hits],
  ]);

export const faultsVerb = adminVerb({
  name: 'faults',
  summary: 'Injected faults: list the armed ones, arm one on a route, clear them',
  commands: [
    {
      name: 'list',
      operations: ['getAdminFaults'],
      args: [],
      summary: 'The armed faults and how many times each will still fire',
      async run({ admin, print }) {
        const list = await admin.faults.list();
        print(list, () => (list.faults.length ? faultRows(list.faults) : 'no fault armed\n'));
        return EXIT.ok;
      },
    },
    {
      name: 'arm',
      operations: ['postAdminFaults'],
      args: ['<METHOD>', '<path>'],
      options: {
        status: {
          type: 'string',
          value: 'HTTP',
          description:
            'Answer this status with its catalogue error (400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503)',
        },
        code: {
          type: 'string',
          value: 'CODE',
          description: 'Answer this catalogue error (e.g. INSUFFICIENT_BALANCE) instead of the status’s default',
        },
        delay: {
          type: 'string',
          value: 'MS',
          description: 'Wait this long first (alone: a slow answer, not an error)',
        },
        kind: {
          type: 'string',
          value: 'KIND',
          description:
            'A wire fault, where the sandbox has them (connection-reset, empty-response, garbage, slow-body)',
        },
        times: { type: 'string', value: 'N', description: 'Fire N times, then disarm (default: until cleared)' },
      },
      summary: 'Arm a fault on the requests that match METHOD (or *) and path (:param and * segments match any)',
      details: ['e.g. gateway-sandbox faults arm POST /api/sales --status 503 --times 2'],
      async run({ admin, args, options, print }) {
        const method = METHODS.find((candidate) => candidate === args[0].toUpperCase());
        if (!method) throw new UsageError(`the method must be one of ${METHODS.join(', ')}, got "${args[0]}"`);
        if (!args[1].startsWith('/')) throw new UsageError(`the path must start with /, got "${args[1]}"`);
        if (
          options.status === undefined &&
          options.code === undefined &&
          options.delay === undefined &&
          options.kind === undefined
        )
          throw new UsageError('say what the fault does: --status, --code, --delay or --kind');
        const fault = {
          method,
          path: args[1],
          ...(options.status === undefined ? {} : { status: idArg(String(options.status), '--status') }),
          ...(typeof options.code === 'string' ? { code: options.code } : {}),
          ...(options.delay === undefined
            ? {}
            : {
                delayMs: Number.isSafeInteger(Number(options.delay))
                  ? Number(options.delay)
                  : idArg(String(options.delay), '--delay'),
              }),
          ...(typeof options.kind === 'string' ? { kind: options.kind } : {}),
          ...(options.times === undefined ? {} : { times: idArg(String(options.times), '--times') }),
        } as FaultInput;
        const armed = await admin.faults.add(fault);
        print(armed, () => `armed fault ${armed.id}\n` + faultRows([armed]));
        return EXIT.ok;
      },
    },
    {
      name: 'disarm',
      operations: ['deleteAdminFaultsId'],
      args: ['<id>'],
      summary: 'Disarm one fault, leaving the others armed',
      async run({ admin, args, print }) {
        const faultId = idArg(args[0], 'the fault id');
        const answer = await admin.faults.disarm(faultId);
        print(answer, () => `disarmed fault ${faultId}\n`);
        return EXIT.ok;
      },
    },
    {
      name: 'clear',
      operations: ['deleteAdminFaults'],
      reads: ['getAdminFaults'],
      args: [],
      summary: 'Disarm every fault',
      async run({ admin, print }) {
        const before = await admin.faults.list();
        const cleared = await admin.faults.clear();
        print(cleared, () => fields([['cleared', `${before.faults.length} fault(s)`]]));
        return EXIT.ok;
      },
    },
  ],
});
