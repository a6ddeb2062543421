import { describe, expect, it } from 'vitest';

import { applyInputFilter, INPUT_FILTERS } from './input-filters';

describe('INPUT_FILTERS', () => {
  it.each([
    ['email', ['player.one+bx@example.co.kr', ''], ['a b@c.com', '한글@c.com', 'a,b@c.com']],
    ['digits', ['0123', ''], ['12a', '1.5', '-1', '1 2']],
    ['digitsAndDot', ['10.25', '1.2.3'], ['1,5', '1-2', 'a']],
    ['digitsAndDash', ['010-1234-5678'], ['010 1234', '1.2', 'a']],
    ['username', ['demo_1-x', 'abc'], ['Demo', 'demo 1', 'demo.1', '데모']],
    ['password', ['Abc123', 'abc'], ['abc!', 'abc 1', '비번1', 'abc_1']],
    ['withoutKoreanOrSpace', ['abc!@#123', ''], ['가나', 'ㄱ', 'ㅏ', 'a b', 'a\tb']],
    ['withoutSpecialOrSpace', ['홍길동123', 'abc'], ['a!', 'a b', '홍 길동', 'a_b']],
    ['withoutSpecialDigitOrSpace', ['홍길동', 'John'], ['홍길동1', 'a b', 'a-b']],
  ] as const)('%s accepts what it should and refuses the rest', (name, accepted, refused) => {
    const filter = INPUT_FILTERS[name];
    accepted.forEach((text) => expect(filter(text), text).toBe(true));
    refused.forEach((text) => expect(filter(text), text).toBe(false));
  });
});

describe('applyInputFilter', () => {
  it('takes a change that passes the filter', () => {
    expect(applyInputFilter('digits', '12', '123')).toBe('123');
  });

  it('reverts a change that fails to the previous text', () => {
    expect(applyInputFilter('digits', '12', '12a')).toBe('12');
    expect(applyInputFilter('username', 'demo', 'demo ')).toBe('demo');
  });
});
