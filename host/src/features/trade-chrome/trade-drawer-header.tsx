import { TOPICS, type FuturesInfo } from '@bx/contracts';
import {
  clientText,
  queryState,
  showAlert,
  siteLang,
  useAuthStatus,
  useFuturesOptions,
  useFuturesOptionsQuery,
  useOverseaOptions,
  useOverseaOptionsQuery,
  useSubscription,
} from '@bx/platform';
import { optionName } from '@bx/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { HeaderBar, IconButton } from '../../shared/header-bar';
import { Icon } from '../../shared/icons';

import { LeftDrawer } from './drawer';
import type { MarketListItem } from './market-list';
import { SideListBody } from './side-list-body';

/** The overseas and futures headers: the option's name, and a menu opening the drawer of options. */
export function TradeDrawerHeader({ market }: { market: 'oversea' | 'futures' }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const list = market === 'oversea' ? <OverseaList onDone={close} /> : <FuturesList onDone={close} />;
  return (
    <>
      <HeaderBar
        left={
          <IconButton label={clientText('OPTION_LIST')} onClick={() => setOpen(true)}>
            <Icon name="menu" />
          </IconButton>
        }
        title={<CurrentName market={market} />}
      />
      <LeftDrawer
        title={clientText(market === 'oversea' ? 'DRAWER_OVERSEA' : 'AREA_FUTURES')}
        open={open}
        onClose={close}
      >
        {list}
      </LeftDrawer>
    </>
  );
}

function CurrentName({ market }: { market: 'oversea' | 'futures' }) {
  const { id, stock } = useParams();
  const oversea = useOverseaOptions();
  const futures = useFuturesOptions();
  const current =
    market === 'oversea'
      ? oversea.find((option) => String(option.id) === id)
      : futures.find((option) => option.stock === stock);
  if (current) return <>{optionName(current, siteLang())}</>;
  return <>{market === 'oversea' ? clientText('DRAWER_OVERSEA') : (stock ?? clientText('AREA_FUTURES'))}</>;
}

function OverseaList({ onDone }: { onDone: () => void }) {
  // Each time the drawer opens, the list is asked again (the last one shows meanwhile).
  const list = queryState(useOverseaOptionsQuery({ refetchOnMount: 'always' }));
  const options = list.status === 'ready' ? list.data : [];
  const navigate = useNavigate();
  const signedIn = useAuthStatus() === 'success';
  const items: MarketListItem[] = options.map((option) => ({
    ...option,
    changePercent: option.priceChangePercent,
  }));
  return (
    <SideListBody
      list={list}
      items={items}
      onPick={(item) => {
        const option = options.find((candidate) => candidate.id === item.id);
        onDone();
        if (option?.isRest) {
          void showAlert(`${option.stock}${clientText('MARKET_HOLIDAY')}`);
          return;
        }
        navigate(signedIn ? `/oversea/${item.id}` : `/overseaView/${item.id}`);
      }}
    />
  );
}

/** Futures prices move live: the list loads once, then /topic/futures_info updates it while it is shown. */
function FuturesList({ onDone }: { onDone: () => void }) {
  const list = queryState(useFuturesOptionsQuery({ refetchOnMount: 'always' }));
  const options = useMemo(() => (list.status === 'ready' ? list.data : []), [list]);
  const navigate = useNavigate();
  const signedIn = useAuthStatus() === 'success';
  const [live, setLive] = useState<Record<string, FuturesInfo>>({});
  useSubscription(TOPICS.futuresInfo, (body) => {
    const updates = Array.isArray(body) ? (body as FuturesInfo[]) : [body as FuturesInfo];
    setLive((current) => ({ ...current, ...Object.fromEntries(updates.map((info) => [info.stock, info])) }));
  });
  const items = useMemo<MarketListItem[]>(
    () =>
      options.map((option) => ({
        ...option,
        lastPrice: live[option.stock]?.lastPrice ?? option.lastPrice,
        changePercent: live[option.stock]?.priceChangePercent ?? option.priceChangePercent,
      })),
    [options, live],
  );
  return (
    <SideListBody
      list={list}
      items={items}
      onPick={(item) => {
        onDone();
        navigate(signedIn ? `/future/${item.stock}` : `/futureView/${item.stock}`);
      }}
    />
  );
}
