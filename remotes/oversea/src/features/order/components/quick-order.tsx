import type { OverseaOptionDetail, OverseaTradeType } from '@bx/contracts';
import { useLocalSettings } from '@bx/platform';
import { SideButtons } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useId, useState } from 'react';

import { usePlaceOrderMutation } from '../../../shared/api/place-order';

import { CountSelector } from './count-selector';
import { overseaText } from '../../../shared/oversea-text';

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
  const placing = usePlaceOrderMutation();
  const resting = option.isRest;
  // A count taken away in the settings falls back to the first one left.
  const chosen = counts.includes(count) ? count : (counts[0] ?? 1);

  const order = (tradeType: OverseaTradeType) =>
    placing.run({ overseaOptionId: option.id, marketType: 'MARKET', tradeType, qty: chosen });

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <CountSelector counts={counts} value={chosen} onChange={setCount} />
      <SideButtons
        labelOf={(tradeType) =>
          overseaText(tradeType === 'B' ? 'OVERSEA_BUY_N' : 'OVERSEA_SELL_N', { n: chosen })
        }
        sendingLabel={overseaText('OVERSEA_SENDING')}
        sending={placing.running?.tradeType ?? null}
        onPress={(tradeType) => void order(tradeType)}
        disabled={resting}
        describedBy={resting ? reasonId : undefined}
      />
      {resting ? (
        <p id={reasonId} css={{ margin: 0, fontSize: 14, color: theme.color.textMuted, textAlign: 'center' }}>
          {`${option.stock}${overseaText('MARKET_HOLIDAY')}`}
        </p>
      ) : null}
    </div>
  );
}
