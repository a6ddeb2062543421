import { formatAmount } from '@bx/contracts';
import { useMe } from '@bx/platform';
import { cardStyle } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { useAmountLimit } from '../../../shared/site-dnw-info';

import { BankAccount } from './bank-account';
import { walletText } from '../../../shared/wallet-text';

/**
 * Where a withdrawal is paid: the account the player gave at sign-up, as the operator will see it, and the largest
 * single withdrawal the site takes.
 */
export function PayoutInfo() {
  const theme = useTheme();
  const bankInfo = useMe()?.bankInfo ?? null;
  const limit = useAmountLimit('MONEY', 'withdraw');
  return (
    <section aria-label={walletText('DNW_WITHDRAW_ACCOUNT')} css={cardStyle(theme)}>
      <h2 css={{ margin: 0, fontSize: 14, fontWeight: 500, color: theme.color.textMuted }}>
        {walletText('DNW_WITHDRAW_ACCOUNT')}
      </h2>
      {bankInfo ? (
        <BankAccount account={bankInfo} />
      ) : (
        <p css={{ margin: 0, fontSize: 14 }}>{walletText('DNW_WITHDRAW_ACCOUNT_NONE')}</p>
      )}
      {bankInfo && limit !== null ? (
        <p css={{ margin: 0, fontSize: 13, color: theme.color.textMuted }}>
          {walletText('DNW_MAXIMUM', { amount: formatAmount(limit, 0) })}
        </p>
      ) : null}
    </section>
  );
}
