import type { BankInfo } from '@bx/contracts';
import { tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { walletText } from '../../../shared/wallet-text';

/** An account as a short list: bank, number and holder, the number free to break on a narrow phone. */
export function BankAccount({ account }: { account: BankInfo }) {
  const theme = useTheme();
  const rows = [
    ['DNW_BANK', account.bank],
    ['DNW_ACCOUNT_NUMBER', account.account],
    ['DNW_HOLDER', account.holder],
  ] as const;
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: '6px 12px',
        margin: 0,
        fontSize: 14,
      }}
    >
      {rows.map(([code, value]) => (
        <div key={code} css={{ display: 'contents' }}>
          <dt css={{ color: theme.color.textMuted }}>{walletText(code)}</dt>
          <dd css={{ ...tabular, margin: 0, textAlign: 'right', overflowWrap: 'anywhere', fontWeight: 600 }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
