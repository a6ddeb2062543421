import type { MarketService } from '../../market/market-service.js';
import {
  DEFAULT_KRW_RATES,
  DEFAULT_MARGIN_SHARE,
  termsOf,
  type KrwRates,
  type Terms,
} from './contract-terms.js';

export interface OverseaInstrument {
  /** overseaOptionId: the symbol's position in the market's list (as the option lists number it). */
  id: number;
  terms: Terms;
}

/** The overseas futures the market prices: the symbols with contract terms, numbered by their list position. */
export class OverseaOptions {
  readonly all: readonly OverseaInstrument[];
  private readonly byId = new Map<number, OverseaInstrument>();
  private readonly byStock = new Map<string, OverseaInstrument>();

  constructor(
    market: MarketService,
    rates: KrwRates = DEFAULT_KRW_RATES,
    marginShare = DEFAULT_MARGIN_SHARE,
  ) {
    const all: OverseaInstrument[] = [];
    market.bus.symbols().forEach((spec, index) => {
      const terms = termsOf(spec, rates, marginShare);
      if (terms !== undefined) all.push({ id: index + 1, terms });
    });
    this.all = all;
    for (const option of all) {
      this.byId.set(option.id, option);
      this.byStock.set(option.terms.stock, option);
    }
  }

  get(id: number): OverseaInstrument | undefined {
    return this.byId.get(id);
  }

  ofStock(stock: string): OverseaInstrument | undefined {
    return this.byStock.get(stock);
  }
}
