import { computed, effect, signal } from '@preact/signals';
import { api } from './api';
import { versions } from './live';
import { tokenNeeded } from './token';

export interface ClockState {
  now: string;
  frozen: boolean;
}

const read = signal<{ clock: ClockState; at: number } | null>(null);
const tick = signal(0);

/**
 * The sandbox clock, read again after each clock move, reset or restore. When the clock
 * flows with real time it ticks on here between reads; a frozen one stays put.
 */
export const clock = computed<ClockState | null>(() => {
  void tick.value;
  const value = read.value;
  if (!value) return null;
  if (value.clock.frozen) return value.clock;
  return { now: new Date(Date.parse(value.clock.now) + (performance.now() - value.at)).toISOString(), frozen: false };
});

export function startClock(): void {
  effect(() => {
    void versions.clock.value;
    void versions.state.value;
    if (tokenNeeded.value) return;
    const at = performance.now();
    api('getAdminClock').then(
      (value) => (read.value = { clock: value, at }),
      () => {},
    );
  });
  setInterval(() => {
    if (read.value && !read.value.clock.frozen) tick.value++;
  }, 1000);
}
