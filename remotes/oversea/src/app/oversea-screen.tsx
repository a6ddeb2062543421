import { SignInPrompt } from '@bx/app-kit';
import type { OverseaOptionDetail } from '@bx/contracts';
import { useLiveCandles } from '@bx/chart';
import { ApiError, problemText, queryState, useMe } from '@bx/platform';
import { BuildTag, FailurePanel, Loader, Panel, visuallyHidden } from '@bx/ui';

import { CrossBar } from '../features/account/components/cross-bar';
import { useCross } from '../features/account/hooks/use-cross';
import { MarketPanel, OVERSEA_INTERVAL } from '../features/market/components/market-panel';
import { useOverseaOption } from '../features/option/api/get-oversea-option';
import { OptionNotFound } from '../features/option/components/option-not-found';
import { useOptionClose } from '../features/option/hooks/use-option-close';
import { QuickOrder } from '../features/order/components/quick-order';
import { OrderList } from '../features/orders/components/order-list';
import { useOpenPositions } from '../features/positions/api/get-open-positions';
import { PositionList } from '../features/positions/components/position-list';
import { usePositionLines } from '../features/positions/hooks/use-position-lines';
import { totalShownPnl } from '../features/positions/utils/pnl';
import { useOverseaEvents } from '../features/realtime/hooks/use-oversea-events';
import { overseaText } from '../shared/oversea-text';

/** One option's screen, once its contract terms have arrived; an option that does not exist says so. */
export function OverseaScreen({ optionId, view }: { optionId: number; view: boolean }) {
  const option = useOverseaOption(optionId);
  const loaded = queryState(option);
  if (loaded.status === 'loading') return <Loader label={overseaText('OPTION_LOADING')} />;
  if (option.error instanceof ApiError && option.error.code === 'OPTION_NOT_FOUND')
    return <OptionNotFound view={view} />;
  if (loaded.status === 'failed')
    return <FailurePanel message={problemText(option.error)} onRetry={loaded.retry} />;
  return <OptionScreen option={loaded.data} signedIn={!view} />;
}

/**
 * The live price and chart (one subscription to the stock, shared with the positions' live profit), then
 * for a player the cross data and the quick order buttons, the positions and the open orders; for a visitor
 * the sign-in prompt in the buttons' place and nothing of an account.
 */
function OptionScreen({ option, signedIn }: { option: OverseaOptionDetail; signedIn: boolean }) {
  const live = useLiveCandles(option.stock, OVERSEA_INTERVAL);
  const cross = useCross(signedIn);
  const money = useMe()?.money ?? null;
  const priceLines = usePositionLines(option.id, signedIn);
  const positions = useOpenPositions(signedIn).data;
  const livePrice = live.last?.price ?? null;
  useOverseaEvents(signedIn);
  useOptionClose(option);

  return (
    <div css={{ paddingTop: 8 }}>
      {/* The area is the page's title; the header above and the panel below name the option. */}
      <h1 css={visuallyHidden}>{overseaText('AREA_OVERSEA')}</h1>
      <MarketPanel option={option} live={live} priceLines={priceLines} />
      <Panel label={overseaText(signedIn ? 'OVERSEA_QUICK_ORDER' : 'OVERSEA_SIGN_IN')}>
        {signedIn ? (
          <div css={{ display: 'grid', gap: 8 }}>
            <CrossBar
              cross={cross}
              money={money}
              positionsPnl={positions === undefined ? null : totalShownPnl(positions, option, livePrice)}
            />
            <QuickOrder option={option} />
          </div>
        ) : (
          <SignInPrompt note={overseaText('OVERSEA_SIGN_IN_NOTE')} action={overseaText('OVERSEA_SIGN_IN')} />
        )}
      </Panel>
      {signedIn ? (
        <>
          <PositionList option={option} livePrice={livePrice} />
          <OrderList />
        </>
      ) : null}
      <BuildTag tag={process.env.BX_BUILD_TAG} />
    </div>
  );
}
