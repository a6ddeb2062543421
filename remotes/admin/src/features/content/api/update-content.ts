import type { AdminContentItem, AdminContentUpdateRequest } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { invalidateContent } from './invalidate-content';

/** POST /api/admin/content/update {kind, id, title?, content?}: at least one of them. */
export function updateContent(request: AdminContentUpdateRequest): Promise<AdminContentItem> {
  return apiRequest<AdminContentItem>('post', 'admin/content/update', { json: request });
}

export function useUpdateContent() {
  return useMutation({ mutationFn: updateContent, onSettled: invalidateContent });
}
