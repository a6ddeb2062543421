import { describe, expect, it } from 'vitest';

import { isAllIn, shareStake, stakeDecimals, stakeText } from './stake-amount';

describe('shareStake', () => {
  it('takes a share of the balance cut down to the unit', () => {
    expect(shareStake('9995.5', 100, '5', '1')).toBe('9995');
    expect(shareStake('10000', 25, '5', '1')).toBe('2500');
    expect(shareStake('101', 75, '5', '1')).toBe('75');
    expect(shareStake('25999', 50, '5000', '1000')).toBe('12000');
    expect(shareStake('10.75', 50, '0.5', '0.1')).toBe('5.3');
  });

  it('is null when the share is short of the minimum stake', () => {
    expect(shareStake('19', 25, '5', '1')).toBeNull();
    expect(shareStake('0', 100, '5', '1')).toBeNull();
  });
});

describe('stake amounts', () => {
  it('allows the decimals of the unit', () => {
    expect(stakeDecimals('1')).toBe(0);
    expect(stakeDecimals('0.1')).toBe(1);
    expect(stakeDecimals('0.25')).toBe(2);
  });

  it('sends the amount as typed, without float noise', () => {
    expect(stakeText(5.5, 1)).toBe('5.5');
    expect(stakeText(0.1 + 0.2, 2)).toBe('0.3');
    expect(stakeText(60, 0)).toBe('60');
  });

  it('calls a stake all-in when less than one unit of the balance would be left', () => {
    expect(isAllIn('100', '100', '1')).toBe(true);
    expect(isAllIn('10008', '10008.28', '1')).toBe(true);
    expect(isAllIn('99', '100', '1')).toBe(false);
    expect(isAllIn('99.9', '100', '0.1')).toBe(false);
    expect(isAllIn('100', null, '1')).toBe(false);
  });
});
