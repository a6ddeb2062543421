import type { Bet, PointMessage, RoundResult, TradeQueueMessage } from '@bx/contracts';
import { TOPICS } from '@bx/contracts';

import type { Realtime } from '../../realtime/realtime-server.js';
import type { BinaryRepository } from '../../repositories/binary/binary-repository.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { toBinaryWallet, toTradeRound } from './views.js';

/** What the engine pushes: rounds to their option's topic, bets and BINARY balances to their players. */
export class BinaryPushes {
  constructor(
    private readonly repo: BinaryRepository,
    private readonly ledger: LedgerRepository,
    private readonly realtime: Pick<Realtime, 'publishToUser' | 'broadcast'> | undefined,
  ) {}

  async round(roundId: number): Promise<void> {
    if (this.realtime === undefined) return;
    const round = await this.repo.round(roundId);
    if (round !== undefined)
      this.realtime.broadcast(TOPICS.tradeRound(round.tradeOptionId), toTradeRound(round));
  }

  betPlaced(userId: number, bet: Bet): void {
    this.trade(userId, { type: 'BET_PLACED', data: bet });
  }

  roundResult(userId: number, result: RoundResult): void {
    this.trade(userId, { type: 'ROUND_SETTLED', data: result });
  }

  private trade(userId: number, message: TradeQueueMessage): void {
    this.realtime?.publishToUser(userId, '/queue/trade', message);
  }

  async wallets(userIds: number[]): Promise<void> {
    if (this.realtime === undefined || userIds.length === 0) return;
    this.balances(await this.ledger.walletBalances(userIds, 'BINARY'));
  }

  /** BINARY balances known already (the booking answered them), by player. */
  balances(balances: ReadonlyMap<number, bigint>): void {
    if (this.realtime === undefined) return;
    for (const [userId, balance] of balances) {
      const message: PointMessage = { type: 'BINARY', data: toBinaryWallet(balance) };
      this.realtime.publishToUser(userId, '/queue/point', message);
    }
  }
}
