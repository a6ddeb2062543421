/**
 * Where prices come from. The bus takes ticks from any number of sources; engines read only the bus.
 *
 * A real exchange feed plugs in here: implement PriceSource, open the exchange's stream in `start` (for Binance
 * USDⓈ-M: wss://fstream.binance.com/stream?streams=btcusdt@aggTrade/...), turn each trade's decimal price into
 * integer units with `parsePrice(text, precision)` and hand `{stock, time, price}` to the sink; close it in `stop`.
 * Reconnects and back-off belong to the adapter; the bus drops out-of-order ticks and reports staleness.
 */
export interface RawTick {
  stock: string;
  /** Epoch ms of the price. */
  time: number;
  /** Integer price units (10^-precision); the bus rounds to the stock's tick size. */
  price: number;
  /** Traded quantity in whole units, for candle volume; 0 when unknown. */
  volume?: number;
}

/** A closed one-minute candle of history a source may provide at start (prices in units). */
export interface RawCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface TickSink {
  tick(tick: RawTick): void;
  /** One-minute candles older than the first live tick, oldest first. */
  history(stock: string, candles: readonly RawCandle[]): void;
  /**
   * The stock's last price already known (from the previous tick authority, before this instance took over): a
   * simulator carries on from it rather than start a walk of its own.
   */
  last?(stock: string): { time: number; price: number } | undefined;
}

export interface PriceSource {
  readonly name: string;
  /** The stocks this source prices. */
  readonly stocks: readonly string[];
  start(sink: TickSink): void;
  stop(): void;
}
