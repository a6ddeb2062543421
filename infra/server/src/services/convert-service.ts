import { randomUUID } from 'node:crypto';

import type { ConvertQuote } from '@bx/contracts';
import { formatUnits } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { AppError } from '../errors/app-error.js';
import type { PriceBus } from '../market/price-bus.js';
import { ASSET_SCALES, WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import { LedgerRefusal } from '../repositories/ledger/ledger-refusal.js';
import type { Repositories } from '../repositories/repositories.js';

/** How long a quoted price holds. */
export const QUOTE_TTL_MS = 10_000;
/** The fee of a conversion between currencies, unless the site's /fee.json names its own `convertFeeRate`. */
const DEFAULT_FEE_RATE = 0.001;
const PPM = 1_000_000n;

/** The coin wallets that convert between currencies, each priced in USDT by the market data (USDT is 1). */
const USDT_PAIRS: Readonly<Record<string, string | null>> = {
  USDT: null,
  BTC: 'BTCUSDT',
  ETH: 'ETHUSDT',
  XRP: 'XRPUSDT',
};
export const CONVERTIBLE = Object.keys(USDT_PAIRS);

/** A price as an integer and its decimals (BTCUSDT 65000.12 -> 6500012, 2). */
interface Price {
  units: bigint;
  precision: number;
}

/**
 * Conversions between currencies (USDT, BTC, ETH and XRP wallets) at the market-data price, the fee taken from
 * what is received. A quote fixes the amount received for QUOTE_TTL_MS; converting with it books exactly that,
 * through the house (the player's coins to HOUSE, HOUSE's other coin to the player) in one transfer set, once.
 */
export function createConvertService(deps: { db: Db; repos: Repositories; bus: PriceBus; clock: Clock }) {
  const { db, repos, bus, clock } = deps;

  function priceOf(wallet: string): Price {
    const stock = USDT_PAIRS[wallet];
    if (stock === undefined) throw new AppError(400, 'CONVERT_PAIR_UNSUPPORTED');
    if (stock === null) return { units: 1n, precision: 0 };
    const last = bus.last(stock);
    if (last === undefined) throw new AppError(503, 'PRICE_UNAVAILABLE');
    return { units: BigInt(last.price), precision: bus.spec(stock)!.precision };
  }

  async function feeRateOf(siteId: number): Promise<number> {
    return (await repos.siteExtras.settings(siteId))?.fee.convertFeeRate ?? DEFAULT_FEE_RATE;
  }

  return {
    /** Prices `point` (minor units of `from`'s asset) in `to`, and keeps the quote for the caller. */
    async quote(
      caller: { userId: number; siteId: number },
      from: string,
      to: string,
      point: bigint,
      /** A quote id of the caller's choosing (one derived from an Idempotency-Key): kept once, reused after. */
      id: string = randomUUID(),
    ): Promise<ConvertQuote> {
      if (from === to) throw new AppError(400, 'CONVERT_SAME_WALLET');
      const [a, b] = [priceOf(from), priceOf(to)];
      const [assetA, assetB] = [WALLET_ASSETS[from as LedgerWallet], WALLET_ASSETS[to as LedgerWallet]];
      const feeRate = await feeRateOf(caller.siteId);
      const feePpm = BigInt(Math.round(feeRate * 1e6));
      // receive = point x (a / b), between the two assets' minor units, less the fee; rounded down.
      const numerator = point * a.units * 10n ** BigInt(ASSET_SCALES[assetB] + b.precision) * (PPM - feePpm);
      const denominator = 10n ** BigInt(ASSET_SCALES[assetA] + a.precision) * b.units * PPM;
      const receive = numerator / denominator;
      if (receive <= 0n) throw new AppError(400, 'AMOUNT_NOT_POSITIVE');
      const rate = (a.units * 10n ** BigInt(b.precision + 8)) / (b.units * 10n ** BigInt(a.precision));
      const quote = {
        id,
        userId: caller.userId,
        fromWallet: from,
        toWallet: to,
        point,
        receive,
        expiresAt: clock.now() + QUOTE_TTL_MS,
      };
      await repos.quotes.insert(quote);
      return {
        quoteId: quote.id,
        fromCoin: from,
        toCoin: to,
        point: formatUnits(point, ASSET_SCALES[assetA]),
        rate: formatUnits(rate, 8),
        feeRate,
        receive: formatUnits(receive, ASSET_SCALES[assetB]),
        expiresAt: quote.expiresAt,
      };
    },

    /**
     * Books the caller's quote: `point` out of `from`, exactly `receive` into `to`. The request must name the
     * quote's wallets and amount (CONVERT_QUOTE_INVALID), before it expires (CONVERT_QUOTE_EXPIRED). A quote
     * used already books nothing again: `replayed`.
     */
    async convert(
      caller: { userId: number },
      quoteId: string,
      request: { from: string; to: string; point: bigint },
    ): Promise<{ replayed: boolean }> {
      const house = async (wallet: string) =>
        repos.ledger.systemAccountId('HOUSE', WALLET_ASSETS[wallet as LedgerWallet]);
      const [fromAccount, toAccount, houseFrom, houseTo] = await Promise.all([
        repos.ledger.userAccountId(caller.userId, request.from as LedgerWallet),
        repos.ledger.userAccountId(caller.userId, request.to as LedgerWallet),
        house(request.from),
        house(request.to),
      ]);
      try {
        return await db.tx(async (q) => {
          const quote = await repos.quotes.lock(quoteId, q);
          if (
            quote === undefined ||
            quote.userId !== caller.userId ||
            quote.fromWallet !== request.from ||
            quote.toWallet !== request.to ||
            quote.point !== request.point
          )
            throw new AppError(400, 'CONVERT_QUOTE_INVALID');
          if (quote.used) return { replayed: true };
          if (clock.now() >= quote.expiresAt) throw new AppError(400, 'CONVERT_QUOTE_EXPIRED');
          await repos.quotes.markUsed(quoteId, q);
          const [assetA, assetB] = [
            WALLET_ASSETS[request.from as LedgerWallet],
            WALLET_ASSETS[request.to as LedgerWallet],
          ];
          await repos.ledger.bookSet(q, [
            {
              idempotencyKey: `convert:${quoteId}:out`,
              debitAccountId: fromAccount,
              creditAccountId: houseFrom,
              asset: assetA,
              amount: quote.point,
              code: 'WALLET_EXCHANGE',
            },
            {
              idempotencyKey: `convert:${quoteId}:in`,
              debitAccountId: houseTo,
              creditAccountId: toAccount,
              asset: assetB,
              amount: quote.receive,
              code: 'WALLET_EXCHANGE',
            },
          ]);
          return { replayed: false };
        });
      } catch (error) {
        if (error instanceof LedgerRefusal && error.code === 'INSUFFICIENT_BALANCE')
          throw new AppError(400, 'INSUFFICIENT_BALANCE');
        throw error;
      }
    },
  };
}

export type ConvertService = ReturnType<typeof createConvertService>;
