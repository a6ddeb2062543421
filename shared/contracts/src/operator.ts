import type { RemoteEntry, RemoteName, SiteInfo } from './site.js';
import type { UserStatus } from './user.js';

/**
 * What an operator (an ADMIN account) may do: SUPER runs the platform (sites, their remotes, other operators of
 * any level); SITE runs its own site (and adds SITE or SUPPORT operators to it); SUPPORT reads and changes nothing.
 */
export const OPERATOR_LEVELS = ['SUPER', 'SITE', 'SUPPORT'] as const;
export type OperatorLevel = (typeof OPERATOR_LEVELS)[number];

/** GET /api/admin {id}, GET /api/admin/list {level, parentId}, POST /api/admin's answer. */
export interface Operator {
  id: number;
  username: string;
  name: string;
  level: OperatorLevel;
  /** The operator who added this one; null for the seeded ones. */
  parentId: number | null;
  siteInfoId: number;
  status: UserStatus;
  createdAt: number;
}

/** POST /api/admin (the spec's "admin data"): a new operator of the caller's site. */
export interface OperatorCreateRequest {
  username: string;
  password: string;
  name: string;
  phone: string;
  level: OperatorLevel;
}

/** POST /api/admin/site: what an operator changes of its site; what is left out stays. */
export interface SiteUpdateRequest {
  /** The six flags, "111111": overseas, unused, P2P, futures, power ball, binary. */
  type?: string;
  usedCoins?: string;
  depositCoins?: string;
  buyCoins?: string;
  binaryCurrency?: string;
  bankType?: string;
}

/**
 * On /topic/notice/{siteId} when an operator changed the site or its remotes: every open page of it adjusts its
 * areas, routes and footer tabs to the site and to the remotes its host registers now (as /site.json lists them).
 */
export interface SiteUpdateEvent {
  type: 'SITE_UPDATE';
  data: SiteInfo;
  remotes: RemoteEntry[];
}

/**
 * GET /api/admin/site/remote: one remote of the site's registry. `entry` is its mf-manifest.json (a path on
 * this origin or an https URL); `previousEntry` is what a rollback returns to.
 */
export interface SiteRemote {
  name: RemoteName;
  entry: string;
  enabled: boolean;
  previousEntry: string | null;
  updatedAt: number;
}

/** POST /api/admin/site/remote: point a remote at another build, or switch it off or on. */
export interface SiteRemoteUpdateRequest {
  name: RemoteName;
  entry?: string;
  enabled?: boolean;
}

/** GET /api/admin/audit: one operator action, as the append-only log keeps it. */
export interface AdminAuditEntry {
  id: number;
  adminId: number;
  admin: string;
  /** The call, e.g. "POST /api/admin/dnw/approve". */
  action: string;
  /** What was sent (passwords left out). */
  request: unknown;
  /** What it was before, where the call knows it (a site's settings), else null. */
  before: unknown;
  /** What the call answered. */
  after: unknown;
  status: number;
  at: number;
}
