import { formatUnits, GAME_STATUS } from '@bx/contracts';
import type { Bet, RoundResult, TradeOption, TradeRound, Wallet } from '@bx/contracts';

import { ASSET_SCALES, type Asset } from '../../money/assets.js';
import type { MarketService } from '../../market/market-service.js';
import { formatPrice } from '../../market/symbols.js';
import type { BetRow, RoundRow, TradeOptionRow } from '../../repositories/binary/binary-rows.js';
import type { PlayerSettlement } from '../../repositories/binary/settlement.js';

function scaleOf(asset: string): number {
  return ASSET_SCALES[asset as Asset] ?? 0;
}

export function toTradeRound(row: RoundRow): TradeRound {
  return {
    tradeRoundId: row.id,
    tradeOptionId: row.tradeOptionId,
    roundNo: row.roundNo,
    stock: row.stock,
    openAt: row.openAt,
    lockAt: row.lockAt,
    closeAt: row.closeAt,
    phase: row.phase,
    lockPrice: row.lockPrice === null ? null : formatPrice(row.lockPrice, row.precision),
    closePrice: row.closePrice === null ? null : formatPrice(row.closePrice, row.precision),
    winner: row.winner,
    status: row.status,
  };
}

export function toBet(row: BetRow): Bet {
  const scale = scaleOf(row.asset);
  return {
    id: row.id,
    tradeRoundId: row.tradeRoundId,
    tradeOptionId: row.tradeOptionId,
    stock: row.stock,
    type: row.type,
    point: formatUnits(row.point, scale),
    payout: formatUnits(row.payout, scale),
    status: row.status,
    won: row.won,
    createdAt: row.createdAt,
    roundNo: row.roundNo,
    currency: row.asset,
    lockPrice: row.lockPrice === null ? null : formatPrice(row.lockPrice, row.precision),
    closePrice: row.closePrice === null ? null : formatPrice(row.closePrice, row.precision),
  };
}

/** A player's settled bets of `round` (settled in `asset`), summed, as the player hears of them. */
export function toRoundResult(round: RoundRow, asset: string, player: PlayerSettlement): RoundResult {
  const scale = scaleOf(asset);
  const { lockPrice, closePrice } = toTradeRound(round);
  return {
    tradeRoundId: round.id,
    tradeOptionId: round.tradeOptionId,
    roundNo: round.roundNo,
    stock: round.stock,
    sides: player.sides,
    bets: player.bets,
    point: formatUnits(player.point, scale),
    payout: formatUnits(player.payout, scale),
    status: round.status,
    won: round.status === GAME_STATUS.REALIZED ? player.payout > 0n : null,
    currency: asset,
    lockPrice,
    closePrice,
  };
}

export function toTradeOption(row: TradeOptionRow, market: MarketService): TradeOption {
  const spec = market.bus.spec(row.stock);
  const stats = spec === undefined ? undefined : market.statistics(row.stock);
  const scale = scaleOf(row.currency);
  return {
    id: row.id,
    stock: row.stock,
    type: row.type,
    isPlay: row.isPlay,
    isStop: row.isStop,
    isRest: spec === undefined ? true : !market.bus.isOpen(row.stock),
    nextOpenAt: market.bus.nextOpen(row.stock),
    koName: spec?.koName ?? row.stock,
    currency: row.currency,
    precision: spec?.precision ?? 0,
    lastPrice: stats?.lastPrice ?? '0',
    rateChange: stats?.priceChangePercent ?? '0.00',
    roundSeconds: row.roundSeconds,
    payoutRate: row.payoutRate.replace(/0+$/, '').replace(/\.$/, ''),
    minBet: formatUnits(row.minBet, scale),
    betUnit: formatUnits(row.betUnit, scale),
  };
}

/** The BINARY wallet as /api/wallet/my shows it: the whole balance is free. */
export function toBinaryWallet(balance: bigint, asset = 'USDT'): Wallet {
  const point = formatUnits(balance, scaleOf(asset));
  return { point, gameWaitPoint: '0', realPoint: point, losscut: '0', pnl: '0', currency: asset };
}
