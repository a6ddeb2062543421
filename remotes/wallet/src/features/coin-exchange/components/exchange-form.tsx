import { formatAmount } from '@bx/contracts';
import { showAlert } from '@bx/platform';
import { Button, FormMessage } from '@bx/ui';
import type { FormEvent } from 'react';

import { CoinAmountField } from '../../../shared/coin-amount-field';
import { walletCurrency, walletDecimals } from '../../../shared/coin-units';
import { useCoinAmount } from '../../../shared/use-coin-amount';
import { amountText } from '../../../shared/wallet-amount';
import { useConvertCoinsMutation } from '../api/convert-coins';
import { useQuote, type LiveQuote } from '../api/get-quote';
import { useTradeCoinMutation } from '../api/trade-coin';
import { useDebounced } from '../hooks/use-debounced';
import { useNow } from '../hooks/use-now';
import { QUOTE_DEBOUNCE_MS } from '../utils/quote-timing';

import { QuotePanel, type QuoteView } from './quote-panel';
import { walletText } from '../../../shared/wallet-text';

/** buy: won (MONEY) into the coin; sell: the coin into won; convert: between two of my wallets. */
export type ExchangeKind = 'buy' | 'sell' | 'convert';

/**
 * An amount of `from` turned into `to` at a quote: the quote follows the amount (once typing rests) and is
 * renewed as it expires; the button sends the quote on screen, so exactly what it shows is booked. Wallets of
 * one currency (USDT and FUTURES) move one for one with no quote.
 */
export function ExchangeForm({ kind, from, to }: { kind: ExchangeKind; from: string; to: string }) {
  const amount = useCoinAmount(from);
  // An amount that cannot go (beyond the wallet or the site's limit) is not quoted: the panel says why instead.
  const invalid = amount.liveRefusal;
  const typed =
    amount.amount === null || amount.amount <= 0 || invalid !== null
      ? null
      : amountText(amount.amount, walletDecimals(from));
  const point = useDebounced(typed, QUOTE_DEBOUNCE_MS);
  const oneForOne = kind === 'convert' && walletCurrency(from) === walletCurrency(to);
  const quote = useQuote(from, to, oneForOne ? null : point);
  const now = useNow(quote.data !== undefined);
  const convert = useConvertCoinsMutation();
  const trade = useTradeCoinMutation();
  const busy = convert.pending || trade.pending;

  const live: LiveQuote | null =
    quote.data !== undefined && point === typed && now < quote.data.deadline ? quote.data : null;
  const view: QuoteView =
    invalid !== null
      ? { status: 'invalid', reason: invalid }
      : typed === null
        ? { status: 'idle' }
        : oneForOne
          ? { status: 'one-for-one', point: typed }
          : live !== null
            ? { status: 'ready', live, msLeft: live.deadline - now }
            : quote.isError && point === typed && !quote.isFetching
              ? { status: 'failed', error: quote.error }
              : { status: 'loading' };

  const book = (point: string, quoteId: string | undefined) => {
    if (kind === 'convert') return convert.run({ fromCoin: from, toCoin: to, point, quoteId });
    const side = kind === 'sell' ? 'sell' : 'buy';
    return trade.run({ side, request: { coinName: kind === 'buy' ? to : from, point, quoteId } });
  };

  const doneText = (point: string, receive: string) => {
    if (kind === 'buy') return walletText('BUY_DONE', { receive: formatAmount(receive), coin: to });
    if (kind === 'sell') {
      return walletText('SELL_DONE', {
        amount: formatAmount(point),
        coin: from,
        receive: formatAmount(receive, 0),
      });
    }
    return walletText('CONVERT_DONE', {
      amount: formatAmount(point),
      from,
      receive: formatAmount(receive),
      to,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = amount.check();
    if (sent === null || (!oneForOne && live === null)) return;
    const booked = live?.quote;
    if ((await book(sent, booked?.quoteId)) !== null) {
      void showAlert(doneText(sent, booked?.receive ?? sent));
      amount.clear();
    }
    // An expired or spent quote was refused: the next one is asked for at once.
    else if (!oneForOne) void quote.refetch();
  };

  const label =
    kind === 'buy'
      ? walletText('BUY_AMOUNT')
      : kind === 'sell'
        ? walletText('SELL_AMOUNT', { coin: from })
        : walletText('CONVERT_AMOUNT', { coin: from });
  const submitLabel =
    kind === 'buy'
      ? walletText('BUY_SUBMIT', { coin: to })
      : kind === 'sell'
        ? walletText('SELL_SUBMIT', { coin: from })
        : walletText('CONVERT_SUBMIT');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 12 }}>
      <CoinAmountField wallet={from} label={label} value={amount.amount} onChange={amount.change} />
      <QuotePanel view={view} from={from} to={to} />
      {amount.refusal && view.status !== 'invalid' ? (
        <FormMessage tone="bad">{amount.refusal}</FormMessage>
      ) : null}
      <Button
        type="submit"
        disabled={
          busy || view.status === 'invalid' || (typed !== null && view.status !== 'ready' && !oneForOne)
        }
      >
        {submitLabel}
      </Button>
    </form>
  );
}
