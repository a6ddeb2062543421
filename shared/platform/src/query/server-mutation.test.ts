import { afterEach, describe, expect, it } from 'vitest';

import { dialogQueueAtom } from '../dialogs/dialog-queue';
import { ApiError } from '../http/api-error';
import { platformStore } from '../state/platform-store';

import { queryClient } from './query-client';
import { reportRefusal, settleMutation, settleRefusal } from './server-mutation';

const refusal = (code: string) => new ApiError(400, code, '잔액이 부족합니다.');
const alerts = () => platformStore.get(dialogQueueAtom).map((request) => request.message);

afterEach(() => {
  platformStore.get(dialogQueueAtom).forEach((request) => request.resolve(true));
  queryClient.clear();
});

describe('reportRefusal', () => {
  it("shows a refusal in the alert in the server's words, leaving the form nothing", () => {
    expect(reportRefusal(refusal('BALANCE'), {})).toBeNull();
    expect(alerts()).toEqual(['잔액이 부족합니다.']);
  });

  it('hands the text to a form that shows it inline, with no alert', () => {
    expect(reportRefusal(refusal('BALANCE'), { refusal: 'inline' })).toBe('잔액이 부족합니다.');
    expect(alerts()).toEqual([]);
  });

  it('says nothing where the view took the refusal or a blocked account starts its own flow', () => {
    expect(reportRefusal(refusal('BALANCE'), { onRefused: () => true })).toBeNull();
    expect(reportRefusal(refusal('ACCOUNT_DENIED'), { refusal: 'inline' })).toBeNull();
    expect(alerts()).toEqual([]);
  });

  it('tells a network failure as the server being unreachable, never the browser text', () => {
    expect(reportRefusal(new TypeError('Failed to fetch'), { refusal: 'inline' })).not.toContain('fetch');
  });
});

describe('settleMutation', () => {
  it('writes the answer, then marks only the keys it names stale', () => {
    queryClient.setQueryData(['area', 'mine', 'orders'], ['old']);
    queryClient.setQueryData(['area', 'mine', 'balance'], 1);
    queryClient.setQueryData(['area', 'mine', 'setting'], 'old');
    settleMutation(
      {
        mutationFn: async (vars: string) => vars,
        onSuccess: (result) => queryClient.setQueryData(['area', 'mine', 'setting'], result),
        invalidates: () => [['area', 'mine', 'balance']],
      },
      'new',
      'new',
    );
    const stale = (key: string) => queryClient.getQueryState(['area', 'mine', key])?.isInvalidated;
    expect(queryClient.getQueryData(['area', 'mine', 'setting'])).toBe('new');
    expect([stale('orders'), stale('balance'), stale('setting')]).toEqual([false, true, false]);
  });

  it('marks the keys stale after a refusal only where a refusal means the list is behind', () => {
    queryClient.setQueryData(['area', 'mine', 'requests'], []);
    const definition = {
      mutationFn: async (id: number) => id,
      invalidates: () => [['area', 'mine', 'requests']],
    };
    const stale = () => queryClient.getQueryState(['area', 'mine', 'requests'])?.isInvalidated;
    settleRefusal(definition, 1);
    expect(stale()).toBe(false);
    settleRefusal({ ...definition, staleAfterRefusal: true }, 1);
    expect(stale()).toBe(true);
  });
});
