import { CLIENT_MESSAGES, DNW_STATUSES, DNW_TYPES } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { DNW_STATUS_LABELS, DNW_STATUS_TONES, DNW_TYPE_LABELS, isCancellable } from './dnw-labels';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

describe('the history labels', () => {
  it('name each of the 13 type codes, in Korean and in English', () => {
    expect(Object.keys(DNW_TYPE_LABELS).sort()).toEqual([...DNW_TYPES].sort());
    for (const type of DNW_TYPES) {
      const { ko, en } = CLIENT_MESSAGES[DNW_TYPE_LABELS[type]];
      expect(ko).not.toBe('');
      expect(en).not.toMatch(HANGUL);
    }
    expect(CLIENT_MESSAGES[DNW_TYPE_LABELS.D].ko).toBe('입금');
    expect(CLIENT_MESSAGES[DNW_TYPE_LABELS.W].ko).toBe('출금');
  });

  it('read the statuses as 대기, 완료, 거절 and 취소, each in its own colour', () => {
    expect(DNW_STATUSES.map((status) => CLIENT_MESSAGES[DNW_STATUS_LABELS[status]].ko)).toEqual([
      '대기',
      '완료',
      '거절',
      '취소',
    ]);
    expect(new Set(Object.values(DNW_STATUS_TONES)).size).toBe(DNW_STATUSES.length);
  });

  it('let only a waiting request be cancelled', () => {
    expect(DNW_STATUSES.filter(isCancellable)).toEqual(['WAIT']);
  });
});
