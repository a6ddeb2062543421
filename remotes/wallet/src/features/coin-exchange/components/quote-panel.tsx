import { formatAmount, type DecimalString } from '@bx/contracts';
import { problemText } from '@bx/platform';
import { tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { MONEY, walletCurrency, walletDecimals } from '../../../shared/coin-units';
import { walletAmountText } from '../../../shared/wallet-amount';
import type { LiveQuote } from '../api/get-quote';
import { QUOTE_TTL_MS, feePercent, quoteFee, wonPerCoin } from '../utils/quote-timing';
import { rateText } from '../utils/rate-text';
import { walletText } from '../../../shared/wallet-text';

/**
 * What the panel has to show: nothing typed, an amount that cannot go (and why), a one-for-one move, a quote on
 * its way, refused, or ready.
 */
export type QuoteView =
  | { status: 'idle' }
  | { status: 'invalid'; reason: string }
  | { status: 'one-for-one'; point: DecimalString }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; live: LiveQuote; msLeft: number };

/**
 * What the amount will give before it is sent: what I receive, the rate, the fee, and the seconds until the
 * price is asked for again (a bar running down with them).
 */
export function QuotePanel({ view, from, to }: { view: QuoteView; from: string; to: string }) {
  const theme = useTheme();
  const muted = { margin: 0, fontSize: 13, color: theme.color.textMuted } as const;
  return (
    <section
      aria-label={walletText('QUOTE_TITLE')}
      aria-live="polite"
      css={{
        display: 'grid',
        gap: 8,
        minHeight: 112,
        alignContent: 'start',
        padding: 14,
        borderRadius: theme.radius,
        background: theme.color.surfaceRaised,
      }}
    >
      {view.status === 'idle' ? (
        <p css={muted}>{walletText('QUOTE_ENTER_AMOUNT')}</p>
      ) : view.status === 'loading' ? (
        <p css={muted}>{walletText('QUOTE_LOADING')}</p>
      ) : view.status === 'failed' || view.status === 'invalid' ? (
        <p role="alert" css={{ ...muted, color: theme.color.danger }}>
          {view.status === 'invalid' ? view.reason : problemText(view.error)}
        </p>
      ) : (
        <>
          <Line label={walletText('QUOTE_RECEIVE')}>
            <strong data-testid="quote-receive" css={{ fontSize: 20, color: theme.color.accent }}>
              {walletAmountText(to, view.status === 'ready' ? view.live.quote.receive : view.point)}
            </strong>
          </Line>
          {view.status === 'one-for-one' ? (
            <p css={muted}>{walletText('CONVERT_ONE_FOR_ONE')}</p>
          ) : (
            <QuoteDetails live={view.live} msLeft={view.msLeft} from={from} to={to} />
          )}
        </>
      )}
    </section>
  );
}

function QuoteDetails({
  live,
  msLeft,
  from,
  to,
}: {
  live: LiveQuote;
  msLeft: number;
  from: string;
  to: string;
}) {
  const theme = useTheme();
  const { quote } = live;
  // A buy's rate is coins per won: won per coin instead, as exchanges show a price.
  const rate =
    from === MONEY
      ? walletText('QUOTE_RATE_VALUE', {
          from: walletCurrency(to),
          rate: formatAmount(wonPerCoin(quote), 0),
          to: 'KRW',
        })
      : walletText('QUOTE_RATE_VALUE', {
          from: walletCurrency(from),
          rate: rateText(quote.rate, walletDecimals(to)),
          to: walletCurrency(to),
        });
  const seconds = Math.ceil(msLeft / 1000);
  return (
    <>
      <Line label={walletText('QUOTE_RATE')}>
        <span data-testid="quote-rate">{rate}</span>
      </Line>
      <Line label={walletText('QUOTE_FEE', { percent: feePercent(quote.feeRate) })}>
        <span data-testid="quote-fee">
          {walletAmountText(from, quoteFee(quote.point, quote.feeRate, walletDecimals(from)))}
        </span>
      </Line>
      <div css={{ display: 'grid', gap: 4 }}>
        <p data-testid="quote-countdown" css={{ margin: 0, fontSize: 12, color: theme.color.textMuted }}>
          {walletText('QUOTE_EXPIRES', { seconds })}
        </p>
        <div
          role="presentation"
          css={{ height: 3, borderRadius: 2, background: theme.color.border, overflow: 'hidden' }}
        >
          <div
            css={{
              height: '100%',
              width: `${Math.min(100, (msLeft / QUOTE_TTL_MS) * 100)}%`,
              background: theme.color.accent,
              transition: 'width 250ms linear',
            }}
          />
        </div>
      </div>
    </>
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={{
        ...tabular,
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 12,
        fontSize: 14,
      }}
    >
      <span css={{ flex: 'none', color: theme.color.textMuted }}>{label}</span>
      <span css={{ minWidth: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}
