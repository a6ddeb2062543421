import type { SiteInfo } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

export function getSiteInfo(code: string): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('get', 'site_info/code', { query: { code }, auth: false });
}
