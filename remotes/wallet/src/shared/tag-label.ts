import { type WalletTextCode } from './wallet-text';

/** The coins whose deposits are told apart by a tag (XRP) or memo (EOS) beside the shared address. */
const TAGGED_COINS = new Set(['XRP', 'EOS']);

export const hasTag = (coin: string): boolean => TAGGED_COINS.has(coin.toUpperCase());

/** What a coin's extra field is called: EOS carries a memo, XRP (and any other) a destination tag. */
export function tagLabelCode(coin: string): Extract<WalletTextCode, 'DEPOSIT_TAG' | 'DEPOSIT_MEMO'> {
  return coin.toUpperCase() === 'EOS' ? 'DEPOSIT_MEMO' : 'DEPOSIT_TAG';
}
