import type {
  AdminFuturesOption,
  AdminFuturesOptionChange,
  AdminOverseaOption,
  AdminOverseaOptionChange,
  AdminTradeOption,
  AdminTradeOptionChange,
  TradeOption,
} from '@bx/contracts';
import { apiRequest, optionListKeys, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';
import { opsKeys } from '../../../shared/admin-ops-query-keys';

/** Changed or refused, the rows are asked again (a refusal shows the switch as it was) and so is the audit log. */
function refresh(market: 'trade' | 'futures' | 'oversea'): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: opsKeys.optionsAll }),
    queryClient.invalidateQueries({ queryKey: optionListKeys.market(market) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  ]);
}

/**
 * POST /api/admin/trade/option {tradeOptionId, isPlay?, isStop?, payoutRate?, minBet?, betUnit?}: a binary/rent
 * option's switches (isStop 0 stops it) and terms; SUPER operators only (403 INSUFFICIENT_PRIVILEGES). Answers
 * the option as players now see it.
 */
export function changeTradeOption(change: AdminTradeOptionChange): Promise<AdminTradeOption> {
  return apiRequest<AdminTradeOption>('post', 'admin/trade/option', { json: change });
}

export function useChangeTradeOption() {
  return useMutation({
    mutationFn: changeTradeOption,
    onSuccess: (answer) =>
      queryClient.setQueryData<TradeOption[]>(opsKeys.tradeOptions, (rows) =>
        rows?.map((row) => (row.id === answer.id ? answer : row)),
      ),
    onSettled: () => refresh('trade'),
  });
}

/** POST /api/admin/futures/option {futuresOptionId, isPlay?, isStop?, maxLeverage?}: SUPER operators only. */
export function changeFuturesOption(change: AdminFuturesOptionChange): Promise<AdminFuturesOption> {
  return apiRequest<AdminFuturesOption>('post', 'admin/futures/option', { json: change });
}

export function useChangeFuturesOption() {
  return useMutation({
    mutationFn: changeFuturesOption,
    onSettled: () => refresh('futures'),
  });
}

/**
 * POST /api/admin/oversea/option {overseaOptionId, isPlay?, isStop?, overnightAllowed?}: SUPER operators only.
 * Closing one tells every overseas screen on /topic/oversea.
 */
export function changeOverseaOption(change: AdminOverseaOptionChange): Promise<AdminOverseaOption> {
  return apiRequest<AdminOverseaOption>('post', 'admin/oversea/option', { json: change });
}

export function useChangeOverseaOption() {
  return useMutation({
    mutationFn: changeOverseaOption,
    onSettled: () => refresh('oversea'),
  });
}
