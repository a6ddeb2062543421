import type { CopyTrader } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { futuresKeys } from '../../../shared/futures-keys';

/** GET /api/copytrade/trader (no traderId): a TRADER's own profile and figures. */
export function getMyTraderProfile(): Promise<CopyTrader> {
  return apiRequest<CopyTrader>('get', 'copytrade/trader');
}

export const useMyTraderProfile = () =>
  useQuery({ queryKey: futuresKeys.copyTrader('me'), queryFn: getMyTraderProfile });
