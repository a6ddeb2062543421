import { toUnits } from '@bx/contracts';
import type { Bet, BetSide } from '@bx/contracts';

import type { TimerClock } from '../../market/clock.js';
import type { MarketService } from '../../market/market-service.js';
import { ASSET_SCALES, type Asset } from '../../money/assets.js';
import type { BinaryRepository } from '../../repositories/binary/binary-repository.js';
import type { BetRow, RoundRow, TradeOptionRow } from '../../repositories/binary/binary-rows.js';
import type { UserRepository } from '../../repositories/user-repository.js';
import { BinaryRefusal } from './binary-refusal.js';
import { toBet } from './views.js';

export interface BetInput {
  point: string;
  tradeRoundId: number;
  type: BetSide;
}

const BETTING_ROLES = new Set(['PLAYER', 'TRADER']);

export interface BetCheckDeps {
  repo: BinaryRepository;
  users: UserRepository;
  market: MarketService;
  clock: TimerClock;
}

/** What one batch read once: each distinct user, round and option. */
export interface CheckCache {
  users: Map<number, NonNullable<Awaited<ReturnType<UserRepository['findById']>>>>;
  rounds: Map<number, RoundRow>;
  options: Map<number, TradeOptionRow>;
}

export function emptyCheckCache(): CheckCache {
  return { users: new Map(), rounds: new Map(), options: new Map() };
}

/** Every check a bet must pass before it is booked, in the order players meet them; answers what booking needs. */
export async function checkBet(deps: BetCheckDeps, userId: number, input: BetInput, cache: CheckCache) {
  const { repo } = deps;
  const user = cache.users.get(userId) ?? (await deps.users.findById(userId));
  if (user === undefined) throw new BinaryRefusal('USER_NOT_FOUND');
  cache.users.set(userId, user);
  if (user.status === 'DENY') throw new BinaryRefusal('ACCOUNT_DENIED');
  if (!BETTING_ROLES.has(user.role)) throw new BinaryRefusal('NO_PERMISSION');
  const round = cache.rounds.get(input.tradeRoundId) ?? (await repo.round(input.tradeRoundId));
  if (round === undefined) throw new BinaryRefusal('ROUND_NOT_FOUND');
  cache.rounds.set(round.id, round);
  const option = cache.options.get(round.tradeOptionId) ?? (await repo.option(round.tradeOptionId));
  if (option === undefined || option.isPlay !== 1 || option.isStop !== 1) {
    throw new BinaryRefusal('OPTION_STOPPED');
  }
  cache.options.set(option.id, option);
  const now = deps.clock.now();
  if (!deps.market.bus.isOpen(round.stock, now)) throw new BinaryRefusal('MARKET_CLOSED');
  if (round.phase !== 'OPEN' || now >= round.lockAt) throw new BinaryRefusal('ROUND_CLOSED');
  if (now < round.openAt) throw new BinaryRefusal('ROUND_NOT_OPEN');
  const point = stakeOf(input.point, option.currency);
  if (point === undefined) throw new BinaryRefusal('BET_UNIT_MISMATCH');
  if (point < option.minBet) throw new BinaryRefusal('BET_TOO_SMALL');
  if (point % option.betUnit !== 0n) throw new BinaryRefusal('BET_UNIT_MISMATCH');
  return { round, option, point, now };
}

/** "10.5" in the currency's minor units; undefined for more decimals than the currency has. */
function stakeOf(point: string, currency: string): bigint | undefined {
  try {
    return toUnits(point, ASSET_SCALES[currency as Asset] ?? 0);
  } catch {
    return undefined;
  }
}

/** A replayed request must be the same bet; the same key with another body is refused. */
export function replayOf(existing: BetRow, input: BetInput): Bet {
  const point = stakeOf(input.point, existing.asset);
  if (
    existing.tradeRoundId !== input.tradeRoundId ||
    existing.type !== input.type ||
    existing.point !== point
  ) {
    throw new BinaryRefusal('IDEMPOTENCY_CONFLICT');
  }
  return toBet(existing);
}
