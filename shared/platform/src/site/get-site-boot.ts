import type { SiteBoot } from '@bx/contracts';

/**
 * `/site.json` names the site of this hostname, with its info and remotes: the one call made before the site
 * is known. index.html preloads it, so it is under way while the scripts load; the request must stay as the
 * preload made it (same URL, default cache mode) for the browser to hand over that response.
 */
export async function getSiteBoot(): Promise<SiteBoot> {
  const response = await fetch('/site.json');
  if (!response.ok)
    throw new Error(`The site of ${location.hostname} could not be resolved (${response.status}).`);
  const body = (await response.json()) as { data?: SiteBoot } & Partial<SiteBoot>;
  return body.data ?? (body as SiteBoot);
}
