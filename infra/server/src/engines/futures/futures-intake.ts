import { toUnits } from '@bx/contracts';
import type { FuturesOrderRequest, FuturesPlaceableType, FuturesTradeType } from '@bx/contracts';

import { parsePrice } from '../../market/symbols.js';
import type { Side, FuturesTerms } from './futures-math.js';
import { FuturesRefusal, type FuturesRefusalCode } from './futures-refusal.js';

/** An order request checked against its option's grid: prices in price units, sizes in quantity or USDT units. */
export interface FuturesIntake {
  marketType: FuturesPlaceableType;
  tradeType: FuturesTradeType;
  side: Side;
  qty: bigint | undefined;
  amount: bigint | undefined;
  price: number | null;
  stopPrice: number | null;
  isMark: boolean;
  reduceOnly: boolean;
  positionId: number | undefined;
  takeProfit: number | null;
  stopLoss: number | null;
}

/** A price on the option's tick, above 0; null when absent (a "0" clears a TP/SL: `zeroIsNone`). */
export function priceOf(
  terms: FuturesTerms,
  text: string | null | undefined,
  code: FuturesRefusalCode,
  zeroIsNone = false,
): number | null {
  if (text === undefined || text === null) return null;
  const units = parsePrice(text, terms.precision);
  if (units === 0 && zeroIsNone) return null;
  if (units === undefined || units <= 0 || units % terms.tickSize !== 0) throw new FuturesRefusal(code);
  return units;
}

function unitsOf(text: string, scale: number, code: FuturesRefusalCode): bigint {
  try {
    const units = toUnits(text, scale);
    if (units <= 0n) throw new FuturesRefusal(code);
    return units;
  } catch (error) {
    if (error instanceof FuturesRefusal) throw error;
    throw new FuturesRefusal(code);
  }
}

/** Checks the request's shape against its type and the option's grid (docs/futures.md "Orders"). */
export function readIntake(terms: FuturesTerms, request: FuturesOrderRequest): FuturesIntake {
  const { marketType } = request;
  const needsPrice = marketType === 'LIMIT' || marketType === 'STOPLIMIT';
  const needsStop = marketType === 'STOPLIMIT' || marketType === 'STOPMARKET';
  const price = needsPrice ? priceOf(terms, request.price, 'FUTURES_PRICE_INVALID') : null;
  const stopPrice = needsStop ? priceOf(terms, request.stopPrice, 'FUTURES_PRICE_INVALID') : null;
  if ((needsPrice && price === null) || (needsStop && stopPrice === null)) {
    throw new FuturesRefusal('FUTURES_PRICE_INVALID');
  }
  const closing = request.futuresPositionId !== undefined;
  if (request.qty !== undefined && request.amount !== undefined)
    throw new FuturesRefusal('FUTURES_QTY_INVALID');
  if (!closing && request.qty === undefined && request.amount === undefined) {
    throw new FuturesRefusal('FUTURES_QTY_INVALID');
  }
  const qty =
    request.qty === undefined ? undefined : unitsOf(request.qty, terms.qtyPrecision, 'FUTURES_QTY_INVALID');
  if (qty !== undefined && qty % terms.stepSize !== 0n) throw new FuturesRefusal('FUTURES_QTY_INVALID');
  return {
    marketType,
    tradeType: request.tradeType,
    side: request.tradeType === 'B' ? 1n : -1n,
    qty,
    amount: request.amount === undefined ? undefined : unitsOf(request.amount, 6, 'FUTURES_AMOUNT_INVALID'),
    price,
    stopPrice,
    isMark: request.isMark ?? true,
    reduceOnly: closing || request.reduceOnly === true,
    positionId: request.futuresPositionId,
    takeProfit: priceOf(terms, request.takeProfit, 'FUTURES_PRICE_INVALID', true),
    stopLoss: priceOf(terms, request.stopLoss, 'FUTURES_PRICE_INVALID', true),
  };
}

/**
 * Refuses a take-profit or stop-loss of a position on `side` that is not on its side of `basis` (the price it
 * watches): a long's take-profit must be above it and its stop-loss below, a short's the other way; one the price
 * already crossed would fire at once. The refusal says which and why (TP_PRICE_CROSSED, SL_PRICE_CROSSED).
 */
export function checkTpsl(side: Side, kind: 'TP' | 'SL', trigger: number | null, basis: number): void {
  if (trigger === null) return;
  const above = (kind === 'TP') === (side === 1n);
  if (above ? trigger > basis : trigger < basis) return;
  throw new FuturesRefusal(kind === 'TP' ? 'TP_PRICE_CROSSED' : 'SL_PRICE_CROSSED');
}
