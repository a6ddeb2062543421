import type { OverseaCross } from '@bx/contracts';
import { tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { krwText, profitDirection, signedKrwText } from '../../../shared/money';
import { overseaText } from '../../../shared/oversea-text';

/**
 * The account always in view: the free balance, the open positions' profit, the loss-cut level and the
 * margin held. The profit is `positionsPnl` when given (the sum of what the position rows show, so the two agree
 * at every moment), else the engine's. Before the engine's first push the balance is the player's money (the
 * same KRW, nothing held yet on this screen) and the rest shows "-".
 */
export function CrossBar({
  cross,
  money,
  positionsPnl = null,
}: {
  cross: OverseaCross | null;
  money: string | null;
  positionsPnl?: string | null;
}) {
  const theme = useTheme();
  const balance = cross?.playerPoint ?? money;
  const pnl = positionsPnl ?? cross?.lastPnl ?? null;
  const pnlDirection = pnl === null ? 'flat' : profitDirection(pnl);
  const cell = (label: string, value: string, testId: string, color = theme.color.text) => (
    <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <dt css={{ fontSize: 11, color: theme.color.textMuted }}>{label}</dt>
      <dd
        data-testid={testId}
        css={{ ...tabular, margin: 0, fontSize: 13, fontWeight: 700, color, overflowWrap: 'anywhere' }}
      >
        {value}
      </dd>
    </div>
  );
  return (
    <dl
      aria-label={overseaText('OVERSEA_CROSS')}
      css={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6px 10px' }}
    >
      {cell(overseaText('OVERSEA_BALANCE'), balance === null ? '-' : krwText(balance), 'oversea-balance')}
      {cell(
        overseaText('OVERSEA_PNL'),
        pnl === null ? '-' : signedKrwText(pnl),
        'oversea-pnl',
        pnlDirection === 'up'
          ? theme.color.buy
          : pnlDirection === 'down'
            ? theme.color.sell
            : theme.color.text,
      )}
      {cell(overseaText('OVERSEA_LOSSCUT'), cross ? krwText(cross.losscut) : '-', 'oversea-losscut')}
      {cell(
        overseaText('OVERSEA_WAIT_POINT'),
        cross ? krwText(cross.playerGameWaitPoint) : '-',
        'oversea-wait-point',
      )}
    </dl>
  );
}
