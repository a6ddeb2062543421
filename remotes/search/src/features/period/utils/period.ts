import { addDays, addMonths, daysIn, isDay, type DateRange } from '../../../shared/seoul-days';
import { type SearchTextCode } from '../../../shared/search-text';

export type PeriodPreset = 'today' | 'week' | 'month';
export type PeriodChoice = PeriodPreset | 'custom';

export const PERIOD_CHOICES: readonly PeriodChoice[] = ['today', 'week', 'month', 'custom'];

/** The longest period one search may cover: a year, so a custom period never asks the server for everything. */
export const MAX_PERIOD_DAYS = 366;

/**
 * A preset period ending today (a Seoul day): today alone, or from the same day a week or a month before, as
 * Korean trading apps count 1주일 and 1개월.
 */
export function presetRange(preset: PeriodPreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'week':
      return { startDate: addDays(today, -7), endDate: today };
    case 'month':
      return { startDate: addMonths(today, -1), endDate: today };
  }
}

export type PeriodRefusal = { code: SearchTextCode; parts?: Record<string, number> };

/** A custom period the player typed, or why it cannot be searched. */
export function checkCustomRange(
  startDate: string,
  endDate: string,
  today: string,
): { range: DateRange } | { refusal: PeriodRefusal } {
  if (!isDay(startDate) || !isDay(endDate)) return { refusal: { code: 'SEARCH_PERIOD_MISSING' } };
  if (startDate > endDate) return { refusal: { code: 'SEARCH_PERIOD_REVERSED' } };
  if (endDate > today) return { refusal: { code: 'SEARCH_PERIOD_FUTURE' } };
  const range = { startDate, endDate };
  if (daysIn(range) > MAX_PERIOD_DAYS) {
    return { refusal: { code: 'SEARCH_PERIOD_TOO_LONG', parts: { days: MAX_PERIOD_DAYS } } };
  }
  return { range };
}

/**
 * The period the address asks for (?period=week, or ?period=custom&from=&to=), so a reload or a shared link
 * keeps it; anything missing or wrong falls back to today.
 */
export function periodFromSearch(
  params: URLSearchParams,
  today: string,
): { choice: PeriodChoice; range: DateRange } {
  const choice = params.get('period');
  if (choice === 'custom') {
    const checked = checkCustomRange(params.get('from') ?? '', params.get('to') ?? '', today);
    if ('range' in checked) return { choice, range: checked.range };
  }
  if (choice === 'week' || choice === 'month') return { choice, range: presetRange(choice, today) };
  return { choice: 'today', range: presetRange('today', today) };
}

/** The address parameters of a period: the preset's name, or the custom period's two days. */
export function periodToSearch(choice: PeriodChoice, range: DateRange): Record<string, string> {
  if (choice === 'custom') return { period: choice, from: range.startDate, to: range.endDate };
  return choice === 'today' ? {} : { period: choice };
}
