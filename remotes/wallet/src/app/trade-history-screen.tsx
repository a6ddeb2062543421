import type { SiteFlags } from '@bx/contracts';
import { useSiteFlags } from '@bx/platform';
import { ChoiceChips, TabBar } from '@bx/ui';
import { useMemo, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FuturesHistoryList } from '../features/futures-history/components/futures-history-list';
import { OverseaHistoryList } from '../features/oversea-history/components/oversea-history-list';
import { TradeHistoryList } from '../features/trade-history/components/trade-history-list';
import {
  HISTORY_PERIODS,
  PERIOD_LABELS,
  periodRange,
  type DayRange,
  type HistoryPeriod,
} from '../shared/history-period';
import { NoticeCard } from '../shared/notice-card';
import { Screen } from '../shared/screen';
import { visuallyHidden } from '../shared/visually-hidden';
import { walletText, type WalletTextCode } from '../shared/wallet-text';

/** The trading areas whose trades the history lists, each shown where the site's flag for it is on. */
const AREAS = [
  { id: 'binary', flag: 'binary', label: 'TRADE_HISTORY_BINARY', List: TradeHistoryList },
  { id: 'futures', flag: 'futures', label: 'TRADE_HISTORY_FUTURES', List: FuturesHistoryList },
  { id: 'oversea', flag: 'overseas', label: 'TRADE_HISTORY_OVERSEA', List: OverseaHistoryList },
] as const satisfies readonly {
  id: string;
  flag: keyof SiteFlags;
  label: WalletTextCode;
  List: (props: { range: DayRange | null }) => ReactElement;
}[];

/**
 * /wallet/history (거래내역): my trades of every area the site offers, one tab each (binary bets, futures orders,
 * closed overseas trades), within a period (everything until the player narrows it). The tab lives in the
 * address (?area=futures), so a reload or the way back keeps it.
 */
export function TradeHistoryScreen() {
  const flags = useSiteFlags();
  const [params, setParams] = useSearchParams();
  const [period, setPeriod] = useState<HistoryPeriod>('all');
  // The period's days are fixed when it is chosen, so the queries' keys stay the same while it is shown.
  const range = useMemo(() => periodRange(period, Date.now()), [period]);
  const areas = AREAS.filter((area) => flags[area.flag]);
  const area = areas.find((candidate) => candidate.id === params.get('area')) ?? areas[0];
  return (
    <Screen label={walletText('TITLE_TRADE_HISTORY')}>
      <h1 css={visuallyHidden}>{walletText('TITLE_TRADE_HISTORY')}</h1>
      {area === undefined ? (
        <NoticeCard>{walletText('TRADE_HISTORY_OFF')}</NoticeCard>
      ) : (
        <>
          {areas.length > 1 ? (
            <TabBar
              items={areas.map(({ id, label }) => ({ id, label: walletText(label) }))}
              selected={area.id}
              onSelect={(id) => setParams(id === areas[0]?.id ? {} : { area: id }, { replace: true })}
            />
          ) : null}
          <ChoiceChips
            label={walletText('TRADE_HISTORY_PERIOD')}
            items={HISTORY_PERIODS.map((id) => ({ id, label: walletText(PERIOD_LABELS[id]) }))}
            selected={period}
            onSelect={setPeriod}
          />
          <div role="tabpanel" aria-label={walletText(area.label)} css={{ display: 'grid', gap: 10 }}>
            <area.List range={range} />
          </div>
        </>
      )}
    </Screen>
  );
}
