import { describe, expect, it } from 'vitest';

import { providerName } from './provider-name';
import { EMPTY_P2P_DRAFT, p2pBuyRequest, p2pRefusal, type P2pDraft } from './p2p-request';

const filled: P2pDraft = {
  name: ' 홍길동 ',
  phone: '01012345678',
  amount: 150_000,
  provider: 'paykiwoom',
  fileId: null,
};

describe('the P2P buy form', () => {
  it('asks for the first missing field, in the form’s order', () => {
    expect(p2pRefusal(EMPTY_P2P_DRAFT)).toBe('P2P_NAME_EMPTY');
    expect(p2pRefusal({ ...filled, name: '   ' })).toBe('P2P_NAME_EMPTY');
    expect(p2pRefusal({ ...filled, phone: '0101234' })).toBe('P2P_PHONE_INVALID');
    expect(p2pRefusal({ ...filled, amount: 0 })).toBe('P2P_AMOUNT_EMPTY');
    expect(p2pRefusal({ ...filled, amount: null })).toBe('P2P_AMOUNT_EMPTY');
    expect(p2pRefusal({ ...filled, provider: null })).toBe('P2P_PROVIDER_EMPTY');
    expect(p2pRefusal(filled)).toBeNull();
    expect(p2pRefusal({ ...filled, phone: '021234567' })).toBeNull();
  });

  it('sends the trimmed name, the phone with dashes, whole won and the provider as detailJson', () => {
    expect(p2pBuyRequest({ ...filled, amount: 150_000, provider: 'paykiwoom' })).toEqual({
      name: '홍길동',
      phone: '010-1234-5678',
      point: '150000',
      detailJson: '{"provider":"paykiwoom"}',
    });
  });

  it('names the uploaded receipt in detailJson', () => {
    const fileId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const request = p2pBuyRequest({ ...filled, amount: 10_000, provider: 'bitdex', fileId });
    expect(JSON.parse(request.detailJson)).toEqual({ provider: 'bitdex', fileId });
  });
});

describe('a provider’s name', () => {
  it('is ours by its code, else the server’s, else the code', () => {
    expect(providerName('paykiwoom')).toBe('페이키움');
    expect(providerName('dh-safety')).toBe('DH세이프티');
    expect(providerName('newpay', [{ code: 'newpay' as 'bitdex', name: '뉴페이', url: '' }])).toBe('뉴페이');
    expect(providerName('newpay')).toBe('newpay');
  });
});
