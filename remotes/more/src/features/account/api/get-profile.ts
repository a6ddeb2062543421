import { getMe, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

export const profileKeys = { of: (userId: number) => ['more', 'profile', userId] as const };

/** GET /api/me again for my page, so a changed nickname shows as the server now has it. */
export function useProfile() {
  const userId = useMe()?.id ?? 0;
  return useQuery({ queryKey: profileKeys.of(userId), queryFn: getMe, enabled: userId !== 0 });
}
