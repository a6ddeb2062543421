import { formatUnits } from '@bx/contracts';
import type {
  FuturesCross,
  FuturesLeverage,
  FuturesOptionDetail,
  FuturesOrder,
  FuturesPosition,
  FuturesTrigger,
} from '@bx/contracts';

import { formatPrice } from '../../market/symbols.js';
import { averagePriceText } from '../average-price.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { AccountValue, PositionValue } from './futures-account.js';
import { initialMargin, maxNotionalAt, roeBps, type FuturesTerms } from './futures-math.js';

/** Perpetual contracts carry the suffix the client strips for display (shared/ui stockName). */
export const PERP = 'PERP';

export const usdt = (amount: bigint) => formatUnits(amount, 6);
export const qtyText = (terms: FuturesTerms, qty: bigint) => formatUnits(qty, terms.qtyPrecision);
const price = (terms: FuturesTerms, units: number | null) =>
  units === null ? null : formatPrice(units, terms.precision);

export function triggerOf(terms: FuturesTerms, order: FuturesOrderRow | undefined): FuturesTrigger | null {
  if (order === undefined || order.stopPrice === null) return null;
  return { orderId: order.id, price: price(terms, order.stopPrice)!, isMark: order.isMark };
}

export function toFuturesPosition(
  row: FuturesPositionRow,
  terms: FuturesTerms,
  value: PositionValue | undefined,
  tpsl: { tp?: FuturesOrderRow; sl?: FuturesOrderRow } = {},
): FuturesPosition {
  const open = row.status === 'OPEN' && value !== undefined;
  const entryMargin = initialMargin(row.entryCost * terms.scale, row.leverage);
  const pnl = open ? value.pnl : 0n;
  const bps = roeBps(pnl, entryMargin);
  return {
    id: row.id,
    futuresOptionId: row.optionId,
    stock: `${row.stock}${PERP}`,
    side: row.side,
    qty: qtyText(terms, row.qty),
    entryPrice: averagePriceText(row.entryCost, row.qty, terms.precision),
    markPrice: price(terms, open ? value.mark : (row.closePrice ?? 0))!,
    leverage: row.leverage,
    marginType: row.marginType,
    margin: usdt(row.margin),
    notional: usdt(open ? value.notional : 0n),
    maintenanceMargin: usdt(open ? value.maintenance : 0n),
    unrealizedPnl: usdt(pnl),
    roe: formatUnits(bps, 2),
    liquidationPrice: open ? price(terms, value.liquidationPrice) : null,
    takeProfit: triggerOf(terms, tpsl.tp),
    stopLoss: triggerOf(terms, tpsl.sl),
    fundingFee: usdt(row.fundingFee),
    realizedPnl: usdt(row.realizedPnl),
    status: row.status,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    closePrice: price(terms, row.closePrice),
    closeReason: row.closeReason,
  };
}

export function toFuturesOrder(row: FuturesOrderRow, terms: FuturesTerms): FuturesOrder {
  return {
    id: row.id,
    futuresOptionId: row.optionId,
    stock: `${row.stock}${PERP}`,
    marketType: row.marketType,
    tradeType: row.tradeType,
    qty: qtyText(terms, row.qty),
    price: price(terms, row.price),
    stopPrice: price(terms, row.stopPrice),
    isMark: row.isMark,
    reduceOnly: row.reduceOnly,
    isTriggered: row.isTriggered,
    leverage: row.leverage,
    marginType: row.marginType,
    margin: usdt(row.margin),
    status: row.status,
    isActive: row.status === 'OPEN',
    filledPrice: price(terms, row.filledPrice),
    fee: usdt(row.fee),
    liquidationFee: usdt(row.liquidationFee),
    requestedQty: row.requestedQty === null ? null : qtyText(terms, row.requestedQty),
    realizedPnl: row.realizedPnl === null ? null : usdt(row.realizedPnl),
    futuresPositionId: row.positionId,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt,
    filledAt: row.filledAt,
  };
}

export function toFuturesCross(free: bigint, value: AccountValue): FuturesCross {
  return {
    playerPoint: usdt(free),
    markPnl: usdt(value.pnl),
    minusFundingFee: usdt(value.funding),
    availableBalance: usdt(value.available),
    margin: usdt(value.held),
  };
}

export function toFuturesLeverage(
  terms: FuturesTerms,
  setting: { leverage: number; marginType: FuturesLeverage['marginType'] },
): FuturesLeverage {
  return {
    futuresOptionId: terms.id,
    stock: `${terms.stock}${PERP}`,
    leverage: setting.leverage,
    marginType: setting.marginType,
    maxNotional: usdt(maxNotionalAt(terms, setting.leverage)),
  };
}

/** An option as the lists show it (its stock with the PERP suffix). */
export function toFuturesOption(
  terms: FuturesTerms,
  stats: { lastPrice: string; priceChangePercent: string },
) {
  return {
    id: terms.id,
    stock: `${terms.stock}${PERP}`,
    koName: terms.koName,
    precision: terms.precision,
    lastPrice: stats.lastPrice,
    priceChangePercent: stats.priceChangePercent,
  };
}

const ppm = (value: bigint | number) => formatUnits(BigInt(value), 6);

export function toFuturesOptionDetail(
  terms: FuturesTerms,
  stats: { lastPrice: string; priceChangePercent: string },
  mark: number | undefined,
  nextFundingTime: number,
): FuturesOptionDetail {
  return {
    ...toFuturesOption(terms, stats),
    tickSize: price(terms, terms.tickSize)!,
    stepSize: qtyText(terms, terms.stepSize),
    qtyPrecision: terms.qtyPrecision,
    maxLeverage: terms.maxLeverage,
    minNotional: usdt(terms.minNotional),
    brackets: terms.brackets.map((b) => ({
      notionalCap: usdt(b.cap),
      maxLeverage: b.maxLeverage,
      mmr: ppm(b.mmrPpm),
      cum: usdt(b.cum),
    })),
    markPrice: mark === undefined ? stats.lastPrice : price(terms, mark)!,
    fundingRate: ppm(terms.fundingRatePpm),
    nextFundingTime,
    feeRate: ppm(terms.feeRatePpm),
    isPlay: terms.isPlay,
    isStop: terms.isStop,
  };
}
