import { applyInputFilter } from '@bx/ui';

/** The most ticks a take-profit or stop-loss may be set away (the server's bound). */
export const MAX_TPSL_TICKS = 100_000;

/** Ticks typed by the player: a whole number from 0 (none) to the bound, else null. */
export function readTicks(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const ticks = Number(trimmed);
  return ticks <= MAX_TPSL_TICKS ? ticks : null;
}

/** What the editor starts from: the position's own ticks, or the player's default from the settings. */
export function initialTicks(current: number | null, fallback: number): string {
  if (current !== null && current > 0) return String(current);
  return Number.isInteger(fallback) && fallback > 0 ? String(fallback) : '';
}

/**
 * The field's text after the player typed `typed` (spec section 5, input filters): digits only, else it keeps
 * `previous`, so "5.5" or "1e5" never silently becomes 55 or 15 ticks.
 */
export function nextTicksText(previous: string, typed: string): string {
  return applyInputFilter('digits', previous, typed);
}
