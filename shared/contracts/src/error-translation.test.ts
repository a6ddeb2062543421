import { describe, expect, it } from 'vitest';

import { translateServerMessage } from './error-translation.js';
import { ERROR_MESSAGES } from './errors.js';

const en = (message: string) => translateServerMessage(message, 'en');

describe('translateServerMessage', () => {
  it.each([
    ['access and permission', '권한이 없습니다.', 'You do not have permission.'],
    ['access and permission', '토큰이 만료되었습니다.', 'The token has expired.'],
    ['duplicates', '이미 사용중인 닉네임입니다.', 'The nickname is already in use.'],
    ['missing entities', '존재하지 않는 포지션입니다.', 'The position does not exist.'],
    ['missing entities', '존재하지 않는 쿠폰입니다.', 'The coupon does not exist.'],
    [
      'trading rules',
      '보유 포지션이 있어 레버리지를 변경할 수 없습니다.',
      'The leverage cannot be changed while a position is open.',
    ],
    ['trading rules', '포지션 감소 주문만 가능합니다.', 'Only reduce-only orders are allowed.'],
    [
      'copy trading',
      '잔액이 부족하여 팔로우할 수 없습니다.',
      'Unable to follow due to insufficient balance.',
    ],
    ['copy trading', '현재 팔로워를 받지 않는 트레이더입니다.', 'This trader is not accepting followers.'],
    ['wallet and dnw', '이미 처리된 내역입니다.', 'This request has already been processed.'],
    [
      'wallet and dnw',
      '데스티네이션 태그가 허용 범위를 벗어났습니다.',
      'The destination tag is out of range.',
    ],
    ['login', 'OTP 번호가 일치하지 않습니다.', 'The OTP code does not match.'],
    ['login', '승인 대기중입니다.', 'Waiting for approval.'],
    ['binary betting', '투자금액이 너무 적습니다.', 'The investment amount is too small.'],
    ['binary betting', '금액의 최소 단위를 맞춰주세요.', 'Please match the minimum unit of the amount.'],
  ])('translates %s: %s', (_group, ko, expected) => {
    expect(en(ko)).toBe(expected);
  });

  it('keeps detail the server appended after the message', () => {
    expect(en('잔액이 부족합니다: 10 USDT')).toBe('Insufficient balance: 10 USDT');
    expect(en('투자금액이 너무 적습니다. (최소 10)')).toBe('The investment amount is too small. (최소 10)');
    expect(en('수수료가 부족합니다 - 10000')).toBe('Insufficient fee - 10000');
  });

  it('tells a longer sentence from the shorter one it starts like', () => {
    expect(en('잔액이 부족합니다.')).toBe('Insufficient balance.');
    expect(en('잔액이 부족하여 팔로우할 수 없습니다.')).toBe('Unable to follow due to insufficient balance.');
  });

  it('ignores surrounding whitespace', () => {
    expect(en('  권한이 부족합니다.\n')).toBe('Insufficient privileges.');
  });

  it('leaves a message that is not in the catalogue unchanged', () => {
    expect(en('알 수 없는 오류')).toBe('알 수 없는 오류');
    expect(en('Insufficient balance.')).toBe('Insufficient balance.');
  });

  it('leaves every message unchanged on a Korean site', () => {
    expect(translateServerMessage('잔액이 부족합니다.', 'ko')).toBe('잔액이 부족합니다.');
  });

  it('translates every catalogue message back to its own English text', () => {
    Object.values(ERROR_MESSAGES).forEach(({ ko, en: english }) => expect(en(ko)).toBe(english));
  });
});

describe('ERROR_MESSAGES', () => {
  it('gives each Korean text to exactly one code, so a message names one translation', () => {
    const texts = Object.values(ERROR_MESSAGES).map(({ ko }) => ko);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has both languages for every code', () => {
    Object.entries(ERROR_MESSAGES).forEach(([code, { ko, en: english }]) => {
      expect(ko.trim(), code).not.toBe('');
      expect(english.trim(), code).not.toBe('');
    });
  });
});
