import type { AdminCopyShareCap, AdminCopyShareCapRequest } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

import { copyKeys } from './copy-keys';

/**
 * POST /api/admin/copytrade/share_cap {scope, capPer}: the site's cap (null: the platform's applies), or every
 * site's default (SUPER operators only). Answers the caps as they now stand; the traders and the audit log are
 * asked again.
 */
export function setShareCap(request: AdminCopyShareCapRequest): Promise<AdminCopyShareCap> {
  return apiRequest<AdminCopyShareCap>('post', 'admin/copytrade/share_cap', { json: request });
}

export function useSetShareCap() {
  return useMutation({
    mutationFn: setShareCap,
    onSuccess: (caps) => queryClient.setQueryData(copyKeys.shareCap, caps),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: copyKeys.traders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
