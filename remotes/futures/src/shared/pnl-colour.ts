import type { Theme } from '@emotion/react';

/** A profit in the buy colour (red), a loss in the sell colour (blue), nothing either way in the text colour. */
export function pnlColour(theme: Theme, amount: number | string): string {
  const value = Number(amount);
  return value > 0 ? theme.color.buy : value < 0 ? theme.color.sell : theme.color.text;
}
