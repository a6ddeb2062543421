import { describe, expect, it } from 'vitest';

import { nextPageOf } from './paged-query';

describe('nextPageOf', () => {
  it('asks for the next page while rows are left, and for none after the last one', () => {
    expect(nextPageOf({ content: [], page: 1, size: 20, totalElements: 41 })).toBe(2);
    expect(nextPageOf({ content: [], page: 3, size: 20, totalElements: 41 })).toBeUndefined();
    expect(nextPageOf({ content: [], page: 2, size: 20, totalElements: 40 })).toBeUndefined();
    expect(nextPageOf({ content: [], page: 1, size: 20, totalElements: 0 })).toBeUndefined();
  });
});
