import { randomUUID } from 'node:crypto';

import type { ConvertQuote } from '@bx/contracts';
import { formatUnits, WALLET_TYPES } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { PriceBus } from '../market/price-bus.js';
import { ASSET_SCALES, WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import { LedgerRefusal } from '../repositories/ledger/ledger-refusal.js';
import type { Repositories } from '../repositories/repositories.js';

import { ConvertRefusal } from './convert-refusal.js';

/** How long a quoted price holds. */
export const QUOTE_TTL_MS = 10_000;
/** The fee of a conversion between currencies, unless the site's /fee.json names its own `convertFeeRate`. */
const DEFAULT_FEE_RATE = 0.001;
const PPM = 1_000_000n;
const RATE_DECIMALS = 18;

/**
 * The wallets that convert between currencies, each priced in USDT by the market data: USDT is 1, the coins by
 * their USDT pair, the player's won money (MONEY) by the inverse of USDTKRW.
 */
const USDT_PRICES: Readonly<Record<string, { stock: string; inverse: boolean } | null>> = {
  USDT: null,
  BTC: { stock: 'BTCUSDT', inverse: false },
  ETH: { stock: 'ETHUSDT', inverse: false },
  XRP: { stock: 'XRPUSDT', inverse: false },
  MONEY: { stock: 'USDTKRW', inverse: true },
};
export const CONVERTIBLE = Object.keys(USDT_PRICES);
/** The wallets whose currency is USDT: they are worth one USDT a unit. */
const USDT_WALLETS = new Set(['USDT', 'FUTURES', 'BINARY']);

/** USDT per one unit of a wallet's currency, as a fraction (BTC at 65000.12 -> 6500012 / 100). */
interface Price {
  num: bigint;
  den: bigint;
}

/**
 * Conversions between currencies (the USDT, BTC, ETH and XRP wallets and the won money, so buying and selling
 * coins too) at the market-data price, the fee taken from what is received. A quote fixes the amount received for
 * QUOTE_TTL_MS; converting with it books exactly that, through the house (the player's coins to HOUSE, HOUSE's
 * other coin to the player) in one transfer set, once.
 */
export function createConvertService(deps: { db: Db; repos: Repositories; bus: PriceBus; clock: Clock }) {
  const { db, repos, bus, clock } = deps;

  function lastOf(stock: string): Price {
    const last = bus.last(stock);
    if (last === undefined) throw new ConvertRefusal('PRICE_UNAVAILABLE');
    return { num: BigInt(last.price), den: 10n ** BigInt(bus.spec(stock)!.precision) };
  }

  /** A pair's last price, or null where the market data has no such pair or no price for it yet. */
  function pairPrice(stock: string): Price | null {
    return bus.spec(stock) === undefined || bus.last(stock) === undefined ? null : lastOf(stock);
  }

  function priceOf(wallet: string): Price {
    const source = USDT_PRICES[wallet];
    if (source === undefined) throw new ConvertRefusal('CONVERT_PAIR_UNSUPPORTED');
    if (source === null) return { num: 1n, den: 1n };
    const price = lastOf(source.stock);
    return source.inverse ? { num: price.den, den: price.num } : price;
  }

  async function feeRateOf(siteId: number): Promise<number> {
    return (await repos.siteExtras.settings(siteId))?.fee.convertFeeRate ?? DEFAULT_FEE_RATE;
  }

  return {
    /**
     * Won per one unit of each wallet's currency at the last prices (to the chon, rounded down): the USDT wallets
     * at USDTKRW, a coin at its USDT pair times USDTKRW wherever the market data trades that pair (DOGEUSDT too,
     * though DOGE does not convert); null for a coin without a traded pair or before its first price.
     */
    krwRates(): Record<string, string | null> {
      const wonPerUsdt = lastOf('USDTKRW');
      const rates: Record<string, string | null> = { MONEY: '1' };
      for (const wallet of WALLET_TYPES) {
        const usdt = USDT_WALLETS.has(wallet) ? { num: 1n, den: 1n } : pairPrice(`${wallet}USDT`);
        rates[wallet] =
          usdt === null
            ? null
            : formatUnits((usdt.num * wonPerUsdt.num * 100n) / (usdt.den * wonPerUsdt.den), 2);
      }
      return rates;
    },

    /** Prices `point` (minor units of `from`'s asset) in `to`, and keeps the quote for the caller. */
    async quote(
      caller: { userId: number; siteId: number },
      from: string,
      to: string,
      point: bigint,
      /** A quote id of the caller's choosing (one derived from an Idempotency-Key): kept once, reused after. */
      id: string = randomUUID(),
    ): Promise<ConvertQuote> {
      if (from === to) throw new ConvertRefusal('CONVERT_SAME_WALLET');
      const [a, b] = [priceOf(from), priceOf(to)];
      const [assetA, assetB] = [WALLET_ASSETS[from as LedgerWallet], WALLET_ASSETS[to as LedgerWallet]];
      const feeRate = await feeRateOf(caller.siteId);
      const feePpm = BigInt(Math.round(feeRate * 1e6));
      // receive = point x (a / b), between the two assets' minor units, less the fee; rounded down.
      const numerator = point * a.num * b.den * 10n ** BigInt(ASSET_SCALES[assetB]) * (PPM - feePpm);
      const denominator = 10n ** BigInt(ASSET_SCALES[assetA]) * a.den * b.num * PPM;
      const receive = numerator / denominator;
      if (receive <= 0n) throw new ConvertRefusal('AMOUNT_NOT_POSITIVE');
      // Eighteen decimals: a won's worth of bitcoin is a few hundred-millionths.
      const rate = (a.num * b.den * 10n ** BigInt(RATE_DECIMALS)) / (a.den * b.num);
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
        rate: formatUnits(rate, RATE_DECIMALS),
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
            throw new ConvertRefusal('CONVERT_QUOTE_INVALID');
          if (quote.used) return { replayed: true };
          if (clock.now() >= quote.expiresAt) throw new ConvertRefusal('CONVERT_QUOTE_EXPIRED');
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
          throw new ConvertRefusal('INSUFFICIENT_BALANCE');
        throw error;
      }
    },
  };
}

export type ConvertService = ReturnType<typeof createConvertService>;
