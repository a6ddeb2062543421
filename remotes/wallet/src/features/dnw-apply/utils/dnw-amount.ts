import { compareDecimal, type DecimalString, type DnwApplyType, type SiteDnwInfo } from '@bx/contracts';

import { toPoint } from '../../../shared/won-amount';
import { type WalletTextCode } from '../../../shared/wallet-text';

/** A refusal of the form and the parts of its words ({amount} for the site's minimum or limit). */
export interface DnwRefusal {
  code: WalletTextCode;
  amount?: DecimalString;
}

/**
 * Why a request cannot be sent yet, before anything is asked of the player or the server: no amount, a won
 * withdrawal without a payout account or beyond the player's money (the spec's words, section 5), less than the
 * site's minimum or more than its largest single request (both from GET /api/site_info/dnw, once it has
 * arrived). Anything else (a request already waiting) is the server's to say.
 */
export function applyRefusal(
  type: DnwApplyType,
  amount: number | null,
  player: { money: DecimalString | null; hasPayoutAccount: boolean },
  site: Pick<SiteDnwInfo, 'dnwMinimum' | 'limits'> | undefined,
): DnwRefusal | null {
  if (type === 'W' && !player.hasPayoutAccount) return { code: 'DNW_WITHDRAW_NEEDS_ACCOUNT' };
  if (amount === null || amount <= 0)
    return { code: type === 'D' ? 'DNW_DEPOSIT_EMPTY' : 'DNW_WITHDRAW_EMPTY' };
  const point = toPoint(amount);
  if (type === 'W' && (player.money === null || compareDecimal(point, player.money) > 0)) {
    return { code: 'DNW_WITHDRAW_OVER' };
  }
  if (site === undefined) return null;
  if (compareDecimal(point, String(site.dnwMinimum)) < 0) {
    return { code: 'DNW_BELOW_MINIMUM', amount: String(site.dnwMinimum) };
  }
  const limit = site.limits.KRW?.[type === 'D' ? 'deposit' : 'withdraw'];
  if (limit !== undefined && compareDecimal(point, limit) > 0)
    return { code: 'DNW_ABOVE_MAXIMUM', amount: limit };
  return null;
}
