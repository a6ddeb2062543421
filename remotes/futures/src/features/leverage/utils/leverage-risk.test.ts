import { describe, expect, it } from 'vitest';

import { leverageRisk, RISKY_LEVERAGE } from './leverage-risk';

describe('leverageRisk', () => {
  it('warns above 50x with the move that loses the whole margin', () => {
    expect(RISKY_LEVERAGE).toBe(50);
    expect(leverageRisk(125)).toEqual({ n: 125, move: '0.8' });
    expect(leverageRisk(75)).toEqual({ n: 75, move: '1.33' });
    expect(leverageRisk(51)).toEqual({ n: 51, move: '1.96' });
  });

  it('says nothing up to 50x', () => {
    expect(leverageRisk(50)).toBeNull();
    expect(leverageRisk(20)).toBeNull();
  });
});
