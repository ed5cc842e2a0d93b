import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EXIT, type CliIo, type CliVerb } from './verb.js';
import {
  DEFAULT_SALE_AMOUNT_CENTS,
  DEFAULT_TIMEOUT_MS,
  verifyGateway,
  VerifyUsageError,
  type VerifyOptions,
} from '../verify/index.js';
import { renderReport, REPORT_FORMATS, summaryLine, type ReportFormat } from '../verify/verify.reporters.js';
import { PIX_KEY_TYPES, type PixKeyType } from '../verify/verify.steps.js';

const USAGE = `Usage: gateway-sandbox verify --base-url URL --public-key PK --private-key SK [options]
       gateway-sandbox verify --replay DIR [--report table|json|junit] [--out FILE]

Holds a gateway (the real one, a staging one, this sandbox) against the contract the sandbox
ships: a scripted conversation, read-only unless --write, every answer checked against the
JSON Schemas for its status, and the consistency rules the spec implies across calls.

  --base-url URL            The target, e.g. https://staging.gateway.example
  --public-key PK           X-Api-Public-Key (or env GATEWAY_PUBLIC_KEY)
  --private-key SK          X-Api-Private-Key (or env GATEWAY_PRIVATE_KEY)
  --write                   Also create data: a PIX sale of the minimum amount, read back; against
                            the sandbox also a card sale with its approving test card
  --cashout                 With --write: a cashout of the minimum (R$ 100,00) to --pix-key
  --pix-key KEY             The PIX key the cashout is sent to
  --pix-key-type TYPE       ${PIX_KEY_TYPES.join(', ')} (default CPF)
  --sale-id N               The sale to read (default: the first the sales list shows)
  --subscription-id N       The subscription to read (default: the first of the list)
  --sale-amount-cents N     The PIX sale's amount (default ${DEFAULT_SALE_AMOUNT_CENTS}, the sandbox's minimum)
  --target auto|sandbox|gateway
                            What the target is (default auto: a sandbox is recognised by its
                            /openapi.json). Against a gateway, checks that rest on the sandbox's
                            own choices where the spec is silent are warnings, not failures
  --report table|json|junit Report format (default table)
  --out FILE                Write the report to FILE; print only the summary line
  --record DIR              Save every exchange, redacted (keys, documents, e-mails, phones,
                            PIX keys, card data, secrets), for --replay and for diffing
  --replay DIR              Judge a recording offline, with the options it was made with
  --timeout-ms N            Per request (default ${DEFAULT_TIMEOUT_MS})
  --help                    Show this help

Exit code: 0 everything held (warnings allowed), 1 drift from the contract, 2 could not be
judged: a usage error, no connection, the keys refused (401 to GET /api/seller, the first call
with them: a rotated or mistyped key is not drift; nothing after it is sent), a timeout or a
server error (5xx).
`;

const OPTIONS = {
  'base-url': { type: 'string' },
  'public-key': { type: 'string' },
  'private-key': { type: 'string' },
  write: { type: 'boolean' },
  cashout: { type: 'boolean' },
  'pix-key': { type: 'string' },
  'pix-key-type': { type: 'string' },
  'sale-id': { type: 'string' },
  'subscription-id': { type: 'string' },
  'sale-amount-cents': { type: 'string' },
  target: { type: 'string' },
  report: { type: 'string' },
  out: { type: 'string' },
  record: { type: 'string' },
  replay: { type: 'string' },
  'timeout-ms': { type: 'string' },
  help: { type: 'boolean' },
} as const;

function integer(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(text))
    throw new VerifyUsageError(`--${flag} must be a positive integer, not ${JSON.stringify(text)}`);
  return Number(text);
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

function optionsFrom(values: Values, env: NodeJS.ProcessEnv): { options: VerifyOptions; format: ReportFormat } {
  const format = (values.report ?? 'table') as ReportFormat;
  if (!REPORT_FORMATS.includes(format))
    throw new VerifyUsageError(`--report must be one of ${REPORT_FORMATS.join(', ')}, not ${values.report}`);
  if (values.cashout && !values.write) throw new VerifyUsageError('--cashout creates data: add --write');
  if (values.cashout && !values['pix-key'])
    throw new VerifyUsageError('--cashout needs --pix-key, the key the cashout is sent to');
  if (!values.cashout && (values['pix-key'] !== undefined || values['pix-key-type'] !== undefined))
    throw new VerifyUsageError('--pix-key and --pix-key-type go with --cashout');
  const pixKeyType = values['pix-key-type'] as PixKeyType | undefined;
  if (pixKeyType !== undefined && !PIX_KEY_TYPES.includes(pixKeyType))
    throw new VerifyUsageError(`--pix-key-type must be one of ${PIX_KEY_TYPES.join(', ')}, not ${pixKeyType}`);
  if (values.target !== undefined && !['auto', 'sandbox', 'gateway'].includes(values.target))
    throw new VerifyUsageError(`--target must be auto, sandbox or gateway, not ${values.target}`);
  const replaying = values.replay !== undefined;
  const options: VerifyOptions = {
    baseUrl: values['base-url'],
    // In a replay the keys play no part: the environment's are not a conflict.
    publicKey: values['public-key'] ?? (replaying ? undefined : env.GATEWAY_PUBLIC_KEY),
    privateKey: values['private-key'] ?? (replaying ? undefined : env.GATEWAY_PRIVATE_KEY),
    write: values.write,
    cashout: values.cashout ? { pixKey: values['pix-key']!, pixKeyType } : undefined,
    saleId: integer('sale-id', values['sale-id']),
    subscriptionId: integer('subscription-id', values['subscription-id']),
    saleAmountCents: integer('sale-amount-cents', values['sale-amount-cents']),
    target: values.target as VerifyOptions['target'],
    timeoutMs: integer('timeout-ms', values['timeout-ms']),
    record: values.record,
    replay: values.replay,
  };
  if (!replaying && !options.baseUrl) throw new VerifyUsageError('--base-url is required (or --replay DIR)');
  if (!replaying && (!options.publicKey || !options.privateKey))
    throw new VerifyUsageError(
      '--public-key and --private-key are required (or GATEWAY_PUBLIC_KEY and GATEWAY_PRIVATE_KEY)',
    );
  return { options, format };
}

async function run(args: string[], io: CliIo): Promise<number> {
  try {
    const { values } = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false });
    if (values.help) {
      io.stdout(USAGE);
      return EXIT.ok;
    }
    const { options, format } = optionsFrom(values, io.env);
    const report = await verifyGateway(options);
    const text = renderReport(report, format);
    if (values.out !== undefined) {
      writeFileSync(values.out, text);
      io.stdout(`${summaryLine(report)}\n`);
    } else {
      io.stdout(text);
    }
    if (report.aborted) io.stderr(`gateway-sandbox verify: ${report.aborted}\n`);
    return report.exitCode;
  } catch (error) {
    const usage = error instanceof VerifyUsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!usage) throw error;
    io.stderr(
      `gateway-sandbox verify: ${(error as Error).message}\nRun gateway-sandbox verify --help for the options.\n`,
    );
    return EXIT.usage;
  }
}

export const verifyVerb: CliVerb = {
  name: 'verify',
  summary: 'Hold a gateway (real, staging or this sandbox) against the contract; exit 1 on drift',
  usage: USAGE,
  run,
};
