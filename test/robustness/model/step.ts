import type fc from 'fast-check';
import { checkInvariants, type Model, type Real } from './world.js';

export type Command = fc.AsyncCommand<Model, Real>;

export const DAY_MS = 86_400_000;

/** The item of a list a generated number picks. */
export const pickOf = <T>(list: T[], pick: number): T => list[pick % list.length];

/** Runs a step, then the invariants; a failure names the step. */
export abstract class Step implements Command {
  abstract check(model: Readonly<Model>): boolean;
  abstract step(model: Model, real: Real): Promise<void>;
  abstract toString(): string;
  async run(model: Model, real: Real): Promise<void> {
    await this.step(model, real);
    await checkInvariants(model, real);
  }
}
