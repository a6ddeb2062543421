import { describe, expect, it } from 'vitest';

import { createSandboxProvider } from '../../src/payments/sandbox-provider.js';

describe('the sandbox provider', () => {
  it("prices a coin buy at the market's won rate, whole won or to the chon, rounded down", async () => {
    const whole = createSandboxProvider({ wonPer: () => '1400' });
    // 14,000 won at 1,400 won a tether: 10 USDT, in its six decimals.
    await expect(whole.quoteBuy('bitdex', 'USDT', 14_000n)).resolves.toBe(10_000_000n);
    const chon = createSandboxProvider({ wonPer: () => '1400.5' });
    await expect(chon.quoteBuy('bitdex', 'USDT', 14_000n)).resolves.toBe(9_996_429n);
    await expect(whole.quoteBuy('paykiwoom', 'MONEY', 14_000n)).resolves.toBe(14_000n);
    const unpriced = createSandboxProvider({ wonPer: () => null });
    await expect(unpriced.quoteBuy('bitdex', 'DOGE', 14_000n)).rejects.toMatchObject({
      code: 'PRICE_UNAVAILABLE',
    });
  });
});
