import { getNotice, noticeKeys } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

/** GET /api/content/notice {id}, on the key the host's notice dialog uses, so one read serves both. */
export function useNotice(id: number) {
  return useQuery({ queryKey: noticeKeys.detail(id), queryFn: () => getNotice(id) });
}
