import type { DecimalString, ClientMessageCode } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useState } from 'react';

import { walletDecimals } from './coin-units';
import { amountRefusal, amountText } from './wallet-amount';
import { useWalletBalance } from './wallet-balance';

/**
 * The amount of a wallet a form sends, with the refusal shown under it: `check` says why it cannot go yet (the
 * form's own reason first, then none entered or beyond the balance) or answers the amount as the server takes it.
 */
export function useCoinAmount(wallet: string) {
  const balance = useWalletBalance(wallet);
  const decimals = walletDecimals(wallet);
  const [amount, setAmount] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    amount,
    refusal,
    /** Why the amount typed so far cannot go (more than the wallet holds), as it is typed; null when none. */
    liveRefusal: amount === null || amount <= 0 ? null : amountRefusal(amount, decimals, balance),
    change: (next: number | null) => {
      setAmount(next);
      setRefusal(null);
    },
    clearRefusal: () => setRefusal(null),
    clear: () => setAmount(null),
    check: (formRefusal: ClientMessageCode | null = null): DecimalString | null => {
      const refused = formRefusal ?? amountRefusal(amount, decimals, balance);
      setRefusal(refused === null ? null : clientText(refused));
      return refused === null && amount !== null ? amountText(amount, decimals) : null;
    },
  };
}
