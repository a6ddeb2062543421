import { orderPlacer } from '@bx/app-kit';
import type { OverseaOrder, OverseaOrderRequest } from '@bx/contracts';

import { overseaKeys } from '../oversea-keys';

/**
 * POST /api/oversea/order: a quick order in contracts, or (with overseaPositionId) the close of a position at
 * market. The player's lists are marked stale at once; the realtime events that follow write the details.
 */
export const placeOrder = orderPlacer<OverseaOrderRequest, OverseaOrder>('oversea/order', overseaKeys.mine);
