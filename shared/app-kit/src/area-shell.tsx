import { formatAmount, type ClientMessageCode, type RemoteName } from '@bx/contracts';
import { clientText, useMe } from '@bx/platform';
import { RouteShell } from '@bx/ui';

import { ROUTES } from './route-table';

const AREA_TITLES: Record<RemoteName, ClientMessageCode> = {
  trade: 'AREA_TRADE',
  futures: 'AREA_FUTURES',
  oversea: 'AREA_OVERSEA',
  wallet: 'TITLE_WALLET',
  search: 'AREA_SEARCH',
  more: 'TITLE_MORE',
  admin: 'TITLE_ADMIN',
};

/**
 * A remote's route shell, titled from the route table, with the signed-in player's name and money from the
 * one shared auth state. Areas draw it until their screens replace it.
 */
export function AreaShell({ routeId, buildTag }: { routeId: string; buildTag: string }) {
  const me = useMe();
  const route = ROUTES.find((candidate) => candidate.id === routeId);
  const title = route?.title ?? (route && route.owner !== 'host' ? AREA_TITLES[route.owner] : undefined);
  return (
    <RouteShell
      title={title === undefined ? '' : clientText(title)}
      who={me?.name ?? clientText('VISITOR')}
      money={me?.money == null ? '-' : clientText('MONEY_KRW', { amount: formatAmount(me.money, 0) })}
      buildTag={buildTag || undefined}
    />
  );
}
