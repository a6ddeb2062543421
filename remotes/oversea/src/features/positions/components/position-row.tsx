import type { OverseaOptionDetail, OverseaPosition } from '@bx/contracts';
import { siteLang } from '@bx/platform';
import { Button, formatPrice, ListRow, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { closeOrderOf, usePlaceOrderMutation } from '../../../shared/api/place-order';
import { profitDirection, signedKrwText } from '../../../shared/money';
import { sideLabel } from '../../../shared/side-label';
import { shownPnl } from '../utils/pnl';

import { OvernightToggle } from './overnight-toggle';
import { TpslEditor } from './tpsl-editor';
import { overseaText } from '../../../shared/oversea-text';

const decimalsOf = (price: string) => price.split('.')[1]?.length ?? 0;

/**
 * One open position: side, size and entry; its profit, re-valued with each tick when it is of the option on
 * screen (`option` and `livePrice`), else as the engine last pushed it; TP/SL, overnight and close.
 */
export function PositionRow({
  position,
  option,
  livePrice,
}: {
  position: OverseaPosition;
  option: OverseaOptionDetail | null;
  livePrice: string | null;
}) {
  const theme = useTheme();
  const closing = usePlaceOrderMutation();
  // Another option's position is written with as many decimals as the server gave its last price.
  const precision = option?.precision ?? decimalsOf(position.lastPrice);
  const price = livePrice ?? position.lastPrice;
  const pnl = shownPnl(position, option, livePrice);
  // An averaged entry carries more decimals than the tick, so entry, price and profit agree (docs/oversea.md).
  const entry = formatPrice(position.entryPrice, Math.max(precision, decimalsOf(position.entryPrice)));
  const direction = profitDirection(pnl);
  const sideColour = position.side === 'LONG' ? theme.color.buy : theme.color.sell;

  return (
    <ListRow data-testid="oversea-position" data-position-id={position.id} stacked>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <div css={{ flex: 1, minWidth: 0, display: 'grid', gap: 2 }}>
          <strong css={{ fontSize: 14 }}>
            {siteLang() === 'en' ? position.stock : `${position.koName} · ${position.stock}`}
          </strong>
          <span css={{ ...tabular, fontSize: 12, color: sideColour }}>
            {overseaText('OVERSEA_POSITION_LINE', {
              side: sideLabel(position.side),
              qty: position.qty,
              entry,
            })}
          </span>
        </div>
        <div css={{ display: 'grid', justifyItems: 'end', gap: 2 }}>
          <strong
            data-testid="oversea-position-pnl"
            css={{
              ...tabular,
              fontSize: 15,
              color:
                direction === 'up'
                  ? theme.color.buy
                  : direction === 'down'
                    ? theme.color.sell
                    : theme.color.text,
            }}
          >
            {signedKrwText(pnl)}
          </strong>
          <span css={{ ...tabular, fontSize: 12, color: theme.color.textMuted }}>
            {overseaText('OVERSEA_LAST', { price: formatPrice(price, precision) })}
          </span>
        </div>
        <Button
          variant="plain"
          size="small"
          busy={closing.pending}
          onClick={() => void closing.run(closeOrderOf(position))}
        >
          {overseaText('OVERSEA_CLOSE')}
        </Button>
      </div>
      <TpslEditor position={position} precision={precision} />
      {position.overnightAllowed ? <OvernightToggle position={position} /> : null}
    </ListRow>
  );
}
