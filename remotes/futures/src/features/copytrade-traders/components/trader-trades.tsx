import type { CopyTraderTrade } from '@bx/contracts';
import { Chip, formatPrice, ListRow, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { orderTime } from '../../../shared/order-time';
import { PagedRows } from '../../../shared/paged-rows';
import { pnlColour } from '../../../shared/pnl-colour';
import { PositionHeading } from '../../../shared/position-heading';
import { decimalsIn } from '../../../shared/price-decimals';
import { signedUsdtText, usdtText } from '../../../shared/usdt';
import { useTraderTrades } from '../api/get-trader-trades';
import { futuresText } from '../../../shared/futures-text';

/** The trader's fills, newest first, a page at a time: what a follower would have copied. */
export function TraderTrades({ traderId }: { traderId: number }) {
  return (
    <PagedRows
      query={useTraderTrades(traderId)}
      label={futuresText('CT_TRADER_TRADES')}
      empty={futuresText('CT_TRADER_TRADES_EMPTY')}
      renderRow={(trade) => <TraderTradeRow key={trade.futuresTraderOrderId} trade={trade} />}
    />
  );
}

/** One fill: contract, the position's side and leverage, open or close; size and price; margin or profit. */
function TraderTradeRow({ trade }: { trade: CopyTraderTrade }) {
  const theme = useTheme();
  const opening = trade.kind === 'OPEN';
  // The position's side: an open buys a long, a close sells it.
  const side = opening === (trade.tradeType === 'B') ? 'LONG' : 'SHORT';
  const kind = trade.isLiquidation ? 'CT_TRADE_LIQUIDATION' : opening ? 'CT_TRADE_OPEN' : 'CT_TRADE_CLOSE';
  return (
    <ListRow data-testid="copy-trader-trade" stacked>
      <PositionHeading position={{ ...trade, side }}>
        <Chip tone={opening ? 'accent' : 'muted'}>{futuresText(kind)}</Chip>
      </PositionHeading>
      <span css={{ ...tabular, fontSize: 13 }}>
        {futuresText('CT_TRADE_LINE', {
          qty: trade.qty,
          price: formatPrice(trade.price, decimalsIn(trade.price)),
        })}
      </span>
      <span
        css={{
          ...tabular,
          fontSize: 13,
          fontWeight: opening ? 400 : 700,
          color: opening ? theme.color.text : pnlColour(theme, trade.pnl),
        }}
      >
        {opening
          ? futuresText('CT_TRADE_MARGIN', { amount: usdtText(trade.margin) })
          : futuresText('CT_TRADE_PNL', { amount: signedUsdtText(trade.pnl) })}
      </span>
      <span css={{ ...tabular, fontSize: 11, color: theme.color.textMuted }}>
        {orderTime(trade.createdAt)}
      </span>
    </ListRow>
  );
}
