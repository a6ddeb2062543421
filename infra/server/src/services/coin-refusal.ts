import { DomainError } from '../errors/domain-error.js';

export type CoinRefusalCode =
  'COIN_UNSUPPORTED' | 'AMOUNT_NOT_POSITIVE' | 'ADDRESS_NOT_FOUND' | 'CHAIN_TX_CONFLICT';

/** A coin deposit address not issued, or a chain deposit not credited (coin-service.ts). */
export class CoinRefusal extends DomainError<CoinRefusalCode> {}
