import { describe, expect, it } from 'vitest';

import { listChanges, normalizeCoinList, type SiteListFields } from './site-lists';

const site: SiteListFields = {
  usedCoins: 'BTC,ETH,USDT',
  depositCoins: 'USDT',
  buyCoins: 'BTC',
  binaryCurrency: 'KRW',
  bankType: 'BANK',
};

describe('normalizeCoinList', () => {
  it('upper-cases, trims and drops empty items and repeats, in the order typed', () => {
    expect(normalizeCoinList(' btc, eth,,BTC ')).toBe('BTC,ETH');
    expect(normalizeCoinList('usdt')).toBe('USDT');
  });

  it('takes an empty list', () => {
    expect(normalizeCoinList('')).toBe('');
    expect(normalizeCoinList(' , ')).toBe('');
  });

  it('refuses names that are not letters and digits', () => {
    expect(normalizeCoinList('BTC;ETH')).toBeNull();
    expect(normalizeCoinList('BTC,E TH')).toBeNull();
    expect(normalizeCoinList('비트코인')).toBeNull();
  });
});

describe('listChanges', () => {
  it('sends only what differs from the site', () => {
    expect(listChanges(site, { ...site, depositCoins: 'usdt, btc', bankType: ' BANK ' })).toEqual({
      changes: { depositCoins: 'USDT,BTC' },
      invalid: [],
    });
  });

  it('sends nothing when the form says what the site already has', () => {
    expect(listChanges(site, { ...site, usedCoins: 'btc,eth,usdt' })).toEqual({ changes: {}, invalid: [] });
  });

  it('names the coin lists that cannot be sent', () => {
    expect(listChanges(site, { ...site, buyCoins: 'BTC/ETH' }).invalid).toEqual(['buyCoins']);
  });
});
