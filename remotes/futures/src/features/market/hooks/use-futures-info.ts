import { TOPICS, type FuturesOptionDetail } from '@bx/contracts';
import { queryClient, useSubscription } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';
import { applyInfo, infosOf } from '../utils/apply-info';

/**
 * /topic/futures_info while the contract is on screen: each push writes its mark price and next funding time
 * into the contract's terms, which the header, the positions and the order form read (spec section 4; the mark
 * is ours, infra/server/docs/futures.md).
 */
export function useFuturesInfo(futuresOptionId: number): void {
  useSubscription(TOPICS.futuresInfo, (body) => {
    queryClient.setQueryData<FuturesOptionDetail>(futuresKeys.option(futuresOptionId), (option) =>
      applyInfo(option, infosOf(body)),
    );
  });
}
