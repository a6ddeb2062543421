import type { OverseaOptionDetail, OverseaTradeType } from '@bx/contracts';
import { clientText, problemText, showAlert, useLocalSettings } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useId, useState } from 'react';

import { placeOrder } from '../../../shared/api/place-order';

import { CountSelector } from './count-selector';

/**
 * One tap, one MARKET order of the chosen count: buy (red) or sell (blue). The counts are the player's
 * quick-order setting (1, 3, 5, 10 by default). What the server refuses comes back in an alert; the fill
 * itself is told by the realtime events (toast and sound).
 */
export function QuickOrder({ option }: { option: OverseaOptionDetail }) {
  const theme = useTheme();
  const reasonId = useId();
  const counts = useLocalSettings()[0].orderCnt;
  const [count, setCount] = useState<number>(counts[0] ?? 1);
  const [sending, setSending] = useState<OverseaTradeType | null>(null);
  const resting = option.isRest;
  // A count taken away in the settings falls back to the first one left.
  const chosen = counts.includes(count) ? count : (counts[0] ?? 1);

  const order = async (tradeType: OverseaTradeType) => {
    setSending(tradeType);
    try {
      await placeOrder({ overseaOptionId: option.id, marketType: 'MARKET', tradeType, qty: chosen });
    } catch (cause) {
      void showAlert(problemText(cause));
    } finally {
      setSending(null);
    }
  };

  const sideButton = (tradeType: OverseaTradeType) => (
    <button
      type="button"
      disabled={sending !== null || resting}
      aria-busy={sending === tradeType}
      aria-describedby={resting ? reasonId : undefined}
      onClick={() => void order(tradeType)}
      css={{
        minHeight: 56,
        border: 'none',
        borderRadius: theme.radius,
        background: tradeType === 'B' ? theme.color.buy : theme.color.sell,
        color: '#fff',
        fontSize: 17,
        fontWeight: 800,
        cursor: 'pointer',
        ':disabled': { opacity: 0.5, cursor: 'default' },
      }}
    >
      {sending === tradeType
        ? clientText('OVERSEA_SENDING')
        : clientText(tradeType === 'B' ? 'OVERSEA_BUY_N' : 'OVERSEA_SELL_N', { n: chosen })}
    </button>
  );

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <CountSelector counts={counts} value={chosen} onChange={setCount} />
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {sideButton('B')}
        {sideButton('S')}
      </div>
      {resting ? (
        <p id={reasonId} css={{ margin: 0, fontSize: 14, color: theme.color.textMuted, textAlign: 'center' }}>
          {`${option.stock}${clientText('MARKET_HOLIDAY')}`}
        </p>
      ) : null}
    </div>
  );
}
