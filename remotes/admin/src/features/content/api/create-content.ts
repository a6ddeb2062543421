import type { AdminContentCreateRequest, AdminContentItem } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { invalidateContent } from './invalidate-content';

/**
 * POST /api/admin/content {kind, title, content, force?}: a new item (HTML, sanitized before it is stored); a
 * forced notice also pops up on every open page of the site (FORCE_NOTICE).
 */
export function createContent(request: AdminContentCreateRequest): Promise<AdminContentItem> {
  return apiRequest<AdminContentItem>('post', 'admin/content', { json: request });
}

export function useCreateContent() {
  return useMutation({ mutationFn: createContent, onSettled: invalidateContent });
}
