import { queryClient, toast } from '@bx/platform';
import { playSound } from '@bx/ui';
import { useState } from 'react';

import { optionQueryKeys } from '../../../shared/option-query-keys';
import { TRADE_TOAST } from '../../../shared/toast-options';
import { useMyTradeQueue } from '../../../shared/use-my-trade-queue';
import { refreshBinaryWallet } from '../api/get-my-wallet';
import { resultNotice } from '../utils/result-notice';

/**
 * Tells the player how their bets of each round of this option ended (a toast and sound per round, within their
 * sound settings) and refreshes the balance; each bet placed or round settled also marks my lists of the option
 * stale.
 * Returns the rounds they bet on while here, for the round-end alarm.
 */
export function useBetResults(enabled: boolean, tradeOptionId: number): ReadonlySet<number> {
  const [betRounds, setBetRounds] = useState<ReadonlySet<number>>(() => new Set());
  useMyTradeQueue(enabled, (message) => {
    if (message.data.tradeOptionId !== tradeOptionId) return;
    void queryClient.invalidateQueries({ queryKey: optionQueryKeys.myLists(tradeOptionId) });
    if (message.type === 'BET_PLACED') {
      setBetRounds((rounds) => new Set(rounds).add(message.data.tradeRoundId));
      return;
    }
    const notice = resultNotice(message.data);
    toast[notice.kind](notice.message, TRADE_TOAST);
    playSound(notice.sound);
    refreshBinaryWallet().catch(() => undefined);
  });
  return betRounds;
}
