import { clientText, useMe } from '@bx/platform';
import { cardStyle } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { BankAccount } from './bank-account';

/** Where a withdrawal is paid: the account the player gave at sign-up, as the operator will see it. */
export function PayoutInfo() {
  const theme = useTheme();
  const bankInfo = useMe()?.bankInfo ?? null;
  return (
    <section aria-label={clientText('DNW_WITHDRAW_ACCOUNT')} css={cardStyle(theme)}>
      <h2 css={{ margin: 0, fontSize: 14, fontWeight: 500, color: theme.color.textMuted }}>
        {clientText('DNW_WITHDRAW_ACCOUNT')}
      </h2>
      {bankInfo ? (
        <BankAccount account={bankInfo} />
      ) : (
        <p css={{ margin: 0, fontSize: 14 }}>{clientText('DNW_WITHDRAW_ACCOUNT_NONE')}</p>
      )}
    </section>
  );
}
