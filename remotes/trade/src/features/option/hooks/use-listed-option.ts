import type { TradeOption } from '@bx/contracts';
import { optionListKeys, useSiteInfo } from '@bx/platform';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The option as the site's option list has it, when the header has already loaded that list: enough (its
 * stock and round length) to ask for the chart before the option's own answer arrives. Asks nothing itself.
 */
export function useListedOption(tradeOptionId: number): TradeOption | undefined {
  const prefix = useSiteInfo()?.stockPrefix;
  const listed = useQueryClient().getQueryData<TradeOption[]>(optionListKeys.list('trade', prefix));
  return listed?.find((option) => option.id === tradeOptionId);
}
