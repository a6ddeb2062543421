import { parseSiteFlags, type SiteFlags } from '@bx/contracts';

import { useSiteInfo } from './use-site';

/** The site's area flags; all off until site info has loaded (the page still renders without it). */
export function useSiteFlags(): SiteFlags {
  return parseSiteFlags(useSiteInfo()?.type ?? '');
}
