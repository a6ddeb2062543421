import { formatAmount, formatKstDateTime } from '@bx/contracts';

import { useMe, useSiteFlags } from '@bx/platform';

import { CoinLogo, cardStyle, tabular, walletName } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { Link } from 'react-router-dom';

import { MONEY, walletCurrency } from '../../../shared/coin-units';

import { useSiteCoins } from '../../../shared/site-coins';

import { walletAmountText } from '../../../shared/wallet-amount';

import { walletBalance } from '../../../shared/wallet-balance';

import { useKrwRates } from '../api/get-krw-rates';

import { useMyWalletRefresh } from '../api/get-my-wallet';

import { assetRows, assetWallets, krwTotal, type AssetRow } from '../utils/krw-totals';

import { walletText } from '../../../shared/wallet-text';

/**
 * Every wallet of mine with its balance, its worth in won and the won price of one unit, under the total of them
 * and the rate it rests on (USDT/KRW). Balances are `me`'s, which the socket keeps current; a wallet without a
 * price shows "-" and is left out of the total, which says so.
 */
export function AssetOverview() {
  const theme = useTheme();
  const me = useMe();
  const flags = useSiteFlags();
  const coins = useSiteCoins();
  useMyWalletRefresh();
  const rates = useKrwRates();
  const wallets = assetWallets(coins.used, flags);
  const rows = assetRows(wallets, (wallet) => walletBalance(me, wallet), rates.data?.rates ?? null);
  const { total, unpriced } = krwTotal(rows);
  const usdtRate = rates.data?.rates.USDT ?? null;
  const note = { fontSize: 12, color: theme.color.textMuted, margin: 0 } as const;
  return (
    <>
      <section aria-label={walletText('ASSET_TOTAL')} css={cardStyle(theme)}>
        <h2 css={{ margin: 0, fontSize: 14, fontWeight: 500, color: theme.color.textMuted }}>
          {walletText('ASSET_TOTAL')}
        </h2>
        <strong data-testid="asset-total" css={{ ...tabular, fontSize: 24, overflowWrap: 'anywhere' }}>
          {me === null ? '-' : walletText('MONEY_KRW', { amount: formatAmount(total, 0) })}
        </strong>
        {rates.isError && rates.data === undefined ? (
          <p role="status" css={note}>
            {walletText('ASSET_RATES_FAILED')}
          </p>
        ) : null}
        {rates.data !== undefined && unpriced.length > 0 ? (
          <p data-testid="asset-unpriced" css={note}>
            {walletText('ASSET_UNPRICED', { wallets: unpriced.map(walletName).join(', ') })}
          </p>
        ) : null}
        {usdtRate !== null ? (
          <p data-testid="asset-rate-basis" css={note}>
            {walletText('ASSET_RATE_BASIS', { rate: formatAmount(usdtRate) })}
          </p>
        ) : null}
        {rates.data !== undefined ? (
          <p css={note}>{walletText('ASSET_RATES_AT', { time: formatKstDateTime(rates.data.at) })}</p>
        ) : null}
      </section>
      <ul
        aria-label={walletText('ASSET_LIST')}
        css={{ ...cardStyle(theme), gap: 0, margin: 0, padding: '4px 14px', listStyle: 'none' }}
      >
        {rows.map((row) => (
          <AssetRowItem key={row.wallet} row={row} />
        ))}
      </ul>
    </>
  );
}

/** Where a wallet's row leads: a coin to its coin page, the money to /dnw; the trading wallets nowhere. */
function destinationOf(wallet: string): string | null {
  if (wallet === MONEY) return '/dnw';
  return wallet === 'FUTURES' || wallet === 'BINARY' ? null : `/wallet/deposit/${wallet}`;
}

function AssetRowItem({ row }: { row: AssetRow }) {
  const theme = useTheme();
  const name = walletName(row.wallet);
  const to = destinationOf(row.wallet);
  const body = (
    <>
      <CoinLogo coin={row.wallet === MONEY ? 'KRW' : row.wallet} />
      <span css={{ minWidth: 0, display: 'grid', gap: 2 }}>
        <strong css={{ fontSize: 15, color: theme.color.text }}>{name}</strong>
        <span css={{ fontSize: 12, color: theme.color.textMuted }}>{row.wallet}</span>
      </span>
      <span css={{ ...tabular, minWidth: 0, display: 'grid', gap: 2, textAlign: 'right' }}>
        <strong
          data-testid="asset-balance"
          css={{ fontSize: 15, color: theme.color.text, overflowWrap: 'anywhere' }}
        >
          {walletAmountText(row.wallet, row.balance)}
        </strong>
        <span
          data-testid="asset-krw"
          css={{ fontSize: 12, color: theme.color.textMuted, overflowWrap: 'anywhere' }}
        >
          {row.krw === null ? '-' : walletText('ASSET_KRW_VALUE', { amount: formatAmount(row.krw, 0) })}
        </span>
        {row.rate === null || row.wallet === MONEY ? null : (
          <span
            data-testid="asset-unit-rate"
            css={{ fontSize: 11, color: theme.color.textMuted, overflowWrap: 'anywhere' }}
          >
            {walletText('ASSET_UNIT_RATE', {
              coin: walletCurrency(row.wallet),
              amount: formatAmount(row.rate),
            })}
          </span>
        )}
      </span>
    </>
  );
  const layout = {
    display: 'grid',
    gridTemplateColumns: '32px minmax(0, 1fr) minmax(0, auto)',
    alignItems: 'center',
    gap: 12,
    padding: '12px 0',
    color: 'inherit',
    textDecoration: 'none',
  } as const;
  return (
    <li
      aria-label={name}
      css={{ borderBottom: `1px solid ${theme.color.border}`, ':last-of-type': { borderBottom: 'none' } }}
    >
      {to === null ? (
        <div css={layout}>{body}</div>
      ) : (
        <Link to={to} css={layout}>
          {body}
        </Link>
      )}
    </li>
  );
}
