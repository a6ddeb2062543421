import { COPY_METRIC_DAYS, errorMessage, formatUnits } from '@bx/contracts';
import type {
  CopyFollow,
  CopyProfitShare,
  CopyRecord,
  CopyTrader,
  CopyTraderMetrics,
  CopyTraderTrade,
  ErrorCode,
  SiteLang,
} from '@bx/contracts';

import { formatPrice } from '../../market/symbols.js';
import type { TraderFigures } from '../../repositories/copytrade/copytrade-figures.js';
import type { FiguresByPeriod } from '../../repositories/copytrade/copytrade-repository.js';
import type {
  CopyRow,
  FillRow,
  FollowRow,
  ProfitShareRow,
  TraderRow,
} from '../../repositories/copytrade/copytrade-rows.js';
import { maskUsername } from '../../services/player-account-service.js';
import type { FuturesTerms } from '../futures/futures-math.js';
import { PERP, qtyText, usdt } from '../futures/futures-views.js';

/** Terms of an option by id (the futures engine's); stocks of the followed options. */
export type TermsOf = (optionId: number) => FuturesTerms | undefined;

/** a / b in percent with two decimals, rounded toward zero; "0" when b is 0. */
function percent(a: bigint, b: bigint): string {
  return b === 0n ? '0' : formatUnits((a * 10_000n) / b, 2);
}

/** The share a trader takes of new follows: what they set, within their site's cap. */
export const profitSharePerOf = (row: Pick<TraderRow, 'sharePer' | 'capPer'>): number =>
  Math.min(row.sharePer, row.capPer);

function figuresView(figures: TraderFigures): Omit<CopyTraderMetrics, 'days'> {
  return {
    roi: percent(figures.pnl, figures.marginUsed),
    pnl: usdt(figures.pnl),
    maxDrawdown: formatUnits(figures.drawdownBp, 2),
    tradeCount: figures.tradeCount,
    winRate: percent(BigInt(figures.winCount), BigInt(figures.tradeCount)),
    followerPnl: usdt(figures.followerPnl),
  };
}

export function toCopyTrader(row: TraderRow, figures: FiguresByPeriod, stocks: string[]): CopyTrader {
  return {
    id: row.id,
    name: row.name,
    introduction: row.introduction,
    isActive: row.isActive,
    isLiquidated: row.isLiquidated,
    followerCount: row.followerCount,
    maxFollowerCount: row.maxFollowers,
    isFull: row.followerCount >= row.maxFollowers,
    minBalance: usdt(row.minBalance),
    ...figuresView(figures[0]),
    metrics: COPY_METRIC_DAYS.map((days) => ({ days, ...figuresView(figures[days]) })),
    assetsUnderCopy: usdt(row.assetsUnderCopy),
    profitSharePer: profitSharePerOf(row),
    profitShareCapPer: row.capPer,
    profitShared: usdt(row.profitShared),
    stocks,
    createdAt: row.createdAt,
  };
}

export function toCopyFollow(row: FollowRow, termsOf: TermsOf): CopyFollow {
  return {
    id: row.id,
    traderId: row.traderId,
    traderName: row.traderName,
    followerName: maskUsername(row.username),
    followStock: row.followOptions.flatMap((id) => {
      const terms = termsOf(id);
      return terms === undefined ? [] : [`${terms.stock}${PERP}`];
    }),
    multiplyPer: row.multiplyPer,
    maxBet: usdt(row.maxBet),
    oneMaxBet: usdt(row.oneMaxBet),
    usedBet: usdt(row.usedBet),
    pnl: usdt(row.pnl),
    copyCount: row.copyCount,
    stopLossPer: row.stopLossPer,
    profitSharePer: row.profitSharePer,
    profitShared: usdt(row.profitShared),
    status: row.status,
    endReason: row.endReason,
    createdAt: row.createdAt,
    endedAt: row.endedAt,
  };
}

export function toCopyRecord(row: CopyRow, terms: FuturesTerms, lang: SiteLang): CopyRecord {
  return {
    id: row.id,
    traderFollowerId: row.followerId,
    traderId: row.traderId,
    traderName: row.traderName,
    futuresTraderOrderId: row.traderOrderId,
    futuresFollowerOrderId: row.followerOrderId,
    futuresOptionId: row.optionId,
    stock: `${terms.stock}${PERP}`,
    kind: row.kind,
    status: row.status,
    skipReason: row.skipReason,
    message: row.skipReason === null ? null : errorMessage(row.skipReason as ErrorCode, lang),
    traderQty: qtyText(terms, row.traderQty),
    qty: qtyText(terms, row.qty),
    price: row.price === null ? null : formatPrice(row.price, terms.precision),
    margin: usdt(row.margin),
    realizedPnl: row.realizedPnl === null ? null : usdt(row.realizedPnl),
    fee: usdt(row.fee),
    pnl: usdt((row.realizedPnl ?? 0n) - row.fee),
    createdAt: row.createdAt,
  };
}

export function toCopyProfitShare(row: ProfitShareRow): CopyProfitShare {
  return {
    id: row.id,
    traderFollowerId: row.followerId,
    traderId: row.traderId,
    traderName: row.traderName,
    followerName: maskUsername(row.username),
    period: row.period,
    pnl: usdt(row.pnl),
    sharePer: row.sharePer,
    amount: usdt(row.amount),
    createdAt: row.createdAt,
  };
}

export function toCopyTraderTrade(row: FillRow, terms: FuturesTerms): CopyTraderTrade {
  return {
    futuresTraderOrderId: row.orderId,
    futuresOptionId: row.optionId,
    stock: `${terms.stock}${PERP}`,
    kind: row.kind,
    tradeType: row.tradeType,
    qty: qtyText(terms, row.qty),
    price: formatPrice(row.price, terms.precision),
    leverage: row.leverage,
    marginType: row.marginType,
    margin: usdt(row.margin),
    pnl: usdt(row.pnl),
    isLiquidation: row.isLiquidation,
    createdAt: row.createdAt,
  };
}
