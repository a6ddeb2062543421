import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { useSiteInfo } from '../site/use-site';

/** The three kinds of option lists; the oversea one is filtered by its own site prefix. */
export type OptionMarket = 'trade' | 'oversea' | 'futures';

const PREFIX_OF = { trade: 'stockPrefix', oversea: 'overseaPrefix', futures: 'stockPrefix' } as const;

/** Keys of the option lists: everything of a market (to refresh after a close event), or one site's list. */
export const optionListKeys = {
  market: (market: OptionMarket) => [market, 'option', 'list'] as const,
  list: (market: OptionMarket, stockPrefix: string | undefined) =>
    [market, 'option', 'list', stockPrefix ?? ''] as const,
};

export interface OptionListReading {
  /** 'always' asks again each time a view mounts (a drawer opening), even while the cached answer is fresh. */
  refetchOnMount?: 'always';
}

/**
 * A market's option list for this site, one cache entry shared by the headers, the drawers and the screens.
 * A failed refresh keeps the last list (the spec ignores a non-200 option list).
 */
export function useOptionListQuery<T>(
  market: OptionMarket,
  load: (stockPrefix?: string) => Promise<T[]>,
  reading: OptionListReading = {},
): UseQueryResult<T[]> {
  const prefix = useSiteInfo()?.[PREFIX_OF[market]];
  return useQuery({
    queryKey: optionListKeys.list(market, prefix),
    queryFn: () => load(prefix),
    refetchOnMount: reading.refetchOnMount ?? true,
  });
}

/** The same list as a plain array, empty until it has loaded. */
export function useOptionList<T>(market: OptionMarket, load: (stockPrefix?: string) => Promise<T[]>): T[] {
  return useOptionListQuery(market, load).data ?? NO_OPTIONS;
}

// One empty list for every render before the first answer, so memoized views do not recompute.
const NO_OPTIONS: never[] = [];
