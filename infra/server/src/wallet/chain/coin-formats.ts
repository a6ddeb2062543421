import type { ChainCoin } from '@bx/contracts';

import { WalletRefusal } from '../wallet-refusal.js';

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';

/** What an address of each coin's chain looks like; a withdrawal to anything else is refused before it waits. */
const ADDRESS_FORMATS: Record<ChainCoin, RegExp> = {
  // Tether on TRON (TRC20).
  USDT: new RegExp(`^T${BASE58}{33}$`),
  BTC: new RegExp(`^(bc1[02-9ac-hj-np-z]{11,71}|[13]${BASE58}{25,34})$`),
  ETH: /^0x[0-9a-fA-F]{40}$/,
  XRP: new RegExp(`^r${BASE58}{24,34}$`),
  DOGE: new RegExp(`^D${BASE58}{25,34}$`),
  // EOS account names.
  EOS: /^[a-z1-5.]{1,12}$/,
};

/** XRP destination tags are unsigned 32-bit integers; an EOS memo is free text of at most 256 bytes. */
const MAX_XRP_TAG = 4_294_967_295;

/** Checks a withdrawal's destination: ADDRESS_INVALID, DESTINATION_TAG_OUT_OF_RANGE. */
export function checkDestination(coin: ChainCoin, address: string, tag: string | undefined): void {
  if (!ADDRESS_FORMATS[coin].test(address)) throw new WalletRefusal('ADDRESS_INVALID');
  if (tag === undefined) return;
  if (coin === 'XRP' && !(/^\d{1,10}$/.test(tag) && Number(tag) <= MAX_XRP_TAG))
    throw new WalletRefusal('DESTINATION_TAG_OUT_OF_RANGE');
  if (coin === 'EOS' && Buffer.byteLength(tag) > 256) throw new WalletRefusal('DESTINATION_TAG_OUT_OF_RANGE');
  if (coin !== 'XRP' && coin !== 'EOS') throw new WalletRefusal('VALIDATION');
}
