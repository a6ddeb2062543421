import { describe, expect, it } from 'vitest';

import { CLIENT_MESSAGES } from '@bx/contracts';
import { ADMIN_COPYTRADE_MESSAGES } from './admin-copytrade-messages';
import { ADMIN_MESSAGES } from './admin-messages';
import { ADMIN_OPS_MESSAGES } from './admin-ops-messages';
import { ADMIN_TEXTS } from './index';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the console's own texts", () => {
  it('take no code of the shared messages, and no code twice', () => {
    const codes = [
      ...Object.keys(ADMIN_MESSAGES),
      ...Object.keys(ADMIN_OPS_MESSAGES),
      ...Object.keys(ADMIN_COPYTRADE_MESSAGES),
    ];
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => code in CLIENT_MESSAGES)).toEqual([]);
  });

  it('read in Korean and English with the same {parts}', () => {
    for (const [code, { ko, en }] of Object.entries(ADMIN_TEXTS)) {
      expect(HANGUL.test(ko) || /^[\x20-\x7e]+$/.test(ko), code).toBe(true);
      expect(HANGUL.test(en), code).toBe(false);
      expect(placeholders(en), code).toEqual(placeholders(ko));
    }
  });
});
