import { multiplyDown, type ConvertQuote, type DecimalString } from '@bx/contracts';

/** How long the server keeps a quote (docs/dnw.md, "Conversions"): 10 s of its clock. */
export const QUOTE_TTL_MS = 10_000;

/** How long the amount must rest before it is quoted, so typing "1000" asks once, not four times. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * When a quote received at `receivedAt` (this device's clock) stops being good. The server's `expiresAt` is of
 * its own clock: its distance from the receipt is trusted while it is a believable lifetime, else (a device
 * clock far off) the quote lives the server's usual 10 s from its receipt.
 */
export function quoteDeadline(expiresAt: number, receivedAt: number): number {
  const lifetime = expiresAt - receivedAt;
  return receivedAt + (lifetime > 0 && lifetime <= QUOTE_TTL_MS ? lifetime : QUOTE_TTL_MS);
}

/** Whole seconds shown until the deadline, counting 10 ... 1, then 0 once it has passed. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The fee a quote takes, in the currency paid (`fromDecimals` of it): `point` x `feeRate`, rounded down. */
export function quoteFee(point: DecimalString, feeRate: number, fromDecimals: number): DecimalString {
  return multiplyDown(point, feeRate.toFixed(8), fromDecimals);
}

/**
 * Won per coin for a buy, the fee put back: the quote's rate is coins per won, which people do not read. Shown,
 * never booked, so a float is enough.
 */
export function wonPerCoin(quote: Pick<ConvertQuote, 'point' | 'feeRate' | 'receive'>): string {
  const price = (Number(quote.point) * (1 - quote.feeRate)) / Number(quote.receive);
  return Number.isFinite(price) ? String(Math.round(price)) : '0';
}

/** The fee rate as a percentage to show: 0.001 -> "0.1". */
export function feePercent(feeRate: number): string {
  return String(Number((feeRate * 100).toFixed(4)));
}
