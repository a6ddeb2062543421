import { toast } from '@bx/platform';

import { unfollow } from './api/unfollow';
import { FUTURES_TOAST } from './futures-toast';
import { useConfirmedAction } from './use-confirmed-action';
import { futuresText } from './futures-text';

/**
 * Unfollowing the player's trader, from the trader's page or the player's follows: confirmed first, told when
 * done. `pending` while the call runs.
 */
export function useUnfollow(): { pending: boolean; unfollowTrader: (traderName: string) => Promise<void> } {
  const { pending, confirmThenRun } = useConfirmedAction<'unfollow'>();
  const unfollowTrader = (traderName: string) =>
    confirmThenRun('unfollow', futuresText('CT_UNFOLLOW_CONFIRM', { trader: traderName }), async () => {
      await unfollow();
      toast.success(futuresText('CT_UNFOLLOWED'), FUTURES_TOAST);
    });
  return { pending: pending !== null, unfollowTrader };
}
