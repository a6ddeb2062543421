export { CandleChart, type ChartMarker, type ChartPriceLine } from './candle-chart';
export { LiveChartBox } from './live-chart-box';
export { useLiveCandles, type LiveCandles, type LivePrice } from './use-live-candles';
export { useKlineHistory, getKlineData, klineKeys } from './get-kline-data';
export { useChartLibrary, loadChartLibrary } from './chart-library';
export { formatClock } from './format-clock';
export { formatAxisPrice } from './axis-price';
export { mergeTick, mergeHistory, klineToCandle, directionOf, CANDLE_LIMIT, type Candle } from './candles';
export { liveChangePercent } from './live-change';
