import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { queryState } from './query-state';

const query = (fields: Partial<UseQueryResult<string[]>>) =>
  ({ data: undefined, isError: false, isFetching: false, refetch: vi.fn(), ...fields }) as UseQueryResult<
    string[]
  >;

describe('queryState', () => {
  it('shows a skeleton until the first answer', () => {
    expect(queryState(query({ isFetching: true }))).toEqual({ status: 'loading' });
  });

  it('keeps the last data on screen when a refresh fails', () => {
    expect(queryState(query({ data: ['a'], isError: true }))).toEqual({ status: 'ready', data: ['a'] });
  });

  it('shows a failure with a retry that asks again, and the skeleton while it does', () => {
    const failed = query({ isError: true });
    const state = queryState(failed);
    expect(state.status).toBe('failed');
    if (state.status === 'failed') state.retry();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(queryState(query({ isError: true, isFetching: true }))).toEqual({ status: 'loading' });
  });

  it('tells an empty answer apart from a failure', () => {
    expect(queryState(query({ data: [] }))).toEqual({ status: 'ready', data: [] });
  });
});
