/** One release on the economic calendar (GET /api/economic/list), its title in the site's language. */
export interface EconomicEvent {
  id: number;
  /** ISO 3166 alpha-2, or EU for the euro area. */
  country: string;
  title: string;
  /** 1 low, 2 medium, 3 high. */
  importance: number;
  /** Epoch ms. */
  scheduledAt: number;
  /** Null until released. */
  actual: string | null;
  forecast: string | null;
  previous: string | null;
}
