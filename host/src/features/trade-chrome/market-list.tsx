import { clientText, siteLang } from '@bx/platform';
import { formatPrice, ListRowButton, optionName, stockName } from '@bx/ui';
import { useTheme } from '@emotion/react';

export interface MarketListItem {
  id: number;
  stock: string;
  koName: string;
  precision: number;
  lastPrice: string;
  changePercent: string;
  /** The market is closed: the row is marked 휴장 and its last price shown muted. */
  isRest?: boolean;
}

/** Tradable options by name (Korean, or the symbol on English sites) with last price and change: buy colour above 0, sell colour otherwise. */
export function MarketList({
  items,
  onPick,
}: {
  items: MarketListItem[];
  onPick: (item: MarketListItem) => void;
}) {
  const theme = useTheme();
  // English sites name an option by its symbol, so the symbol line under it would only repeat it.
  const english = siteLang() === 'en';
  if (items.length === 0) {
    return <p css={{ padding: 16, color: theme.color.textMuted }}>{clientText('NO_OPTIONS')}</p>;
  }
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const rising = Number(item.changePercent) > 0;
        const colour = item.isRest ? theme.color.textMuted : rising ? theme.color.buy : theme.color.sell;
        return (
          <li key={item.id}>
            <ListRowButton columns="1fr auto" onClick={() => onPick(item)}>
              <span css={{ fontWeight: 600 }}>
                {optionName(item, siteLang())}
                {item.isRest ? (
                  <small css={{ marginLeft: 6, color: theme.color.sell, fontWeight: 700 }}>
                    {clientText('MARKET_CLOSED_BADGE')}
                  </small>
                ) : null}
              </span>
              <span css={{ color: colour, textAlign: 'right' }}>
                {formatPrice(item.lastPrice, item.precision)}
              </span>
              <small css={{ color: theme.color.textMuted }}>{english ? '' : stockName(item.stock)}</small>
              <small css={{ color: colour, textAlign: 'right' }}>
                {rising ? '+' : ''}
                {Number(item.changePercent).toFixed(2)}%
              </small>
            </ListRowButton>
          </li>
        );
      })}
    </ul>
  );
}
