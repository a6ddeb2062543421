import type { EconomicEventInput, EconomicSource } from './economic-source.js';

/**
 * The seeded local dataset: the release schedule of widely followed indicators (weekday, or nth weekday of the
 * month, and time in UTC) with the dataset's figures. It stands in until a provider is contracted, and is
 * projected onto the days asked for, so the calendar never runs dry. Figures are the dataset's, not live ones:
 * a release shows its actual once its time has passed.
 */
interface Release {
  key: string;
  country: string;
  titleKo: string;
  titleEn: string;
  importance: 1 | 2 | 3;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Only the nth such weekday of the month (1-4); every week without it. */
  nth?: number;
  utc: [hour: number, minute: number];
  actual: string;
  forecast: string;
  previous: string;
}

export const SEEDED_RELEASES: readonly Release[] = [
  {
    key: 'US-NFP',
    country: 'US',
    titleKo: '비농업 고용지수',
    titleEn: 'Nonfarm payrolls',
    importance: 3,
    weekday: 5,
    nth: 1,
    utc: [13, 30],
    actual: '187K',
    forecast: '170K',
    previous: '165K',
  },
  {
    key: 'US-UNEMP',
    country: 'US',
    titleKo: '실업률',
    titleEn: 'Unemployment rate',
    importance: 3,
    weekday: 5,
    nth: 1,
    utc: [13, 30],
    actual: '3.9%',
    forecast: '3.8%',
    previous: '3.8%',
  },
  {
    key: 'US-CPI',
    country: 'US',
    titleKo: '소비자물가지수 (전년 대비)',
    titleEn: 'CPI (YoY)',
    importance: 3,
    weekday: 3,
    nth: 2,
    utc: [13, 30],
    actual: '3.2%',
    forecast: '3.3%',
    previous: '3.4%',
  },
  {
    key: 'US-FOMC',
    country: 'US',
    titleKo: 'FOMC 기준금리 결정',
    titleEn: 'FOMC rate decision',
    importance: 3,
    weekday: 3,
    nth: 3,
    utc: [19, 0],
    actual: '4.50%',
    forecast: '4.50%',
    previous: '4.75%',
  },
  {
    key: 'US-CLAIMS',
    country: 'US',
    titleKo: '신규 실업수당 청구건수',
    titleEn: 'Initial jobless claims',
    importance: 2,
    weekday: 4,
    utc: [13, 30],
    actual: '221K',
    forecast: '225K',
    previous: '229K',
  },
  {
    key: 'US-ISM',
    country: 'US',
    titleKo: 'ISM 제조업 구매관리자지수',
    titleEn: 'ISM manufacturing PMI',
    importance: 2,
    weekday: 1,
    nth: 1,
    utc: [15, 0],
    actual: '49.1',
    forecast: '48.8',
    previous: '48.5',
  },
  {
    key: 'US-RETAIL',
    country: 'US',
    titleKo: '소매판매 (전월 대비)',
    titleEn: 'Retail sales (MoM)',
    importance: 2,
    weekday: 2,
    nth: 3,
    utc: [13, 30],
    actual: '0.4%',
    forecast: '0.3%',
    previous: '0.1%',
  },
  {
    key: 'US-OIL',
    country: 'US',
    titleKo: 'EIA 원유 재고',
    titleEn: 'EIA crude oil inventories',
    importance: 1,
    weekday: 3,
    utc: [15, 30],
    actual: '-1.2M',
    forecast: '-0.8M',
    previous: '2.1M',
  },
  {
    key: 'KR-BOK',
    country: 'KR',
    titleKo: '한국은행 기준금리 결정',
    titleEn: 'Bank of Korea rate decision',
    importance: 3,
    weekday: 4,
    nth: 4,
    utc: [1, 0],
    actual: '3.00%',
    forecast: '3.00%',
    previous: '3.25%',
  },
  {
    key: 'KR-TRADE',
    country: 'KR',
    titleKo: '수출 (전년 대비)',
    titleEn: 'Exports (YoY)',
    importance: 2,
    weekday: 1,
    nth: 1,
    utc: [0, 0],
    actual: '4.6%',
    forecast: '3.9%',
    previous: '7.5%',
  },
  {
    key: 'CN-PMI',
    country: 'CN',
    titleKo: '차이신 제조업 PMI',
    titleEn: 'Caixin manufacturing PMI',
    importance: 2,
    weekday: 1,
    nth: 1,
    utc: [1, 45],
    actual: '50.3',
    forecast: '50.5',
    previous: '50.4',
  },
  {
    key: 'CN-CPI',
    country: 'CN',
    titleKo: '소비자물가지수 (전년 대비)',
    titleEn: 'CPI (YoY)',
    importance: 2,
    weekday: 4,
    nth: 2,
    utc: [1, 30],
    actual: '0.3%',
    forecast: '0.4%',
    previous: '0.2%',
  },
  {
    key: 'JP-BOJ',
    country: 'JP',
    titleKo: '일본은행 기준금리 결정',
    titleEn: 'Bank of Japan rate decision',
    importance: 3,
    weekday: 5,
    nth: 3,
    utc: [3, 0],
    actual: '0.25%',
    forecast: '0.25%',
    previous: '0.25%',
  },
  {
    key: 'EU-ECB',
    country: 'EU',
    titleKo: 'ECB 기준금리 결정',
    titleEn: 'ECB rate decision',
    importance: 3,
    weekday: 4,
    nth: 2,
    utc: [13, 15],
    actual: '3.25%',
    forecast: '3.25%',
    previous: '3.50%',
  },
  {
    key: 'EU-CPI',
    country: 'EU',
    titleKo: '유로존 소비자물가지수 (전년 대비)',
    titleEn: 'Euro area CPI (YoY)',
    importance: 2,
    weekday: 2,
    nth: 1,
    utc: [10, 0],
    actual: '2.3%',
    forecast: '2.2%',
    previous: '2.0%',
  },
  {
    key: 'DE-IFO',
    country: 'DE',
    titleKo: 'Ifo 기업환경지수',
    titleEn: 'Ifo business climate',
    importance: 1,
    weekday: 1,
    nth: 4,
    utc: [9, 0],
    actual: '85.7',
    forecast: '86.3',
    previous: '86.5',
  },
  {
    key: 'GB-BOE',
    country: 'GB',
    titleKo: '영란은행 기준금리 결정',
    titleEn: 'Bank of England rate decision',
    importance: 3,
    weekday: 4,
    nth: 1,
    utc: [12, 0],
    actual: '4.75%',
    forecast: '4.75%',
    previous: '5.00%',
  },
];

