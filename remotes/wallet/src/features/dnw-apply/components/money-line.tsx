import { formatAmount } from '@bx/contracts';
import { useMe } from '@bx/platform';
import { tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { walletText } from '../../../shared/wallet-text';

/**
 * The player's KRW money, from the one `me` every screen reads: the balance the host writes from each push
 * on /user/queue/point, so a withdrawal held or an approved deposit shows here without asking.
 */
export function MoneyLine() {
  const theme = useTheme();
  const money = useMe()?.money ?? null;
  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 12,
        padding: '14px 16px',
        borderRadius: theme.radius,
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
      }}
    >
      <span css={{ flex: 'none', fontSize: 14, color: theme.color.textMuted }}>
        {walletText('DNW_MONEY')}
      </span>
      <strong
        data-testid="dnw-money"
        css={{ ...tabular, minWidth: 0, fontSize: 20, overflowWrap: 'anywhere', textAlign: 'right' }}
      >
        {money === null ? '-' : walletText('MONEY_KRW', { amount: formatAmount(money, 0) })}
      </strong>
    </div>
  );
}
