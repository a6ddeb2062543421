import { formatUnits } from '@bx/contracts';
import type { OverseaOption, OverseaOptionDetail, OverseaOrder, OverseaPosition } from '@bx/contracts';

import type { MarketService } from '../../market/market-service.js';
import { formatPrice } from '../../market/symbols.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import { ceilDiv, floorDiv, pnlKrw, type Terms } from './contract-terms.js';
import { averagePriceText } from '../average-price.js';
import type { OverseaInstrument } from './oversea-options.js';

const krw = (amount: bigint) => formatUnits(amount, 0);

/** The last price of a stock in price units (0 before its first tick). */
export function lastPriceOf(market: MarketService, stock: string): number {
  return market.bus.last(stock)?.price ?? 0;
}

/**
 * Where a position's take-profit and stop-loss fire, in price units: the first price on the tick grid at least
 * `tpTick` / `slTick` ticks from the exact average entry (cost / qty, not rounded to the grid), so a take-profit
 * never pays less than its ticks and a stop-loss never fires before its ticks are lost (docs/oversea.md). Null
 * for an unset side; `raw` is before the floor of one tick (a stop-loss past zero is refused when set).
 */
export function triggerPrices(
  terms: Terms,
  row: Pick<PositionRow, 'side' | 'qty' | 'entryCost' | 'tpTick' | 'slTick'>,
) {
  const tick = BigInt(terms.tickSize);
  const qty = BigInt(row.qty);
  // Ticks above (+) or below (-) the exact entry, on the grid: rounded away from the entry.
  const at = (ticks: number) => {
    const target = row.entryCost + BigInt(ticks) * tick * qty;
    const units = ticks > 0 ? ceilDiv(target, qty * tick) : floorDiv(target, qty * tick);
    return Number(units * tick);
  };
  const sign = row.side === 'LONG' ? 1 : -1;
  const tp = row.tpTick === null ? null : at(sign * row.tpTick);
  const sl = row.slTick === null ? null : at(-sign * row.slTick);
  const floor = (price: number | null) => (price === null ? null : Math.max(terms.tickSize, price));
  return { tp: floor(tp), sl: floor(sl), raw: { tp, sl } };
}

export function toOverseaPosition(row: PositionRow, terms: Terms, lastPrice: number): OverseaPosition {
  const fmt = (units: number) => formatPrice(units, terms.precision);
  const { tp, sl } = triggerPrices(terms, row);
  const open = row.status === 'OPEN';
  return {
    id: row.id,
    overseaOptionId: row.optionId,
    stock: row.stock,
    koName: terms.koName,
    side: row.side,
    qty: row.qty,
    entryPrice: averagePriceText(row.entryCost, BigInt(row.qty), terms.precision),
    lastPrice: fmt(open ? lastPrice : (row.closePrice ?? lastPrice)),
    pnl: krw(open ? pnlKrw(terms, row.side, row.qty, row.entryCost, lastPrice) : 0n),
    margin: krw(row.margin),
    tpTick: row.tpTick,
    slTick: row.slTick,
    tpPrice: tp === null ? null : fmt(tp),
    slPrice: sl === null ? null : fmt(sl),
    isOvernight: row.isOvernight,
    overnightAllowed: terms.overnightAllowed,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    closePrice: row.closePrice === null ? null : fmt(row.closePrice),
    realizedPnl: row.realizedPnl === null || open ? null : krw(row.realizedPnl),
    closeReason: row.closeReason,
  };
}

export function toOverseaOrder(row: OrderRow, terms: Terms): OverseaOrder {
  const fmt = (units: number) => formatPrice(units, terms.precision);
  return {
    id: row.id,
    overseaOptionId: row.optionId,
    stock: row.stock,
    marketType: row.marketType,
    tradeType: row.tradeType,
    qty: row.qty,
    price: fmt(row.price),
    filledPrice: row.filledPrice === null ? null : fmt(row.filledPrice),
    status: row.status,
    isActive: row.status === 'OPEN',
    margin: krw(row.margin),
    reason: row.reason as OverseaOrder['reason'],
    createdAt: row.createdAt,
  };
}

/** An option as the lists show it; one an operator closed rests (isRest) whatever its session. */
export function toOverseaOption(
  option: OverseaInstrument,
  market: MarketService,
  closed = false,
): OverseaOption {
  const { terms } = option;
  const stats = market.statistics(terms.stock);
  return {
    id: option.id,
    stock: terms.stock,
    koName: terms.koName,
    precision: terms.precision,
    lastPrice: stats.lastPrice,
    priceChangePercent: stats.priceChangePercent,
    isRest: closed || !stats.isOpen,
  };
}

export function toOptionDetail(
  option: OverseaInstrument,
  market: MarketService,
  closed = false,
): OverseaOptionDetail {
  const { terms } = option;
  return {
    ...toOverseaOption(option, market, closed),
    currency: terms.currency,
    tickSize: formatPrice(terms.tickSize, terms.precision),
    tickValue: terms.tickValue,
    krwRate: terms.krwRate,
    marginPerContract: krw(terms.marginPerContract),
    overnightAllowed: terms.overnightAllowed,
    nextOpenAt: market.bus.nextOpen(terms.stock),
  };
}
