import { describe, expect, it } from 'vitest';

import { typeFilterFromSearch, typeFilterToSearch, typeStrsOf } from './type-filter';

describe('the type filter', () => {
  const read = (query: string) => typeFilterFromSearch(new URLSearchParams(query));

  it('reads deposits or withdrawals from the address, and everything otherwise', () => {
    expect(read('type=D')).toBe('D');
    expect(read('period=week&type=W')).toBe('W');
    expect(read('')).toBe('all');
    expect(read('type=WB')).toBe('all');
  });

  it('round-trips through the address', () => {
    for (const filter of ['all', 'D', 'W'] as const) {
      expect(read(new URLSearchParams(typeFilterToSearch(filter)).toString())).toBe(filter);
    }
    expect(typeFilterToSearch('all')).toEqual({});
  });

  it('asks the server for one kind, or for every kind', () => {
    expect(typeStrsOf('D')).toBe('D');
    expect(typeStrsOf('W')).toBe('W');
    expect(typeStrsOf('all')).toBeUndefined();
  });
});
