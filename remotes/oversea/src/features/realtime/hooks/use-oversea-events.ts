import { isOrderEvent } from '@bx/app-kit';
import type { OverseaOrder, OverseaPosition } from '@bx/contracts';
import { queryClient, toast } from '@bx/platform';
import { playSound } from '@bx/ui';

import { overseaKeys } from '../../../shared/oversea-keys';
import { overseaToastOf } from '../../../shared/oversea-toast';
import { useMyOverseaQueue } from '../../../shared/use-my-oversea-queue';
import { applyOrderEvent, applyPositionEvent } from '../utils/apply-event';
import { eventNotice } from '../utils/event-notice';

/**
 * /user/queue/oversea: each event writes the open orders or positions in the cache and, where the spec says
 * so, raises a toast (top-right: a fill for 1500 ms, the rest 2000 ms) and plays a sound (within the player's
 * sound settings). Off on the visitor view.
 */
export function useOverseaEvents(enabled: boolean): void {
  useMyOverseaQueue(enabled, (event) => {
    if (isOrderEvent(event)) {
      queryClient.setQueryData<OverseaOrder[]>(overseaKeys.orders, (orders) =>
        applyOrderEvent(orders, event),
      );
    } else {
      queryClient.setQueryData<OverseaPosition[]>(overseaKeys.positions, (positions) =>
        applyPositionEvent(positions, event),
      );
    }
    const notice = eventNotice(event);
    if (notice === null) return;
    toast[notice.kind](notice.message, overseaToastOf(notice));
    if (notice.sound !== null) playSound(notice.sound);
  });
}
