import { formatUnits, toUnits, type DecimalString } from '@bx/contracts';

import { ASSET_SCALES, type Asset } from '../money/assets.js';
import type { Repositories } from '../repositories/repositories.js';
import { WalletRefusal } from './wallet-refusal.js';

/** Which way a request moves money: into the player's money (a deposit, a P2P buy) or out of a wallet. */
export type LimitSide = 'deposit' | 'withdraw';

/** A currency's largest single request each way, in its own units ("100000000" won, "2" BTC). */
export type AmountLimit = Readonly<Record<LimitSide, DecimalString>>;

/**
 * The limits of a site and currency without a row of its own in `site_amount_limit` (migration 035). About
 * 100,000 USDT's worth for each coin at the simulator's prices (2 BTC, 40 ETH, 200,000 XRP...), and for won a
 * 100,000,000원 deposit and a 50,000,000원 withdrawal per request, as Korean exchanges cap a single transfer.
 */
export const DEFAULT_AMOUNT_LIMITS: Readonly<Record<Asset, AmountLimit>> = {
  KRW: { deposit: '100000000', withdraw: '50000000' },
  USDT: { deposit: '100000', withdraw: '100000' },
  BTC: { deposit: '2', withdraw: '2' },
  ETH: { deposit: '40', withdraw: '40' },
  XRP: { deposit: '200000', withdraw: '200000' },
  DOGE: { deposit: '500000', withdraw: '500000' },
  EOS: { deposit: '100000', withdraw: '100000' },
};

/** Every currency's limits on a site: its own rows over the defaults. */
export async function amountLimitsOf(
  repos: Repositories,
  siteId: number,
): Promise<Readonly<Record<Asset, AmountLimit>>> {
  const own = await repos.siteExtras.amountLimits(siteId);
  const limits = { ...DEFAULT_AMOUNT_LIMITS };
  for (const row of own) {
    if (!(row.asset in limits)) continue;
    const scale = ASSET_SCALES[row.asset as Asset];
    // numeric(38, 18) reads back with 18 decimals: kept as the currency writes it ("2", not "2.000000000000000000").
    const normal = (value: string) => formatUnits(toUnits(value, scale, 'truncate'), scale);
    limits[row.asset as Asset] = { deposit: normal(row.depositMax), withdraw: normal(row.withdrawMax) };
  }
  return limits;
}

/**
 * Refuses a request of `amount` (minor units of `asset`) above the site's limit that way: AMOUNT_ABOVE_MAXIMUM,
 * saying the limit as the site's language writes money ("50,000,000원", "2 BTC").
 */
export async function checkAmountLimit(
  repos: Repositories,
  siteId: number,
  asset: Asset,
  side: LimitSide,
  amount: bigint,
): Promise<void> {
  const limit = (await amountLimitsOf(repos, siteId))[asset][side];
  if (amount <= toUnits(limit, ASSET_SCALES[asset])) return;
  throw new WalletRefusal('AMOUNT_ABOVE_MAXIMUM', { parts: { amount: { amount: limit, currency: asset } } });
}
