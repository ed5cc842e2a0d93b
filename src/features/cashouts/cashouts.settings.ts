import type { Settings } from '../../core/settings.js';

export interface AutoProgressDelays {
  /** From creation to PROCESSING. */
  toProcessing: number;
  /** From PROCESSING to COMPLETED. */
  toCompleted: number;
}

/** SANDBOX_CASHOUT_AUTO_PROGRESS_MS read as two delays; null when auto-progress is off (the default). */
export function autoProgressDelays(settings: Settings): AutoProgressDelays | null {
  const [first, second] = settings.cashoutAutoProgressMs;
  if (first === undefined) return null;
  return { toProcessing: first, toCompleted: second ?? first };
}
