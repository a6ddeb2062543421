import {
  parseSiteFlags,
  type RemoteEntry,
  type RemoteName,
  type SiteFlag,
  type SiteInfo,
} from '@bx/contracts';

import type { Repositories } from '../repositories/repositories.js';

/** The site flag a remote's area needs; remotes without one are part of every site. */
const REMOTE_FLAG: Partial<Record<RemoteName, SiteFlag>> = {
  trade: 'binary',
  futures: 'futures',
  oversea: 'overseas',
};

/** Remotes listed to operators only: no player's or visitor's page is told where the ops console lives. */
const OPERATOR_REMOTES: ReadonlySet<RemoteName> = new Set(['admin']);

/**
 * The remotes a site's host registers: enabled ones whose area the site's flags switch on, and the ops console
 * only for an operator (`forOperator`; /site.json and the SITE_UPDATE push are everyone's, so never there).
 * Entries go out as stored: a path stays a path, which the host resolves against the page's own origin;
 * nothing of the request (a forged Host header) is reflected into them.
 */
export async function siteRemotes(
  sites: Repositories['sites'],
  site: SiteInfo,
  { forOperator = false }: { forOperator?: boolean } = {},
): Promise<RemoteEntry[]> {
  const flags = parseSiteFlags(site.type);
  const rows = await sites.listRemotes(site.id);
  return rows
    .filter((row) => row.enabled && (REMOTE_FLAG[row.name] === undefined || flags[REMOTE_FLAG[row.name]!]))
    .filter((row) => forOperator || !OPERATOR_REMOTES.has(row.name))
    .map((row) => ({ name: row.name, entry: row.entry }));
}
