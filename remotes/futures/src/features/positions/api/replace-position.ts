import type { FuturesPosition } from '@bx/contracts';
import { queryClient } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';

/** Writes a position the server answered with into the open positions, in its place. */
export function replacePosition(position: FuturesPosition): void {
  queryClient.setQueryData<FuturesPosition[]>(futuresKeys.positions, (positions) =>
    positions?.map((open) => (open.id === position.id ? position : open)),
  );
}
