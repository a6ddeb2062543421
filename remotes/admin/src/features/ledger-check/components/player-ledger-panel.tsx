import { problemText } from '@bx/platform';
import { cardStyle, FormMessage, Loader, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { usePlayerLedger } from '../api/get-player-ledger';
import { driftedWallets } from '../utils/ledger-findings';
import { adminText } from '../../../shared/admin-text';

/** One player's wallets rebuilt from their transfers beside the balances kept, a mismatch marked. */
export function PlayerLedgerPanel({ playerId }: { playerId: number }) {
  const theme = useTheme();
  const ledger = usePlayerLedger(playerId);
  if (ledger.isPending) return <Loader />;
  if (ledger.isError) return <FormMessage tone="bad">{problemText(ledger.error)}</FormMessage>;
  const drifted = new Set(driftedWallets(ledger.data).map((wallet) => wallet.wallet));
  return (
    <article
      aria-label={adminText('ADM_PLAYER_LEDGER')}
      css={{ ...cardStyle(theme), display: 'grid', gap: 8 }}
    >
      <FormMessage tone={drifted.size === 0 ? 'good' : 'bad'}>
        {adminText(drifted.size === 0 ? 'ADM_PLAYER_LEDGER_SOUND' : 'ADM_PLAYER_LEDGER_DRIFTED', {
          wallets: [...drifted].join(', '),
        })}
      </FormMessage>
      <table css={{ width: '100%', fontSize: 13, borderCollapse: 'collapse' }}>
        <thead>
          <tr css={{ color: theme.color.textMuted, textAlign: 'right' }}>
            <th css={{ textAlign: 'left', fontWeight: 500 }}>{adminText('ADM_LEDGER_WALLET')}</th>
            <th css={{ fontWeight: 500 }}>{adminText('ADM_LEDGER_CACHED')}</th>
            <th css={{ fontWeight: 500 }}>{adminText('ADM_LEDGER_REBUILT')}</th>
          </tr>
        </thead>
        <tbody>
          {ledger.data.map((wallet) => (
            <tr
              key={wallet.wallet}
              css={[
                { textAlign: 'right' },
                tabular,
                drifted.has(wallet.wallet) && { color: theme.color.danger },
              ]}
            >
              <td css={{ textAlign: 'left' }}>{wallet.wallet}</td>
              <td>{wallet.cached}</td>
              <td>{wallet.rebuilt}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
