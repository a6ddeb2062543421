import { orderPlacer } from '@bx/app-kit';
import type { FuturesOrder, FuturesOrderRequest } from '@bx/contracts';

import { futuresKeys } from '../futures-keys';

/**
 * POST /api/futures/order: an order of the form, or (with futuresPositionId) the close of a position at market.
 * The player's lists are marked stale at once; the realtime events that follow write the details.
 */
export const placeOrder = orderPlacer<FuturesOrderRequest, FuturesOrder>('futures/order', futuresKeys.mine);
