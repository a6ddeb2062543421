import type { SiteLocator } from '@bx/contracts';

/** `/site.json` names the site of this hostname; it is the one call made before the site is known. */
export async function getSiteLocator(): Promise<SiteLocator> {
  const response = await fetch('/site.json', { cache: 'no-store' });
  if (!response.ok)
    throw new Error(`The site of ${location.hostname} could not be resolved (${response.status}).`);
  const body = (await response.json()) as { data?: SiteLocator } & Partial<SiteLocator>;
  return body.data ?? (body as SiteLocator);
}
