import type { OverseaOptionDetail, OverseaPosition } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { Button, ListState, Panel } from '@bx/ui';
import { useClosePositionsMutation } from '../../../shared/api/place-order';
import { useOpenPositions } from '../api/get-open-positions';

import { PositionRow } from './position-row';
import { overseaText } from '../../../shared/oversea-text';

/**
 * The player's open positions, those of the option on screen first and re-valued with its live price, with
 * close and close-all; every change after that comes from the realtime events.
 */
export function PositionList({
  option,
  livePrice,
}: {
  option: OverseaOptionDetail;
  /** The last tick of the option on screen, null before the first. */
  livePrice: string | null;
}) {
  const query = useOpenPositions();
  const list = queryState(query);
  const closing = useClosePositionsMutation();
  const closeAll = (positions: OverseaPosition[]) =>
    closing.run(positions, { confirm: overseaText('OVERSEA_CLOSE_ALL_CONFIRM', { n: positions.length }) });

  const open = list.status === 'ready' ? list.data : [];
  const closeAllButton =
    open.length > 0 ? (
      <Button variant="plain" size="small" disabled={closing.pending} onClick={() => void closeAll(open)}>
        {overseaText('OVERSEA_CLOSE_ALL')}
      </Button>
    ) : null;
  // The option on screen first: its rows are the ones re-valued live.
  const ordered = [...open].sort(
    (a, b) => Number(b.overseaOptionId === option.id) - Number(a.overseaOptionId === option.id),
  );

  return (
    <Panel title={overseaText('OVERSEA_POSITIONS')} actions={closeAllButton}>
      <ListState list={list} error={query.error} empty={overseaText('OVERSEA_POSITIONS_EMPTY')}>
        {() => (
          <ul
            aria-label={overseaText('OVERSEA_POSITIONS')}
            css={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {ordered.map((position) => (
              <PositionRow
                key={position.id}
                position={position}
                option={position.overseaOptionId === option.id ? option : null}
                livePrice={position.overseaOptionId === option.id ? livePrice : null}
              />
            ))}
          </ul>
        )}
      </ListState>
    </Panel>
  );
}
