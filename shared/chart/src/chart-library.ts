import type * as Chart from 'lightweight-charts';
import { useQuery } from '@tanstack/react-query';

type ChartLibrary = typeof Chart;

let pending: Promise<ChartLibrary> | null = null;

/**
 * lightweight-charts, most of this remote's bytes and start-up work, as a chunk of its own: the screen's
 * text draws without waiting for it, and the chart is made in a task of its own once it is here. One fetch
 * for all callers; a failed one is forgotten, so the next call tries again.
 */
export function loadChartLibrary(): Promise<ChartLibrary> {
  pending ??= import(/* webpackChunkName: "chart-library" */ 'lightweight-charts').catch((cause: unknown) => {
    pending = null;
    throw cause;
  });
  return pending;
}

/**
 * The library as a query of the one client, so the screen can start its download beside the option and the
 * chart draws when it is here; a failure is shown with a retry. The module itself never goes stale.
 */
export function useChartLibrary() {
  return useQuery({
    queryKey: ['chart', 'library'],
    queryFn: loadChartLibrary,
    staleTime: Infinity,
    structuralSharing: false,
  });
}
