import { describe, expect, it } from 'vitest';

import { checkSubPartner, type SubPartnerDraft } from './sub-partner-check';

const filled: SubPartnerDraft = {
  username: 'sub_one',
  password: 'abc12345',
  name: ' 김파트 ',
  phone: '01012345678',
  code: 'sub-one',
  ratePercent: '20',
};

describe('the sub-partner form', () => {
  it('makes the request of a filled form, the rate as 0..1 and the name trimmed', () => {
    expect(checkSubPartner(filled, 0.3)).toEqual({
      request: {
        username: 'sub_one',
        password: 'abc12345',
        name: '김파트',
        phone: '01012345678',
        code: 'sub-one',
        shareRate: 0.2,
      },
    });
  });

  it('names the first field it refuses, in the order of the form', () => {
    const problem = (change: Partial<SubPartnerDraft>) => checkSubPartner({ ...filled, ...change }, 0.3);
    expect(problem({ username: 'AB', password: '' })).toEqual({ problem: { code: 'USERNAME_RULE' } });
    expect(problem({ password: 'short' })).toEqual({ problem: { code: 'PASSWORD_RULE' } });
    expect(problem({ name: '  ' })).toEqual({ problem: { code: 'NAME_REQUIRED' } });
    expect(problem({ phone: '' })).toEqual({ problem: { code: 'PHONE_REQUIRED' } });
    expect(problem({ code: 'Has Space' })).toEqual({ problem: { code: 'PARTNER_CODE_RULE' } });
  });

  it("refuses a rate above the partner's own, naming it", () => {
    expect(checkSubPartner({ ...filled, ratePercent: '31' }, 0.3)).toEqual({
      problem: { code: 'PARTNER_RATE_RULE', parts: { max: '30' } },
    });
  });
});
