import type { FuturesOptionDetail, FuturesPosition } from '@bx/contracts';
import { useMe } from '@bx/platform';
import { Button, formatPercent, formatPrice, ListRow, stockName } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { usePlaceOrderMutation } from '../../../shared/api/place-order';
import { pnlColour } from '../../../shared/pnl-colour';
import { Stat, StatGrid } from '../../../shared/stat-grid';
import { PositionHeading } from '../../../shared/position-heading';
import { decimalsIn } from '../../../shared/price-decimals';
import { sideLabel } from '../../../shared/side-label';
import { signedUsdtText, usdtText } from '../../../shared/usdt';
import { valueAtMark } from '../utils/position-value';

import { MarginDialog } from './margin-dialog';
import { TpslDialog } from './tpsl-dialog';
import { futuresText } from '../../../shared/futures-text';

/**
 * One open position: contract, side, leverage and margin type; size, entry, mark and liquidation prices, margin;
 * PnL and ROE coloured by their sign (buy colour for a gain); its TP/SL; the TP/SL sheet, the margin sheet for
 * an isolated position, and close. `option` is the contract on screen when it is this position's: its mark
 * price is fresher than the last push.
 */
export function PositionRow({
  position,
  option,
}: {
  position: FuturesPosition;
  option: FuturesOptionDetail | null;
}) {
  const theme = useTheme();
  // A trader sets no TP/SL (spec section 6): the sheet is not offered rather than refused on submit.
  const isTrader = useMe()?.role === 'TRADER';
  const closing = usePlaceOrderMutation();
  const [sheet, setSheet] = useState<'tpsl' | 'margin' | null>(null);
  // Another contract's position is written with as many decimals as the server gave its mark price.
  const precision = option?.precision ?? decimalsIn(position.markPrice);
  const mark = option?.markPrice ?? position.markPrice;
  const value = valueAtMark(position, mark);
  const pnl = value?.pnl ?? position.unrealizedPnl;
  const roe = value?.roe ?? position.roe;
  const colourOf = (amount: string) => pnlColour(theme, amount);
  const price = (text: string | null) => (text === null ? '-' : formatPrice(text, precision));
  // An averaged entry carries more decimals than the tick, so entry, mark and PnL agree (docs/futures.md).
  const entry = formatPrice(position.entryPrice, Math.max(precision, decimalsIn(position.entryPrice)));
  const name = stockName(position.stock);
  const size = option === null ? position.qty : formatPrice(position.qty, option.qtyPrecision);

  // Closed at market, whole: an order against it naming it (reduce-only on the server).
  const close = () =>
    closing.run(
      {
        futuresOptionId: position.futuresOptionId,
        marketType: 'MARKET',
        tradeType: position.side === 'LONG' ? 'S' : 'B',
        futuresPositionId: position.id,
      },
      {
        confirm: futuresText('FUT_CLOSE_CONFIRM', { stock: name, side: sideLabel(position.side), qty: size }),
      },
    );

  const cell = (label: string, text: string, testId?: string, color?: string) => (
    <Stat label={label} value={text} testId={testId} color={color} />
  );

  return (
    <ListRow data-testid="futures-position" data-position-id={position.id} stacked>
      <PositionHeading position={position} />
      <StatGrid>
        {cell(futuresText('FUT_PNL'), signedUsdtText(pnl), 'futures-position-pnl', colourOf(pnl))}
        {cell(futuresText('FUT_ROE'), formatPercent(roe), 'futures-position-roe', colourOf(roe))}
        {cell(futuresText('FUT_SIZE_HEAD'), size, 'futures-position-size')}
        {cell(futuresText('FUT_MARGIN'), usdtText(position.margin))}
        {cell(futuresText('FUT_ENTRY'), entry, 'futures-position-entry')}
        {cell(futuresText('FUT_MARK_PRICE'), price(mark))}
        {cell(
          futuresText('FUT_LIQ_PRICE'),
          // No positive price liquidates it (a cross long the wallet carries): said, not left as a dash.
          position.liquidationPrice === null ? futuresText('FUT_LIQ_NONE') : price(position.liquidationPrice),
          'futures-position-liq',
        )}
        {cell(
          futuresText('FUT_TPSL_ORDERS'),
          futuresText('FUT_TPSL_NOW', {
            tp: price(position.takeProfit?.price ?? null),
            sl: price(position.stopLoss?.price ?? null),
          }),
          'futures-position-tpsl',
        )}
      </StatGrid>
      <div css={{ display: 'flex', gap: 6, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {isTrader ? null : (
          <Button variant="plain" size="small" aria-haspopup="dialog" onClick={() => setSheet('tpsl')}>
            {futuresText('FUT_TPSL_BUTTON')}
          </Button>
        )}
        {position.marginType === 'ISOLATED' ? (
          <Button variant="plain" size="small" aria-haspopup="dialog" onClick={() => setSheet('margin')}>
            {futuresText('FUT_MARGIN_BUTTON')}
          </Button>
        ) : null}
        <Button variant="plain" size="small" busy={closing.pending} onClick={() => void close()}>
          {futuresText('FUT_CLOSE')}
        </Button>
      </div>
      {sheet === 'tpsl' ? (
        <TpslDialog position={position} precision={precision} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'margin' ? <MarginDialog position={position} onClose={() => setSheet(null)} /> : null}
    </ListRow>
  );
}
