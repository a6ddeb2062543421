import { formatAmount } from '@bx/contracts';
import { problemText, queryState } from '@bx/platform';
import { FailurePanel, Loader, cardStyle } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { useSiteDnwInfo } from '../../../shared/site-dnw-info';

import { BankAccount } from './bank-account';
import { walletText } from '../../../shared/wallet-text';

/**
 * Where to send a deposit: the site's account (or to ask the help desk), and the smallest and largest single
 * request taken.
 */
export function DepositInfo() {
  const theme = useTheme();
  const info = useSiteDnwInfo();
  const state = queryState(info);
  return (
    <section aria-label={walletText('DNW_DEPOSIT_ACCOUNT')} css={cardStyle(theme)}>
      <h2 css={{ margin: 0, fontSize: 14, fontWeight: 500, color: theme.color.textMuted }}>
        {walletText('DNW_DEPOSIT_ACCOUNT')}
      </h2>
      {state.status === 'loading' ? (
        <Loader label={walletText('LIST_LOADING')} />
      ) : state.status === 'failed' ? (
        <FailurePanel message={problemText(info.error)} onRetry={state.retry} />
      ) : (
        <>
          {state.data.depositAccount ? (
            <BankAccount account={state.data.depositAccount} />
          ) : (
            <p css={{ margin: 0, fontSize: 14 }}>{walletText('DNW_DEPOSIT_ACCOUNT_NONE')}</p>
          )}
          <ul
            css={{
              display: 'grid',
              gap: 2,
              margin: 0,
              paddingLeft: 18,
              fontSize: 13,
              color: theme.color.textMuted,
            }}
          >
            <li>{walletText('DNW_MINIMUM', { amount: formatAmount(String(state.data.dnwMinimum), 0) })}</li>
            {state.data.limits.KRW === undefined ? null : (
              <li>{walletText('DNW_MAXIMUM', { amount: formatAmount(state.data.limits.KRW.deposit, 0) })}</li>
            )}
            <li>{walletText('DNW_DEPOSIT_NAME_NOTE')}</li>
          </ul>
        </>
      )}
    </section>
  );
}
