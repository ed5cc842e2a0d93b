import type { FaultInput, Fault } from '../../generated/schema-types.js';
import { adminVerb, idArg } from './command.js';
import { fields, table } from './output.js';
import { UsageError } from './usage-error.js';
import { said, t } from './messages/say.js';
import { EXIT } from './verb.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'] as const;

const faultRows = (faults: Fault[]) =>
  table<Fault & { kind?: string }>(faults, [
    ['ID', (fault) => fault.id],
    [t('head.method'), (fault) => fault.method],
    [t('faults.head.path'), (fault) => fault.path],
    // A status or delay fault says what it answers; a wire fault, what it does to the connection.
    [
      t('faults.head.answer'),
      (fault) =>
        fault.kind && fault.kind !== 'status' && fault.kind !== 'delay'
          ? fault.kind
          : fault.status !== null
            ? `${fault.status}${fault.code ? ` ${fault.code}` : ''}`
            : (fault.code ?? t('faults.delayOnly')),
    ],
    [t('faults.head.delay'), (fault) => (fault.delayMs ? `${fault.delayMs} ms` : '-')],
    [t('faults.head.left'), (fault) => fault.remaining ?? t('faults.untilCleared')],
    [t('faults.head.hits'), (fault) => fault.hits],
  ]);

export const faultsVerb = adminVerb({
  name: 'faults',
  summary: said('faults.summary'),
  commands: [
    {
      name: 'list',
      operations: ['getAdminFaults'],
      args: [],
      summary: said('faults.list.summary'),
      async run({ admin, print }) {
        const list = await admin.faults.list();
        print(list, () => (list.faults.length ? faultRows(list.faults) : `${t('faults.none')}\n`));
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
          description: said('faults.arm.status'),
        },
        code: { type: 'string', value: 'CODE', description: said('faults.arm.code') },
        delay: { type: 'string', value: 'MS', description: said('faults.arm.delay') },
        kind: { type: 'string', value: 'KIND', description: said('faults.arm.kind') },
        times: { type: 'string', value: 'N', description: said('faults.arm.times') },
      },
      summary: said('faults.arm.summary'),
      details: [said('faults.arm.details')],
      async run({ admin, args, options, print }) {
        const method = METHODS.find((candidate) => candidate === args[0].toUpperCase());
        if (!method) throw new UsageError(t('usage.oneOf', t('arg.method'), METHODS.join(', '), args[0]));
        if (!args[1].startsWith('/')) throw new UsageError(t('faults.badPath', args[1]));
        if (
          options.status === undefined &&
          options.code === undefined &&
          options.delay === undefined &&
          options.kind === undefined
        )
          throw new UsageError(t('faults.sayWhat'));
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
        print(armed, () => `${t('faults.armed', armed.id)}\n` + faultRows([armed]));
        return EXIT.ok;
      },
    },
    {
      name: 'disarm',
      operations: ['deleteAdminFaultsId'],
      args: ['<id>'],
      summary: said('faults.disarm.summary'),
      async run({ admin, args, print }) {
        const faultId = idArg(args[0], t('arg.faultId'));
        const answer = await admin.faults.disarm(faultId);
        print(answer, () => `${t('faults.disarmed', faultId)}\n`);
        return EXIT.ok;
      },
    },
    {
      name: 'clear',
      operations: ['deleteAdminFaults'],
      reads: ['getAdminFaults'],
      args: [],
      summary: said('faults.clear.summary'),
      async run({ admin, print }) {
        const before = await admin.faults.list();
        const cleared = await admin.faults.clear();
        print(cleared, () => fields([[t('faults.cleared'), t('faults.count', before.faults.length)]]));
        return EXIT.ok;
      },
    },
  ],
});
