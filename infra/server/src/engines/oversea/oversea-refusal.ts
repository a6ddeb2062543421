import { DomainError } from '../../errors/domain-error.js';

export type OverseaRefusalCode =
  | 'USER_NOT_FOUND'
  | 'ACCOUNT_DENIED'
  | 'NO_PERMISSION'
  | 'OPTION_NOT_FOUND'
  | 'OPTION_STOPPED'
  | 'OVERSEA_MARKET_CLOSED'
  | 'OVERSEA_QTY_RANGE'
  | 'OVERSEA_PRICE_INVALID'
  | 'OVERSEA_CLOSE_SIDE'
  | 'ORDER_NOT_FOUND'
  | 'POSITION_NOT_FOUND'
  | 'TP_PRICE_CROSSED'
  | 'SL_PRICE_CROSSED'
  | 'TPSL_PAST_ZERO'
  | 'OVERNIGHT_ALREADY_SET'
  | 'OVERNIGHT_UNAVAILABLE'
  | 'OVERNIGHT_NOT_SET';

/**
 * An overseas call the engine refuses. A closed market names its stock (the {stock} part of the spec's
 * "{stock}종목이 현재 휴장중입니다."), filled in by the app's error handler like any other part.
 */
export class OverseaRefusal extends DomainError<OverseaRefusalCode> {
  constructor(code: OverseaRefusalCode, stock?: string) {
    super(code, { parts: { stock: stock ?? '' } });
  }
}
