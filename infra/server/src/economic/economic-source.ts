/** One release of an economic indicator, as a data source gives it. Values are display text ("3.1%", "187K"). */
export interface EconomicEventInput {
  /** The source's own id of this release: a refresh replaces the row it gave before. */
  externalId: string;
  /** ISO 3166 alpha-2, or EU for the euro area. */
  country: string;
  titleKo: string;
  titleEn: string;
  /** 1 low, 2 medium, 3 high. */
  importance: 1 | 2 | 3;
  scheduledAt: Date;
  actual: string | null;
  forecast: string | null;
  previous: string | null;
}

/**
 * Where the economic calendar comes from. The default is the seeded local dataset
 * (`seeded-economic-source.ts`); a real provider implements this and is passed to the calendar plugin instead.
 */
export interface EconomicSource {
  /** Stored with every row, so two sources never overwrite each other's releases. */
  readonly name: string;
  /** The releases scheduled in [from, to). */
  events(from: Date, to: Date): Promise<EconomicEventInput[]>;
}
