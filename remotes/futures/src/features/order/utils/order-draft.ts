import {
  compareDecimal,
  formatFixed,
  formatUnits,
  toUnits,
  type DecimalString,
  type FuturesOrderRequest,
  type FuturesPlaceableType,
  type FuturesTradeType,
} from '@bx/contracts';

import { floorToStep, orderCost, qtyForAmount, type CostTerms } from './order-cost';
import { type FuturesTextCode } from '../../../shared/futures-text';

/** The form's three tabs; a stop is a STOPLIMIT or a STOPMARKET by its own choice. */
export type OrderKind = 'LIMIT' | 'MARKET' | 'STOP';
export type StopType = 'STOPLIMIT' | 'STOPMARKET';
/** The size is written in USDT the order may cost (`amount`) or in coins (`qty`). */
export type SizeUnit = 'USDT' | 'COIN';

/** The fields as the player wrote them: exact decimals, from the input to the preview and the request. */
export interface OrderDraft {
  kind: OrderKind;
  stopType: StopType;
  price: DecimalString | null;
  stopPrice: DecimalString | null;
  /** A stop triggers at the mark price, or the last price when false. */
  isMark: boolean;
  unit: SizeUnit;
  size: DecimalString | null;
  reduceOnly: boolean;
  withTpsl: boolean;
  takeProfit: DecimalString | null;
  stopLoss: DecimalString | null;
}

export const EMPTY_DRAFT: OrderDraft = {
  kind: 'LIMIT',
  stopType: 'STOPLIMIT',
  price: null,
  stopPrice: null,
  isMark: true,
  unit: 'USDT',
  size: null,
  reduceOnly: false,
  withTpsl: false,
  takeProfit: null,
  stopLoss: null,
};

/** What the form needs of the contract, the player's setting and the market to write and cost an order. */
export interface OrderTerms extends CostTerms {
  futuresOptionId: number;
  minNotional: string;
}

/** USDT budgets are sent to the cent. */
const AMOUNT_STEP = '0.01';

const isPositive = (value: DecimalString | null): value is DecimalString =>
  value !== null && compareDecimal(value, '0') > 0;

export function marketTypeOf(draft: OrderDraft): FuturesPlaceableType {
  return draft.kind === 'STOP' ? draft.stopType : draft.kind;
}

/** The price an order would fill near: its limit, its stop for a stop-market, else the last price. */
export function referencePrice(draft: OrderDraft, lastPrice: DecimalString | null): DecimalString | null {
  const type = marketTypeOf(draft);
  if (type === 'LIMIT' || type === 'STOPLIMIT') return draft.price;
  if (type === 'STOPMARKET') return draft.stopPrice;
  return lastPrice;
}

/**
 * The coins the draft's size comes to on a side at its reference price: the coins written, or what a USDT budget
 * opens there as the server sizes it (a short's margin is priced higher, so the same budget opens less).
 */
export function draftQty(
  draft: OrderDraft,
  terms: OrderTerms,
  tradeType: FuturesTradeType,
): DecimalString | null {
  const price = referencePrice(draft, terms.lastPrice);
  if (draft.size === null || !isPositive(price)) return null;
  return draft.unit === 'COIN' ? draft.size : qtyForAmount(tradeType, draft.size, price, terms);
}

/** What the draft costs on a side, in USDT, as the server holds it; null while it cannot be priced. */
export function draftCost(
  draft: OrderDraft,
  terms: OrderTerms,
  tradeType: FuturesTradeType,
): DecimalString | null {
  const qty = draftQty(draft, terms, tradeType);
  return qty === null ? null : orderCost(tradeType, qty, referencePrice(draft, terms.lastPrice), terms);
}

export type DraftCheck =
  { request: FuturesOrderRequest } | { problem: FuturesTextCode; parts?: Record<string, string | number> };

/**
 * The order the form sends for a side, or the first thing it lacks: a price, a stop price, a size, or the
 * spec's 10 USDT of notional (reduce-only orders are exempt, as on the server). The server still checks the
 * steps, the balance and the brackets and refuses in its own words.
 */
export function buildOrder(draft: OrderDraft, tradeType: FuturesTradeType, terms: OrderTerms): DraftCheck {
  const marketType = marketTypeOf(draft);
  const price = (value: DecimalString) =>
    formatFixed(toUnits(value, terms.precision, 'truncate'), terms.precision);
  const needsPrice = marketType === 'LIMIT' || marketType === 'STOPLIMIT';
  const isStop = marketType === 'STOPLIMIT' || marketType === 'STOPMARKET';
  if (needsPrice && !isPositive(draft.price)) return { problem: 'FUT_PRICE_MISSING' };
  if (isStop && !isPositive(draft.stopPrice)) return { problem: 'FUT_STOP_PRICE_MISSING' };
  const size =
    draft.size === null ? '0' : floorToStep(draft.size, draft.unit === 'COIN' ? terms.stepSize : AMOUNT_STEP);
  if (!/[1-9]/.test(size)) return { problem: 'FUT_SIZE_MISSING' };

  const qty = draftQty(draft, terms, tradeType);
  const reference = referencePrice(draft, terms.lastPrice);
  if (!draft.reduceOnly && qty !== null && reference !== null && isBelowMin(qty, reference, terms)) {
    return { problem: 'FUT_MIN_TRADE', parts: { min: terms.minNotional } };
  }

  const request: FuturesOrderRequest = {
    futuresOptionId: terms.futuresOptionId,
    marketType,
    tradeType,
    ...(draft.unit === 'COIN' ? { qty: size } : { amount: size }),
  };
  if (needsPrice && draft.price !== null) request.price = price(draft.price);
  if (isStop && draft.stopPrice !== null) {
    request.stopPrice = price(draft.stopPrice);
    request.isMark = draft.isMark;
  }
  if (draft.reduceOnly) request.reduceOnly = true;
  // A reduce-only order closes what is there: it opens nothing to protect.
  if (draft.withTpsl && !draft.reduceOnly) {
    if (isPositive(draft.takeProfit)) request.takeProfit = price(draft.takeProfit);
    if (isPositive(draft.stopLoss)) request.stopLoss = price(draft.stopLoss);
  }
  return { request };
}

/** Whether qty x price, exact, is under the contract's least notional. */
function isBelowMin(qty: DecimalString, price: DecimalString, terms: OrderTerms): boolean {
  const scale = terms.qtyPrecision + terms.precision;
  const notional = toUnits(qty, terms.qtyPrecision, 'truncate') * toUnits(price, terms.precision, 'truncate');
  return compareDecimal(formatUnits(notional, scale), terms.minNotional) < 0;
}
