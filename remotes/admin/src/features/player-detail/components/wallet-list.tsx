import { formatAmount, WALLET_TYPES, type MyWallet } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { tabular, walletName } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { adminText } from '../../../shared/admin-text';

/** The player's balances: won money first, then the trading and coin wallets, each in its currency. */
export function WalletList({ wallets }: { wallets: MyWallet }) {
  const theme = useTheme();
  const rows = [
    { type: 'MONEY', amount: clientText('DNW_AMOUNT_KRW', { amount: formatAmount(wallets.money, 0) }) },
    ...WALLET_TYPES.map((type) => {
      const wallet = wallets.wallet[type];
      return { type, amount: `${formatAmount(wallet?.point ?? '0')} ${wallet?.currency ?? type}` };
    }),
  ];
  return (
    <dl
      aria-label={adminText('OPS_WALLETS')}
      css={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: 8,
      }}
    >
      {rows.map((row) => (
        <div
          key={row.type}
          data-testid={`wallet-${row.type}`}
          css={{
            display: 'grid',
            gap: 2,
            padding: '8px 10px',
            minWidth: 0,
            borderRadius: theme.radius,
            background: theme.color.surface,
            border: `1px solid ${theme.color.border}`,
          }}
        >
          <dt css={{ fontSize: 12, color: theme.color.textMuted }}>{walletName(row.type)}</dt>
          <dd css={{ ...tabular, margin: 0, fontSize: 14, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {row.amount}
          </dd>
        </div>
      ))}
    </dl>
  );
}
