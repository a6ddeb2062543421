import { SignInPrompt } from '@bx/app-kit';
import { useLiveCandles } from '@bx/chart';
import type { FuturesOptionDetail } from '@bx/contracts';
import { problemText, queryState, useFuturesOptionsQuery } from '@bx/platform';
import { BuildTag, FailurePanel, Loader, Panel, stockName, visuallyHidden } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { LeverageBar } from '../features/leverage/components/leverage-bar';
import { MarketPanel, FUTURES_INTERVAL } from '../features/market/components/market-panel';
import { useFuturesInfo } from '../features/market/hooks/use-futures-info';
import { useFuturesOption } from '../features/option/api/get-futures-option';
import { findOption } from '../features/option/utils/find-option';
import { OrderForm } from '../features/order/components/order-form';
import { usePositionLines } from '../features/positions/hooks/use-position-lines';
import { useFuturesEvents } from '../features/realtime/hooks/use-futures-events';
import { useCross } from '../shared/api/get-cross';
import { useLastLeverage } from '../shared/api/get-last-leverage';

import { AccountTabs } from './account-tabs';
import { futuresText } from '../shared/futures-text';

/** The contract the address names (BTCUSDT or BTCUSDTPERP), once the list and then its terms have arrived. */
export function FuturesScreen({ routeStock, view }: { routeStock: string; view: boolean }) {
  const options = useFuturesOptionsQuery();
  const listed = options.data === undefined ? undefined : findOption(options.data, routeStock);
  const option = useFuturesOption(listed?.id ?? null);
  const loaded = queryState(option);
  if (options.isError)
    return <FailurePanel message={problemText(options.error)} onRetry={() => void options.refetch()} />;
  if (listed === null) return <FailurePanel message={futuresText('FUT_OPTION_MISSING')} />;
  if (loaded.status === 'loading') return <Loader label={futuresText('FUT_OPTION_LOADING')} />;
  if (loaded.status === 'failed')
    return <FailurePanel message={problemText(option.error)} onRetry={loaded.retry} />;
  return <OptionScreen option={loaded.data} signedIn={!view} />;
}

/**
 * The header and live chart (one subscription to the stock), the leverage bar and the order form, then for a
 * player the positions, orders and history; for a visitor the form is drawn disabled over the sign-in prompt
 * and nothing of an account is asked for.
 */
function OptionScreen({ option, signedIn }: { option: FuturesOptionDetail; signedIn: boolean }) {
  const live = useLiveCandles(stockName(option.stock), FUTURES_INTERVAL);
  const cross = useCross(signedIn);
  const setting = useLastLeverage(option.id, signedIn).data ?? null;
  const priceLines = usePositionLines(option.id, signedIn);
  useFuturesEvents(signedIn);
  useFuturesInfo(option.id);

  return (
    // The room at the end lets the last row scroll clear of the host's back-to-top button.
    <div css={{ padding: '8px 0 64px' }}>
      {/* The area is the page's title; the header above and the panel below name the contract. */}
      <h1 css={visuallyHidden}>{futuresText('AREA_FUTURES')}</h1>
      <MarketPanel option={option} live={live} priceLines={priceLines} />
      <Panel label={futuresText('FUT_ORDER')}>
        <div css={{ display: 'grid', gap: 10 }}>
          <LeverageBar option={option} setting={signedIn ? setting : null} />
          <OrderForm
            option={option}
            lastPrice={live.last?.price ?? option.lastPrice}
            leverage={signedIn ? (setting?.leverage ?? null) : null}
            cross={cross}
            footer={
              signedIn ? null : (
                <div css={{ marginTop: 12 }}>
                  <SignInPrompt note={futuresText('FUT_SIGN_IN_NOTE')} action={futuresText('FUT_SIGN_IN')} />
                </div>
              )
            }
          />
        </div>
      </Panel>
      {signedIn ? <CopyTradeLink /> : null}
      {signedIn ? <AccountTabs option={option} /> : null}
      <BuildTag tag={process.env.BX_BUILD_TAG} />
    </div>
  );
}

/** The way from the order screen to copy trading, which mirrors a trader's orders into this same account. */
function CopyTradeLink() {
  const theme = useTheme();
  return (
    <Link
      to="/copytrade"
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        margin: '0 10px 8px',
        padding: '0 12px',
        minHeight: 44,
        borderRadius: theme.radius,
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
        color: theme.color.text,
        fontSize: 14,
        fontWeight: 700,
        textDecoration: 'none',
      }}
    >
      {futuresText('CT_LINK')}
      <span aria-hidden="true" css={{ color: theme.color.textMuted }}>
        ›
      </span>
    </Link>
  );
}
