import { formatAmount, GAME_STATUS, type Bet, type SiteLang, type TradeOption } from '@bx/contracts';
import { gameTypeLabel, optionName, stockName } from '@bx/ui';
import { walletText, type WalletTextCode } from '../../../shared/wallet-text';

/** How a bet ended, for its colour: won, lost, refunded (a tie or a cancelled round), or not yet decided. */
export type BetTone = 'won' | 'lost' | 'refunded' | 'running';

/** A bet's result in the trade screen's words (적중, 미적중, 무효(환불), 취소(환불), 진행중). */
export function betResult(bet: Pick<Bet, 'status' | 'won'>): { code: WalletTextCode; tone: BetTone } {
  switch (bet.status) {
    case GAME_STATUS.REALIZED:
      return bet.won ? { code: 'BET_WON', tone: 'won' } : { code: 'BET_LOST', tone: 'lost' };
    case GAME_STATUS.VOID:
      return { code: 'BET_VOID', tone: 'refunded' };
    case GAME_STATUS.CANCELLED:
      return { code: 'BET_CANCELLED', tone: 'refunded' };
    default:
      return { code: 'BET_RUNNING', tone: 'running' };
  }
}

/** The side's word on the trade screen: B is up (상승), S is down (하락). */
export const SIDE_WORDS = { B: 'BET_UP', S: 'BET_DOWN' } as const satisfies Record<
  Bet['type'],
  WalletTextCode
>;

/**
 * Which option a bet was on: its name and game type ("비트코인 · 바이너리 1분") while the site still lists the
 * option, else the bet's own symbol.
 */
export function betOptionText(
  bet: Pick<Bet, 'stock'>,
  option: Pick<TradeOption, 'koName' | 'stock' | 'type'> | undefined,
  lang: SiteLang,
): string {
  if (option === undefined) return stockName(bet.stock);
  return `${optionName(option, lang)} · ${gameTypeLabel(option.type, lang)}`;
}

/** "10 USDT": an amount of the bet in its option's currency. */
export const betAmountText = (amount: string, currency: string): string =>
  walletText('COIN_AMOUNT', { amount: formatAmount(amount), coin: currency });
