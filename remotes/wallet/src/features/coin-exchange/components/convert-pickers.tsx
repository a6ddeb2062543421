import { CoinDrawer, CoinLogo, walletName, type CoinChoice } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useCallback, useState } from 'react';

import { walletCurrency } from '../../../shared/coin-units';
import { walletText } from '../../../shared/wallet-text';

type Side = 'from' | 'to';

/**
 * The two wallets of a conversion, each a button that opens the coin selection sheet, and between them the
 * swap. Picking on one side the wallet of the other swaps them, so the two are never the same.
 */
export function ConvertPickers({
  wallets,
  from,
  to,
  onChange,
}: {
  wallets: readonly string[];
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const theme = useTheme();
  const [open, setOpen] = useState<Side | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const choices: CoinChoice[] = wallets.map((wallet) => ({
    coin: wallet,
    name: walletName(wallet),
    currency: walletCurrency(wallet),
  }));
  const pick = (side: Side, wallet: string) => {
    close();
    const other = side === 'from' ? to : from;
    if (wallet === other) onChange(to, from);
    else if (side === 'from') onChange(wallet, to);
    else onChange(from, wallet);
  };
  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        gap: 8,
        alignItems: 'end',
      }}
    >
      <Picker side="from" wallet={from} onOpen={() => setOpen('from')} />
      <button
        type="button"
        aria-label={walletText('CONVERT_SWAP')}
        onClick={() => onChange(to, from)}
        css={{
          width: 44,
          height: 44,
          marginBottom: 6,
          border: `1px solid ${theme.color.border}`,
          borderRadius: 999,
          background: theme.color.surfaceRaised,
          color: theme.color.accent,
          fontSize: 18,
          cursor: 'pointer',
        }}
      >
        ⇄
      </button>
      <Picker side="to" wallet={to} onOpen={() => setOpen('to')} />
      <CoinDrawer
        open={open !== null}
        coins={choices}
        onClose={close}
        onPick={(choice) => open !== null && pick(open, choice.coin)}
      />
    </div>
  );
}

function Picker({ side, wallet, onOpen }: { side: Side; wallet: string; onOpen: () => void }) {
  const theme = useTheme();
  const sideLabel = walletText(side === 'from' ? 'CONVERT_FROM' : 'CONVERT_TO');
  return (
    <div css={{ display: 'grid', gap: 6, minWidth: 0 }}>
      <span css={{ fontSize: 13, color: theme.color.textMuted }}>{sideLabel}</span>
      <button
        type="button"
        // The name holds what the button shows (the ticker and the coin's name), after the side it picks.
        aria-label={walletText('CONVERT_PICK', { side: sideLabel, coin: `${wallet} ${walletName(wallet)}` })}
        onClick={onOpen}
        css={{
          display: 'grid',
          gridTemplateColumns: '28px minmax(0, 1fr)',
          alignItems: 'center',
          gap: 8,
          minHeight: 56,
          padding: '0 10px',
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius,
          background: theme.color.surface,
          color: theme.color.text,
          textAlign: 'left',
          cursor: 'pointer',
        }}
      >
        <CoinLogo coin={wallet} size={28} />
        <span css={{ display: 'grid', minWidth: 0 }}>
          <strong css={{ fontSize: 15 }}>{wallet}</strong>{' '}
          <span
            css={{
              fontSize: 12,
              color: theme.color.textMuted,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {walletName(wallet)}
          </span>
        </span>
      </button>
    </div>
  );
}
