export type SiteLang = 'ko' | 'en';

/** The six flags of a site's `type` field, in the order the field carries them. */
export const SITE_FLAG_ORDER = ['overseas', 'unused', 'p2p', 'futures', 'powerBall', 'binary'] as const;
export type SiteFlag = (typeof SITE_FLAG_ORDER)[number];
export type SiteFlags = Record<SiteFlag, boolean>;

export interface SiteInfo {
  id: number;
  code: string;
  name: string;
  lang: SiteLang;
  /** Six characters of '0'/'1', one per flag of SITE_FLAG_ORDER. */
  type: string;
  stockPrefix: string;
  overseaPrefix: string;
  coinInfo: string;
  /** Comma-separated coin lists. */
  usedCoins: string;
  depositCoins: string;
  buyCoins: string;
  binaryCurrency: string;
  bankType: string;
}

/** Which site the request's hostname belongs to. */
export interface SiteLocator {
  siteInfoId: number;
  code: string;
  lang: SiteLang;
}

export const REMOTE_NAMES = ['trade', 'futures', 'oversea', 'wallet', 'search', 'more', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One federated remote the host registers at start-up. `entry` is the remote's mf-manifest.json URL. */
export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

export function parseSiteFlags(type: string): SiteFlags {
  const flags = {} as SiteFlags;
  SITE_FLAG_ORDER.forEach((flag, index) => {
    flags[flag] = type.charAt(index) === '1';
  });
  return flags;
}

/** What `/site.json` answers: the site of the request's hostname, its info and the remotes its host registers. */
export interface SiteBoot extends SiteLocator {
  siteInfo: SiteInfo;
  remotes: RemoteEntry[];
}
