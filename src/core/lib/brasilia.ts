/**
 * Calendar days in Brasília time. Brazil has had no daylight saving time since 2019, so a
 * Brasília day is always UTC−3: it starts at 03:00 UTC.
 */

import { MS_PER_DAY, MS_PER_HOUR } from './clock.js';

const BRASILIA_OFFSET_MS = 3 * MS_PER_HOUR;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant (ms) a YYYY-MM-DD day starts in Brasília, or null for a malformed or impossible date. */
export function brasiliaDayStartMs(text: string): number | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utcMidnight + BRASILIA_OFFSET_MS;
}

/** The first instant after a YYYY-MM-DD day ends in Brasília (exclusive bound), or null. */
export function brasiliaDayEndMs(text: string): number | null {
  const start = brasiliaDayStartMs(text);
  return start === null ? null : start + MS_PER_DAY;
}

/** The Brasília calendar day (YYYY-MM-DD) an instant falls on. */
export function brasiliaDate(ms: number): string {
  return new Date(ms - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}
