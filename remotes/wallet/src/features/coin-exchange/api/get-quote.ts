import type { ConvertQuote, DecimalString } from '@bx/contracts';
import { apiRequest, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { walletKeys } from '../../../shared/wallet-query-keys';
import { quoteDeadline } from '../utils/quote-timing';

/**
 * GET /api/dnw/exchange_rate {fromCoin, toCoin, point}: what `point` of `fromCoin` gives of `toCoin` now, fee
 * taken (MONEY on the won side of a buy or sell). Converting with its quoteId before it expires books exactly that.
 */
export function getQuote(fromCoin: string, toCoin: string, point: DecimalString): Promise<ConvertQuote> {
  return apiRequest<ConvertQuote>('get', 'dnw/exchange_rate', { query: { fromCoin, toCoin, point } });
}

export interface LiveQuote {
  quote: ConvertQuote;
  /** When it stops being good, on this device's clock. */
  deadline: number;
}

/**
 * The quote for an amount, asked for again the moment it expires, so the one on screen is always one the server
 * still honours. `point` null (nothing entered) asks nothing.
 */
export function useQuote(fromCoin: string, toCoin: string, point: DecimalString | null) {
  const signedIn = useMe() !== null;
  return useQuery({
    queryKey: walletKeys.quote(fromCoin, toCoin, point),
    queryFn: async (): Promise<LiveQuote> => {
      const quote = await getQuote(fromCoin, toCoin, point ?? '0');
      return { quote, deadline: quoteDeadline(quote.expiresAt, Date.now()) };
    },
    enabled: signedIn && point !== null && fromCoin !== toCoin,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data === undefined ? false : Math.max(query.state.data.deadline - Date.now(), 250),
  });
}
