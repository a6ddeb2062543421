import type { OverseaOption } from '@bx/contracts';

/** The option /oversea opens: the first not resting, else the first of all (whose screen tells it rests). */
export function firstOpenOption(options: readonly OverseaOption[]): OverseaOption | undefined {
  return options.find((option) => !option.isRest) ?? options[0];
}

/** After an option closed for good: whether another one can still be traded (else the player goes to /more). */
export function othersOpen(options: readonly OverseaOption[], closedId: number): boolean {
  return options.some((listed) => listed.id !== closedId && !listed.isRest);
}
