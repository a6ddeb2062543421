import type { PriceBus } from '../../market/price-bus.js';
import type { FuturesOptionRecord } from '../../repositories/futures/futures-repository.js';
import type { FuturesTerms } from './futures-math.js';

/** Ticks the mark price is the median of: one bad tick moves it nowhere. */
const MARK_WINDOW = 5;

/** The options' terms: the stored ones (migration 024) with the market's precision, tick and name of each stock. */
export class FuturesOptions {
  private byId = new Map<number, FuturesTerms>();
  private byStock = new Map<string, FuturesTerms>();

  constructor(private readonly bus: PriceBus) {}

  get all(): FuturesTerms[] {
    return [...this.byId.values()];
  }

  get(id: number): FuturesTerms | undefined {
    return this.byId.get(id);
  }

  ofStock(stock: string): FuturesTerms | undefined {
    return this.byStock.get(stock);
  }

  /** Replaces the terms with the stored ones (on start, and after an operator's change). */
  load(records: readonly FuturesOptionRecord[]): void {
    const byId = new Map<number, FuturesTerms>();
    for (const record of records) {
      const spec = this.bus.spec(record.stock);
      if (spec === undefined) continue;
      const digits = 6 - record.qtyPrecision - spec.precision;
      if (digits < 0) throw new Error(`futures option ${record.stock}: quantity and price decimals exceed 6`);
      byId.set(record.id, {
        id: record.id,
        stock: record.stock,
        koName: spec.koName,
        precision: spec.precision,
        tickSize: spec.tickSize,
        qtyPrecision: record.qtyPrecision,
        stepSize: BigInt(record.stepSize),
        maxLeverage: record.maxLeverage,
        minNotional: BigInt(record.minNotional),
        brackets: record.brackets.map((b) => ({
          cap: BigInt(b.cap),
          maxLeverage: b.maxLeverage,
          mmrPpm: BigInt(b.mmr),
          cum: BigInt(b.cum),
        })),
        fundingRatePpm: record.fundingRatePpm,
        feeRatePpm: BigInt(record.feeRatePpm),
        scale: 10n ** BigInt(digits),
        isPlay: record.isPlay,
        isStop: record.isStop,
      });
    }
    this.byId = byId;
    this.byStock = new Map([...byId.values()].map((terms) => [terms.stock, terms]));
  }

  /** The last traded price in price units, undefined before the first tick. */
  last(stock: string): number | undefined {
    return this.bus.last(stock)?.price;
  }

  /** The mark price: the median of the last few ticks (on the tick grid, as they are). */
  mark(stock: string): number | undefined {
    const ticks = this.bus.recentTicks(stock, MARK_WINDOW);
    if (ticks.length === 0) return undefined;
    const prices = ticks.map((tick) => tick.price).sort((a, b) => a - b);
    return prices[(prices.length - 1) >> 1];
  }
}
