import { describe, expect, it } from 'vitest';

import { rankingParamsOf, rankingQueryOf } from './ranking-query';

describe('the ranking in the address', () => {
  it('is by all-time ROI over every trader when the address says nothing, or something unknown', () => {
    const first = { sort: 'ROI', period: 'ALL', name: '', hideFull: false };
    expect(rankingQueryOf(new URLSearchParams())).toEqual(first);
    expect(rankingQueryOf(new URLSearchParams('sort=BEST&hideFull=yes&period=14'))).toEqual(first);
    expect(rankingParamsOf(first as never)).toEqual({});
  });

  it('keeps an order, a period, a name and the full traders left out, there and back', () => {
    const query = rankingQueryOf(new URLSearchParams('sort=MDD&period=30&name=%20trader%20&hideFull=1'));
    expect(query).toEqual({ sort: 'MDD', period: '30', name: 'trader', hideFull: true });
    expect(rankingParamsOf(query)).toEqual({ sort: 'MDD', period: '30', name: 'trader', hideFull: '1' });
  });
});
