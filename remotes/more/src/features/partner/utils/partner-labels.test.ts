import { describe, expect, it } from 'vitest';

import { referralLink } from './partner-labels';

describe('the referral link', () => {
  it("is this site's sign-up page under the partner's code", () => {
    expect(referralLink('https://site1.example.com', 'partner1')).toBe(
      'https://site1.example.com/ref/partner1',
    );
  });

  it('keeps a code with unusual characters one path segment', () => {
    expect(referralLink('http://localhost:4000', 'a b/c')).toBe('http://localhost:4000/ref/a%20b%2Fc');
  });
});
