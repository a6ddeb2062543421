import type { SiteInfo, UserRole, UserStatus } from '@bx/contracts';
import { REMOTE_NAMES } from '@bx/contracts';

import type { LedgerWallet } from '../money/assets.js';

const COINS = 'USDT,BTC,ETH,XRP,DOGE,EOS';

function site(id: number, code: string, name: string, lang: SiteInfo['lang'], type: string): SiteInfo {
  return {
    id,
    code,
    name,
    lang,
    type,
    stockPrefix: 'BX',
    overseaPrefix: 'OS',
    coinInfo: COINS,
    usedCoins: COINS,
    depositCoins: 'USDT,BTC,ETH',
    buyCoins: 'USDT,BTC',
    binaryCurrency: 'USDT',
    bankType: lang === 'ko' ? 'KR' : 'GLOBAL',
  };
}

/** type flags: overseas, unused, P2P, futures, power ball, binary. */
export const SEED_SITES: readonly SiteInfo[] = [
  site(1, 'main', 'BX', 'ko', '111111'),
  site(15, 'site15', 'BX Global', 'en', '111111'),
  site(33, 'site33', 'BX Lite', 'en', '111011'),
  site(25, 'site25', 'BX Guest', 'en', '100001'),
];

export const SEED_HOSTS: ReadonlyArray<readonly [hostname: string, siteId: number]> = [
  ['localhost', 1],
  ['127.0.0.1', 1],
  ['site15.localhost', 15],
  ['site33.localhost', 33],
  ['site25.localhost', 25],
];

/** Every site gets every remote, enabled, served by this server; the site flags decide which are listed. */
export const SEED_REMOTES = SEED_SITES.flatMap((s) =>
  REMOTE_NAMES.map((name) => ({ siteId: s.id, name, entry: `/remotes/${name}/mf-manifest.json` })),
);

export const DEMO_PASSWORD = 'demo1234';

/** Decimal strings in each wallet's asset; booked from the asset's EXTERNAL account. */
export const DEMO_FUNDING: Readonly<Partial<Record<LedgerWallet, string>>> = {
  MONEY: '10000000',
  FUTURES: '10000',
  BINARY: '10000',
  USDT: '10000',
  BTC: '1',
  ETH: '10',
  XRP: '10000',
  DOGE: '50000',
  EOS: '1000',
};

export interface SeedUser {
  username: string;
  name: string;
  phone: string;
  role: UserRole;
  status: UserStatus;
  funded: boolean;
  partnerCode?: string;
  /** A partner's share of its players' house result (docs/partner.md). */
  shareRate?: number;
  /** The code of the partner who referred the player. */
  referrerCode?: string;
  /** Whether the account has a payout account on file (won withdrawals are paid to it; ref1 has none). */
  payout?: boolean;
}

/** The bank of the demo payout accounts, as each demo site's language names it. */
export const DEMO_PAYOUT_BANKS: Readonly<Record<(typeof DEMO_SITE_IDS)[number], string>> = {
  1: 'KB국민은행',
  15: 'KB Kookmin Bank',
};

export const SEED_USERS: readonly SeedUser[] = [
  {
    username: 'demo1',
    name: 'Demo One',
    phone: '010-1000-0001',
    role: 'PLAYER',
    status: 'NORMAL',
    funded: true,
    payout: true,
  },
  {
    username: 'demo2',
    name: 'Demo Two',
    phone: '010-1000-0002',
    role: 'PLAYER',
    status: 'NORMAL',
    funded: true,
    payout: true,
  },
  {
    username: 'demo3',
    name: 'Demo Three',
    phone: '010-1000-0003',
    role: 'PLAYER',
    status: 'NORMAL',
    funded: true,
    payout: true,
  },
  {
    username: 'trader1',
    name: 'Trader One',
    phone: '010-2000-0001',
    role: 'TRADER',
    status: 'NORMAL',
    funded: true,
    payout: true,
  },
  {
    username: 'partner1',
    name: 'Partner One',
    phone: '010-3000-0001',
    role: 'PARTNER',
    status: 'NORMAL',
    funded: false,
    partnerCode: 'partner1',
    shareRate: 0.3,
    payout: true,
  },
  {
    username: 'admin',
    name: 'Admin',
    phone: '010-9000-0001',
    role: 'ADMIN',
    status: 'NORMAL',
    funded: false,
  },
  {
    username: 'deny1',
    name: 'Denied One',
    phone: '010-4000-0001',
    role: 'PLAYER',
    status: 'DENY',
    funded: false,
  },
  // Last, so the accounts above keep their ids: a player partner1 referred, whose results partner1 shares.
  {
    username: 'ref1',
    name: 'Referred One',
    phone: '010-6000-0001',
    role: 'PLAYER',
    status: 'NORMAL',
    funded: true,
    referrerCode: 'partner1',
  },
];

export const DEMO_SITE_IDS = [1, 15] as const;