const DAY_MS = 86_400_000;

/** The dataset's releases on the UTC days from `from` to `to`; actuals only for those whose time has passed. */
export function seededEconomicSource(now: () => number): EconomicSource {
  return {
    name: 'seeded',
    async events(from, to) {
      const events: EconomicEventInput[] = [];
      for (let day = Math.floor(from.getTime() / DAY_MS) * DAY_MS; day < to.getTime(); day += DAY_MS) {
        const date = new Date(day);
        const nth = Math.floor((date.getUTCDate() - 1) / 7) + 1;
        for (const release of SEEDED_RELEASES) {
          if (release.weekday !== date.getUTCDay() || (release.nth !== undefined && release.nth !== nth))
            continue;
          const scheduledAt = new Date(day + (release.utc[0] * 60 + release.utc[1]) * 60_000);
          if (scheduledAt < from || scheduledAt >= to) continue;
          events.push({
            externalId: `${release.key}@${date.toISOString().slice(0, 10)}`,
            country: release.country,
            titleKo: release.titleKo,
            titleEn: release.titleEn,
            importance: release.importance,
            scheduledAt,
            actual: scheduledAt.getTime() <= now() ? release.actual : null,
            forecast: release.forecast,
            previous: release.previous,
          });
        }
      }
      return events;
    },
  };
}
