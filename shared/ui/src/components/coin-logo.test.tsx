import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CoinLogo } from './coin-logo';

afterEach(cleanup);

/** The spec's coin logos (section 3), with USDT, and the wallets that are no coin. */
const COINS = [
  'ADA',
  'ATOM',
  'BTC',
  'CHZ',
  'DOGE',
  'DOT',
  'EOS',
  'ETC',
  'ETH',
  'LINK',
  'LTC',
  'MATIC',
  'SOL',
  'TRX',
  'XRP',
  'USDT',
];
const WALLETS = ['BINARY', 'FUTURES', 'KRW'];

describe('CoinLogo', () => {
  it.each(COINS)('shows %s by its own logo, not its initials', (coin) => {
    const { container } = render(<CoinLogo coin={coin.toLowerCase()} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('data-coin')).toBe(coin);
    // Beside the coin's name it is decorative.
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|.*\.svg$)/);
    expect(container.textContent).toBe('');
  });

  it('gives every coin a logo of its own', () => {
    const sources = COINS.map((coin) =>
      render(<CoinLogo coin={coin} />)
        .container.querySelector('img')
        ?.getAttribute('src'),
    );
    expect(new Set(sources).size).toBe(COINS.length);
  });

  it.each(WALLETS)('draws a mark for the %s wallet, not its initials', (wallet) => {
    const { container } = render(<CoinLogo coin={wallet} />);
    expect(container.querySelector('svg')?.getAttribute('data-coin')).toBe(wallet);
    expect(container.querySelector('text')).toBeNull();
  });

  it('is an image of its label when given one', () => {
    const { container } = render(<CoinLogo coin="BTC" label="비트코인" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('비트코인');
  });

  it('falls back to the ticker for a coin it has no mark of', () => {
    const { container } = render(<CoinLogo coin="NEWCOIN" />);
    expect(container.querySelector('text')?.textContent).toBe('NEW');
  });
});
