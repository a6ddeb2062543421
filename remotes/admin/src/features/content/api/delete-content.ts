import type { AdminContentDeleteRequest } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { invalidateContent } from './invalidate-content';

/** POST /api/admin/content/delete {kind, id}: players no longer see it; the audit log keeps it. */
export function deleteContent(request: AdminContentDeleteRequest): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('post', 'admin/content/delete', { json: request });
}

export function useDeleteContent() {
  return useMutation({ mutationFn: deleteContent, onSettled: invalidateContent });
}
