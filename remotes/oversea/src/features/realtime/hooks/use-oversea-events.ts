import type { OverseaOrder, OverseaPosition } from '@bx/contracts';
import { queryClient, toast } from '@bx/platform';
import { playSound } from '@bx/ui';

import { overseaKeys } from '../../../shared/oversea-keys';
import { useMyOverseaQueue } from '../../../shared/use-my-oversea-queue';
import { applyOrderEvent, applyPositionEvent, isOrderEvent } from '../utils/apply-event';
import { eventNotice } from '../utils/event-notice';

/**
 * /user/queue/oversea: each event writes the open orders or positions in the cache and, where the spec says
 * so, raises a toast and plays a sound (within the player's sound settings). Off on the visitor view.
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
    toast[notice.kind](notice.message, notice.options);
    if (notice.sound !== null) playSound(notice.sound);
  });
}
