import type { FuturesMarginRequest, FuturesPosition } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

import { replacePosition } from './replace-position';

/** POST /api/futures/order/margin: USDT added to an isolated position, or taken back from it. */
export async function setMargin(request: FuturesMarginRequest): Promise<FuturesPosition> {
  const position = replacePosition(
    await apiRequest<FuturesPosition>('post', 'futures/order/margin', { json: request }),
  );
  void queryClient.invalidateQueries({ queryKey: futuresKeys.cross });
  return position;
}
