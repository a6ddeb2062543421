import { describe, expect, it } from 'vitest';

import { QUOTE_TTL_MS, feePercent, quoteDeadline, quoteFee, secondsLeft, wonPerCoin } from './quote-timing';

describe('the quote countdown', () => {
  const received = 1_000_000;

  it('ends when the server says, counted from the receipt', () => {
    expect(quoteDeadline(received + 9_500, received)).toBe(received + 9_500);
  });

  it('lives the usual 10 s when the device clock is far from the server’s', () => {
    expect(quoteDeadline(received - 60_000, received)).toBe(received + QUOTE_TTL_MS);
    expect(quoteDeadline(received + 3_600_000, received)).toBe(received + QUOTE_TTL_MS);
  });

  it('counts whole seconds down from 10 to 0 and stays at 0', () => {
    const deadline = received + 10_000;
    expect(secondsLeft(deadline, received)).toBe(10);
    expect(secondsLeft(deadline, received + 1)).toBe(10);
    expect(secondsLeft(deadline, received + 1_000)).toBe(9);
    expect(secondsLeft(deadline, received + 9_999)).toBe(1);
    expect(secondsLeft(deadline, received + 10_000)).toBe(0);
    expect(secondsLeft(deadline, received + 60_000)).toBe(0);
  });
});

describe('the fee of a quote', () => {
  it('is the fee rate of the amount given, rounded down in its decimals', () => {
    expect(quoteFee('100', 0.001, 6)).toBe('0.1');
    expect(quoteFee('100000', 0.001, 0)).toBe('100');
    expect(quoteFee('0.001', 0.001, 8)).toBe('0.000001');
    expect(quoteFee('0.00000999', 0.001, 8)).toBe('0');
  });

  it('shows its rate as a percentage', () => {
    expect(feePercent(0.001)).toBe('0.1');
    expect(feePercent(0.0025)).toBe('0.25');
    expect(feePercent(0)).toBe('0');
  });
});

describe('a buy’s price', () => {
  it('is the won paid per coin received, the fee put back', () => {
    // 100,000 won, 0.1 % fee, 0.0011303 BTC: about 88,382,000 won a coin.
    expect(wonPerCoin({ point: '100000', feeRate: 0.001, receive: '0.0011303' })).toBe('88383615');
    expect(wonPerCoin({ point: '100000', feeRate: 0.001, receive: '0' })).toBe('0');
  });
});
