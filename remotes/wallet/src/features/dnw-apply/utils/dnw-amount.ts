import { compareDecimal, type ClientMessageCode, type DecimalString, type DnwApplyType } from '@bx/contracts';

import { toPoint } from '../../../shared/won-amount';

/**
 * Why a request cannot be sent yet, in the spec's words (section 5): no amount, or a withdrawal beyond the
 * player's money. Everything else (the site's minimum, a request already waiting) is the server's to say.
 */
export function applyRefusal(
  type: DnwApplyType,
  amount: number | null,
  money: DecimalString | null,
): ClientMessageCode | null {
  if (amount === null || amount <= 0) return type === 'D' ? 'DNW_DEPOSIT_EMPTY' : 'DNW_WITHDRAW_EMPTY';
  if (type === 'W' && (money === null || compareDecimal(toPoint(amount), money) > 0)) {
    return 'DNW_WITHDRAW_OVER';
  }
  return null;
}
