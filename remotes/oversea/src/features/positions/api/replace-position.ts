import type { OverseaPosition } from '@bx/contracts';
import { queryClient } from '@bx/platform';

import { overseaKeys } from '../../../shared/oversea-keys';

/** Writes a position the server answered with into the open positions, in its place. */
export function replacePosition(position: OverseaPosition): void {
  queryClient.setQueryData<OverseaPosition[]>(overseaKeys.positions, (positions) =>
    positions?.map((open) => (open.id === position.id ? position : open)),
  );
}
