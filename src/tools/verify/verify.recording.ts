import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Exchange, Transport } from './verify.exchange.js';
import type { TargetKind } from './verify.report.js';
import { t } from '../cli/messages/say.js';
import type { RunSettings } from './verify.steps.js';

/**
 * A recording: DIR/run.json (what was run, against what) and one file per exchange,
 * DIR/exchanges/NNN-<step>.json, already redacted. No timings and no volatile headers are kept,
 * so two recordings of the same data are identical and `diff -r` shows what changed.
 */
export interface RecordingMeta {
  format: 1;
  tool: string;
  /** The base URL without any user:password part. */
  baseUrl: string;
  target: TargetKind;
  settings: RunSettings;
}

type RecordedExchange = Omit<Exchange, 'durationMs'>;

const EXCHANGE_FILE = /^\d{3}-[\w.-]+\.json$/;

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export class Recorder {
  private count = 0;

  /** `forbidden`: the literal secrets of the run; a file that would hold one is never written. */
  constructor(
    private readonly dir: string,
    private readonly forbidden: string[],
  ) {}

  private write(file: string, value: unknown): void {
    const text = json(value);
    for (const secret of this.forbidden)
      if (secret && text.includes(secret))
        throw new Error(`verify: refusing to record ${file}: it would hold a secret of the run`);
    writeFileSync(join(this.dir, file), text);
  }

  /** Creates DIR, drops the exchanges of an earlier recording there (only files of this format), writes run.json. */
  start(meta: RecordingMeta): void {
    const exchanges = join(this.dir, 'exchanges');
    mkdirSync(exchanges, { recursive: true });
    for (const file of readdirSync(exchanges)) if (EXCHANGE_FILE.test(file)) rmSync(join(exchanges, file));
    this.write('run.json', meta);
  }

  record(exchange: Exchange): void {
    const { durationMs: _duration, ...kept } = exchange;
    this.count += 1;
    this.write(join('exchanges', `${String(this.count).padStart(3, '0')}-${exchange.step}.json`), kept);
  }
}

export interface Recording {
  meta: RecordingMeta;
  exchanges: Map<string, RecordedExchange>;
}

export function readRecording(dir: string): Recording {
  const metaFile = join(dir, 'run.json');
  if (!existsSync(metaFile)) throw new Error(t('verify.notRecording', dir));
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as RecordingMeta;
  if (meta.format !== 1) throw new Error(t('verify.recordingFormat', metaFile, String(meta.format)));
  const exchanges = new Map<string, RecordedExchange>();
  const folder = join(dir, 'exchanges');
  for (const file of existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => EXCHANGE_FILE.test(name))
        .sort()
    : []) {
    const exchange = JSON.parse(readFileSync(join(folder, file), 'utf8')) as RecordedExchange;
    exchanges.set(exchange.step, exchange);
  }
  return { meta, exchanges };
}

/** A recorded value stands for the sent one; a redacted string stands for any string. */
function sameRequest(recorded: unknown, sent: unknown): boolean {
  if (typeof recorded === 'string' && typeof sent === 'string')
    return recorded === sent || recorded.includes('redacted-') || recorded.includes('_***');
  if (Array.isArray(recorded) && Array.isArray(sent))
    return recorded.length === sent.length && recorded.every((item, index) => sameRequest(item, sent[index]));
  if (recorded && sent && typeof recorded === 'object' && typeof sent === 'object') {
    const [a, b] = [recorded as Record<string, unknown>, sent as Record<string, unknown>];
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameRequest(a[key], b[key]));
  }
  return recorded === sent;
}

/**
 * Answers each step with what was recorded for it, request included (the redacted one the
 * recorded answers were judged against). The conversation is rebuilt from the recorded
 * answers, so it asks the same questions; a request that differs from the recorded one (the
 * checks changed since) is a replay failure, not a verdict on the target.
 */
export function replayTransport(recording: Recording): Transport {
  return {
    send(step, request) {
      const recorded = recording.exchanges.get(step);
      if (!recorded)
        return Promise.resolve({
          step,
          request,
          failure: { kind: 'replay', message: t('verify.replayMissing') },
          durationMs: 0,
        });
      if (!sameRequest(recorded.request, request)) {
        return Promise.resolve({
          step,
          request,
          failure: {
            kind: 'replay',
            message: t('verify.replayOther', recorded.request.method, recorded.request.path, recorded.request.auth),
          },
          durationMs: 0,
        });
      }
      return Promise.resolve({ ...recorded, durationMs: 0 });
    },
  };
}
