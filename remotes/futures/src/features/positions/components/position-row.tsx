import type { FuturesOptionDetail, FuturesPosition } from '@bx/contracts';
import { usePendingAction } from '@bx/app-kit';
import { clientText, showConfirm } from '@bx/platform';
import { Button, formatPercent, formatPrice, ListRow, stockName, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { placeOrder } from '../../../shared/api/place-order';
import { isBuySide, sideLabel } from '../../../shared/side-label';
import { signedUsdtText, usdtText } from '../../../shared/usdt';
import { valueAtMark } from '../utils/position-value';

import { MarginDialog } from './margin-dialog';
import { TpslDialog } from './tpsl-dialog';

/** Closes a position at market, whole: an order against it naming it (reduce-only on the server). */
const closePosition = (position: FuturesPosition) =>
  placeOrder({
    futuresOptionId: position.futuresOptionId,
    marketType: 'MARKET',
    tradeType: position.side === 'LONG' ? 'S' : 'B',
    futuresPositionId: position.id,
  });

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
  const { pending, run } = usePendingAction<'close'>();
  const [sheet, setSheet] = useState<'tpsl' | 'margin' | null>(null);
  // Another contract's position is written with as many decimals as the server gave its entry.
  const precision = option?.precision ?? position.entryPrice.split('.')[1]?.length ?? 2;
  const mark = option?.markPrice ?? position.markPrice;
  const value = valueAtMark(position, mark);
  const pnl = value?.pnl ?? Number(position.unrealizedPnl);
  const roe = value?.roe ?? Number(position.roe);
  const colourOf = (amount: number) =>
    amount > 0 ? theme.color.buy : amount < 0 ? theme.color.sell : theme.color.text;
  const price = (text: string | null) => (text === null ? '-' : formatPrice(text, precision));
  const name = stockName(position.stock);
  const size = option === null ? position.qty : formatPrice(position.qty, option.qtyPrecision);

  const close = async () => {
    const confirmed = await showConfirm(
      clientText('FUT_CLOSE_CONFIRM', { stock: name, side: sideLabel(position.side), qty: size }),
    );
    if (confirmed) await run('close', () => closePosition(position));
  };

  const cell = (label: string, text: string, testId?: string, color?: string) => (
    <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <dt css={{ fontSize: 11, color: theme.color.textMuted }}>{label}</dt>
      <dd
        data-testid={testId}
        css={{ ...tabular, margin: 0, fontSize: 13, fontWeight: 600, color, overflowWrap: 'anywhere' }}
      >
        {text}
      </dd>
    </div>
  );

  return (
    <ListRow data-testid="futures-position" data-position-id={position.id} stacked>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <strong css={{ fontSize: 15 }}>{name}</strong>
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
          {`${clientText(position.marginType === 'CROSS' ? 'FUT_CROSS' : 'FUT_ISOLATED')} ${clientText(
            'FUT_LEVERAGE_X',
            { n: position.leverage },
          )}`}
        </span>
      </div>
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '6px 10px',
        }}
      >
        {cell(clientText('FUT_PNL'), signedUsdtText(pnl), 'futures-position-pnl', colourOf(pnl))}
        {cell(clientText('FUT_ROE'), formatPercent(roe), 'futures-position-roe', colourOf(roe))}
        {cell(clientText('FUT_SIZE_HEAD'), size, 'futures-position-size')}
        {cell(clientText('FUT_MARGIN'), usdtText(position.margin))}
        {cell(clientText('FUT_ENTRY'), price(position.entryPrice))}
        {cell(clientText('FUT_MARK_PRICE'), price(mark))}
        {cell(clientText('FUT_LIQ_PRICE'), price(position.liquidationPrice), 'futures-position-liq')}
        {cell(
          clientText('FUT_TPSL_ORDERS'),
          clientText('FUT_TPSL_NOW', {
            tp: price(position.takeProfit?.price ?? null),
            sl: price(position.stopLoss?.price ?? null),
          }),
          'futures-position-tpsl',
        )}
      </dl>
      <div css={{ display: 'flex', gap: 6, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="plain" size="small" aria-haspopup="dialog" onClick={() => setSheet('tpsl')}>
          {clientText('FUT_TPSL_BUTTON')}
        </Button>
        {position.marginType === 'ISOLATED' ? (
          <Button variant="plain" size="small" aria-haspopup="dialog" onClick={() => setSheet('margin')}>
            {clientText('FUT_MARGIN_BUTTON')}
          </Button>
        ) : null}
        <Button variant="plain" size="small" busy={pending !== null} onClick={() => void close()}>
          {clientText('FUT_CLOSE')}
        </Button>
      </div>
      {sheet === 'tpsl' ? (
        <TpslDialog position={position} precision={precision} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'margin' ? <MarginDialog position={position} onClose={() => setSheet(null)} /> : null}
    </ListRow>
  );
}
