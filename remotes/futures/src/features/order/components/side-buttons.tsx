import type { FuturesTradeType } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

/** Long (B, red) and short (S, blue), side by side; the one sending says so and both wait for it. */
export function SideButtons({
  sending,
  onOrder,
}: {
  sending: FuturesTradeType | null;
  onOrder: (tradeType: FuturesTradeType) => void;
}) {
  const theme = useTheme();
  const button = (tradeType: FuturesTradeType) => (
    <button
      type="button"
      disabled={sending !== null}
      aria-busy={sending === tradeType}
      onClick={() => onOrder(tradeType)}
      css={{
        minHeight: 52,
        border: 'none',
        borderRadius: theme.radius,
        background: tradeType === 'B' ? theme.color.buy : theme.color.sell,
        color: '#fff',
        fontSize: 16,
        fontWeight: 800,
        cursor: 'pointer',
        ':disabled': { opacity: 0.5, cursor: 'default' },
      }}
    >
      {sending === tradeType
        ? clientText('FUT_SENDING')
        : clientText(tradeType === 'B' ? 'FUT_BUY_LONG' : 'FUT_SELL_SHORT')}
    </button>
  );
  return (
    <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      {button('B')}
      {button('S')}
    </div>
  );
}
