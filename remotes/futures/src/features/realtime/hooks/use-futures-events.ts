import { closesPosition, isOrderEvent } from '@bx/app-kit';
import type { FuturesLeverage, FuturesOrder, FuturesPosition } from '@bx/contracts';
import { queryClient, toast } from '@bx/platform';
import { playSound } from '@bx/ui';

import { futuresKeys } from '../../../shared/futures-keys';
import { FUTURES_TOAST } from '../../../shared/futures-toast';
import { useMyFuturesQueue } from '../../../shared/use-my-futures-queue';
import {
  applyOrderEvent,
  applyPositionEvent,
  endsOrder,
  isCopyEvent,
  isLeverageEvent,
  restingListOf,
  staleAfterCopy,
} from '../utils/apply-event';
import { eventNotice } from '../utils/event-notice';

/**
 * /user/queue/futures: each event writes the resting orders, the positions or the leverage in the cache, marks
 * the history and what the balance opens stale where it changed, and where the spec says so raises a toast
 * (bottom-right, 2000 ms) and plays a sound (within the player's sound settings). A follower's copy events mark
 * the copy trading queries stale. Off on the visitor view; on on the copy trading screens too.
 */
export function useFuturesEvents(enabled: boolean): void {
  useMyFuturesQueue(enabled, (event) => {
    // The setting the screen held, so the toast names what changed (a margin type is no leverage).
    let before: FuturesLeverage | undefined;
    if (isCopyEvent(event)) {
      for (const queryKey of staleAfterCopy(event)) void queryClient.invalidateQueries({ queryKey });
    } else if (isLeverageEvent(event)) {
      const key = futuresKeys.leverage(event.data.futuresOptionId);
      before = queryClient.getQueryData<FuturesLeverage>(key);
      queryClient.setQueryData(key, event.data);
      // The follow form lists every option's setting (what copies fill at).
      void queryClient.invalidateQueries({ queryKey: futuresKeys.settings });
    } else if (isOrderEvent(event)) {
      const list = restingListOf(event.data.marketType);
      if (list !== null) {
        queryClient.setQueryData<FuturesOrder[]>(futuresKeys[list], (orders) =>
          applyOrderEvent(orders, event),
        );
      }
      if (endsOrder(event)) void queryClient.invalidateQueries({ queryKey: futuresKeys.history });
    } else {
      queryClient.setQueryData<FuturesPosition[]>(futuresKeys.positions, (positions) =>
        applyPositionEvent(positions, event),
      );
      // A position closed by its TP or SL takes those orders with it.
      if (closesPosition(event)) void queryClient.invalidateQueries({ queryKey: futuresKeys.tpslOrders });
    }
    const notice = eventNotice(event, before);
    if (notice === null) return;
    toast[notice.kind](notice.message, FUTURES_TOAST);
    if (notice.sound !== null) playSound(notice.sound);
  });
}
