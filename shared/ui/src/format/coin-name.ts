import type { ClientMessageCode } from '@bx/contracts';
import { clientText } from '@bx/platform';

/** The coins the messages name (COIN_USDT: 테더, Tether, ...). */
const NAMED_COINS = new Set(['USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS']);

/** The wallets that hold no coin of their own name: the player's KRW money and the two trading wallets. */
const NAMED_WALLETS = new Set(['MONEY', 'FUTURES', 'BINARY']);

/** A coin's name in the site's language (비트코인, Bitcoin); a coin without one is shown by its code. */
export function coinName(coin: string): string {
  const code = coin.toUpperCase();
  return NAMED_COINS.has(code) ? clientText(`COIN_${code}` as ClientMessageCode) : code;
}

/** A wallet's name as the wallet screens show it: 원화, 선물 지갑, 바이너리 지갑, or its coin's name. */
export function walletName(wallet: string): string {
  const code = wallet.toUpperCase();
  return NAMED_WALLETS.has(code) ? clientText(`WALLET_${code}` as ClientMessageCode) : coinName(code);
}
