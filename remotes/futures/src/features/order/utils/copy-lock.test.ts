import type { CopyFollow } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { isCopiedPair } from './copy-lock';

// The server names the pairs with their PERP suffix (copy-views.ts).
const follow = { status: 'FOLLOWING', followStock: ['BTCUSDTPERP', 'ETHUSDT'] } as CopyFollow;

describe('isCopiedPair', () => {
  it('is the pairs of a follow in force, named with or without the PERP suffix', () => {
    expect(isCopiedPair(follow, 'BTCUSDTPERP')).toBe(true);
    expect(isCopiedPair(follow, 'ETHUSDT')).toBe(true);
    expect(isCopiedPair(follow, 'XRPUSDTPERP')).toBe(false);
  });

  it('is none without a follow, or once it ended', () => {
    expect(isCopiedPair(null, 'BTCUSDTPERP')).toBe(false);
    expect(isCopiedPair(undefined, 'BTCUSDTPERP')).toBe(false);
    expect(isCopiedPair({ ...follow, status: 'ENDED' }, 'BTCUSDTPERP')).toBe(false);
  });
});
