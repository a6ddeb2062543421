import type { FuturesTrigger } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { tpslNotice } from './tpsl-notice';

const at = (price: string): FuturesTrigger => ({ orderId: 1, price, isMark: true });
const none = { takeProfit: null, stopLoss: null };
const both = { takeProfit: at('66000'), stopLoss: at('64000') };

describe('tpslNotice', () => {
  it('says cleared when nothing is left (TP 0 / SL 0), not saved', () => {
    expect(tpslNotice(both, none)).toBe('FUT_TPSL_CLEARED');
    expect(tpslNotice(none, none)).toBe('FUT_TPSL_CLEARED');
  });

  it('says which side was set and which cleared', () => {
    expect(tpslNotice(both, { ...none, takeProfit: at('66500') })).toBe('FUT_TP_SET_SL_CLEARED');
    expect(tpslNotice(both, { ...none, stopLoss: at('63000') })).toBe('FUT_SL_SET_TP_CLEARED');
  });

  it('says saved when what was asked for is set', () => {
    expect(tpslNotice(none, both)).toBe('FUT_TPSL_SAVED');
    expect(tpslNotice(none, { ...none, takeProfit: at('66000') })).toBe('FUT_TPSL_SAVED');
  });
});
