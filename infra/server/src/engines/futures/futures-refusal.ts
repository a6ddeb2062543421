import { DomainError } from '../../errors/domain-error.js';

export type FuturesRefusalCode =
  | 'USER_NOT_FOUND'
  | 'ACCOUNT_DENIED'
  | 'NO_PERMISSION'
  | 'OPTION_NOT_FOUND'
  | 'OPTION_STOPPED'
  | 'PRICE_UNAVAILABLE'
  | 'ORDER_NOT_FOUND'
  | 'POSITION_NOT_FOUND'
  | 'INSUFFICIENT_BALANCE'
  | 'INSUFFICIENT_ISOLATED_MARGIN'
  | 'FUTURES_MIN_NOTIONAL'
  | 'FUTURES_QTY_INVALID'
  | 'FUTURES_PRICE_INVALID'
  | 'FUTURES_WOULD_TRIGGER'
  | 'REDUCE_ONLY_REJECTED'
  | 'TPSL_REJECTED'
  | 'MAX_QUANTITY_EXCEEDED'
  | 'LEVERAGE_OUT_OF_RANGE'
  | 'LEVERAGE_LOCKED_BY_POSITION'
  | 'LEVERAGE_MARGIN_INSUFFICIENT'
  | 'MARGIN_TYPE_LOCKED'
  | 'ISOLATED_MARGIN_ONLY';

/** A futures call the engine refuses (docs/futures.md lists when). */
export class FuturesRefusal extends DomainError<FuturesRefusalCode> {}
