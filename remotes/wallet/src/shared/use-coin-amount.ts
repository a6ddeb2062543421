import { compareDecimal, type DecimalString } from '@bx/contracts';
import { useState } from 'react';

import { walletDecimals } from './coin-units';
import { useAmountLimit } from './site-dnw-info';
import { amountRefusal, amountText, walletAmountText } from './wallet-amount';
import { useWalletBalance } from './wallet-balance';
import { walletText, type WalletTextCode } from './wallet-text';

/**
 * The amount of a wallet a form sends, with the refusal shown under it: `check` says why it cannot go yet (the
 * form's own reason first, then none entered, beyond the balance or beyond the site's largest single request of
 * the currency) or answers the amount as the server takes it.
 */
export function useCoinAmount(wallet: string) {
  const balance = useWalletBalance(wallet);
  const decimals = walletDecimals(wallet);
  const limit = useAmountLimit(wallet, 'withdraw');
  const [amount, setAmount] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const refusalOf = (value: number | null): string | null => {
    const code = amountRefusal(value, decimals, balance);
    if (code !== null) return walletText(code);
    if (value !== null && limit !== null && compareDecimal(amountText(value, decimals), limit) > 0) {
      return walletText('AMOUNT_ABOVE_LIMIT', { amount: walletAmountText(wallet, limit) });
    }
    return null;
  };

  return {
    amount,
    refusal,
    /** Why the amount typed so far cannot go (beyond the balance or the limit), as it is typed; null when none. */
    liveRefusal: amount === null || amount <= 0 ? null : refusalOf(amount),
    change: (next: number | null) => {
      setAmount(next);
      setRefusal(null);
    },
    clearRefusal: () => setRefusal(null),
    clear: () => setAmount(null),
    check: (formRefusal: WalletTextCode | null = null): DecimalString | null => {
      const refused = formRefusal === null ? refusalOf(amount) : walletText(formRefusal);
      setRefusal(refused);
      return refused === null && amount !== null ? amountText(amount, decimals) : null;
    },
  };
}
