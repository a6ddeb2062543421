import type { FuturesOptionDetail, FuturesPosition } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { ListState } from '@bx/ui';

import { useOpenPositions } from '../api/get-open-positions';

import { PositionRow } from './position-row';
import { futuresText } from '../../../shared/futures-text';

/**
 * The player's open positions, those of the contract on screen first and valued at its latest mark price;
 * every change after that comes from the realtime events.
 */
export function PositionList({ option }: { option: FuturesOptionDetail }) {
  const query = useOpenPositions();
  const list = queryState(query);
  return (
    <ListState list={list} error={query.error} empty={futuresText('FUT_POSITIONS_EMPTY')}>
      {(positions) => (
        <ul aria-label={futuresText('FUT_POSITIONS')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {onScreenFirst(positions, option.id).map((position) => (
            <PositionRow
              key={position.id}
              position={position}
              option={position.futuresOptionId === option.id ? option : null}
            />
          ))}
        </ul>
      )}
    </ListState>
  );
}

const onScreenFirst = (positions: FuturesPosition[], futuresOptionId: number) =>
  [...positions].sort(
    (a, b) => Number(b.futuresOptionId === futuresOptionId) - Number(a.futuresOptionId === futuresOptionId),
  );
