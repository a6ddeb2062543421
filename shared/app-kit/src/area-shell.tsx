import type { RemoteName } from '@bx/contracts';
import { useMe } from '@bx/platform';
import { RouteShell } from '@bx/ui';

import { ROUTES } from './route-table';

const AREA_TITLES: Record<RemoteName, string> = {
  trade: '바이너리 옵션',
  futures: '선물거래',
  oversea: '해외선물 빠른주문',
  wallet: '지갑',
  search: '검색',
  more: '더보기',
};

/**
 * A remote's route shell, titled from the route table, with the signed-in player's name and money from the
 * one shared auth state. Areas draw it until their screens replace it.
 */
export function AreaShell({ routeId, buildTag }: { routeId: string; buildTag: string }) {
  const me = useMe();
  const route = ROUTES.find((candidate) => candidate.id === routeId);
  const area = route && route.owner !== 'host' ? AREA_TITLES[route.owner] : '';
  return (
    <RouteShell
      title={route?.title ?? area}
      userName={me?.name ?? null}
      money={me?.money ?? null}
      buildTag={buildTag || undefined}
    />
  );
}
