import { DomainError } from '../../errors/domain-error.js';

export type CopyRefusalCode =
  | 'USER_NOT_FOUND'
  | 'ACCOUNT_DENIED'
  | 'NO_PERMISSION'
  | 'TRADER_NOT_FOUND'
  | 'FOLLOWER_NOT_FOUND'
  | 'TRADER_CANNOT_FOLLOW'
  | 'ALREADY_FOLLOWING'
  | 'FOLLOW_MULTIPLY_INVALID'
  | 'FOLLOW_BET_TOO_SMALL'
  | 'FOLLOW_MAX_BET_NOT_ABOVE'
  | 'FOLLOW_PAIRS_REQUIRED'
  | 'TRADER_NOT_ACCEPTING'
  | 'TRADER_LIQUIDATED'
  | 'FOLLOWER_QUOTA_EXCEEDED'
  | 'FOLLOW_WITH_OPEN_POSITION'
  | 'FOLLOW_INSUFFICIENT_BALANCE'
  | 'ORDER_NOT_FOUND'
  | 'FOLLOW_STOP_LOSS_INVALID'
  | 'PROFIT_SHARE_ABOVE_CAP';

/** A copy-trading call refused (docs/copytrade.md lists when). */
export class CopyRefusal extends DomainError<CopyRefusalCode> {}
