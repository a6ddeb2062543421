import { describe, expect, it } from 'vitest';

import { applyListEvent } from './live-list';

const item = (id: number, state = 'open') => ({ id, state });

describe('applyListEvent', () => {
  it('adds a new item first and writes a known one in its place', () => {
    const added = applyListEvent([item(1)], item(2), false);
    expect(added).toEqual([item(2), item(1)]);
    expect(applyListEvent(added, item(1, 'moved'), false)).toEqual([item(2), item(1, 'moved')]);
  });

  it('takes an item that leaves away, and leaves the list alone when it was not there', () => {
    expect(applyListEvent([item(1), item(2)], item(1), true)).toEqual([item(2)]);
    expect(applyListEvent([item(2)], item(3), true)).toEqual([item(2)]);
  });

  it('leaves a list that has not loaded unloaded', () => {
    expect(applyListEvent(undefined, item(1), false)).toBeUndefined();
  });
});
