import type { AdminCopyShareCap } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { copyKeys } from './copy-keys';

/** GET /api/admin/copytrade/share_cap: the site's profit-share cap, the platform's, and the one in force. */
export function getShareCap(): Promise<AdminCopyShareCap> {
  return apiRequest<AdminCopyShareCap>('get', 'admin/copytrade/share_cap');
}

export const useShareCap = () => useQuery({ queryKey: copyKeys.shareCap, queryFn: getShareCap });
