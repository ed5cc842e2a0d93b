import type { CashoutRecord, CashoutStatus } from '../../generated/schema-types.js';
import { isoAt } from '../../core/lib/clock.js';
import type { Settings } from '../../core/settings.js';
import { testPixKeyOf } from '../test-values/test-values.js';
import { autoProgressDelays } from './cashouts.settings.js';

/** One automatic step of a cashout: its status and when, in ms after creation. */
interface PlanStep {
  offsetMs: number;
  status: CashoutStatus;
}

/**
 * The path a cashout takes by itself: its test PIX key's steps (README "Test values",
 * SANDBOX_AUTO_DELAY_MS apart), else the happy path of SANDBOX_CASHOUT_AUTO_PROGRESS_MS.
 * Derived from the record and the settings, never stored: only the next step's instant is
 * (`autoProgressAt`). A plan never names a status twice, so the status says where it stands.
 */
function planOf(settings: Settings, cashout: Pick<CashoutRecord, 'pixKey' | 'pixKeyType'>): PlanStep[] {
  const key = testPixKeyOf(cashout.pixKeyType, cashout.pixKey);
  if (key) return key.steps.map((step) => ({ offsetMs: step.after * settings.autoDelayMs, status: step.status }));
  const delays = autoProgressDelays(settings);
  const toProcessing = delays?.toProcessing ?? 0;
  return [
    { offsetMs: toProcessing, status: 'PROCESSING' },
    { offsetMs: toProcessing + (delays?.toCompleted ?? 0), status: 'COMPLETED' },
  ];
}

/** Whether a new cashout moves by itself: a test key, or auto-progress on. */
function hasPlan(settings: Settings, cashout: Pick<CashoutRecord, 'pixKey' | 'pixKeyType'>): boolean {
  return testPixKeyOf(cashout.pixKeyType, cashout.pixKey) !== undefined || autoProgressDelays(settings) !== null;
}

/** The instant of a new cashout's first automatic step, or null when it only moves by provider postbacks. */
export function firstAutoStepAt(
  settings: Settings,
  cashout: Pick<CashoutRecord, 'pixKey' | 'pixKeyType'>,
  createdMs: number,
): string | null {
  return hasPlan(settings, cashout) ? isoAt(createdMs + planOf(settings, cashout)[0].offsetMs) : null;
}

/**
 * After a move to `reached` (automatic or a provider postback), the instant of the step that
 * follows it in the cashout's plan, or null when the plan has nothing after it. A cashout
 * that was not moving by itself never starts.
 */
export function nextAutoStepAt(
  settings: Settings,
  cashout: CashoutRecord,
  reached: CashoutStatus,
  nowMs: number,
): string | null {
  if (cashout.autoProgressAt === null) return null;
  const plan = planOf(settings, cashout);
  const index = plan.findIndex((step) => step.status === reached);
  const next = index < 0 ? undefined : plan[index + 1];
  return next ? isoAt(nowMs + next.offsetMs - plan[index].offsetMs) : null;
}

/** The status the plan moves a cashout to next: its first step from PENDING, else the one after its status. */
export function nextAutoStatus(settings: Settings, cashout: CashoutRecord): CashoutStatus | undefined {
  const plan = planOf(settings, cashout);
  if (cashout.status === 'PENDING') return plan[0].status;
  const index = plan.findIndex((step) => step.status === cashout.status);
  return index < 0 ? undefined : plan[index + 1]?.status;
}
