import { describe, expect, it } from 'vitest';

import { endsInConsonant, resolveParticles } from './korean-particles.js';

describe('resolveParticles', () => {
  it.each([
    ['USDT을(를) 판매했습니다.', 'USDT를 판매했습니다.'],
    ['0.5 BTC을(를) 보냈습니다.', '0.5 BTC를 보냈습니다.'],
    ['DOGE을(를) 받았습니다.', 'DOGE를 받았습니다.'],
    ['페이키움을(를) 통해', '페이키움을 통해'],
    ['비트덱스을(를) 통해', '비트덱스를 통해'],
    ['DH세이프티을(를) 통해', 'DH세이프티를 통해'],
    ['13,737 원을(를) 받았습니다.', '13,737 원을 받았습니다.'],
    ['10,000원이(가) 지급되었습니다.', '10,000원이 지급되었습니다.'],
    ['"공지"을(를) 삭제했습니다.', '"공지"를 삭제했습니다.'],
    ['쿠폰 WELCOME2을(를) 만들었습니다.', '쿠폰 WELCOME2를 만들었습니다.'],
    ['쿠폰 BONUS1을(를) 만들었습니다.', '쿠폰 BONUS1을 만들었습니다.'],
    ['XRP은(는) 태그가 필요합니다.', 'XRP는 태그가 필요합니다.'],
    ['EOS과(와) USDT', 'EOS와 USDT'],
    ['0.005 BTC에서 0.002 BTC(으)로 줄었습니다.', '0.005 BTC에서 0.002 BTC로 줄었습니다.'],
    ['"1일, 2일"(으)로 바꾸시겠습니까?', '"1일, 2일"로 바꾸시겠습니까?'],
    ['player@example.com(으)로 보냈습니다.', 'player@example.com으로 보냈습니다.'],
    ['010-1234-5678(으)로 보냈습니다.', '010-1234-5678로 보냈습니다.'],
    ['010-1234-5670(으)로 보냈습니다.', '010-1234-5670으로 보냈습니다.'],
    ['코인 지갑(으)로 지급', '코인 지갑으로 지급'],
  ])('%s -> %s', (text, expected) => {
    expect(resolveParticles(text)).toBe(expected);
  });

  it('leaves a pair it cannot decide as written, and text without pairs as it is', () => {
    expect(resolveParticles('을(를) 선택하세요.')).toBe('을(를) 선택하세요.');
    expect(resolveParticles('Sold USDT for KRW 13,737.')).toBe('Sold USDT for KRW 13,737.');
  });
});

describe('endsInConsonant', () => {
  it('reads digits and letters as Korean reads them aloud', () => {
    expect(['0', '1', '3', '6', '7', '8'].map(endsInConsonant)).toEqual(Array(6).fill(true));
    expect(['2', '4', '5', '9'].map(endsInConsonant)).toEqual(Array(4).fill(false));
    expect(['KRW', 'BTC', 'ETH', 'EOS', 'USDT'].map(endsInConsonant)).toEqual(Array(5).fill(false));
    expect(['COIN', 'HTML', 'PAYPAL', 'STAR'].map(endsInConsonant)).toEqual(Array(4).fill(true));
  });
});
