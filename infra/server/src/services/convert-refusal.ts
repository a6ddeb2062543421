import { DomainError } from '../errors/domain-error.js';

export type ConvertRefusalCode =
  | 'PRICE_UNAVAILABLE'
  | 'CONVERT_PAIR_UNSUPPORTED'
  | 'CONVERT_SAME_WALLET'
  | 'AMOUNT_NOT_POSITIVE'
  | 'CONVERT_QUOTE_INVALID'
  | 'CONVERT_QUOTE_EXPIRED'
  | 'INSUFFICIENT_BALANCE'
  | 'NO_PERMISSION'
  | 'COIN_UNSUPPORTED'
  | 'WALLET_UNSUPPORTED';

/** A conversion, quote or coin trade between a player's wallets refused (docs/dnw.md, "Conversions"). */
export class ConvertRefusal extends DomainError<ConvertRefusalCode> {}
