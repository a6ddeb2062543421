import { Button, NumericInput, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { MAX_AMOUNT, walletDecimals } from './coin-units';
import { useAmountLimit } from './site-dnw-info';
import { walletAmountText } from './wallet-amount';
import { useWalletBalance } from './wallet-balance';
import { walletText } from './wallet-text';

/**
 * An amount of one wallet: what the wallet holds, with 전액 to take all of it, over the field (the phone's
 * numeric keypad, as many decimals as the wallet's currency has). Neither goes past the site's largest single
 * request of the currency (docs/dnw.md, "Limits"): a digit that would is refused, saying the limit.
 */
export function CoinAmountField({
  wallet,
  label,
  value,
  onChange,
}: {
  wallet: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const theme = useTheme();
  const balance = useWalletBalance(wallet);
  const decimals = walletDecimals(wallet);
  const limit = useAmountLimit(wallet, 'withdraw');
  const max = limit === null ? MAX_AMOUNT : Number(limit);
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          fontSize: 13,
          color: theme.color.textMuted,
        }}
      >
        <span>
          {walletText('COIN_BALANCE')}{' '}
          <strong data-testid="wallet-balance" css={{ ...tabular, color: theme.color.text }}>
            {balance === null ? '-' : walletAmountText(wallet, balance)}
          </strong>
        </span>
        <Button
          variant="plain"
          size="small"
          disabled={balance === null}
          onClick={() => onChange(balance === null ? null : Math.min(Number(balance), max))}
        >
          {walletText('TRANSFER_ALL')}
        </Button>
      </div>
      <NumericInput
        label={label}
        value={value}
        min={0}
        max={max}
        decimals={decimals}
        placeholder="0"
        refusalText={
          limit === null
            ? undefined
            : { range: walletText('AMOUNT_ABOVE_LIMIT', { amount: walletAmountText(wallet, limit) }) }
        }
        onChange={onChange}
      />
    </div>
  );
}
