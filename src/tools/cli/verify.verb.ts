import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { argsError } from './args-error.js';
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
import { t } from './messages/say.js';

/** `verify --help`, in the run's language. */
const usage = () => t('verify.usage', PIX_KEY_TYPES.join(', '), DEFAULT_SALE_AMOUNT_CENTS, DEFAULT_TIMEOUT_MS);

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
  if (!/^[1-9]\d*$/.test(text)) throw new VerifyUsageError(t('verify.flagInteger', flag, JSON.stringify(text)));
  return Number(text);
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

function optionsFrom(values: Values, env: NodeJS.ProcessEnv): { options: VerifyOptions; format: ReportFormat } {
  const format = (values.report ?? 'table') as ReportFormat;
  if (!REPORT_FORMATS.includes(format))
    throw new VerifyUsageError(t('verify.flagReport', REPORT_FORMATS.join(', '), String(values.report)));
  if (values.cashout && !values.write) throw new VerifyUsageError(t('verify.flagCashoutWrite'));
  if (values.cashout && !values['pix-key']) throw new VerifyUsageError(t('verify.flagCashoutKey'));
  if (!values.cashout && (values['pix-key'] !== undefined || values['pix-key-type'] !== undefined))
    throw new VerifyUsageError(t('verify.flagPixKeyAlone'));
  const pixKeyType = values['pix-key-type'] as PixKeyType | undefined;
  if (pixKeyType !== undefined && !PIX_KEY_TYPES.includes(pixKeyType))
    throw new VerifyUsageError(t('verify.flagPixKeyType', PIX_KEY_TYPES.join(', '), pixKeyType));
  if (values.target !== undefined && !['auto', 'sandbox', 'gateway'].includes(values.target))
    throw new VerifyUsageError(t('verify.flagTarget', values.target));
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
  if (!replaying && !options.baseUrl) throw new VerifyUsageError(t('verify.flagBaseUrl'));
  if (!replaying && (!options.publicKey || !options.privateKey)) throw new VerifyUsageError(t('verify.flagKeys'));
  return { options, format };
}

async function run(args: string[], io: CliIo): Promise<number> {
  try {
    const { values } = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false });
    if (values.help) {
      io.stdout(usage());
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
    const usage = error instanceof VerifyUsageError ? error : argsError(error, OPTIONS);
    if (!usage) throw error;
    io.stderr(`gateway-sandbox verify: ${usage.message}\n${t('verify.seeHelp')}\n`);
    return EXIT.usage;
  }
}

export const verifyVerb: CliVerb = {
  name: 'verify',
  get summary() {
    return t('verify.summary');
  },
  get usage() {
    return usage();
  },
  run,
};
