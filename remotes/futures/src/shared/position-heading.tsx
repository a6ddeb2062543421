import type { FuturesPosition } from '@bx/contracts';
import { stockName } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { isBuySide, sideLabel } from './side-label';
import { futuresText } from './futures-text';

/**
 * A position's first line: its contract, its side on the buy or sell colour, its margin type and leverage, and
 * `children` after them (a state word).
 */
export function PositionHeading({
  position,
  children,
}: {
  position: Pick<FuturesPosition, 'stock' | 'side' | 'marginType' | 'leverage'>;
  children?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <strong css={{ fontSize: 15 }}>{stockName(position.stock)}</strong>
      <span
        css={{
          fontSize: 12,
          fontWeight: 700,
          padding: '1px 6px',
          borderRadius: 4,
          color: '#fff',
          background: isBuySide(position.side) ? theme.color.buy : theme.color.sell,
        }}
      >
        {sideLabel(position.side)}
      </span>
      <span css={{ fontSize: 12, color: theme.color.textMuted }}>
        {`${futuresText(position.marginType === 'CROSS' ? 'FUT_CROSS' : 'FUT_ISOLATED')} ${futuresText(
          'FUT_LEVERAGE_X',
          { n: position.leverage },
        )}`}
      </span>
      {children}
    </div>
  );
}
