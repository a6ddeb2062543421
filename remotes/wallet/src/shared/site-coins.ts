import { useSiteInfo } from '@bx/platform';
import { useMemo } from 'react';

import { isWalletType } from './coin-units';

/** A site's comma-separated coin list ("USDT, btc,,ETH") as wallet codes, in its order, each once. */
export function coinList(csv: string | undefined): string[] {
  const codes = (csv ?? '').split(',').map((code) => code.trim().toUpperCase());
  return [...new Set(codes)].filter(isWalletType);
}

export interface SiteCoins {
  /** The coin wallets the site offers (usedCoins). */
  used: string[];
  /** Those a chain deposit address is given for (depositCoins). */
  deposit: string[];
  /** Those bought and sold for won (buyCoins). */
  buy: string[];
}

export function useSiteCoins(): SiteCoins {
  const site = useSiteInfo();
  return useMemo(
    () => ({
      used: coinList(site?.usedCoins),
      deposit: coinList(site?.depositCoins),
      buy: coinList(site?.buyCoins),
    }),
    [site],
  );
}
