import { toast } from '@bx/platform';

import { useUnfollowMutation } from './api/unfollow';
import { FUTURES_TOAST } from './futures-toast';
import { futuresText } from './futures-text';

/**
 * Unfollowing the player's trader, from the trader's page or the player's follows: confirmed first, told when
 * done. `pending` while the call runs.
 */
export function useUnfollow(): { pending: boolean; unfollowTrader: (traderName: string) => Promise<void> } {
  const unfollowing = useUnfollowMutation();
  const unfollowTrader = async (traderName: string) => {
    const confirm = futuresText('CT_UNFOLLOW_CONFIRM', { trader: traderName });
    if ((await unfollowing.run(undefined, { confirm })) !== null) {
      toast.success(futuresText('CT_UNFOLLOWED'), FUTURES_TOAST);
    }
  };
  return { pending: unfollowing.pending, unfollowTrader };
}
