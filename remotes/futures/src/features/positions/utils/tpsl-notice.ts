import type { FuturesPosition } from '@bx/contracts';
import { type FuturesTextCode } from '../../../shared/futures-text';

type Triggers = Pick<FuturesPosition, 'takeProfit' | 'stopLoss'>;

/**
 * What the TP/SL sheet tells once the server answered: that both were cleared (an empty field or 0 clears a side),
 * that one was set and the other cleared, or that they were saved.
 */
export function tpslNotice(before: Triggers, after: Triggers): FuturesTextCode {
  const tp = after.takeProfit !== null;
  const sl = after.stopLoss !== null;
  if (!tp && !sl) return 'FUT_TPSL_CLEARED';
  if (tp && !sl && before.stopLoss !== null) return 'FUT_TP_SET_SL_CLEARED';
  if (sl && !tp && before.takeProfit !== null) return 'FUT_SL_SET_TP_CLEARED';
  return 'FUT_TPSL_SAVED';
}
